/** A new quote of the blind family holding its first preset, made through the API from Node before the page signs in. */
import { apiCall, apiToken } from './api.ts';

/** Its id; the builder opens it at `lastStepId`, by default the family's first form step. */
export async function presetBlindQuote(login: string, lastStepId?: number): Promise<number> {
  const token = await apiToken(login);
  const blind = (await apiCall<{ id: number; key: string }[]>(token, 'GET', '/family')).find((family) => family.key === 'blind')!;
  const presets = await apiCall<{ answers: Record<string, unknown> }[]>(token, 'GET', `/family/${blind.id}/preset`);
  const quote = await apiCall<{ id: number }>(token, 'POST', '/quote', { family_id: blind.id });
  const step = lastStepId ?? Math.min(...(await apiCall<{ step_id: number }[]>(token, 'GET', `/question?family_id=${blind.id}`)).map((question) => question.step_id));
  await apiCall(token, 'PUT', `/quote/${quote.id}`, { answers: presets[0]!.answers, last_step_id: step });
  return quote.id;
}
