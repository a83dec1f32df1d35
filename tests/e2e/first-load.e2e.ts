/**
 * What the first page (/fr) makes the browser download: the scripts that
 * `npm run bench:web` counts, all in brotli and cached for good, and neither
 * the CEL interpreter nor XState, which only the quote builder needs.
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
});
