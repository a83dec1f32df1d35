/**
 * How the builder answers an input (issue 17): a step chosen in the step list
 * is shown as current at once, while the step's form (the heavy part) is
 * rendered after that first paint, in a render that gives way to input; the
 * step's screen meanwhile is busy and inert, so that nothing is typed into
 * the form being left.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, signIn, useBrowser } from './helpers/browser.ts';

const LOCALE = 'en';

describe('builder interactions', () => {
  const session = useBrowser();

  it('shows the chosen step in the list at once and its form after', async () => {
    const page = await session.newPage();
    expect(await signIn(page, baseUrl(), LOCALE, 'demo.user')).toBe(200);
    const token = await page.evaluate(() => sessionStorage.getItem('auth.token'));
    const headers = { authorization: `Bearer ${token}` };
    const families = (await (await page.request.get(`${baseUrl()}/api/v1/family`, { headers })).json()) as { data: { id: number; key: string }[] };
    const blind = families.data.find((family) => family.key === 'blind')!;
    const presets = (await (await page.request.get(`${baseUrl()}/api/v1/family/${blind.id}/preset`, { headers })).json()) as { data: { answers: Record<string, unknown> }[] };
    const created = await page.request.post(`${baseUrl()}/api/v1/quote`, { headers, data: { family_id: blind.id } });
    const quote = ((await created.json()) as { data: { id: number } }).data;
    expect((await page.request.put(`${baseUrl()}/api/v1/quote/${quote.id}`, { headers, data: { answers: presets.data[0]!.answers, last_step_id: 1 } })).status()).toBe(200);

    await page.goto(`${baseUrl()}/${LOCALE}/quote/${quote.id}`);
    const main = page.locator('.builder-main');
    await main.getByRole('heading', { level: 2, name: 'Model', exact: true }).waitFor();
    await page.locator('.builder-main[aria-busy="false"]').waitFor();

    // the click and what the page shows once React has handled it (its microtasks), before any later task: the list has moved, the form not yet
    const atOnce = await page.evaluate(async () => {
      const titles = [...document.querySelectorAll<HTMLElement>('.builder-steps .ant-steps-item-title')];
      titles.find((title) => title.textContent === 'Pool')!.click();
      for (let i = 0; i < 5; i++) await Promise.resolve();
      const section = document.querySelector<HTMLElement>('.builder-main')!;
      return {
        current: document.querySelector('.builder-steps [aria-current="step"] .ant-steps-item-title')?.textContent,
        heading: section.querySelector('h2')?.textContent,
        busy: section.getAttribute('aria-busy'),
        inert: section.inert,
      };
    });
    expect(atOnce).toEqual({ current: 'Pool', heading: 'Model', busy: 'true', inert: true });

    await main.getByRole('heading', { level: 2, name: 'Pool', exact: true }).waitFor();
    await page.locator('.builder-main[aria-busy="false"]').waitFor();
    expect(await main.evaluate((section) => (section as HTMLElement).inert)).toBe(false);
    await page.locator('#root_length').waitFor();
  });
});
