/**
 * How the builder answers an input (issue 17): a step chosen in the step list
 * is shown as current at once, while the step's form (the heavy part) is
 * rendered after that first paint, in a render that gives way to input; the
 * step's screen meanwhile is busy and inert, so that nothing is typed into
 * the form being left.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, signIn, useBrowser } from './helpers/browser.ts';
import { presetBlindQuote } from './helpers/preset-quote.ts';

const LOCALE = 'en';

describe('builder interactions', () => {
  const session = useBrowser();

  it('shows the chosen step in the list at once and its form after', async () => {
    const page = await session.newPage();
    expect(await signIn(page, baseUrl(), LOCALE, 'demo.user')).toBe(200);
    const quoteId = await presetBlindQuote(page, 1);

    await page.goto(`${baseUrl()}/${LOCALE}/quote/${quoteId}`);
    const main = page.locator('.builder-main');
    await main.getByRole('heading', { level: 2, name: 'Model', exact: true }).waitFor();
    await page.locator('.builder-main[aria-busy="false"]').waitFor();

    // the click and what the page shows once React has handled it (its microtasks), before any later task: the list has moved, the form not yet
    const atOnce = await page.evaluate(async () => {
      const titles = [...document.querySelectorAll<HTMLElement>('.builder-steps .step-list-title')];
      titles.find((title) => title.textContent === 'Pool')!.click();
      for (let i = 0; i < 5; i++) await Promise.resolve();
      const section = document.querySelector<HTMLElement>('.builder-main')!;
      return {
        current: document.querySelector('.builder-steps [aria-current="step"] .step-list-title')?.textContent,
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
