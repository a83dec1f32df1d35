/**
 * Issue 16, item 5, in French: "Continuer sans résoudre" on the last form
 * step of a bubble cover whose roller is too wide (a blocking inconsistency
 * of the finishing step). The dialog says that price, customisation and
 * validation stay closed and names the step to solve as a link; once the
 * user goes on, "save and next" cannot move on and says so beside the
 * closed steps, with the link that opens the step. At a laptop's and a
 * phone's width.
 */
import { describe, expect, it } from 'vitest';
import { apiCall, apiToken } from './helpers/api.ts';
import { baseUrl, collectErrors, screenshot, signIn, useBrowser } from './helpers/browser.ts';
import { translate } from './helpers/catalog.ts';

const LOCALE = 'fr';
const t = (msgid: string) => translate(LOCALE, msgid);

/** A bubble cover 10 x 7 with a roller (blocking: the roller is limited to 6.50 m of width), standing on its finishing step. */
async function tooWideQuote(login: string): Promise<number> {
  const token = await apiToken(login);
  const bubble = (await apiCall<{ id: number; key: string }[]>(token, 'GET', '/family')).find((family) => family.key === 'bubble')!;
  const presets = await apiCall<{ key: string; answers: Record<string, unknown> }[]>(token, 'GET', `/family/${bubble.id}/preset`);
  const answers = presets.find((preset) => preset.key === 'rect_10x5_roller')!.answers;
  const quote = await apiCall<{ id: number; version: number }>(token, 'POST', '/quote', { family_id: bubble.id });
  // the width's question id: the preset names it by id, like the saved answers
  const definition = await apiCall<{ ids: { question: Record<string, number> } }>(token, 'GET', `/family/${bubble.id}/definition`);
  const width = definition.ids.question.width!;
  await apiCall(token, 'PUT', `/quote/${quote.id}`, { answers: { ...answers, [width]: 7 }, version: quote.version });
  await apiCall(token, 'PUT', `/quote/${quote.id}`, { last_step_id: 3 });
  return quote.id;
}

describe('quote builder: going on without solving a blocking inconsistency, in French', () => {
  const session = useBrowser();

  it('says why price, customisation and validation stay closed, and opens the step to solve', async () => {
    const quoteId = await tooWideQuote('demo.staff');
    const page = await session.newPage();
    const errors = collectErrors(page);
    expect(await signIn(page, baseUrl(), LOCALE, 'demo.staff', { to: `/quote/${quoteId}` })).toBe(200);
    const finishing = 'Finitions';
    await page.getByRole('heading', { level: 3, name: finishing }).waitFor();
    const price = page.locator('.builder-steps .step-list-item').filter({ hasText: t('Price calculation') });
    expect(await price.getAttribute('aria-disabled')).toBe('true');
    const notice = page.getByTestId('held-back-notice');
    // beside the closed steps, before anything is tried: why, and the step to solve
    await notice.waitFor();
    expect(await notice.textContent()).toContain(t('Price, customisation and validation open once no step has a blocking inconsistency.'));
    await notice.getByRole('button', { name: finishing }).waitFor();

    // save and next: the dialog says what "continue" means, with the step to solve as a link
    await page.getByRole('button', { name: t('Save and next') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(t('Until then, the price, customisation and validation steps stay closed: you can still go through the other steps.'));
    await dialog.getByRole('button', { name: finishing }).waitFor();
    await screenshot(page, 'held-back-fr-dialog');
    await dialog.getByRole('button', { name: t('Continue without solving') }).click();
    await dialog.waitFor({ state: 'hidden' });

    // the last step cannot move on: said where the user is, not a silent click
    const alert = notice.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(t('Your answers are saved, but the quote cannot go on to its price while a step has a blocking inconsistency.'));
    expect(await page.getByRole('heading', { level: 3, name: finishing }).count()).toBe(1);
    await screenshot(page, 'held-back-fr-blocked-next');

    // the link opens the step (here from the size step)
    await page.locator('.builder-steps .step-list-item').filter({ hasText: 'Dimensions' }).click();
    await page.getByRole('heading', { level: 3, name: 'Dimensions' }).waitFor();
    expect(await notice.getByRole('alert').count()).toBe(0);
    await notice.getByRole('button', { name: finishing }).click();
    await page.getByRole('heading', { level: 3, name: finishing }).waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await notice.scrollIntoViewIfNeeded();
    await screenshot(page, 'held-back-fr-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  }, 120_000);
});
