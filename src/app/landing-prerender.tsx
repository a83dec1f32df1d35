/**
 * The landing page (the login screen) of each language drawn at build time,
 * for the HTML the server sends to /fr, /de… (scripts/landing-pages.ts): its
 * heading and card paint with the HTML instead of after ~190 kB of scripts
 * (issue 28, largest contentful paint). It is the app itself, drawn by
 * react-dom in Node with a memory router at `/{locale}`, as a visitor without
 * a stored session sees it: the browser then renders the same tree over it
 * (scripts/landing-pages.ts carries over what was done on the drawn one). Runs in Node only, through Vite's module
 * runner (the Lingui macros and catalogues need Vite's plugins); the browser
 * bundle never imports it.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import type { Locale } from '../../engine/index.ts';
import { i18n, loadCatalogues } from '../i18n/i18n.ts';
import { App } from './app.tsx';
import { buildRoutes } from './router.tsx';
import { documentTitle, ROUTES } from './route-table.ts';

export interface LandingMarkup {
  /** What goes inside `<div id="root">`. */
  root: string;
  /** The document's title, as the app sets it on that screen. */
  title: string;
  /** antd's theme variables for the markup's components (their component styles are in index.html already: scripts/first-page-styles.ts). */
  styles: string;
}

/** A Web Storage with nothing in it: the page is drawn for a visitor without a stored session (src/auth/session-store.ts). */
function emptyStorage(): Storage {
  return { length: 0, clear: () => undefined, getItem: () => null, key: () => null, removeItem: () => undefined, setItem: () => undefined };
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** The landing page of a language, drawn by the app. One language at a time (Lingui's active language is global). */
export async function renderLanding(locale: Locale): Promise<LandingMarkup> {
  globalThis.localStorage ??= emptyStorage();
  globalThis.sessionStorage ??= emptyStorage();
  // the app's texts; antd's own (pickers, pagination, empty tables) are on no element of this page
  await loadCatalogues(locale);
  i18n.activate(locale);
  const cache = createCache();
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [`/${locale}`] });
  // prerender (not renderToString): it waits for the lazy login screen instead of writing its spinner
  const { prelude } = await prerenderToNodeStream(
    <StyleProvider cache={cache}>
      <App router={router} />
    </StyleProvider>,
  );
  const root = await text(prelude);
  const landing = ROUTES.find((route) => route.path === '')!;
  return { root, title: documentTitle(i18n._(landing.title)), styles: extractStyle(cache, { types: ['token', 'cssVar'] }) };
}
