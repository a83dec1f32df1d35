/**
 * Chromium for the end-to-end tests: one browser for the whole run (launched
 * by global-setup.ts, each test file connects to it), a fresh context
 * (cookies, storage) per page, and the helpers the files share.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Download, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { LOCALE_COOKIE_DAYS, LOCALE_COOKIE_NAME } from '../../../engine/index.ts';
import { DEMO_PASSWORD } from '../../../server/db/seed-data.ts';

export const DEFAULT_VIEWPORT = { width: 1280, height: 800 };
/** The folder of what the tests write for people to look at (screenshots, a PDF); outside the repository on purpose. */
export const SHOTS_DIR = process.env.E2E_SHOTS_DIR || '/tmp/e2e-shots';
/**
 * Screenshots are written only when asked: `E2E_SHOTS_DIR=<folder>`, or `E2E_SHOTS=1` for /tmp/e2e-shots. Each costs
 * Chromium and Vitest about 0.1 CPU-second (a full page at 1280 px or a 3,000 px phone page alike), about 13 for the
 * 127 a whole run wrote, which no test reads. What a file writes there itself (studio-pool-bindings' window views,
 * pool-project's PDF) is written only then too.
 */
export const SHOTS = Boolean(process.env.E2E_SHOTS_DIR) || process.env.E2E_SHOTS === '1';
if (SHOTS) fs.mkdirSync(SHOTS_DIR, { recursive: true });

export function baseUrl(): string {
  return inject('baseUrl');
}

export interface BrowserSession {
  readonly browser: Browser;
  /** A new context (own cookies and storage) and a page in it. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * Connects the calling test file to the run's Chromium (started once by global-setup.ts: a launch
 * costs 3.5-4 s, a connection a few milliseconds) and closes the test's contexts after each test.
 */
export function useBrowser(): BrowserSession {
  let browser: Browser | null = null;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await browser?.close(); // of a connected browser: closes this file's contexts and disconnects
  });

  const session: BrowserSession = {
    get browser() {
      if (!browser) throw new Error('the browser is launched in beforeAll');
      return browser;
    },
    async newContext(options = {}) {
      // Users who ask for less motion get dialogs without their zoom (src/app/theme.ts): a click never
      // lands on a button still growing into place, which made a dialog's button miss under load.
      const context = await session.browser.newContext({ viewport: DEFAULT_VIEWPORT, baseURL: baseUrl(), reducedMotion: 'reduce', ...options });
      context.setDefaultTimeout(15_000);
      contexts.push(context);
      return context;
    },
    async newPage(options = {}) {
      const context = await session.newContext(options);
      return context.newPage();
    },
  };
  return session;
}

/**
 * The bytes of a finished download. The tests connect to one shared Chromium, and a connected
 * browser keeps its downloads on its own side: `download.path()` then throws "Path is not available
 * when connecting remotely", while the stream is carried over the connection.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `/de/home` for prefix 'de', `/home` without one. */
export function localeUrl(prefix: string | null, pathname: string): string {
  const rest = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return `${baseUrl()}${prefix ? `/${prefix}` : ''}${rest}`;
}

export interface SignInOptions {
  password?: string;
  remember?: boolean;
  /** Fill the form on the page as it is (e.g. the login page with ?r=), without opening the landing page first. */
  stay?: boolean;
  /**
   * `signIn` only: the screen to open once signed in, e.g. '/quote' (under the language's prefix), instead of the home
   * page the form would lead to: a test going elsewhere at once saves the app's start on the home page (about 0.4
   * CPU-second on a loaded machine: 10 files that dropped 28 of them took 159 and 167 CPU-s before, 155 and 149 after).
   */
  to?: string;
}

/**
 * Fills and submits the login form: for the tests of signing in itself
 * (others use `signIn`). Labels are translated, so fields are found by their
 * ids (antd uses the Form.Item name). Resolves with the status of
 * POST /auth/login.
 */
export async function signInWithForm(
  page: Page,
  base: string,
  localePrefix: string | null,
  login: string,
  { password = DEMO_PASSWORD, remember = false, stay = false }: Omit<SignInOptions, 'to'> = {},
): Promise<number> {
  if (!stay) await page.goto(`${base}${localePrefix ? `/${localePrefix}` : ''}/`);
  await page.locator('#identifier').waitFor({ state: 'visible' });
  await page.locator('#identifier').fill(login);
  await page.locator('#password').fill(password);
  await page.locator('#remember').setChecked(remember);
  await page.locator('#accept_terms').check();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/login') && r.request().method() === 'POST'),
    page.locator('form button[type="submit"]').click(),
  ]);
  // signed in: the app stores the session, then leaves the sign-in page; a navigation of the test before that would lose the session
  if (response.status() === 200) await page.waitForURL((url) => !/^\/([a-z]{2}\/?)?$/.test(url.pathname));
  return response.status();
}

/** Run in the page: the session as the login page stores it (src/auth/session-store.ts), and the language cookie. */
function storeSession({ token, remember, locale, cookie, maxAge }: { token: string; remember: boolean; locale: string; cookie: string; maxAge: number }): void {
  if (remember) {
    localStorage.setItem('auth.token', token);
    localStorage.setItem('auth.remember', '1');
  } else {
    sessionStorage.setItem('auth.token', token);
  }
  document.cookie = `${cookie}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

/**
 * Signs in through the API (POST /auth/login, terms accepted) instead of the
 * form, stores the session in the page as the login page does (token in
 * sessionStorage, or localStorage with `remember`; the language cookie) and
 * opens `/<prefix or the user's language>/home`, where the form would have
 * led, or `to` under that prefix: about 2 s less than the form each time. Resolves with the status of
 * POST /auth/login, and once the app has read the account (GET /account 200)
 * when it is 200. The tests of signing in itself use `signInWithForm`.
 */
export async function signIn(
  page: Page,
  base: string,
  localePrefix: string | null,
  login: string,
  { password = DEMO_PASSWORD, remember = false, to = '/home' }: Omit<SignInOptions, 'stay'> = {},
): Promise<number> {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: login, password, remember_me: remember, accept_terms: true }),
  });
  if (response.status !== 200) return response.status;
  const { access_token: token, user } = ((await response.json()) as { data: { access_token: string; user: { locale: string } } }).data;
  const locale = localePrefix ?? user.locale;
  // the storage of the app's origin is written from a page of that origin: an empty one, answered by the browser itself
  const blank = `${base}/e2e-store-session`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' }));
  await page.goto(blank);
  await page.evaluate(storeSession, { token, remember, locale: user.locale, cookie: LOCALE_COOKIE_NAME, maxAge: LOCALE_COOKIE_DAYS * 24 * 60 * 60 });
  await page.unroute(blank);
  const account = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/account' && r.request().method() === 'GET');
  await page.goto(`${base}/${locale}${to}`);
  const status = (await account).status();
  if (status !== 200) throw new Error(`signed in as ${login} by the API, but the app's GET /account answered ${status}`);
  return 200;
}

/** The path of the page, e.g. `/de/home`, with the query when there is one. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

export async function htmlLang(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.lang);
}

/** Console errors and uncaught page errors, for tests that want none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** A full-page screenshot `<name>.png` in SHOTS_DIR when screenshots are asked for (see SHOTS); its path, else null. */
export async function screenshot(page: Page, name: string): Promise<string | null> {
  await page.mouse.move(0, 0); // no hover effect left over from the last click (shot or not: what follows ran with the mouse there)
  if (!SHOTS) return null;
  const file = path.join(SHOTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** The token the app stored: localStorage with remember me, sessionStorage without. */
export async function storedToken(page: Page): Promise<{ local: string | null; session: string | null }> {
  return page.evaluate(() => ({
    local: localStorage.getItem('auth.token'),
    session: sessionStorage.getItem('auth.token'),
  }));
}
