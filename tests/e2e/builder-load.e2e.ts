/**
 * What opening a quote makes the browser download (issue 17): the builder's
 * files that `npm run bench:web` counts against its target, and none of the
 * later steps' own files, which load when the user reaches their step.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { measureRoutes } from '../../scripts/web-size.ts';
import { baseUrl, screenshot, signIn, useBrowser } from './helpers/browser.ts';

const DIST_DIR = fileURLToPath(new URL('../../dist', import.meta.url));
const LOCALE = 'fr';

/** Every script the page requests from now on, as dist/ paths. */
function scriptsOf(page: Page): Set<string> {
  const loaded = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) loaded.add(pathname.slice(1));
  });
  return loaded;
}

describe('opening a quote', () => {
  const session = useBrowser();

  it('loads the builder of bench:web, and a later step only when it is shown', async () => {
    const { builder, later } = await measureRoutes(DIST_DIR);
    // a later part's own file: the first of its files, the module the builder imports on demand
    const laterEntry = Object.fromEntries(later.map(({ key, js }) => [path.basename(key).replace(/\.tsx$/, ''), js.files[0]!]));
    expect(Object.keys(laterEntry)).toEqual(expect.arrayContaining(['customise-step', 'info-dialog', 'price-step', 'quote-load-error', 'validate-step']));

    const page = await session.newPage();
    const loaded = scriptsOf(page);
    expect(await signIn(page, baseUrl(), LOCALE, 'demo.user')).toBe(200);
    const token = await page.evaluate(() => sessionStorage.getItem('auth.token'));
    const headers = { authorization: `Bearer ${token}` };
    const families = (await (await page.request.get(`${baseUrl()}/api/v1/family`, { headers })).json()) as { data: { id: number; key: string }[] };
    const blind = families.data.find((family) => family.key === 'blind')!;
    const presets = (await (await page.request.get(`${baseUrl()}/api/v1/family/${blind.id}/preset`, { headers })).json()) as { data: { answers: Record<string, unknown> }[] };
    const created = await page.request.post(`${baseUrl()}/api/v1/quote`, { headers, data: { family_id: blind.id } });
    const quote = ((await created.json()) as { data: { id: number } }).data;
    const questions = (await (await page.request.get(`${baseUrl()}/api/v1/question?family_id=${blind.id}`, { headers })).json()) as { data: { step_id: number }[] };
    const firstStep = Math.min(...questions.data.map((question) => question.step_id));
    const saved = await page.request.put(`${baseUrl()}/api/v1/quote/${quote.id}`, { headers, data: { answers: presets.data[0]!.answers, last_step_id: firstStep } });
    expect(saved.status()).toBe(200);

    await page.goto(`${baseUrl()}/${LOCALE}/quote/${quote.id}`);
    await page.locator('.builder-main form').first().waitFor();
    for (const file of builder.files) expect(loaded, file).toContain(file);
    for (const [step, file] of Object.entries(laterEntry)) expect(loaded.has(file), `${step} before its step`).toBe(false);
    await page.getByTestId('live-plan').waitFor();
    await screenshot(page, 'builder-opened-fr');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'builder-opened-fr-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // the customisation step, reached: its file loads, the validation's still does not
    await page.locator('.builder-steps .ant-steps-item').nth(-2).click();
    await page.locator('.builder-main .customise-form').waitFor();
    expect(loaded).toContain(laterEntry['customise-step']);
    expect(loaded.has(laterEntry['validate-step']!)).toBe(false);
  });
});
