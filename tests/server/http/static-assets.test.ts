/**
 * The built front end as the server sends it: the brotli or gzip copies made
 * at build time, cache headers, the single-page fallback, and no source maps.
 * A small fake dist/ in a temp folder, compressed by the build's own step.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAssets } from '../../../scripts/compress-assets.ts';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { createTestDatabase } from '../helpers/test-server.ts';

const SCRIPT = `${'export const line = "a compressible line of the bundle";\n'.repeat(200)}console.log(line);\n`;
const INDEX = `<!doctype html><html lang="fr"><head><title>Aquaterra</title>${'<link rel="modulepreload" href="/assets/chunk-abc123.js">'.repeat(30)}</head><body><div id="root"></div></body></html>`;
const ASSET = '/assets/index-Ab12Cd34.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The build's manifest: the entry, the login screen and two languages' catalogues and antd texts. */
const MANIFEST = {
  'index.html': { file: ASSET.slice(1), isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  '_form.js': { file: 'assets/form-1.js', imports: ['_vendor.js'] },
  'src/routes/login.tsx': { file: 'assets/login-1.js', imports: ['_vendor.js', '_form.js'] },
  'src/routes/quotes.tsx': { file: 'assets/quotes-1.js', imports: ['_vendor.js'] },
  'src/locales/fr/messages.po': { file: 'assets/messages-fr.js' },
  'src/locales/de/messages.po': { file: 'assets/messages-de.js' },
  'node_modules/antd/es/locale/fr_FR.js': { file: 'assets/fr_FR-1.js' },
  'node_modules/antd/es/locale/de_DE.js': { file: 'assets/de_DE-1.js' },
};

let root: string;
let app: FastifyInstance;
let disposeDatabase: () => Promise<void>;

function write(relative: string, content: string) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-dist-'));
  write('index.html', INDEX);
  write(ASSET, SCRIPT);
  write(`${ASSET}.map`, JSON.stringify({ version: 3, sources: ['src/main.tsx'], sourcesContent: [SCRIPT], mappings: '' }));
  write('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('.vite/manifest.json', JSON.stringify(MANIFEST));
  await compressAssets(root);
  const { database, dispose } = await createTestDatabase({ seed: false });
  disposeDatabase = dispose;
  app = await buildApp({ config: { ...loadConfig({}), logLevel: 'silent' }, database, frontEndDir: root, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await disposeDatabase?.();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

function expectVaryOnEncoding(response: LightMyRequestResponse) {
  expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
}

describe('the build step', () => {
  it('writes brotli and gzip copies of the text files, not of source maps or tiny files', () => {
    expect(fs.existsSync(path.join(root, `${ASSET}.br`))).toBe(true);
    expect(fs.existsSync(path.join(root, `${ASSET}.gz`))).toBe(true);
    expect(fs.existsSync(path.join(root, 'index.html.br'))).toBe(true);
    expect(fs.existsSync(path.join(root, `${ASSET}.map.br`))).toBe(false);
    expect(fs.existsSync(path.join(root, 'logo.svg.br'))).toBe(false);
  });
});

describe('hashed assets', () => {
  it('are sent in brotli when the browser accepts it, cached for a year', async () => {
    const response = await get(ASSET, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expectVaryOnEncoding(response);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('are sent in gzip when only gzip is accepted', async () => {
    const response = await get(ASSET, 'gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('are sent as they are without an accepted encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get(ASSET, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expectVaryOnEncoding(response);
      expect(response.body).toBe(SCRIPT);
    }
  });

  it('a missing asset is a 404, not the app page', async () => {
    const response = await get('/assets/index-Missing0.js', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('the app page', () => {
  it.each(['/', '/fr', '/de/quote/12'])('%s is index.html in brotli, revalidated on every load', async (url) => {
    const response = await get(url, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expectVaryOnEncoding(response);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
  });

  it('is sent uncompressed, still revalidated, without an accepted encoding', async () => {
    const response = await get('/fr');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it('a file outside assets/ is revalidated too', async () => {
    const response = await get('/logo.svg', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('preloads of the app page', () => {
  const preloaded = async (url: string, cookie?: string) => {
    const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(200);
    return [...String(response.headers.link ?? '').matchAll(/<\/([^>]+)>; rel=modulepreload; crossorigin/g)].map((match) => match[1]);
  };

  it('the landing page preloads its language and the login screen with what it imports, not what index.html loads', async () => {
    expect(await preloaded('/fr/')).toEqual(['assets/messages-fr.js', 'assets/fr_FR-1.js', 'assets/login-1.js', 'assets/form-1.js']);
    expect(await preloaded('/de')).toEqual(['assets/messages-de.js', 'assets/de_DE-1.js', 'assets/login-1.js', 'assets/form-1.js']);
  });

  it('the unprefixed landing page follows the locale cookie, French without one', async () => {
    expect(await preloaded('/', 'locale=de')).toEqual(['assets/messages-de.js', 'assets/de_DE-1.js', 'assets/login-1.js', 'assets/form-1.js']);
    expect(await preloaded('/?r=%2Fquote')).toEqual(['assets/messages-fr.js', 'assets/fr_FR-1.js', 'assets/login-1.js', 'assets/form-1.js']);
    expect(await preloaded('/', 'locale=xx')).toEqual(['assets/messages-fr.js', 'assets/fr_FR-1.js', 'assets/login-1.js', 'assets/form-1.js']);
  });

  it('another page preloads its language only', async () => {
    expect(await preloaded('/de/quote/12')).toEqual(['assets/messages-de.js', 'assets/de_DE-1.js']);
    expect(await preloaded('/home', 'locale=fr')).toEqual(['assets/messages-fr.js', 'assets/fr_FR-1.js']);
  });
});

describe('private files of the build', () => {
  it.each([undefined, 'br', 'gzip'])('a source map answers 404 (accept-encoding %s)', async (acceptEncoding) => {
    const response = await get(`${ASSET}.map`, acceptEncoding);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('sourcesContent');
  });

  it('the build manifest answers 404', async () => {
    const response = await get('/.vite/manifest.json');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('isEntry');
  });
});
