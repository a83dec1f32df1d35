/**
 * What the accessibility test needs on screen, made through the API: a
 * bubble-cover quote with a warning (free form with a roller), and orders in
 * the states the screens show (awaiting the group's confirmation, received
 * by the order desk).
 */
import { apiCall, apiToken } from './api.ts';
import { presetQuote } from './preset-quote.ts';

/**
 * A bubble-cover quote of `login` answered from its 8 x 4 preset, at `stepId`;
 * `warning` makes the pool free-form with a roller (a warning, not blocking).
 */
export async function bubbleQuote(login: string, name: string, stepId: number, warning = false): Promise<number> {
  const token = await apiToken(login);
  const withWarning = async (preset: Record<string, unknown>, familyId: number) => {
    const { ids } = await apiCall<{ ids: Record<string, Record<string, number>> }>(token, 'GET', `/family/${familyId}/definition`);
    const answer = (question: string, key: string) => ({ [String(ids.question![question])]: ids.answer![`${question}.${key}`]! });
    return { ...preset, ...answer('shape', 'free_form'), ...answer('roller', 'telescopic_fixed') };
  };
  const quote = await presetQuote(token, { family: 'bubble', preset: 'rect_8x4_blue', quote: { name }, lastStepId: stepId, ...(warning ? { answers: withWarning } : {}) });
  return quote.id;
}

/** An order of demo.user (billed through its trading group): awaiting the group's confirmation, or confirmed (at the order desk). */
export async function demoOrder(confirmed: boolean): Promise<{ id: number; number: string; quoteId: number }> {
  const quoteId = await bubbleQuote('demo.user', 'axe order', 11);
  const form = new FormData();
  form.set('accept_terms', 'true');
  const { order } = await apiCall<{ order: { id: number; number: string } }>(await apiToken('demo.user'), 'POST', `/quote/${quoteId}/validation`, form);
  if (confirmed) await apiCall(await apiToken('demo.group'), 'POST', `/quote/${quoteId}/confirmation`, { decision: 'confirm' });
  return { ...order, quoteId };
}
