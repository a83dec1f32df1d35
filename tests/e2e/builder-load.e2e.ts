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
import { presetBlindQuote } from './helpers/preset-quote.ts';

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

    const quoteId = await presetBlindQuote('demo.user');
    const page = await session.newPage();
    const loaded = scriptsOf(page);
    expect(await signIn(page, baseUrl(), LOCALE, 'demo.user', { to: `/quote/${quoteId}` })).toBe(200);
    await page.locator('.builder-main form').first().waitFor();
    for (const file of builder.files) expect(loaded, file).toContain(file);
    for (const [step, file] of Object.entries(laterEntry)) expect(loaded.has(file), `${step} before its step`).toBe(false);
    await page.getByTestId('live-plan').waitFor();
    await screenshot(page, 'builder-opened-fr');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'builder-opened-fr-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // the customisation step, reached: its file loads, the validation's still does not
    await page.locator('.builder-steps .step-list-item').nth(-2).click();
    await page.locator('.builder-main .customise-form').waitFor();
    expect(loaded).toContain(laterEntry['customise-step']);
    expect(loaded.has(laterEntry['validate-step']!)).toBe(false);
  });
});
