/**
 * Each demo user signs in through the login page in another language and
 * lands on home in that language, with the menu their permissions allow.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_USERS } from '../../server/db/seed-data.ts';
import { baseUrl, collectErrors, htmlLang, pathOf, screenshot, signInWithForm, useBrowser } from './helpers/browser.ts';
import { translate, translatedShare } from './helpers/catalog.ts';

interface Case {
  login: string;
  lang: 'fr' | 'nl' | 'de' | 'en' | 'es' | 'it';
  userManagement: boolean;
  clientSearch: boolean;
}

const CASES: Case[] = [
  { login: 'demo.staff', lang: 'fr', userManagement: true, clientSearch: true },
  { login: 'demo.group', lang: 'nl', userManagement: true, clientSearch: true },
  { login: 'demo.admin', lang: 'de', userManagement: true, clientSearch: false },
  { login: 'demo.user', lang: 'en', userManagement: false, clientSearch: false },
  { login: 'demo.junior', lang: 'es', userManagement: false, clientSearch: false },
  { login: 'demo.external', lang: 'it', userManagement: false, clientSearch: false },
];

/** The name the header shows: the external client's for an external user, else the user's company. */
function expectedCompanyName(login: string): string {
  const user = DEMO_USERS.find((u) => u.login === login);
  const company = DEMO_COMPANIES.find((c) => c.key === user?.company);
  if (!user || !company) throw new Error(`${login} is not a demo user`);
  return company.name;
}

function firstName(login: string): string {
  return DEMO_USERS.find((u) => u.login === login)!.firstName;
}

describe('sign-in in each language', () => {
  const session = useBrowser();

  it.each(CASES.map((c) => [c.login, c.lang, c] as const))('%s signs in via /%s/ and sees home in that language', async (login, lang, c) => {
    const page = await session.newPage();
    const errors = collectErrors(page);

    expect(await signInWithForm(page, baseUrl(), lang, login)).toBe(200);
    await page.waitForURL((url) => url.pathname === `/${lang}/home`);
    expect(pathOf(page)).toBe(`/${lang}/home`);
    await page.locator('[data-testid="menu-order"]').waitFor();
    expect(await htmlLang(page)).toBe(lang);

    // header: the company name, the client search only with CAN_SWITCH_REF
    await expect.poll(() => page.locator('[data-testid="company-name"] strong').textContent()).toBe(expectedCompanyName(login));
    expect(await page.locator('.app-header .client-search').count()).toBe(c.clientSearch ? 1 : 0);

    // home in that language: the greeting names the user, the cards' titles come from the catalogue
    await expect.poll(() => page.locator('.home h2').textContent()).toContain(firstName(login));
    expect(await page.locator('[data-testid="menu-quote"] h3').textContent()).toBe(translate(lang, 'Create a quote'));
    expect(await page.locator('[data-testid="menu-order"] h3').textContent()).toBe(translate(lang, 'My orders'));
    expect(await page.locator('[data-testid="menu-billing"] h3').textContent()).toBe(translate(lang, 'Billing information'));

    // menu entries follow the permissions
    for (const key of ['quote', 'order', 'billing']) {
      expect(await page.locator(`[data-testid="menu-${key}"]`).count(), `menu-${key}`).toBe(1);
    }
    // installer information only when the reference client is an installer (not demo.group's own group)
    expect(await page.locator('[data-testid="menu-installer"]').count(), 'menu-installer').toBe(login === 'demo.group' ? 0 : 1);
    expect(await page.locator('[data-testid="menu-user"]').count(), 'menu-user').toBe(c.userManagement ? 1 : 0);
    expect(await page.locator('.maintenance-banner').count(), 'maintenance banner').toBe(0);

    await screenshot(page, `home-${lang}-1280`);
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.waitForTimeout(300); // let the header settle into its phone layout
    await screenshot(page, `home-${lang}-768`);
    expect(errors, 'console errors during sign-in and home').toEqual([]);
  });

  it.each(CASES.map((c) => c.lang).filter((lang) => lang !== 'en'))('the %s catalogue is translated', (lang) => {
    const { translated, total } = translatedShare(lang);
    expect(total).toBeGreaterThan(0);
    expect(translated, `src/locales/${lang}/messages.po has no translation at all`).toBeGreaterThan(0);
  });
});
