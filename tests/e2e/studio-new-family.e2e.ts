/**
 * A family's life from the studio to a quote and back (issue 27), in French
 * (demo.staff, the studio) and English (demo.user, an installer):
 *
 * 1. demo.staff creates a blank family with "New family": it opens in the
 *    studio, not published; a text naming another family is warned of and
 *    its save refused on screen, with the line; publishing is refused while
 *    it has no test case; a case saved from the preview's answer lets
 *    version 1 publish.
 * 2. demo.user quotes it (made through the API, opened in the builder at
 *    its customise step) and downloads its PDF.
 * 3. demo.staff deactivates the family: it leaves the families offered, and
 *    demo.user's quote opens again and prints the same PDF.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed-data.ts';
import { pdfText } from '../server/helpers/pdf-text.ts';
import { axeViolations, describeViolations } from './helpers/axe.ts';
import { baseUrl, downloadedBytes, screenshot, signIn, useBrowser } from './helpers/browser.ts';
import { plainSpaces } from './helpers/builder-expect.ts';
import { translate } from './helpers/catalog.ts';

const KEY = 'heat_pump_e2e';
const fr = (msgid: string, values: Record<string, string | number> = {}) => translate('fr', msgid).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
const en = (msgid: string) => translate('en', msgid);
/** What waits for the server or the studio's worker: generous, since the machine may be busy. */
const SLOW = { timeout: 20_000 };

const api = async <T>(token: string | null, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> => {
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, data: ((await response.json().catch(() => ({}))) as { data: T }).data };
};
const signInApi = async (login: string) =>
  (await api<{ access_token: string }>(null, 'POST', '/auth/login', { identifier: login, password: DEMO_PASSWORD, accept_terms: true })).data.access_token;

async function downloadPdf(page: Page): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: en('Download the PDF') }).click()]);
  return plainSpaces(await pdfText(await downloadedBytes(file)));
}

/** The builder has opened the installer's quote at its customise step. */
const customiseShown = (page: Page) => page.getByRole('heading', { name: en('Customise'), exact: true, level: 2 }).waitFor({ timeout: 30_000 });

/** The installer's quote opened in the builder at its customise step. */
async function openQuote(page: Page, quoteId: number): Promise<void> {
  await page.goto(`${baseUrl()}/en/quote/${quoteId}`);
  await customiseShown(page);
}

describe('a family created in the studio, quoted, then deactivated', () => {
  const session = useBrowser();

  it('is refused publication without a test case, publishes with one, is quoted to the PDF, and its quote survives its deactivation (fr, en)', async () => {
    // 1. the studio, in French
    const studio = await session.newPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true }); // axe-core is injected as an inline script
    expect(await signIn(studio, baseUrl(), 'fr', 'demo.staff', { to: '/catalogue' })).toBe(200);
    await studio.getByRole('button', { name: fr('New family') }).click();
    const creating = studio.getByRole('dialog');
    await creating.getByLabel(fr('Key')).fill(KEY);
    await creating.getByLabel(fr('Name in French')).fill('Pompe à chaleur');
    await creating.getByLabel(fr('Name in English')).fill('Heat pump');
    await screenshot(studio, 'studio-new-family-fr');
    expect(describeViolations('new family dialog (fr)', await axeViolations(studio))).toBe('');
    await creating.getByRole('button', { name: fr('Create the family') }).click();
    await studio.waitForURL(/\/fr\/catalogue\/\d+$/);
    const familyId = Number(new URL(studio.url()).pathname.split('/').at(-1));
    await expect.poll(() => studio.getByTestId('studio-state').textContent(), SLOW).toContain(fr('Not published yet: no one can quote it'));

    // a text naming another family is said so before saving, and the server's refusal is shown with its line
    await studio.locator('.cm-content').click();
    await studio.keyboard.press('Control+Home');
    await studio.keyboard.press('ArrowDown');
    await studio.keyboard.press('End');
    await studio.keyboard.type('_copy');
    await studio.getByTestId('studio-key-warning').waitFor({ timeout: SLOW.timeout });
    await studio.getByRole('button', { name: fr('Save the draft') }).click();
    const refusal = studio.getByTestId('studio-refusal');
    await expect.poll(() => refusal.textContent(), SLOW).toContain(fr('line {line}', { line: 2 }));
    await screenshot(studio, 'studio-save-refused-fr');
    await studio.getByRole('button', { name: fr('Undo unsaved changes') }).click();
    await expect.poll(() => studio.getByTestId('studio-key-warning').count(), SLOW).toBe(0);

    await studio.getByRole('button', { name: fr('Publish…') }).click();
    const publishing = studio.getByRole('dialog');
    await publishing.getByText(fr('Publishing is blocked until these are fixed:')).waitFor();
    await expect.poll(() => publishing.textContent(), SLOW).toContain(fr('The family has no test case: answer the preview, then save its answers as a test case (Test cases tab). Every family needs at least one.'));
    expect(await publishing.getByRole('button', { name: fr('Publish version {number}', { number: 1 }) }).isDisabled()).toBe(true);
    await screenshot(studio, 'studio-new-family-blocked-fr');
    await publishing.locator('.ant-modal-footer').getByRole('button', { name: fr('Close') }).click();

    // the preview's answer saved as the family's first test case
    await studio.locator('.studio-preview').getByText('Standard', { exact: true }).click();
    await studio.getByTestId('studio-tab-cases').click();
    await studio.locator('#test-case-key').fill('standard_price');
    await studio.getByRole('button', { name: fr('Save as test case') }).click();
    await expect.poll(() => studio.getByTestId('test-case-standard_price').getAttribute('data-passed'), SLOW).toBe('true');

    await studio.getByRole('button', { name: fr('Publish…') }).click();
    const published = studio.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/v1\/family\/\d+\/version$/.test(new URL(response.url()).pathname));
    await publishing.getByRole('button', { name: fr('Publish version {number}', { number: 1 }) }).click();
    expect((await published).status()).toBe(201);

    // 2. the installer, in English: the family is offered; a quote of it is printed
    const user = await signInApi('demo.user');
    const offered = async () => (await api<{ key: string }[]>(user, 'GET', '/family')).data.map((family) => family.key);
    expect(await offered()).toContain(KEY);
    const questions = (await api<{ key: string; answers: { id: number; key: string }[]; id: number }[]>(user, 'GET', `/question?family_id=${familyId}&with_answers=true`)).data;
    const model = questions.find((question) => question.key === 'model')!;
    const quote = (await api<{ id: number; version: number }>(user, 'POST', '/quote', { family_id: familyId, name: 'Heat pump E2E' })).data;
    const saved = await api<{ version: number }>(user, 'PUT', `/quote/${quote.id}`, { answers: { [model.id]: model.answers[0]!.id }, version: quote.version });
    expect(saved.status).toBe(200);
    expect((await api(user, 'PUT', `/quote/${quote.id}`, { last_step_id: 10, version: saved.data.version })).status).toBe(200);

    const installer = await session.newPage({ acceptDownloads: true });
    expect(await signIn(installer, baseUrl(), 'en', 'demo.user', { to: `/quote/${quote.id}` })).toBe(200);
    await customiseShown(installer);
    const before = await downloadPdf(installer);
    expect(before).toContain('Heat pump');
    expect(before).toMatch(/100\.00/);

    // 3. deactivated in the studio: no longer offered, the quote still opens and prints
    await studio.getByRole('button', { name: fr('Deactivate'), exact: true }).click();
    await studio.getByRole('tooltip').getByRole('button', { name: fr('Deactivate'), exact: true }).click();
    await expect.poll(() => studio.getByTestId('studio-state').textContent(), SLOW).toContain(fr('Inactive: no new quotes'));
    await screenshot(studio, 'studio-family-inactive-fr');
    expect(await offered()).not.toContain(KEY);

    await openQuote(installer, quote.id);
    expect(await downloadPdf(installer)).toBe(before);
    await screenshot(installer, 'studio-inactive-family-quote-en');
  }, 240_000);
});
