/**
 * Route guards and the 404 page: sign-in with a return path, permissions that
 * send a user home, unknown paths and the reset button of the error page.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, collectErrors, htmlLang, pathOf, screenshot, signIn, signInWithForm, storedToken, useBrowser } from './helpers/browser.ts';
import { translate } from './helpers/catalog.ts';

describe('route guards', () => {
  const session = useBrowser();

  it('an anonymous visit to /de/order goes through the login page and comes back', async () => {
    const page = await session.newPage();
    await page.goto(`${baseUrl()}/de/order`);
    await page.waitForURL((url) => url.pathname === '/de/');
    expect(pathOf(page)).toBe('/de/?r=%2Fde%2Forder');
    expect(await htmlLang(page)).toBe('de');

    expect(await signInWithForm(page, baseUrl(), 'de', 'demo.user', { stay: true })).toBe(200);
    await page.waitForURL((url) => url.pathname === '/de/order');
    expect(pathOf(page)).toBe('/de/order');
    await page.locator('[data-testid="company-name"]').waitFor();
    expect(await htmlLang(page)).toBe('de');
  });

  it('a stored session whose account gets no answer says the server cannot be reached, keeps the session and comes back on "try again"', async () => {
    const page = await session.newPage();
    expect(await signIn(page, baseUrl(), 'fr', 'demo.user')).toBe(200);
    await page.locator('[data-testid="menu-order"]').waitFor();
    const account = /\/api\/v1\/account$/;
    await page.route(account, (route) => route.abort('internetdisconnected'));
    await page.reload();
    await page.getByText(translate('fr', 'The server cannot be reached'), { exact: true }).waitFor();
    await screenshot(page, 'offline-fr');
    await page.unroute(account);
    await page.getByRole('button', { name: translate('fr', 'Try again') }).click();
    await page.locator('[data-testid="menu-order"]').waitFor();
    expect(pathOf(page)).toBe('/fr/home');
  });

  it('an order that does not exist (or is not the user\'s) says so in French and leads back to the list, with no "try again"', async () => {
    const page = await session.newPage();
    expect(await signIn(page, baseUrl(), 'fr', 'demo.user', { to: '/order/999999' })).toBe(200);
    const drawer = page.locator('.order-drawer');
    await drawer.getByText(translate('fr', 'Order not found'), { exact: true }).waitFor();
    expect(await drawer.getByRole('button', { name: translate('fr', 'Try again') }).count()).toBe(0);
    await screenshot(page, 'order-missing-fr');
    await drawer.getByRole('button', { name: translate('fr', 'Back to the orders') }).click();
    await page.waitForURL((url) => url.pathname === '/fr/order');
  });

  it('a quote that does not exist says so under the page\'s one heading, the header naming no quote (issue 30, item 8: "· Devis n°"), in French and Italian, at phone width too', async () => {
    for (const [locale, login] of [['fr', 'demo.staff'], ['it', 'demo.external']] as const) {
      const page = await session.newPage();
      expect(await signIn(page, baseUrl(), locale, login, { to: '/quote/99999' })).toBe(200);
      const title = translate(locale, 'This quote does not exist, or it is not one of yours.');
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await page.locator('header').textContent()).not.toContain('·');
      await screenshot(page, `quote-missing-${locale}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, `quote-missing-${locale}-phone`);
      await page.close();
    }
  });

  it('a user without user management who opens /user is sent to /home', async () => {
    const page = await session.newPage();
    expect(await signIn(page, baseUrl(), 'en', 'demo.user', { to: '/user' })).toBe(200);
    await page.waitForURL((url) => url.pathname === '/en/home');
    expect(pathOf(page)).toBe('/en/home');

    await page.goto(`${baseUrl()}/user`);
    await page.waitForURL((url) => url.pathname === '/home');
    await page.locator('[data-testid="menu-order"]').waitFor();
    expect(pathOf(page)).toBe('/home');
    expect(await page.locator('[data-testid="menu-user"]').count()).toBe(0);
  });

  it('a user with user management may open /user', async () => {
    const page = await session.newPage();
    expect(await signIn(page, baseUrl(), 'en', 'demo.admin')).toBe(200);
    await page.waitForURL((url) => url.pathname === '/en/home');
    await page.locator('[data-testid="menu-user"]').click();
    await page.waitForURL((url) => url.pathname === '/en/user');
    await page.waitForTimeout(300); // a guard would redirect at once
    expect(pathOf(page)).toBe('/en/user');
  });
});

describe('the 404 page', () => {
  const session = useBrowser();

  it.each([['/de/this-does-not-exist'], ['/nope']])('%s shows the 404 page', async (pathname) => {
    const page = await session.newPage();
    const errors = collectErrors(page);
    await page.goto(`${baseUrl()}${pathname}`);
    await page.locator('.status-panel[data-status="404"]').waitFor();
    expect(pathOf(page)).toBe(pathname);
    expect(await page.locator('.error-page button').count()).toBe(1);
    if (pathname.startsWith('/de/')) expect(await htmlLang(page)).toBe('de');
    expect(errors).toEqual([]);
  });

  it('shows the English text under /en/ and its button resets the session', async () => {
    const page = await session.newPage();
    expect(await signIn(page, baseUrl(), 'en', 'demo.user', { remember: true, to: '/no/such/page' })).toBe(200);
    await page.locator('.status-panel[data-status="404"]').waitFor();
    const { local: token } = await storedToken(page);
    expect(token).toBeTruthy();
    expect((await page.context().cookies()).map((c) => c.name)).toContain('locale');
    expect((await page.locator('.status-panel[data-status="404"] h1').textContent())?.trim()).toBe('This page could not be found');
    await screenshot(page, '404-en-1280');
    await page.setViewportSize({ width: 768, height: 1024 });
    await screenshot(page, '404-en-768');
    await page.setViewportSize({ width: 1280, height: 800 });

    // still signed in until the button is pressed
    expect((await storedToken(page)).local).toBe(token);
    await Promise.all([page.waitForURL((url) => url.pathname === '/en/'), page.locator('.error-page button').click()]);
    await page.locator('#identifier').waitFor();
    expect(await storedToken(page)).toEqual({ local: null, session: null });
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(await page.context().cookies()).toEqual([]);

    // the token was revoked on the server too
    const account = await fetch(`${baseUrl()}/api/v1/account`, { headers: { authorization: `Bearer ${token}` } });
    expect(account.status).toBe(401);
  });
});
