/**
 * Validation end to end, one product family per language: from a priced
 * quote (made through the API as the builder would save it), step 11 with
 * its refusal of missing terms, an uploaded PDF, a new order reference and
 * the terms; then the confirmation page (billed through a trading group) or
 * the success page (billed directly), the purchase order downloaded and
 * read, and the builder read-only. Screenshots on a laptop and a phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, apiToken } from './helpers/api.ts';
import { presetQuote } from './helpers/preset-quote.ts';
import { pdfText } from '../server/helpers/pdf-text.ts';
import { axeViolations, describeViolations } from './helpers/axe.ts';
import { baseUrl, downloadedBytes, collectErrors, DEFAULT_VIEWPORT, screenshot, signIn, useBrowser } from './helpers/browser.ts';
import { translate } from './helpers/catalog.ts';

const PHONE = { width: 390, height: 844 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

interface Scenario {
  family: string;
  preset: string;
  locale: string;
  login: string;
  billing: 'group' | 'direct';
  /** The purchase order's title in the language. */
  purchaseOrder: string;
}

/** A quote of the family answered with a preset, saved and standing on step 11, as the builder leaves it. */
async function pricedQuote(scenario: Scenario): Promise<{ id: number; reference: string }> {
  const quote = { billing: scenario.billing, end_customer_reference: 'Villa Rossi' };
  return presetQuote(await apiToken(scenario.login), { family: scenario.family, preset: scenario.preset, quote, lastStepId: 11 });
}

const text = (locale: string, msgid: string, values: Record<string, string | number> = {}) =>
  translate(locale, msgid).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

async function validateThroughStep11(page: Page, scenario: Scenario, quoteId: number): Promise<{ number: string }> {
  const { locale } = scenario;
  await page.goto(`${baseUrl()}/${locale}/quote/${quoteId}`);
  // the builder compiles the family first: slower on a busy machine
  await page.getByRole('heading', { level: 2, name: text(locale, 'Validate the order') }).waitFor({ timeout: 30_000 });
  // the limit in MB and the formats are shown
  await page.getByText(text(locale, 'Allowed formats: PDF, JPEG, PNG. Maximum size: {uploadMaxMb} MB per file.', { uploadMaxMb: 10 })).waitFor();
  const submit = page.getByRole('button', { name: text(locale, 'Validate the order') });
  await expect.poll(() => submit.isEnabled()).toBe(true);
  // without the sale terms: refused in the page's language, nothing sent
  await submit.click();
  await page.getByText(text(locale, 'You must accept the terms and conditions.')).waitFor();

  // a file that is no PDF, JPEG or PNG is refused before sending, saying why
  await page.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await page.getByText(text(locale, '{name}: only PDF, JPEG or PNG documents are accepted.', { name: 'notes.txt' })).waitFor();
  await page.locator('input[type="file"]').setInputFiles({ name: 'plan-du-bassin.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByText('plan-du-bassin.pdf').waitFor();
  await page.locator('#order_reference').fill('CMD-7781');
  await page.locator('#accept_terms').check();
  await page.getByText(text(locale, 'You must accept the terms and conditions.')).waitFor({ state: 'hidden' });
  await screenshot(page, `validate-${scenario.family}-${locale}-step11`);
  expect(describeViolations(`step 11 (${locale})`, await axeViolations(page))).toBe('');
  await page.setViewportSize(PHONE);
  await screenshot(page, `validate-${scenario.family}-${locale}-step11-phone`);
  await page.setViewportSize(DEFAULT_VIEWPORT);
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(`/api/v1/quote/${quoteId}/validation`)), submit.click()]);
  expect(response.status(), await response.text()).toBe(200);
  const { order } = ((await response.json()) as { data: { order: { number: string; customer_reference: string; documents: { name: string }[] } } }).data;
  expect(order.customer_reference).toBe('CMD-7781');
  expect(order.documents.map((d) => d.name)).toEqual(['plan-du-bassin.pdf']);
  return order;
}

async function runScenario(session: ReturnType<typeof useBrowser>, scenario: Scenario): Promise<void> {
  const { locale } = scenario;
  const quote = await pricedQuote(scenario);
  const page = await session.newPage({ acceptDownloads: true, bypassCSP: true }); // axe-core is injected as an inline script
  const errors = collectErrors(page);
  expect(await signIn(page, baseUrl(), locale, scenario.login)).toBe(200);
  const order = await validateThroughStep11(page, scenario, quote.id);

  const pending = scenario.billing === 'group';
  await page.waitForURL(`**/${locale}/quote/${quote.id}/${pending ? 'confirmation' : 'success'}`);
  await page.getByRole('heading', { level: 1, name: text(locale, pending ? 'Validation in progress' : 'Order confirmed') }).waitFor();
  await page.getByText(order.number).first().waitFor();
  await page.getByRole('heading', { level: 2, name: text(locale, 'What happens next') }).waitFor();
  if (pending) await page.getByRole('button', { name: text(locale, 'Refresh') }).waitFor();
  await screenshot(page, `validate-${scenario.family}-${locale}-outcome`);
  expect(describeViolations(`${pending ? 'confirmation' : 'success'} (${locale})`, await axeViolations(page))).toBe('');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: text(locale, 'Download the purchase order') }).click()]);
  const bytes = await downloadedBytes(download);
  const pdf = await pdfText(bytes);
  expect(pdf).toContain(scenario.purchaseOrder);
  expect(pdf).toContain(order.number);
  expect(pdf).toContain(quote.reference);
  expect(pdf).toContain('CMD-7781');
  expect(pdf).toContain('plan-du-bassin.pdf');

  // the quote is read-only in the builder, with its order and a way to a new draft
  await page.getByRole('link', { name: text(locale, 'Open the quote') }).click();
  await page.waitForURL(`**/${locale}/quote/${quote.id}`);
  await page.getByText(text(locale, pending ? 'This quote was validated: its order awaits the confirmation of your trading group.' : 'This quote was validated: it is an order now.')).waitFor();
  await page.getByText(text(locale, 'Read only')).first().waitFor();
  await page.getByText(text(locale, 'This quote has already been validated.')).waitFor();
  expect(await page.getByRole('button', { name: text(locale, 'Validate the order') }).count()).toBe(0);
  await page.getByRole('button', { name: text(locale, 'Duplicate into a new draft') }).waitFor();

  await page.setViewportSize(PHONE);
  await screenshot(page, `validate-${scenario.family}-${locale}-readonly-phone`);
  await page.goto(`${baseUrl()}/${locale}/quote/${quote.id}/${pending ? 'confirmation' : 'success'}`);
  await page.getByText(order.number).first().waitFor();
  await screenshot(page, `validate-${scenario.family}-${locale}-outcome-phone`);
  // the other page of the outcome sends to the right one
  await page.goto(`${baseUrl()}/${locale}/quote/${quote.id}/${pending ? 'success' : 'confirmation'}`);
  await page.waitForURL(`**/${locale}/quote/${quote.id}/${pending ? 'confirmation' : 'success'}`);
  if (pending) {
    // the group confirms: the confirmation page turns into the success page
    await apiCall(await apiToken('demo.group'), 'POST', `/quote/${quote.id}/confirmation`, { decision: 'confirm' });
    // Refresh asks at once; the page's own polling may get there first, and then the button is gone
    const success = `**/${locale}/quote/${quote.id}/success`;
    await Promise.race([page.waitForURL(success), page.getByRole('button', { name: text(locale, 'Refresh') }).click().catch(() => undefined)]);
    await page.waitForURL(success);
    await page.getByText(order.number).first().waitFor();
    await screenshot(page, `validate-${scenario.family}-${locale}-confirmed-phone`);
  }
  expect(errors).toEqual([]);
}

describe('validation of a quote into an order', () => {
  const session = useBrowser();

  it('bubble cover in Dutch, billed through the trading group: confirmation page', async () => {
    await runScenario(session, { family: 'bubble', preset: 'rect_8x4_blue', locale: 'nl', login: 'demo.user', billing: 'group', purchaseOrder: 'Bestelbon' });
  });

  it('net in French, billed directly: success page', async () => {
    await runScenario(session, { family: 'net', preset: 'procover_8x4', locale: 'fr', login: 'demo.staff', billing: 'direct', purchaseOrder: 'Bon de commande' });
  });
});
