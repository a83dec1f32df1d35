/**
 * Step 10 end to end, in French (a French installer's staff: eco-participation)
 * and in German (a German installer: its offer carries German VAT): open a
 * priced quote at the customise step, upload a logo, fill the end customer,
 * a trade discount and an extra line while the live totals follow the
 * engine's, save, download the PDF and read its text (lines, totals, end
 * customer, language), then the simplified PDF in another language.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { customiseQuote, offerVatRateBp, type Locale } from '../../engine/index.ts';
import { apiCall, apiToken } from './helpers/api.ts';
import { presetQuote } from './helpers/preset-quote.ts';
import type { Schemas } from '../../src/api/types.ts';
import { pdfText } from '../server/helpers/pdf-text.ts';
import { axeViolations, describeViolations } from './helpers/axe.ts';
import { baseUrl, downloadedBytes, collectErrors, screenshot, signIn, useBrowser } from './helpers/browser.ts';
import { plainSpaces } from './helpers/builder-expect.ts';
import { translate } from './helpers/catalog.ts';

interface Scenario {
  locale: Locale;
  login: string;
  family: string;
  preset: string;
  country: string;
  customer: string;
  extra: { designation: string; amount: number };
  /** The language and texts of the second, simplified PDF. */
  other: { locale: Locale; label: string; title: string; total: string };
  pdf: { title: string; totalInclVat: string; discount: string };
}

const SCENARIOS: Scenario[] = [
  {
    locale: 'fr',
    login: 'demo.staff',
    family: 'bubble',
    preset: 'rect_8x4_blue',
    country: 'FR',
    customer: 'Famille Lefèvre',
    extra: { designation: 'Pose et mise en service', amount: 250 },
    other: { locale: 'en', label: 'English', title: 'QUOTE', total: 'Total incl. VAT' },
    pdf: { title: 'DEVIS', totalInclVat: 'Total TTC', discount: 'Remise' },
  },
  {
    locale: 'de',
    login: 'demo.admin',
    family: 'net',
    preset: 'procover_8x4',
    country: 'DE',
    customer: 'Familie Schäfer',
    extra: { designation: 'Kulanz', amount: -40 },
    other: { locale: 'it', label: 'Italiano', title: 'PREVENTIVO', total: 'Totale IVA inclusa' },
    pdf: { title: 'ANGEBOT', totalInclVat: 'Gesamt brutto', discount: 'Rabatt' },
  },
];

type ApiCalculation = Schemas['Calculation'];

/** A priced quote of the scenario's family, left at step 10. */
async function pricedQuote(scenario: Scenario) {
  const token = await apiToken(scenario.login);
  const quote = await presetQuote(token, { family: scenario.family, preset: scenario.preset, quote: { name: `E2E ${scenario.locale}` }, lastStepId: 10 });
  const calculation = await apiCall<ApiCalculation>(token, 'GET', `/quote/${quote.id}/calculate`);
  return { ...quote, calculation };
}

/** The totals the page must show: the engine's customised quote on the server's calculation. */
function expectedOffer(calculation: ApiCalculation, scenario: Scenario, discountBp: number) {
  return customiseQuote(
    calculation,
    { tradeDiscountBp: discountBp, discountOnShipping: false, simplified: false, extraLines: [{ designation: scenario.extra.designation, totalExVatCents: scenario.extra.amount * 100 }] },
    { locale: scenario.locale, vatRateBp: offerVatRateBp(calculation, scenario.country), titles: { product: '', eco: '', shipping: '' } },
  );
}

const money = (cents: number, locale: Locale) => plainSpaces(new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100));

async function download(page: Page, button: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return pdfText(await downloadedBytes(file));
}

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60"><script>alert(1)</script><rect width="60" height="60" rx="12" fill="#0e7490"/><text x="70" y="38" font-size="20">Piscines</text></svg>';

describe('quote customisation (step 10) and the quote PDF', () => {
  const session = useBrowser();

  for (const scenario of SCENARIOS) {
    it(`customises with a logo, follows the live totals and prints the PDF (${scenario.locale})`, async () => {
      const { locale } = scenario;
      const t = (msgid: string) => translate(locale, msgid);
      const quote = await pricedQuote(scenario);
      const page = await session.newPage({ acceptDownloads: true, bypassCSP: true }); // axe-core is injected as an inline script
      const errors = collectErrors(page);
      expect(await signIn(page, baseUrl(), locale, scenario.login, { to: `/quote/${quote.id}` })).toBe(200);
      // the builder compiles the family and checks the steps first
      await page.getByRole('heading', { name: t('Customise'), exact: true, level: 2 }).waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
        await screenshot(page, `customise-${locale}-not-opened`);
        throw error;
      });
      await page.getByText(t('PNG, JPEG or SVG, at most {uploadMaxMb} MB. Printed at the top of the quote.').replace('{uploadMaxMb}', '10')).waitFor();

      const [uploaded] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith(`/quote/${quote.id}/customisation/logo`) && r.request().method() === 'POST'),
        page.locator('.customise-form input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(LOGO) }),
      ]);
      expect(uploaded.status()).toBe(200);
      await page.getByTestId('logo-preview').waitFor();

      await page.locator('#end_customer_name').fill(scenario.customer);
      await page.locator('#end_customer_city').fill('Lyon');
      await page.locator('#trade_discount_percent').fill('12.5'.replace('.', new Intl.NumberFormat(locale).format(1.5).charAt(1)));
      await page.getByRole('button', { name: t('Add a line') }).click();
      await page.locator('#extra_lines_0_designation').fill(scenario.extra.designation);
      await page.locator('#extra_lines_0_total').fill(String(scenario.extra.amount));
      await page.locator('#extra_lines_0_total').blur();

      const offer = expectedOffer(quote.calculation, scenario, 1250);
      await expect.poll(async () => plainSpaces((await page.getByTestId('offer-total-incl-vat').textContent()) ?? '')).toBe(money(offer.totalInclVatCents, locale));
      expect(plainSpaces((await page.getByTestId('offer-total-ex-vat').textContent()) ?? '')).toBe(money(offer.totalExVatCents, locale));
      await screenshot(page, `customise-${locale}`);
      expect(describeViolations(`step 10 (${locale})`, await axeViolations(page))).toBe('');

      const [saved] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith(`/quote/${quote.id}/customisation`) && r.request().method() === 'POST'),
        page.getByRole('button', { name: t('Save'), exact: true }).click(),
      ]);
      expect(saved.status()).toBe(200);

      const text = plainSpaces(await download(page, t('Download the PDF')));
      for (const expected of [scenario.pdf.title, quote.reference, scenario.customer, scenario.extra.designation, ...quote.calculation.lines.map((line) => line.code)]) {
        expect(text).toContain(expected);
      }
      expect(text).toContain(`${scenario.pdf.totalInclVat} ${money(offer.totalInclVatCents, locale)}`);
      expect(text).toContain(scenario.pdf.discount);

      await page.getByRole('combobox', { name: t('Language of the PDF') }).click();
      await page.locator('.ant-select-item-option').filter({ hasText: scenario.other.label }).click();
      await page.getByText(t('Simplified'), { exact: true }).click();
      const other = plainSpaces(await download(page, t('Download the PDF')));
      expect(other).toContain(scenario.other.title);
      expect(other).toContain(`${scenario.other.total} ${money(offer.totalInclVatCents, scenario.other.locale)}`);
      for (const line of quote.calculation.lines) expect(other).not.toContain(line.code);

      // a logo uploaded while the form has unsaved changes keeps them, through the reload of the customisation it causes
      await page.locator('#end_customer_city').fill('Nîmes');
      const isCustomisation = (method: string) => (r: { url(): string; request(): { method(): string } }) => r.url().endsWith(`/quote/${quote.id}/customisation`) && r.request().method() === method;
      const reloaded = page.waitForResponse(isCustomisation('GET'));
      const [again] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith(`/quote/${quote.id}/customisation/logo`) && r.request().method() === 'POST'),
        page.locator('.customise-form input[type="file"]').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO) }),
      ]);
      expect(again.status()).toBe(200);
      await reloaded;
      expect(await page.locator('#end_customer_city').inputValue()).toBe('Nîmes');
      // reset: every field and the logo back to the defaults, drawn from the server's answer
      await page.getByRole('button', { name: t('Reset'), exact: true }).click();
      const [reset] = await Promise.all([
        page.waitForResponse(isCustomisation('DELETE')),
        page.waitForResponse(isCustomisation('GET')),
        page.locator('.ant-popconfirm').getByRole('button', { name: t('Reset'), exact: true }).click(),
      ]);
      expect(reset.status()).toBe(204);
      // drawn once the app has taken the answer in (expect.poll's default second is too short on a busy machine)
      await expect.poll(() => page.locator('#end_customer_city').inputValue(), { timeout: 10_000 }).toBe('');
      await page.getByTestId('logo-preview').waitFor({ state: 'detached' });
      expect(await page.getByRole('button', { name: t('Save'), exact: true }).isDisabled()).toBe(true);

      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, `customise-${locale}-phone`);
      expect(errors).toEqual([]);
    });
  }
});
