/**
 * How the builder answers an input (issue 17): a step chosen in the step list
 * is shown as current at once and the step's screen busy, while the move and
 * the step's form (the heavy part) follow once that frame is on screen, in a
 * render that gives way to input; the step's screen is inert from the move
 * until the new form is shown, so that nothing is typed into the form being
 * left.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, signIn, useBrowser } from './helpers/browser.ts';
import { presetBlindQuote } from './helpers/preset-quote.ts';

const LOCALE = 'en';

describe('builder interactions', () => {
  const session = useBrowser();

  it('shows the chosen step in the list at once and its form after', async () => {
    const quoteId = await presetBlindQuote('demo.user', 1);
    const page = await session.newPage();
    expect(await signIn(page, baseUrl(), LOCALE, 'demo.user', { to: `/quote/${quoteId}` })).toBe(200);
    const main = page.locator('.builder-main');
    await main.getByRole('heading', { level: 2, name: 'Model', exact: true }).waitFor();
    await page.locator('.builder-main[aria-busy="false"]').waitFor();

    // the click and what the page shows once React has handled it (its microtasks), before any later task: the list has moved, the form not yet
    const atOnce = await page.evaluate(async () => {
      // whether the step's screen is made inert before the new form is shown
      const screen = document.querySelector<HTMLElement>('.builder-main')!;
      new MutationObserver(() => {
        if (screen.inert && screen.querySelector('h2')?.textContent === 'Model') screen.dataset.wasInert = 'yes';
      }).observe(screen, { attributes: true, attributeFilter: ['inert'] });
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
    expect(atOnce).toEqual({ current: 'Pool', heading: 'Model', busy: 'true', inert: false });

    await main.getByRole('heading', { level: 2, name: 'Pool', exact: true }).waitFor();
    await page.locator('.builder-main[aria-busy="false"]').waitFor();
    expect(await main.evaluate((section) => (section as HTMLElement).inert)).toBe(false);
    expect(await main.getAttribute('data-was-inert')).toBe('yes');
    await page.locator('#root_length').waitFor();
  });
});
