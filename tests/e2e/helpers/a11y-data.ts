/**
 * What the accessibility test needs on screen, made through the API: a
 * bubble-cover quote with a warning (free form with a roller), and orders in
 * the states the screens show (awaiting the group's confirmation, received
 * by the order desk).
 */
import { apiCall, apiToken } from './api.ts';

/**
 * A bubble-cover quote of `login` answered from its 8 x 4 preset, at `stepId`;
 * `warning` makes the pool free-form with a roller (a warning, not blocking).
 */
export async function bubbleQuote(login: string, name: string, stepId: number, warning = false): Promise<number> {
  const token = await apiToken(login);
  const family = (await apiCall<{ id: number; key: string }[]>(token, 'GET', '/family')).find((f) => f.key === 'bubble')!;
  const preset = (await apiCall<{ key: string; answers: Record<string, unknown> }[]>(token, 'GET', `/family/${family.id}/preset`)).find((p) => p.key === 'rect_8x4_blue')!;
  const { ids } = await apiCall<{ ids: Record<string, Record<string, number>> }>(token, 'GET', `/family/${family.id}/definition`);
  const answer = (question: string, key: string) => ({ [String(ids.question![question])]: ids.answer![`${question}.${key}`]! });
  const answers = warning ? { ...preset.answers, ...answer('shape', 'free_form'), ...answer('roller', 'telescopic_fixed') } : preset.answers;
  const quote = await apiCall<{ id: number; version: number }>(token, 'POST', '/quote', { family_id: family.id, name });
  const saved = await apiCall<{ version: number }>(token, 'PUT', `/quote/${quote.id}`, { answers, version: quote.version });
  await apiCall(token, 'PUT', `/quote/${quote.id}`, { last_step_id: stepId, version: saved.version });
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
