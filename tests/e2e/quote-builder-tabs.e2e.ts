/**
 * One quote open in two browser tabs, in German: the later save does not
 * silently erase the earlier one (409 quote_changed, shown with a reload
 * offer that brings the other tab's answers), and closing a tab with unsaved
 * changes asks first (the browser's beforeunload prompt), while a tab
 * without changes closes at once.
 */
import type { Dialog, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localize } from '../../engine/index.ts';
import { ERROR_MESSAGES } from '../../server/i18n/messages.ts';
import { text } from '../../server/i18n/text.ts';
import { baseUrl, collectErrors, screenshot, signIn, useBrowser } from './helpers/browser.ts';
import { compileFamilyFile, toAnswers, type FamilyDefinition } from './helpers/builder-expect.ts';
import { fillQuestion } from './helpers/builder-form.ts';
import { translate } from './helpers/catalog.ts';

const LOCALE = 'de';
const t = (msgid: string) => translate(LOCALE, msgid);
const isPut = (quoteId: number) => (r: { request(): { method(): string }; url(): string }) =>
  r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/v1/quote/${quoteId}`;

async function openBuilder(page: Page, quoteId: number): Promise<FamilyDefinition> {
  const definition = page.waitForResponse((r) => /^\/api\/v1\/family\/\d+\/definition$/.test(new URL(r.url()).pathname));
  await page.goto(`${baseUrl()}/${LOCALE}/quote/${quoteId}`);
  const family = ((await (await definition).json()) as { data: FamilyDefinition }).data;
  await page.locator('.builder-steps [aria-current="step"]').waitFor();
  return family;
}

describe('quote builder: two tabs and closing a tab, in German', () => {
  const session = useBrowser();

  it('answers the later save with a reload offer, and asks before closing a tab with unsaved changes', async () => {
    const context = await session.newContext();
    const first = await context.newPage();
    const errors = collectErrors(first);
    // remember me: the token is in localStorage, which both tabs share
    expect(await signIn(first, baseUrl(), LOCALE, 'demo.admin', { remember: true })).toBe(200);
    await first.waitForURL((url) => url.pathname === `/${LOCALE}/home`);
    const token = await first.evaluate(() => localStorage.getItem('auth.token'));
    const headers = { authorization: `Bearer ${token}` };
    const families = (await (await context.request.get(`${baseUrl()}/api/v1/family`, { headers })).json()) as { data: { id: number; key: string }[] };
    const bubble = families.data.find((family) => family.key === 'bubble')!;
    const created = await context.request.post(`${baseUrl()}/api/v1/quote`, { headers, data: { family_id: bubble.id } });
    const quoteId = ((await created.json()) as { data: { id: number } }).data.id;

    const catalogue = compileFamilyFile('bubble', await openBuilder(first, quoteId));
    const second = await context.newPage();
    await openBuilder(second, quoteId);
    const variant = catalogue.questionsByKey.get('variant')!;
    const pick = (page: Page, key: string) => {
      const answers = toAnswers(catalogue, { variant: key });
      return fillQuestion(page, catalogue, variant, answers, answers[String(variant.id)]!, LOCALE);
    };
    const saveAndNext = (page: Page) => page.getByRole('button', { name: t('Save and next'), exact: true }).click();

    // the first tab saves its variant
    await pick(first, 'two_tone_500');
    const saved = first.waitForResponse(isPut(quoteId));
    await saveAndNext(first);
    expect((await saved).status()).toBe(200);

    // the second tab, opened before that save, saves another one: refused, with a reload offer
    await pick(second, 'energy_500');
    const refused = second.waitForResponse(isPut(quoteId));
    await saveAndNext(second);
    expect((await refused).status()).toBe(409);
    const alert = second.getByRole('alert').filter({ hasText: text(ERROR_MESSAGES, 'quote_changed', LOCALE) });
    await alert.waitFor();
    // the step moved to at once: the conflict brings the tab back to the step whose answers it was saving, all of them kept
    await alert.getByText(t("This step's answers were not saved; everything you entered is kept.")).waitFor();
    await second.locator('.builder-steps [aria-current="step"] .step-list-title').getByText(localize(catalogue.stepsById.get(variant.stepId)!.title, LOCALE), { exact: true }).waitFor();
    expect(await second.locator(`#root_${variant.key}`).getByRole('radio', { name: localize(catalogue.answersById.get(toAnswers(catalogue, { variant: 'energy_500' })[String(variant.id)] as number)!.title, LOCALE), exact: true }).isChecked()).toBe(true);
    await screenshot(second, 'quote-builder-tabs-de-conflict');
    await second.locator('.builder-unsaved').getByText(t('Unsaved changes')).waitFor();
    const reread = second.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === `/api/v1/quote/${quoteId}`);
    await alert.getByRole('button', { name: t('Reload the quote') }).click();
    expect((await reread).status()).toBe(200);
    await alert.waitFor({ state: 'hidden' });
    const firstAnswer = localize(catalogue.answersById.get(toAnswers(catalogue, { variant: 'two_tone_500' })[String(variant.id)] as number)!.title, LOCALE);
    const stored = (await (await context.request.get(`${baseUrl()}/api/v1/quote/${quoteId}`, { headers })).json()) as { data: { answers: Record<string, unknown> } };
    expect(stored.data.answers[String(variant.id)]).toBe(toAnswers(catalogue, { variant: 'two_tone_500' })[String(variant.id)]);
    expect(await second.locator('.builder-unsaved').count()).toBe(0);
    // reopened where the first tab stands; back on the variant step, the first tab's answer is there
    const variantStep = localize(catalogue.stepsById.get(variant.stepId)!.title, LOCALE);
    await second.locator('.builder-steps .step-list-title').getByText(variantStep, { exact: true }).click();
    await second.locator('.builder-steps [aria-current="step"] .step-list-title').getByText(variantStep, { exact: true }).waitFor();
    expect(await second.locator(`#root_${variant.key}`).getByRole('radio', { name: firstAnswer, exact: true }).isChecked()).toBe(true);

    // closing the second tab with an unsaved change asks first
    await pick(second, 'energy_500');
    await second.locator('.builder-unsaved').waitFor();
    const asked = new Promise<Dialog>((resolve) => second.once('dialog', resolve));
    await second.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();
    await second.waitForEvent('close');

    // the first tab has nothing unsaved: it closes without a prompt
    let prompted = false;
    first.on('dialog', (d) => {
      prompted = true;
      void d.dismiss();
    });
    await first.close({ runBeforeUnload: true });
    await first.waitForEvent('close');
    expect(prompted).toBe(false);
    expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
  });
});
