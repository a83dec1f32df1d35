/**
 * Answers shown as chosen are the answers held and saved, after a reload too (issue 28, item 1): a bubble
 * cover saved up to its Size step (or its Model step) and opened again with the page reloaded shows the
 * questions' defaults chosen ("No hem" and "No roller", or "Pool shape" on "Rectangle"); "Save and next"
 * then saves them, with no "Required field" under them, and the live price stays a price. Before, the
 * builder dropped the defaults the form reported while it opened, and the step's validation refused them.
 */
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CALCULATION_STEP, localize, type Answers, type Catalogue, type Locale } from '../../engine/index.ts';
import { baseUrl, collectErrors, screenshot, signIn, useBrowser } from './helpers/browser.ts';
import { compileFamilyFile, toAnswers, type FamilyDefinition, type KeyedAnswers } from './helpers/builder-expect.ts';
import { translate } from './helpers/catalog.ts';

interface Case {
  locale: Locale;
  login: string;
}

const CASES: Case[] = [
  { locale: 'en', login: 'demo.user' },
  { locale: 'de', login: 'demo.admin' },
];

/** A bubble cover quote made through the API with the page's session, holding `keyed` and standing on `stepKey`. */
async function bubbleQuote(page: Page, keyed: KeyedAnswers, stepKey: string): Promise<{ quoteId: number; catalogue: Catalogue }> {
  const token = await page.evaluate(() => sessionStorage.getItem('auth.token'));
  const headers = { authorization: `Bearer ${token}` };
  const api = (path: string) => `${baseUrl()}/api/v1${path}`;
  const families = (await (await page.request.get(api('/family'), { headers })).json()) as { data: { id: number; key: string }[] };
  const bubble = families.data.find((family) => family.key === 'bubble')!;
  const definition = (await (await page.request.get(api(`/family/${bubble.id}/definition`), { headers })).json()) as { data: FamilyDefinition };
  const catalogue = compileFamilyFile('bubble', definition.data);
  const created = await page.request.post(api('/quote'), { headers, data: { family_id: bubble.id } });
  expect(created.ok()).toBe(true);
  const quoteId = ((await created.json()) as { data: { id: number } }).data.id;
  const step = catalogue.steps.find((candidate) => candidate.key === stepKey)!;
  const saved = await page.request.put(api(`/quote/${quoteId}`), { headers, data: { answers: toAnswers(catalogue, keyed), last_step_id: step.id } });
  expect(saved.status()).toBe(200);
  return { quoteId, catalogue };
}

const questionId = (catalogue: Catalogue, key: string) => String(catalogue.questionsByKey.get(key)!.id);

const title = (catalogue: Catalogue, key: string, locale: Locale) => {
  const found = catalogue.questionsByKey.get(key.split('.')[0]!)!;
  const answer = key.includes('.') ? found.answers.find((candidate) => candidate.key === key.split('.')[1])! : undefined;
  return localize((answer ?? found).title, locale);
};

/** Opens the quote, reloads the page (F5) and waits for the step's form, not busy. */
async function openReloaded(page: Page, locale: Locale, quoteId: number, stepTitle: string): Promise<void> {
  await page.goto(`${baseUrl()}/${locale}/quote/${quoteId}`);
  await page.locator('.builder-main form').first().waitFor();
  await page.reload();
  await page.locator('.builder-steps [aria-current="step"] .step-list-title').getByText(stepTitle, { exact: true }).waitFor();
  await page.locator('.builder-main[aria-busy="false"] form').first().waitFor();
}

/**
 * "Save and next": the answers of the quote it saves (the first PUT whose saved answers hold `held`; the
 * page's position saves, PUT with the step alone, hold the answers saved before), once the next step is current.
 */
async function saveAndNext(page: Page, locale: Locale, quoteId: number, held: string, nextTitle: string): Promise<Answers> {
  const saved = page.waitForResponse(async (response: Response) => {
    if (response.request().method() !== 'PUT' || new URL(response.url()).pathname !== `/api/v1/quote/${quoteId}` || !response.ok()) return false;
    return held in ((await response.json()) as { data: { answers: Answers } }).data.answers;
  });
  await page.getByRole('button', { name: translate(locale, 'Save and next'), exact: true }).click();
  const answers = ((await (await saved).json()) as { data: { answers: Answers } }).data.answers;
  await page.locator('.builder-steps [aria-current="step"] .step-list-title').getByText(nextTitle, { exact: true }).waitFor();
  return answers;
}

describe('answers shown as chosen after a reload', () => {
  const session = useBrowser();

  for (const { locale, login } of CASES) {
    it(`are saved by "Save and next" on Finishing and on Size (${locale})`, async () => {
      const page = await session.newPage();
      const errors = collectErrors(page);
      const t = (msgid: string) => translate(locale, msgid);
      expect(await signIn(page, baseUrl(), locale, login)).toBe(200);
      const stepTitle = (catalogue: Catalogue, key: string) => localize(catalogue.steps.find((step) => step.key === key)!.title, locale);
      try {
        // Finishing, after Model and Size were saved: "No hem" and "No roller" are its defaults
        const finishing = await bubbleQuote(page, { variant: 'blue_400', shape: 'rectangle', length: 6, width: 4 }, 'finishing');
        const { catalogue } = finishing;
        await openReloaded(page, locale, finishing.quoteId, stepTitle(catalogue, 'finishing'));
        for (const key of ['hem.none', 'roller.none']) {
          const radio = page.locator(`#root_${key.split('.')[0]}`).getByRole('radio', { name: title(catalogue, key, locale), exact: true });
          expect(await radio.isChecked(), `${key} shown as chosen`).toBe(true);
        }
        // every step answered, defaults included: a price, not "—"
        await expect.poll(() => page.getByTestId('live-price').textContent()).toMatch(/\d/);
        await screenshot(page, `builder-defaults-reload-finishing-${locale}`);
        const sent = await saveAndNext(page, locale, finishing.quoteId, questionId(catalogue, 'hem'), localize(CALCULATION_STEP.title, locale));
        expect(sent).toEqual(toAnswers(catalogue, { variant: 'blue_400', shape: 'rectangle', length: 6, width: 4, hem: 'none', roller: 'none' }));
        expect(await page.getByText(t('Required field'), { exact: true }).count()).toBe(0);

        // Size, after Model was saved: "Pool shape" is on "Rectangle"
        const size = await bubbleQuote(page, { variant: 'blue_400' }, 'size');
        await openReloaded(page, locale, size.quoteId, stepTitle(catalogue, 'size'));
        const rectangle = page.locator('#root_shape').getByRole('radio', { name: title(catalogue, 'shape.rectangle', locale), exact: true });
        expect(await rectangle.isChecked()).toBe(true);
        const decimal = (value: string) => (locale === 'de' ? value.replace('.', ',') : value);
        await page.locator('#root_length').fill(decimal('6'));
        await page.locator('#root_width').fill(decimal('4'));
        await page.locator('#root_width').blur();
        const sentSize = await saveAndNext(page, locale, size.quoteId, questionId(catalogue, 'length'), stepTitle(catalogue, 'finishing'));
        expect(sentSize).toEqual(toAnswers(catalogue, { variant: 'blue_400', shape: 'rectangle', length: 6, width: 4 }));
        expect(await page.getByText(t('Required field'), { exact: true }).count()).toBe(0);
      } catch (error) {
        await screenshot(page, `builder-defaults-reload-${locale}-failure`).catch(() => undefined);
        throw error;
      }
      expect(errors).toEqual([]);
    });
  }
});
