/**
 * The landing page drawn at build time (scripts/landing-pages.ts): the login
 * card paints in the page's language before any script runs, the app then
 * draws the same page over it (no spinner in between, nothing moves, no
 * console error), what the visitor typed, ticked and submitted meanwhile is
 * carried over, a link clicked or a language chosen followed
 * (by the page's inline script), and a visitor with a stored
 * session sees the splash instead, then the home page. The app's entry script
 * is held by the test to look at the page as it is before the scripts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed-data.ts';
import { baseUrl, collectErrors, screenshot, signIn, useBrowser } from './helpers/browser.ts';
import { translate } from './helpers/catalog.ts';

const PHONE = { width: 390, height: 844 };
const PARTS = ['h1', '.logo', '#identifier', '#password', '#accept_terms', 'form button[type="submit"]', '.auth-links', '.language-selector'];

/** Holds the app's entry script until `release` is called: the page stays as the HTML drew it. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Where each part of the login card is, in CSS pixels. */
const boxesOf = (page: Page) =>
  page.evaluate((selectors) => selectors.map((selector) => {
    const box = document.querySelector(selector)?.getBoundingClientRect();
    return box ? `${selector} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}` : `${selector} missing`;
  }), PARTS);

/** Records, from the first byte on, each change of what #root shows: the drawn page, the app's, a spinner, no heading. */
function recordStates(page: Page) {
  return page.addInitScript(() => {
    const states: string[] = [];
    (window as unknown as { landingStates: string[] }).landingStates = states;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root) return;
      const state = [root.querySelector('[data-landing]') ? 'drawn' : 'app', root.querySelector('h1') ? 'heading' : 'no heading', document.querySelector('.ant-spin') ? 'spinner' : ''].join(' ').trim();
      if (states.at(-1) !== state) states.push(state);
    }).observe(document, { subtree: true, childList: true });
  });
}

describe('the landing page drawn at build time', () => {
  const session = useBrowser();

  for (const lang of ['fr', 'de'] as const) {
    it(`${lang}: the login card in ${lang} paints before the scripts, and the app takes it over without a spinner, a jump or an error`, async () => {
      const page = await session.newPage({ viewport: PHONE });
      const errors = collectErrors(page);
      await recordStates(page);
      const release = await holdTheApp(page);
      await page.goto(`/${lang}`, { waitUntil: 'domcontentloaded' });

      const heading = page.locator('h1');
      expect(await heading.textContent()).toBe(translate(lang, 'Sign in to your professional space'));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      expect(await page.title()).toBe(`${translate(lang, 'Sign in')} · Aquaterra`);
      expect(await page.locator('[data-landing]').count()).toBe(1);
      expect(await page.locator('.boot-splash').isVisible()).toBe(false);
      const drawn = await boxesOf(page);
      await screenshot(page, `landing-drawn-${lang}-390`);

      release();
      await page.locator('[data-landing]').waitFor({ state: 'detached' });
      await page.locator('.auth-card form').waitFor();
      expect(await heading.textContent()).toBe(translate(lang, 'Sign in to your professional space'));
      expect(await boxesOf(page)).toEqual(drawn);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('identifier');
      // once the heading was drawn it never went, and no spinner came between the two pages
      const states = await page.evaluate(() => (window as unknown as { landingStates: string[] }).landingStates);
      expect(states.slice(states.indexOf('drawn heading'))).toEqual(['drawn heading', 'app heading']);
      await screenshot(page, `landing-app-${lang}-390`);
      expect(errors).toEqual([]);
    });
  }

  it('keeps what was typed, ticked and submitted before the app took over, and signs in with it', async () => {
    const page = await session.newPage({ viewport: PHONE });
    const errors = collectErrors(page);
    const release = await holdTheApp(page);
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    await page.locator('[data-landing] #identifier').fill('demo.user');
    await page.locator('[data-landing] #password').fill(DEMO_PASSWORD);
    await page.locator('[data-landing] #accept_terms').check();
    await page.locator('[data-landing] button[type="submit"]').click();
    // the drawn form has no handler yet: the browser did not send it (it would reload /en without its fields)
    expect(new URL(page.url()).pathname).toBe('/en');

    const login = page.waitForRequest((request) => request.url().endsWith('/api/v1/auth/login'));
    release();
    expect(JSON.parse((await login).postData() ?? '{}')).toEqual({ identifier: 'demo.user', password: DEMO_PASSWORD, remember_me: false, accept_terms: true });
    await page.waitForURL((url) => url.pathname === '/en/home');
    expect(errors).toEqual([]);
  });

  it('follows a link clicked, or a language chosen, on the drawn page once the app is there', async () => {
    const linked = await session.newPage({ viewport: PHONE });
    const releaseLinked = await holdTheApp(linked);
    await linked.goto('/en', { waitUntil: 'domcontentloaded' });
    await linked.locator('[data-landing] .auth-links button').filter({ hasText: translate('en', 'Forgotten password?') }).click();
    releaseLinked();
    await linked.waitForURL((url) => url.searchParams.get('view') === 'forgotten-password');
    await linked.locator('#email').waitFor();

    const switched = await session.newPage({ viewport: PHONE });
    const releaseSwitched = await holdTheApp(switched);
    await switched.goto('/en', { waitUntil: 'domcontentloaded' });
    await switched.locator('[data-landing] .language-selector').selectOption('nl');
    releaseSwitched();
    await switched.waitForURL((url) => url.pathname === '/nl/');
    await expect.poll(() => switched.locator('h1').textContent()).toBe(translate('nl', 'Sign in to your professional space'));
  });

  it('shows the splash, not the login card, to a visitor with a stored session, then the home page', async () => {
    const page = await session.newPage({ viewport: PHONE });
    expect(await signIn(page, baseUrl(), 'de', 'demo.user')).toBe(200);
    const release = await holdTheApp(page);
    await page.goto('/de', { waitUntil: 'domcontentloaded' });
    expect(await page.locator('.boot-splash').isVisible()).toBe(true);
    expect(await page.locator('[data-landing]').isVisible()).toBe(false);
    release();
    await page.waitForURL((url) => url.pathname === '/de/home');
  });
});
