/**
 * Issue 16, item 5, in French: "Continuer sans résoudre" on the last form
 * step of a bubble cover whose roller is too wide (a blocking inconsistency
 * of the finishing step). The dialog says that price, customisation and
 * validation stay closed and names the step to solve as a link; once the
 * user goes on, "save and next" cannot move on and says so beside the
 * closed steps, with the link that opens the step. At a laptop's and a
 * phone's width.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, collectErrors, screenshot, signIn, useBrowser } from './helpers/browser.ts';
import { translate } from './helpers/catalog.ts';

const LOCALE = 'fr';
const t = (msgid: string) => translate(LOCALE, msgid);

/** A bubble cover 10 x 7 with a roller (blocking: the roller is limited to 6.50 m of width), standing on its finishing step. */
async function tooWideQuote(page: Page): Promise<number> {
  const token = await page.evaluate(() => sessionStorage.getItem('auth.token'));
  const headers = { authorization: `Bearer ${token}` };
  const families = (await (await page.request.get(`${baseUrl()}/api/v1/family`, { headers })).json()) as { data: { id: number; key: string }[] };
  const bubble = families.data.find((family) => family.key === 'bubble')!;
  const presets = (await (await page.request.get(`${baseUrl()}/api/v1/family/${bubble.id}/preset`, { headers })).json()) as { data: { key: string; answers: Record<string, unknown> }[] };
  const answers = presets.data.find((preset) => preset.key === 'rect_10x5_roller')!.answers;
  const created = await page.request.post(`${baseUrl()}/api/v1/quote`, { headers, data: { family_id: bubble.id } });
  const quote = ((await created.json()) as { data: { id: number; version: number } }).data;
  // the width's question id: the preset names it by id, like the saved answers
  const definition = (await (await page.request.get(`${baseUrl()}/api/v1/family/${bubble.id}/definition`, { headers })).json()) as { data: { ids: { question: Record<string, number> } } };
  const width = definition.data.ids.question.width!;
  const saved = await page.request.put(`${baseUrl()}/api/v1/quote/${quote.id}`, { headers, data: { answers: { ...answers, [width]: 7 }, version: quote.version } });
  expect(saved.status(), await saved.text()).toBe(200);
  expect((await page.request.put(`${baseUrl()}/api/v1/quote/${quote.id}`, { headers, data: { last_step_id: 3 } })).status()).toBe(200);
  return quote.id;
}

describe('quote builder: going on without solving a blocking inconsistency, in French', () => {
  const session = useBrowser();

  it('says why price, customisation and validation stay closed, and opens the step to solve', async () => {
    const page = await session.newPage();
    const errors = collectErrors(page);
    expect(await signIn(page, baseUrl(), LOCALE, 'demo.staff')).toBe(200);
    await page.waitForURL((url) => url.pathname === `/${LOCALE}/home`);
    const quoteId = await tooWideQuote(page);
    await page.goto(`${baseUrl()}/${LOCALE}/quote/${quoteId}`);
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
