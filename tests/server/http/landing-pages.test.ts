/**
 * The landing pages drawn at build time (scripts/landing-pages.ts) as the
 * server sends them (server/http/landing-pages.ts): `/fr`, `/de`… and `/` in
 * the cookie's language get their language's page, other views of the login
 * screen and other screens index.html; the pages' inline script runs by its
 * hash in the Content-Security-Policy, no other inline script would.
 * A small fake dist/ in a temp folder, written by the build's own functions.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../engine/index.ts';
import { compressAssets } from '../../../scripts/compress-assets.ts';
import { landingPage, landingScript } from '../../../scripts/landing-pages.ts';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { createTestDatabase } from '../helpers/test-server.ts';

const ENTRY = '/assets/index-Ab12Cd34.js';
const INDEX = `<!doctype html>
<html lang="fr">
  <head>
    <title>Aquaterra Configurator</title>
    <script type="module" crossorigin src="${ENTRY}"></script>
  </head>
  <body><div id="root"><p class="boot-splash" role="status">Aquaterra</p></div></body>
</html>`;
const HEADINGS = { fr: 'Connectez-vous à votre espace professionnel', de: 'Melden Sie sich in Ihrem Profibereich an' } as const;

let root: string;
let app: FastifyInstance;
let disposeDatabase: () => Promise<void>;

function write(relative: string, content: string) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

async function start(withLanding: boolean) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-landing-'));
  write('index.html', INDEX);
  write(ENTRY, 'console.log("app");\n'.repeat(40));
  if (withLanding) {
    for (const [locale, heading] of Object.entries(HEADINGS) as [keyof typeof HEADINGS, string][]) {
      const markup = { root: `<main><h1 id="auth-card-title">${heading}</h1></main>`, title: `${heading} · Aquaterra`, styles: '' };
      write(`landing/${locale}.html`, landingPage(INDEX, locale, markup, [`/assets/messages-${locale}.js`]));
    }
  }
  await compressAssets(root);
  const { database, dispose } = await createTestDatabase({ seed: false });
  disposeDatabase = dispose;
  app = await buildApp({ config: { ...loadConfig({}), logLevel: 'silent' }, database, frontEndDir: root, logger: false });
  await app.ready();
}

async function stop() {
  await app?.close();
  await disposeDatabase?.();
  fs.rmSync(root, { recursive: true, force: true });
}

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const headingOf = (html: string) => /<h1 id="auth-card-title">([^<]*)<\/h1>/.exec(html)?.[1] ?? null;
const langOf = (html: string) => /<html lang="([a-z]+)">/.exec(html)?.[1];
const scriptSources = (csp: unknown) => String(csp).split(';').find((directive) => directive.startsWith('script-src '))?.split(' ').slice(1) ?? [];

describe('a build with landing pages', () => {
  beforeAll(() => start(true));
  afterAll(stop);

  it.each(['/fr', '/fr/', '/de', '/de/?r=%2Fquote'])('%s is its language\'s page, drawn, in brotli, revalidated', async (url) => {
    const locale = url.slice(1, 3) as keyof typeof HEADINGS;
    const response = await get(url, { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = zlib.brotliDecompressSync(response.rawPayload).toString();
    expect(headingOf(html)).toBe(HEADINGS[locale]);
    expect(langOf(html)).toBe(locale);
    // its files are preloaded by its inline script after the first paint, not by the header
    expect(response.headers.link).toBeUndefined();
  });

  it('/ is the page of the locale cookie\'s language, French without one, and says it varies with the cookie', async () => {
    const german = await get('/', { cookie: 'locale=de' });
    expect(headingOf(german.body)).toBe(HEADINGS.de);
    expect(String(german.headers.vary).toLowerCase()).toContain('cookie');
    expect(headingOf((await get('/')).body)).toBe(HEADINGS.fr);
    expect(headingOf((await get('/', { cookie: 'locale=xx' })).body)).toBe(HEADINGS.fr);
  });

  it('a language without a drawn page, another view of the login screen and another screen get index.html', async () => {
    for (const url of ['/en', '/fr?view=forgotten-password', '/de?done=reset', '/de/?login=demo.user', '/de/quote/12', '/home']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
    }
  });

  it('lets the pages\' inline script run by its hash, and no other inline script', async () => {
    const response = await get('/fr');
    const script = /<script>([\s\S]*?)<\/script>/.exec(response.body)?.[1];
    expect(script).toBe(landingScript(ENTRY, [`/assets/messages-fr.js`]));
    const hash = `'sha256-${createHash('sha256').update(script!).digest('base64')}'`;
    const sources = scriptSources(response.headers['content-security-policy']);
    expect(sources).toContain(hash);
    expect(sources).not.toContain("'unsafe-inline'");
    // the same policy on every response (the API's included)
    expect(scriptSources((await get('/api/v1/settings')).headers['content-security-policy'])).toContain(hash);
  });
});

describe('a build without landing pages', () => {
  beforeAll(() => start(false));
  afterAll(stop);

  it('sends index.html for the landing addresses, and allows no inline script', async () => {
    for (const url of ['/', ...LOCALES.map((locale) => `/${locale}`)]) {
      const response = await get(url);
      expect(response.body, url).toBe(INDEX);
      expect(scriptSources(response.headers['content-security-policy'])).toEqual(["'self'", "'unsafe-eval'"]);
    }
  });
});
