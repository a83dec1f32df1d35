/**
 * Issue 32's "Done when", end to end at phone width, in French and in German:
 * a pool project with an 8 x 4 rectangle and Roman stairs made through its
 * form; liner, blind and winter cover quotes started from it hold the pool's
 * dimensions and show them marked "from the pool" in the builder; the project
 * lists the three, each priced; the pool's length changed to 9 m offers to
 * update the three, each with its new price, and updates them; one proposal
 * PDF with the three, the winter cover an option printed apart and outside
 * the proposal's total; the liner and the blind validated in one step from
 * the project's page into two orders, each on its own path (the trading
 * group's confirmation or the order desk), their states shown on the project.
 * The remaining answers of each quote (the ones no pool gives) are saved
 * through the API as the builder would save them, from a preset that makes the
 * quote complete, so that each quote is priced and may be validated.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, apiToken } from './helpers/api.ts';
import { PROPOSAL_PDF_TEXTS } from '../../server/pdf/proposal-pdf-texts.ts';
import { pdfText } from '../server/helpers/pdf-text.ts';
import { baseUrl, collectErrors, downloadedBytes, screenshot, SHOTS, SHOTS_DIR, signIn, useBrowser } from './helpers/browser.ts';
import { translate } from './helpers/catalog.ts';

const PHONE = { width: 390, height: 844 };
const FAMILIES = ['liner', 'blind', 'winter'] as const;
/**
 * The preset whose answers complete each quote with the pool's (engine check: every visible step answered, at
 * 8 m and 9 m): the liner's and the blind's Roman-stairs presets, as the pool has Roman stairs.
 */
const PRESETS: Record<(typeof FAMILIES)[number], string> = { liner: 'roman_10x5_renovation', blind: 'immersed_10x5_roman', winter: 'rect_8x4_580' };

interface Scenario {
  locale: 'fr' | 'de';
  login: string;
  /** Metres as the language writes them. */
  metres(value: number): string;
}

/** A text as read on the page, its no-break and narrow spaces as ordinary ones. */
const spaced = (value: string | null) => (value ?? '').replace(/\s/g, ' ');

const text = (locale: string, msgid: string, values: Record<string, string | number> = {}) =>
  translate(locale, msgid).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

interface Definition {
  ids: { question: Record<string, number> };
  document: { steps: { id: number; key: string; title: Record<string, string>; questions: { key: string; fromPool?: string }[] }[] };
}

interface QuoteData {
  id: number;
  name: string;
  version: number;
  family_id: number;
  answers: Record<string, unknown>;
  answers_from_pool: string[];
  reference: string;
  order_id: number | null;
  state: string;
}

/** Picks an option of the antd select labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

async function runScenario(session: ReturnType<typeof useBrowser>, { locale, login, metres }: Scenario): Promise<void> {
  const t = (msgid: string, values?: Record<string, string | number>) => text(locale, msgid, values);
  const token = await apiToken(login);
  const page = await session.newPage({ viewport: PHONE, acceptDownloads: true });
  const errors = collectErrors(page);
  expect(await signIn(page, baseUrl(), locale, login, { to: '/project' })).toBe(200);

  // 1. the project through its form: 8 x 4, Roman stairs on a short side
  const name = `Piscine ${locale.toUpperCase()} ${Date.now() % 100000}`;
  await page.getByTestId('new-project').click();
  await page.getByLabel(t('Project name')).fill(name);
  await page.getByLabel(t('Length'), { exact: true }).fill('8');
  await page.getByLabel(t('Width'), { exact: true }).fill('4');
  await choose(page, t('Stairs'), t('Roman stairs'));
  await choose(page, t('Side of the stairs'), t('On a short side'));
  await page.getByLabel(t('Width of the stairs')).fill(metres(2.4));
  await page.getByLabel(t('Width of the stairs')).blur();
  await screenshot(page, `pool-project-${locale}-form-phone`);
  await page.getByTestId('save-project').click();
  await page.waitForURL(/\/project\/\d+$/, { timeout: 30_000 });
  const projectId = Number(/\/project\/(\d+)$/.exec(page.url())![1]);
  await expect.poll(async () => spaced(await page.getByTestId('project-number').textContent()), { timeout: 30_000 }).toContain(`${metres(8)} x ${metres(4)} m`);

  // 2. the three quotes started from it open with the pool's dimensions filled and marked
  const families = await apiCall<{ id: number; key: string }[]>(token, 'GET', '/family');
  const quoteIds: Record<(typeof FAMILIES)[number], number> = { liner: 0, blind: 0, winter: 0 };
  for (const key of FAMILIES) {
    await page.getByTestId('project-new-quote').click();
    await page.getByRole('dialog').locator(`[data-family="${key}"]`).click();
    await page.getByTestId('create-quote').click();
    await page.waitForURL(/\/quote\/\d+$/, { timeout: 30_000 });
    const quoteId = Number(/\/quote\/(\d+)$/.exec(page.url())![1]);
    quoteIds[key] = quoteId;
    // the builder opened on the new quote; left before its answers change behind its back (it saves the step it shows)
    await page.locator('.builder-steps').waitFor({ timeout: 60_000 });
    await page.goto(`${baseUrl()}/${locale}/project/${projectId}`);
    const family = families.find((candidate) => candidate.key === key)!;
    const definition = await apiCall<Definition>(token, 'GET', `/family/${family.id}/definition`);
    const step = definition.document.steps.find((candidate) => candidate.questions.some((question) => question.fromPool === 'pool.length_m'))!;
    const length = step.questions.find((question) => question.fromPool === 'pool.length_m')!;
    const lengthId = String(definition.ids.question[length.key]);
    const quote = await apiCall<QuoteData>(token, 'GET', `/quote/${quoteId}`);
    expect(quote.answers[lengthId]).toBe(8);
    expect(quote.answers_from_pool).toContain(lengthId);
    // the answers the pool does not give, as the builder would save them (a complete preset's, the pool's kept),
    // and the builder reopened on the step of the pool's length
    const presets = await apiCall<{ key: string; answers: Record<string, unknown> }[]>(token, 'GET', `/family/${family.id}/preset`);
    const preset = presets.find((candidate) => candidate.key === PRESETS[key])!;
    const fromPool = Object.fromEntries(quote.answers_from_pool.map((id) => [id, quote.answers[id]]));
    await apiCall(token, 'PUT', `/quote/${quoteId}`, { answers: { ...preset.answers, ...fromPool }, last_step_id: step.id, version: quote.version });
    expect((await apiCall<QuoteData>(token, 'GET', `/quote/${quoteId}`)).answers_from_pool).toContain(lengthId);
    await page.goto(`${baseUrl()}/${locale}/quote/${quoteId}`);
    // 8,00 in the length's field, marked "from the pool"
    const field = page.locator('.step-form-field', { has: page.locator(`#root_${length.key}`) });
    await expect
      .poll(() => field.locator(`#root_${length.key}`).inputValue(), { timeout: 60_000 })
      .toBe(metres(8))
      .catch(async (error: unknown) => {
        await screenshot(page, `pool-project-${locale}-${key}-failed-phone`);
        throw error;
      });
    await field.getByTestId('from-pool').waitFor();
    await screenshot(page, `pool-project-${locale}-${key}-from-pool-phone`);
    await page.goto(`${baseUrl()}/${locale}/project/${projectId}`);
  }
  // the project lists its three quotes, each priced
  const row = (quoteId: number) => page.locator(`tr[data-row-key="${quoteId}"]`);
  for (const quoteId of Object.values(quoteIds)) await expect.poll(() => row(quoteId).locator('.project-quote-total').count(), { timeout: 30_000 }).toBe(1);
  const totalBefore = await row(quoteIds.liner).locator('.project-quote-total').textContent();
  expect(spaced(totalBefore)).toMatch(/\d/);
  await screenshot(page, `pool-project-${locale}-quotes-phone`);

  // 3. the length changed to 9 m: the three quotes, their new prices, updated together
  await page.getByTestId('edit-project').click();
  await page.getByLabel(t('Length'), { exact: true }).fill('9');
  await page.getByTestId('save-project').click();
  const impact = page.getByRole('dialog');
  await expect.poll(() => impact.getByTestId('pool-impact-quote').count(), { timeout: 30_000 }).toBe(3);
  for (const quoteId of Object.values(quoteIds)) {
    const box = impact.locator(`[data-testid="pool-impact-quote"][data-quote="${quoteId}"]`);
    expect(await box.getByRole('checkbox').isChecked()).toBe(true);
    await box.locator('.pool-impact-after').last().waitFor();
  }
  await screenshot(page, `pool-project-${locale}-impact-phone`);
  await impact.getByTestId('save-pool').click();
  await page.waitForURL(/\/project\/\d+$/, { timeout: 30_000 });
  await expect.poll(async () => spaced(await page.getByTestId('project-number').textContent()), { timeout: 30_000 }).toContain(`${metres(9)} x ${metres(4)} m`);
  for (const quoteId of Object.values(quoteIds)) {
    const quote = await apiCall<QuoteData>(token, 'GET', `/quote/${quoteId}`);
    expect(Object.values(quote.answers)).toContain(9);
  }
  await expect.poll(() => row(quoteIds.liner).locator('.project-quote-total').textContent(), { timeout: 30_000 }).not.toBe(totalBefore);

  // 4. one proposal PDF with the three, the winter cover an option: saved from the page, then downloaded and read
  const winterName = (await apiCall<QuoteData>(token, 'GET', `/quote/${quoteIds.winter}`)).name;
  await page.locator(`[data-testid="proposal-line"][data-quote="${quoteIds.winter}"]`).getByRole('checkbox', { name: t('Option'), exact: true }).check();
  // the page's total leaves the option out: the liner's and the blind's
  const pageTotal = page.getByTestId('proposal-total');
  await expect.poll(async () => spaced(await pageTotal.textContent()), { timeout: 10_000 }).toContain(spaced(t('(options apart: {optionCount})', { optionCount: 1 })));
  const firmTotal = /\d[\d .,]*\d\s?€/.exec(spaced(await pageTotal.textContent()))![0];
  await screenshot(page, `pool-project-${locale}-proposal-phone`);
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId('proposal-pdf').click()]);
  const bytes = await downloadedBytes(download);
  // kept beside the screenshots, to be looked at, when they are asked for
  if (SHOTS) writeFileSync(join(SHOTS_DIR, `pool-project-${locale}-proposal.pdf`), bytes);
  const pdf = spaced(await pdfText(bytes));
  const proposal = await apiCall<{ items: { quote_id: number; optional: boolean }[]; language: string; is_default: boolean }>(token, 'GET', `/project/${projectId}/proposal`);
  expect([proposal.is_default, proposal.language]).toEqual([false, locale]);
  expect(proposal.items.map((item) => [item.quote_id, item.optional])).toEqual([[quoteIds.liner, false], [quoteIds.blind, false], [quoteIds.winter, true]]);
  const at = (needle: string) => {
    expect(pdf).toContain(needle);
    return pdf.indexOf(needle);
  };
  const references: string[] = [];
  for (const key of FAMILIES) references.push((await apiCall<QuoteData>(token, 'GET', `/quote/${quoteIds[key]}`)).reference);
  // in the proposal's language: the liner, the blind, the total, then the winter cover apart under the options
  const totalAt = at(PROPOSAL_PDF_TEXTS.proposal_total[locale]);
  const optionAt = at(`${PROPOSAL_PDF_TEXTS.option[locale]} · ${spaced(winterName)}`);
  // the heading of the options: the last 'Options' before the winter cover ('Summe der Angebote ohne Optionen' comes first)
  const optionsAt = pdf.lastIndexOf(PROPOSAL_PDF_TEXTS.options[locale], optionAt);
  expect(at(references[0]!)).toBeLessThan(at(references[1]!));
  expect(at(references[1]!)).toBeLessThan(totalAt);
  expect(totalAt).toBeLessThan(optionsAt);
  expect(pdf.indexOf(references[2]!, optionAt)).toBeGreaterThan(optionAt);
  // the PDF's total ex VAT is the page's: the two quotes that are not options
  const pdfTotal = pdf.slice(totalAt, optionsAt);
  expect(pdfTotal, pdfTotal).toContain(firmTotal);
  console.info(`pool-project ${locale}: proposal ${references.join(', ')} (${references[2]} an option), total ex VAT ${firmTotal}`);

  // 5. the liner and the blind validated in one step from the project's page into two orders, each on its own path
  const panel = page.locator('.validate-quotes');
  const validated = ['liner', 'blind'] as const;
  for (const key of validated) {
    const quoteName = (await apiCall<QuoteData>(token, 'GET', `/quote/${quoteIds[key]}`)).name;
    await panel.getByRole('checkbox', { name: new RegExp(`^${quoteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ·`) }).check();
  }
  await panel.getByPlaceholder(t('Order reference (optional)')).fill(`PISCINE-${locale.toUpperCase()}`);
  await panel.getByRole('checkbox', { name: t('I have read and accept the terms and conditions of sale') }).check();
  const [validation] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith(`/api/v1/project/${projectId}/validation`)),
    panel.getByTestId('validate-quotes').click(),
  ]);
  expect(validation.status(), await validation.text()).toBe(200);
  const results = ((await validation.json()) as { data: { results: { quote_id: number; order_id: number | null; quote_state: string; error: unknown }[] } }).data.results;
  expect(results.map((result) => [result.quote_id, result.error])).toEqual(validated.map((key) => [quoteIds[key], null]));
  await expect.poll(() => panel.getByTestId('validation-outcome').count(), { timeout: 60_000 }).toBe(2);
  const orders = new Map<number, string>();
  for (const key of validated) {
    const quote = await apiCall<QuoteData>(token, 'GET', `/quote/${quoteIds[key]}`);
    expect(quote.order_id).not.toBeNull();
    expect(['pending_confirmation', 'ordered']).toContain(quote.state);
    const order = await apiCall<{ number: string; quote_id: number; customer_reference: string; awaiting_confirmation: boolean }>(token, 'GET', `/order/${quote.order_id}`);
    expect(order.quote_id).toBe(quote.id);
    expect(order.customer_reference).toBe(`PISCINE-${locale.toUpperCase()}`);
    // its own path: the trading group's confirmation, or straight to the order desk
    const pending = quote.state === 'pending_confirmation';
    expect(order.awaiting_confirmation).toBe(pending);
    const outcome = panel.locator(`[data-testid="validation-outcome"][data-quote="${quote.id}"]`);
    expect(spaced(await outcome.textContent())).toContain(
      spaced(t(pending ? "{name} is validated: {link} awaits the trading group's confirmation." : '{name} is validated: {link} goes to the order desk.', { name: quote.name, link: t('its order') })),
    );
    // the project's page shows the quote's new state
    await expect.poll(() => row(quote.id).locator('.quote-state-tag').getAttribute('data-state'), { timeout: 30_000 }).toBe(quote.state);
    orders.set(quote.order_id!, order.number);
    console.info(`pool-project ${locale}: ${key} quote ${quote.reference} -> order ${order.number} (${quote.state})`);
  }
  expect(new Set(orders.values()).size).toBe(2);
  // the winter cover stays a draft, offered alone by the panel
  const winter = await apiCall<QuoteData>(token, 'GET', `/quote/${quoteIds.winter}`);
  expect([winter.order_id, winter.state]).toEqual([null, 'draft']);
  expect(await panel.getByRole('checkbox', { name: /·/ }).count()).toBe(1);
  await screenshot(page, `pool-project-${locale}-validated-phone`);
  // at 390 px the quotes' names, states and totals are read without scrolling sideways, the longest state included
  const table = page.locator('.project-quotes .ant-table-content');
  expect(await table.evaluate((element) => [element.scrollWidth <= element.clientWidth, element.scrollWidth, element.clientWidth])).toEqual([true, expect.any(Number), expect.any(Number)]);

  // no page error, nothing in the console
  expect(errors).toEqual([]);
}

describe('pool project (issue 32)', () => {
  const session = useBrowser();

  it('in French at phone width: an 8 x 4 pool with Roman stairs, three quotes started from it with its dimensions, the length to 9 m, one proposal PDF, two validated into two orders', { timeout: 600_000 }, async () => {
    await runScenario(session, { locale: 'fr', login: 'demo.staff', metres: (value) => value.toFixed(2).replace('.', ',') });
  });

  it('in German at phone width: the same journey', { timeout: 600_000 }, async () => {
    await runScenario(session, { locale: 'de', login: 'demo.admin', metres: (value) => value.toFixed(2).replace('.', ',') });
  });
});
