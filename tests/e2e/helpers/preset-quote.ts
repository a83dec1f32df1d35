/** A new quote of the blind family holding its first preset, made through the API with the page's session. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';

/** Its id; the builder opens it at `lastStepId`, by default the family's first form step. */
export async function presetBlindQuote(page: Page, lastStepId?: number): Promise<number> {
  const token = await page.evaluate(() => sessionStorage.getItem('auth.token'));
  const headers = { authorization: `Bearer ${token}` };
  const api = (path: string) => `${baseUrl()}/api/v1${path}`;
  const families = (await (await page.request.get(api('/family'), { headers })).json()) as { data: { id: number; key: string }[] };
  const blind = families.data.find((family) => family.key === 'blind')!;
  const presets = (await (await page.request.get(api(`/family/${blind.id}/preset`), { headers })).json()) as { data: { answers: Record<string, unknown> }[] };
  const created = await page.request.post(api('/quote'), { headers, data: { family_id: blind.id } });
  const quote = ((await created.json()) as { data: { id: number } }).data;
  let step = lastStepId;
  if (step === undefined) {
    const questions = (await (await page.request.get(api(`/question?family_id=${blind.id}`), { headers })).json()) as { data: { step_id: number }[] };
    step = Math.min(...questions.data.map((question) => question.step_id));
  }
  const saved = await page.request.put(api(`/quote/${quote.id}`), { headers, data: { answers: presets.data[0]!.answers, last_step_id: step } });
  expect(saved.status()).toBe(200);
  return quote.id;
}
