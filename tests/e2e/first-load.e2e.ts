/**
 * What the first page (/fr) makes the browser download: the scripts that
 * `npm run bench:web` counts, all in brotli and cached for good, and neither
 * the CEL interpreter nor XState, which only the quote builder needs; antd's
 * styles of its components come with index.html (scripts/first-page-styles.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MIN_COMPRESS_BYTES } from '../../scripts/compress-assets.ts';
import { measureRoutes } from '../../scripts/web-size.ts';
import { baseUrl, useBrowser } from './helpers/browser.ts';

const DIST_DIR = fileURLToPath(new URL('../../dist', import.meta.url));
/** Strings that only the engine's rules (CEL) and its machine (XState) put in a bundle. */
const ENGINE_MARKERS = ['maxAstNodes', 'xstate.init'];

describe('the first page', () => {
  const session = useBrowser();

  it('loads the login route of bench:web, compressed and immutable, without the engine', async () => {
    const page = await session.newPage();
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response);
    });
    const document = await page.goto(`${baseUrl()}/fr`);
    await page.locator('[data-landing]').waitFor({ state: 'detached' });
    await page.locator('.auth-card form').waitFor();

    expect(document?.headers()['cache-control']).toBe('no-cache');
    expect(document?.headers()['content-encoding']).toBe('br');
    const loaded = scripts.map((response) => new URL(response.url()).pathname.slice(1)).sort();
    const { login } = await measureRoutes(DIST_DIR);
    expect(loaded).toEqual([...login.files].sort());
    for (const response of scripts) {
      const headers = response.headers();
      const body = (await response.body()).toString();
      // a file too small to gain from compression has no compressed copy and is sent as it is
      expect(headers['content-encoding'], response.url()).toBe(body.length >= MIN_COMPRESS_BYTES ? 'br' : undefined);
      expect(headers['cache-control'], response.url()).toBe('public, max-age=31536000, immutable');
      for (const marker of ENGINE_MARKERS) expect(body.includes(marker), `${marker} in ${path.basename(response.url())}`).toBe(false);
    }
  });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    it(`draws antd's components with the styles index.html brought, none generated in the browser (motion: ${reducedMotion})`, async () => {
      const page = await session.newPage({ reducedMotion });
      const document = await page.goto(`${baseUrl()}/fr`);
      const served = [...(await document!.text()).matchAll(/<style [^>]*data-css-hash="([^"]+)"/g)].map((match) => match[1]);
      // the app's own page, not the one index.html came with (scripts/landing-pages.ts)
      await page.locator('[data-landing]').waitFor({ state: 'detached' });
      await page.locator('.auth-card form button[type="submit"]').waitFor();
      // a style antd generates in the browser is a <style data-css-hash> it inserts; those with data-token-hash hold the theme's variables
      const drawn = await page.evaluate(() => [...window.document.querySelectorAll('style[data-css-hash]:not([data-token-hash])')].map((style) => style.getAttribute('data-css-hash')));
      expect(served.length).toBeGreaterThan(5);
      expect(drawn.filter((hash) => !served.includes(hash!))).toEqual([]);
      // the served rules meet the theme's variables: the submit button in the theme's primary colour (#0b5cab)
      const background = await page.locator('.auth-card form button[type="submit"]').evaluate((button) => getComputedStyle(button).backgroundColor);
      expect(background).toBe('rgb(11, 92, 171)');
    });
  }
});
