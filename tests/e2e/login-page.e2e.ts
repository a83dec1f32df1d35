/**
 * The login page: one error for every failed sign-in, where "remember me"
 * keeps the token, the forgotten-password form and the maintenance banner.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_USERS } from '../../server/db/seed-data.ts';
import { baseUrl, htmlLang, pathOf, screenshot, signInWithForm, storedToken, useBrowser } from './helpers/browser.ts';
import { translate } from './helpers/catalog.ts';

const LANGS = ['fr', 'en', 'de', 'es', 'nl', 'it'] as const;

/** The e-mail address the demo seed gives a user. */
function demoEmail(login: string): string {
  const user = DEMO_USERS.find((u) => u.login === login)!;
  const company = DEMO_COMPANIES.find((c) => c.key === user.company)!;
  return `${login.replace('.', '-')}@${company.email.split('@')[1]}`;
}

describe('login page', () => {
  const session = useBrowser();

  it('shows the same error for an unknown login and for a wrong password', async () => {
    const messages: string[] = [];
    for (const [login, password] of [
      ['nobody.here', 'demo1234'],
      ['demo.user', 'not-the-password'],
    ] as const) {
      const page = await session.newPage();
      expect(await signInWithForm(page, baseUrl(), 'en', login, { password })).toBe(401);
      const alert = page.locator('.auth-card .ant-alert-error');
      await alert.waitFor();
      messages.push((await alert.textContent())?.trim() ?? '');
      expect(pathOf(page)).toBe('/en/');
      expect(await storedToken(page)).toEqual({ local: null, session: null });
      if (login === 'demo.user') await screenshot(page, 'login-error-en-1280');
    }
    expect(messages[0]).not.toBe('');
    expect(messages[1]).toBe(messages[0]);
  });

  it('keeps the token in localStorage with remember me, in sessionStorage without', async () => {
    const remembered = await session.newPage();
    expect(await signInWithForm(remembered, baseUrl(), 'en', 'demo.junior', { remember: true })).toBe(200);
    await remembered.waitForURL((url) => url.pathname === '/en/home');
    const withRemember = await storedToken(remembered);
    expect(withRemember.local).toBeTruthy();
    expect(withRemember.session).toBeNull();

    const notRemembered = await session.newPage();
    expect(await signInWithForm(notRemembered, baseUrl(), 'en', 'demo.junior', { remember: false })).toBe(200);
    await notRemembered.waitForURL((url) => url.pathname === '/en/home');
    const withoutRemember = await storedToken(notRemembered);
    expect(withoutRemember.local).toBeNull();
    expect(withoutRemember.session).toBeTruthy();
  });

  it('refuses to sign in without accepting the terms', async () => {
    const page = await session.newPage();
    await page.goto(`${baseUrl()}/en/`);
    await page.locator('#identifier').fill('demo.user');
    await page.locator('#password').fill('demo1234');
    await page.locator('form button[type="submit"]').click();
    await page.locator('#accept_terms_help, .ant-form-item-explain-error').first().waitFor();
    expect(pathOf(page)).toBe('/en/');
    expect(await storedToken(page)).toEqual({ local: null, session: null });
  });

  it('the forgotten-password link opens its form, which checks login and e-mail', async () => {
    const page = await session.newPage();
    await page.goto(`${baseUrl()}/en/`);
    await page.locator('.auth-links button').filter({ hasText: translate('en', 'Forgotten password?') }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'forgotten-password');
    await page.locator('#email').waitFor();
    expect(await page.locator('#identifier').count()).toBe(1);
    expect(await page.locator('#password').count()).toBe(0);
    await screenshot(page, 'forgotten-password-en-1280');

    await page.locator('#identifier').fill('demo.user');
    await page.locator('#email').fill('someone-else@example.com');
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/reset-password'));
    await page.locator('form button[type="submit"]').click();
    expect((await refused).status()).toBe(422);
    await page.locator('.auth-card .ant-alert-error').waitFor();
    expect(await page.locator('.ant-result-success').count()).toBe(0);

    await page.locator('#email').fill(demoEmail('demo.user'));
    expect(demoEmail('demo.user')).toBe('demo-user@zwembaden-vlaanderen.example');
    await page.locator('form button[type="submit"]').click();
    await page.locator('.ant-result-success').waitFor();
    expect(await page.locator('.auth-card .ant-alert-error').count()).toBe(0);
    await screenshot(page, 'forgotten-password-sent-en-1280');
  });

  it('shows no maintenance banner when the server runs without MAINTENANCE_BANNER', async () => {
    const settings = await fetch(`${baseUrl()}/api/v1/settings`);
    expect(((await settings.json()) as { data: { maintenance_banner: boolean } }).data.maintenance_banner).toBe(false);
    const page = await session.newPage();
    await page.goto(`${baseUrl()}/en/`);
    await page.locator('#identifier').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.maintenance-banner').count()).toBe(0);
  });

  it.each(LANGS)('the login page in %s', async (lang) => {
    const page = await session.newPage();
    await page.goto(`${baseUrl()}/${lang}/`);
    await page.locator('#identifier').waitFor();
    expect(await htmlLang(page)).toBe(lang);
    expect((await page.locator('.auth-card h1').textContent())?.trim()).toBe(
      translate(lang, 'Sign in to your professional space'),
    );
    await screenshot(page, `login-${lang}-1280`);
    if (lang === 'en' || lang === 'de') {
      await page.setViewportSize({ width: 768, height: 1024 });
      await screenshot(page, `login-${lang}-768`);
    }
  });
});
