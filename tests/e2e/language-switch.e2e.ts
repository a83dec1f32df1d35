/**
 * Switching language in the header: the URL prefix, <html lang>, the locale
 * cookie (365 days) and the user's saved locale all follow, and survive a reload.
 * The switch is made by an installer's administrator of the test's own
 * (helpers/own-user.ts), German like demo.admin: the files running beside it
 * count on demo.admin's language (its e-mails, its landing page).
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, htmlLang, pathOf, screenshot, signIn, storedToken, useBrowser } from './helpers/browser.ts';
import { translate } from './helpers/catalog.ts';
import { ownUser } from './helpers/own-user.ts';

const DAY_S = 24 * 60 * 60;

async function accountOf(token: string): Promise<{ id: number; locale: string }> {
  const response = await fetch(`${baseUrl()}/api/v1/account`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { id: number; locale: string } }).data;
}

describe('language switch', () => {
  const session = useBrowser();

  it('from German to Italian, kept across a reload, in the cookie and on the account', async () => {
    const admin = await ownUser({ invitedBy: 'demo.admin', roleId: 3, locale: 'de' });
    const page = await session.newPage();
    expect(await signIn(page, baseUrl(), 'de', admin.login, { password: admin.password })).toBe(200);
    await page.waitForURL((url) => url.pathname === '/de/home');
    await page.locator('[data-testid="menu-order"]').waitFor();
    expect(await htmlLang(page)).toBe('de');
    const token = (await storedToken(page)).session;
    expect(token).toBeTruthy();

    const saved = page.waitForResponse((r) => /\/api\/v1\/user\/\d+$/.test(r.url()) && r.request().method() === 'PUT');
    await page.locator('.app-header .language-selector').selectOption({ label: 'Italiano' });
    await page.waitForURL((url) => url.pathname === '/it/home');
    expect((await saved).status()).toBe(200);
    await expect.poll(() => htmlLang(page)).toBe('it');
    await expect.poll(() => page.locator('[data-testid="menu-order"] h3').textContent()).toBe(translate('it', 'My orders'));

    await page.reload();
    await page.locator('[data-testid="menu-order"]').waitFor();
    expect(pathOf(page)).toBe('/it/home');
    expect(await htmlLang(page)).toBe('it');
    expect(await page.locator('[data-testid="menu-order"] h3').textContent()).toBe(translate('it', 'My orders'));
    expect(await page.locator('.app-header .language-selector').inputValue()).toBe('it');
    await screenshot(page, 'home-after-switch-it-1280');

    const cookie = (await page.context().cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('it');
    const daysAhead = ((cookie?.expires ?? 0) - Date.now() / 1000) / DAY_S;
    expect(daysAhead).toBeGreaterThan(364.9);
    expect(daysAhead).toBeLessThan(365.1);

    expect((await accountOf(token!)).locale).toBe('it');

    // an unprefixed path takes the cookie's language
    await page.goto(`${baseUrl()}/home`);
    await page.locator('[data-testid="menu-order"]').waitFor();
    expect(pathOf(page)).toBe('/home');
    expect(await htmlLang(page)).toBe('it');
    expect(await page.locator('[data-testid="menu-order"] h3').textContent()).toBe(translate('it', 'My orders'));
  });

  it('the login page switches language too, before sign-in', async () => {
    const page = await session.newPage();
    await page.goto(`${baseUrl()}/en/`);
    await page.locator('#identifier').waitFor();
    await page.locator('.auth-language .language-selector').selectOption({ label: 'Nederlands' });
    await page.waitForURL((url) => url.pathname === '/nl/');
    await expect.poll(() => htmlLang(page)).toBe('nl');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('nl');
    await expect
      .poll(() => page.locator('.auth-card h1').textContent())
      .toBe(translate('nl', 'Sign in to your professional space'));
  });
});
