/**
 * The landing pages the build writes (scripts/landing-pages.ts): the app's
 * login screen drawn in Node in every language, put into index.html with the
 * language's lang and title, beside the splash.
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../engine/index.ts';
import { landingPage, landingScript, renderLandingPages, type LandingMarkup } from '../../scripts/landing-pages.ts';
import { readCatalog } from '../e2e/helpers/catalog.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const INDEX = `<!doctype html>
<html lang="fr">
  <head>
    <title>Aquaterra Configurator</title>
    <style>.boot-splash{}</style>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">
  </head>
  <body>
    <div id="root"><p class="boot-splash" role="status">Aquaterra</p></div>
  </body>
</html>`;

const textOf = (html: string, selector: RegExp) => selector.exec(html)?.[1]?.replace(/<!--.*?-->/g, '');

describe('a landing page', () => {
  const markup: LandingMarkup = { root: '<link rel="preload" as="image" href="/logo.svg"/><main><h1>Anmelden</h1></main>', title: 'Anmelden & mehr · Aquaterra', styles: '<style data-token-hash="x">.x{}</style>' };
  const html = landingPage(INDEX, 'de', markup, ['/assets/messages-de.js']);

  it("is index.html in the language: its lang, its title, the drawn page before the splash", () => {
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Anmelden &amp; mehr · Aquaterra</title>');
    expect(html).toContain('<div id="root"><div data-landing="de"><main><h1>Anmelden</h1></main></div><p class="boot-splash"');
    expect(html.indexOf('data-token-hash="x"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(`<script>${landingScript('/assets/index-a1.js', ['/assets/vendor-b2.js', '/assets/messages-de.js'])}</script></head>`);
  });

  it("neither loads nor preloads a script itself: the inline script does, after the first frame (the paint waits for none)", () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toMatch(/<link [^>]*rel="(module)?preload"/);
    const script = landingScript('/assets/index-a1.js', ['/assets/vendor-b2.js']);
    expect(script).toContain(`["/assets/vendor-b2.js"].forEach`);
    expect(script).toContain(`src:"/assets/index-a1.js"`);
    expect(script).toContain('requestAnimationFrame');
  });

  it('needs the parts of index.html it fills', () => {
    expect(() => landingPage(INDEX.replace('<title>Aquaterra Configurator</title>', ''), 'de', markup, [])).toThrow(/no <title>/);
    expect(() => landingPage(INDEX.replace('<div id="root">', '<div>'), 'de', markup, [])).toThrow(/no <div id="root">/);
    expect(() => landingPage(INDEX.replace(/<script.*<\/script>/, ''), 'de', markup, [])).toThrow(/no entry script/);
  });
});

describe('the landing pages drawn by the app', () => {
  let pages: Map<Locale, LandingMarkup>;
  beforeAll(async () => {
    pages = await renderLandingPages(ROOT);
  }, 180_000);

  it.each(LOCALES)('%s: the login card in the language, its heading, fields, button and title', (locale) => {
    const catalog = readCatalog(locale);
    const page = pages.get(locale)!;
    expect(textOf(page.root, /<h1 id="auth-card-title" class="auth-card-title">(.*?)<\/h1>/)).toBe(catalog.get('Sign in to your professional space'));
    expect(textOf(page.root, /<label for="identifier"[^>]*>(.*?)<\/label>/)).toBe(catalog.get('Login'));
    expect(textOf(page.root, /<button type="submit"[^>]*>(.*?)<\/button>/)).toBe(catalog.get('Sign in'));
    expect(page.root).toMatch(/<input id="password" type="password"/);
    expect(page.title).toBe(`${catalog.get('Sign in')} · Aquaterra`);
    // antd's theme variables for the drawn button, under the class the drawn markup carries
    const cssVarClass = /ant-btn [^"]*(css-var-[^" ]+)/.exec(page.root)?.[1];
    expect(cssVarClass).toBeDefined();
    expect(page.styles).toContain(`.${cssVarClass}{`);
    expect(page.styles).toContain('--ant-color-primary:#0b5cab');
  });

  it('draws every language differently (none falls back to another)', () => {
    const headings = LOCALES.map((locale) => textOf(pages.get(locale)!.root, /<h1[^>]*>(.*?)<\/h1>/));
    expect(new Set(headings).size).toBe(LOCALES.length);
  });
});
