/**
 * The studio's Pool tab end to end (issue 32, "the studio edits these bindings"): a family whose width in
 * centimetres takes nothing from the pool (made through the API from tests/fixtures/families/pool-bound, its
 * width's binding taken out) fails its test case that names the 8 x 4 m pool. demo.staff, in English at
 * 1440 px, loads that pool in the preview, binds the width to the pool's width in the Pool tab (centimetres,
 * from the question's unit: the row shows 400, and the preview, loading the pool again, too; the fixture's yes-or-no
 * `pool.construction == 'concrete'` reads as a table, its lights from the length as written by hand), saves and publishes: the case passes. An installer's quote
 * started from a project with that pool opens with the width 400 from the pool. The tab at 390 px in French.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed-data.ts';
import { axeViolations, describeViolations } from './helpers/axe.ts';
import { baseUrl, screenshot, SHOTS, SHOTS_DIR, signIn, useBrowser } from './helpers/browser.ts';
import { translate } from './helpers/catalog.ts';

const KEY = `pool_studio_e2e_${Date.now() % 100000}`;
const en = (msgid: string, values: Record<string, string | number> = {}) => translate('en', msgid).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
/** What waits for the server or the studio's worker: generous, since the machine may be busy. */
const SLOW = { timeout: 20_000 };

async function call<T>(token: string | null, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, data: ((await response.json().catch(() => ({}))) as { data: T }).data };
}
const tokenOf = async (login: string) => (await call<{ access_token: string }>(null, 'POST', '/auth/login', { identifier: login, password: DEMO_PASSWORD, accept_terms: true })).data.access_token;

/** The pool-bound fixture as a new family whose width takes nothing from the pool. */
function familyDocument(): Record<string, unknown> {
  const document = parse(readFileSync('tests/fixtures/families/pool-bound.family.yaml', 'utf8')) as { family: string; title: Record<string, string>; steps: { questions: { key: string; fromPool?: string }[] }[] };
  document.family = KEY;
  document.title = { en: 'Pool studio E2E', fr: 'Studio bassin E2E' };
  for (const step of document.steps) for (const question of step.questions) if (question.key === 'width_cm') delete question.fromPool;
  return document as unknown as Record<string, unknown>;
}

describe('the Pool tab binds a question, the published family fills it from a project’s pool', () => {
  const session = useBrowser();

  it('binds the width in centimetres, publishes, and a quote from a project opens with it (en 1440 px, fr 390 px)', async () => {
    const staff = await tokenOf('demo.staff');
    const created = await call<{ id: number }>(staff, 'POST', '/family', { document: familyDocument() });
    expect(created.status).toBe(201);
    const familyId = created.data.id;

    const studio = await session.newPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true }); // axe-core is injected as an inline script
    expect(await signIn(studio, baseUrl(), 'en', 'demo.staff', { to: `/catalogue/${familyId}` })).toBe(200);
    await studio.locator('.cm-content').waitFor(SLOW);
    // the case naming the 8 x 4 m pool fails: nothing gives the width
    await studio.getByTestId('studio-tab-cases').click();
    await expect.poll(() => studio.getByTestId('test-case-pool_8x4_roman').getAttribute('data-passed'), SLOW).toBe('false');

    // the sample pool in the preview, then the Pool tab
    await studio.getByRole('combobox', { name: en('Load a sample pool into the preview') }).click();
    await studio.locator('.ant-select-dropdown:visible').getByTitle(en('8 x 4 m rectangle, Roman stairs, concrete'), { exact: true }).click();
    await studio.getByTestId('studio-tab-pool').click();
    const grid = studio.getByTestId('pool-binding-grid');
    const width = grid.locator('tr[data-question="width_cm"]');
    await width.getByRole('combobox', { name: en('{title}: taken from the pool', { title: 'Width' }) }).click();
    await studio.locator('.ant-select-dropdown:visible').getByTitle(en('Width'), { exact: true }).click();
    // the question is in cm: the unit follows, and the sample pool's 4 m gives 400
    await expect.poll(() => width.getByRole('combobox', { name: en('{title}: unit', { title: 'Width' }) }).locator('xpath=ancestor::*[contains(@class,"ant-select")][1]').textContent(), SLOW).toBe(en('in centimetres (× 100)'));
    await expect.poll(() => width.getByTestId('pool-binding-sample-value').textContent(), SLOW).toContain('400');
    // the preview loads the pool again with the new binding: its list and its answers have the width
    await expect.poll(() => studio.getByTestId('pool-sample-result').textContent(), SLOW).toContain('400');
    // the fixture's yes-or-no binding reads as a table (a concrete pool: yes), its expression of the length is shown as written by hand
    const concrete = grid.locator('tr[data-question="concrete"]');
    const answerOf = (name: string) => concrete.getByRole('combobox', { name }).locator('xpath=ancestor::*[contains(@class,"ant-select")][1]').textContent();
    expect(await answerOf(`Concrete pool: ${en('Concrete')}`)).toBe(en('Yes'));
    expect(await answerOf(`Concrete pool: ${en('Shell')}`)).toBe(en('No'));
    await expect.poll(() => grid.locator('tr[data-question="lights_count"]').textContent()).toContain(en('Written by hand: the form cannot show this expression.'));
    await screenshot(studio, 'studio-pool-tab-en-1440');
    expect(describeViolations('Pool tab (en)', await axeViolations(studio))).toBe('');

    // the case passes; the draft saved holds the binding the tab wrote
    await studio.getByTestId('studio-tab-cases').click();
    await expect.poll(() => studio.getByTestId('test-case-pool_8x4_roman').getAttribute('data-passed'), SLOW).toBe('true');
    const saved = studio.waitForResponse((response) => response.request().method() === 'PUT' && /\/api\/v1\/family\/\d+$/.test(new URL(response.url()).pathname));
    await studio.getByRole('button', { name: en('Save the draft') }).click();
    expect((await saved).status()).toBe(200);
    const draft = (await call<{ document: { steps: { questions: { key: string; fromPool?: string }[] }[] } }>(staff, 'GET', `/family/${familyId}`)).data.document;
    expect(draft.steps.flatMap((step) => step.questions).find((question) => question.key === 'width_cm')?.fromPool).toBe('pool.width_m * 100.0');
    await studio.getByRole('button', { name: en('Publish…') }).click();
    const published = studio.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/v1\/family\/\d+\/version$/.test(new URL(response.url()).pathname));
    await studio.getByRole('dialog').getByRole('button', { name: en('Publish version {number}', { number: 1 }) }).click();
    expect((await published).status()).toBe(201);

    // an installer's quote started from a project with that pool: the width comes from the pool
    const user = await tokenOf('demo.user');
    const pool = { shape: 'rectangle', length_m: 8, width_m: 4, stairs: { type: 'roman', side: 'short_side', width_m: 2, depth_m: 1 }, construction: 'concrete' };
    const project = await call<{ id: number }>(user, 'POST', '/project', { name: `Pool studio ${KEY}`, pool });
    expect(project.status).toBe(201);
    const questions = (await call<{ id: number; key: string }[]>(user, 'GET', `/question?family_id=${familyId}`)).data;
    const widthId = String(questions.find((question) => question.key === 'width_cm')!.id);
    const quote = await call<{ answers: Record<string, unknown>; answers_from_pool: string[] }>(user, 'POST', '/quote', { family_id: familyId, project_id: project.data.id });
    expect(quote.status).toBe(201);
    expect(quote.data.answers[widthId]).toBe(400);
    expect(quote.data.answers_from_pool).toContain(widthId);

    // the tab on a phone, in French
    const phone = await session.newPage({ viewport: { width: 390, height: 844 } });
    expect(await signIn(phone, baseUrl(), 'fr', 'demo.staff', { to: `/catalogue/${familyId}` })).toBe(200);
    await phone.locator('.cm-content').waitFor(SLOW);
    // the sample pool, from the preview under the family on a phone
    await phone.getByRole('combobox', { name: translate('fr', 'Load a sample pool into the preview') }).click();
    await phone.locator('.ant-select-dropdown:visible').getByTitle(translate('fr', '8 x 4 m rectangle, Roman stairs, concrete'), { exact: true }).click();
    await phone.getByTestId('pool-sample-result').waitFor(SLOW);
    const phoneGrid = phone.getByTestId('pool-binding-grid');
    // the tabs scroll sideways on a phone: a click that only brings the tab into view is made again
    await expect
      .poll(async () => {
        await phone.getByTestId('studio-tab-pool').click();
        return phoneGrid.isVisible();
      }, SLOW)
      .toBe(true);
    expect(await phoneGrid.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    await screenshot(phone, 'studio-pool-tab-fr-390');
    if (SHOTS) {
      // the window's view at the grid's head and at the width, as a phone shows them
      await phoneGrid.evaluate((element) => element.scrollIntoView());
      await phone.screenshot({ path: path.join(SHOTS_DIR, 'studio-pool-tab-fr-390-head.png') });
      await phoneGrid.locator('tr[data-question="length"]').evaluate((element) => element.scrollIntoView());
      await phone.screenshot({ path: path.join(SHOTS_DIR, 'studio-pool-tab-fr-390-measures.png') });
    }
    // each row says what the sample pool gives it, under its binding
    const phoneWidth = phoneGrid.locator('tr[data-question="width_cm"]').getByTestId('pool-binding-sample-value');
    expect(await phoneWidth.textContent()).toContain(translate('fr', 'The sample pool gives'));
    expect(await phoneWidth.textContent()).toContain('400');
  }, 240_000);
});
