/** Home on a tablet, upright and sideways: every card, no horizontal scroll; the header on a phone. */
import { describe, expect, it } from 'vitest';
import { baseUrl, screenshot, signIn, useBrowser } from './helpers/browser.ts';

const VIEWPORTS = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
];
const CARDS = ['quote', 'order', 'user', 'billing', 'installer'];

describe('responsive home', () => {
  const session = useBrowser();

  it.each(VIEWPORTS.map((v) => [`${v.width}x${v.height}`, v] as const))('at %s every card shows without horizontal scroll', async (name, viewport) => {
    const page = await session.newPage({ viewport });
    // demo.staff has every card and the client search, the widest header
    expect(await signIn(page, baseUrl(), 'fr', 'demo.staff')).toBe(200);
    await page.waitForURL((url) => url.pathname === '/fr/home');
    for (const key of CARDS) {
      const card = page.locator(`[data-testid="menu-${key}"]`);
      await card.waitFor();
      const box = await card.boundingBox();
      expect(box, `menu-${key}`).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    }
    expect(await page.locator('.app-header .client-search').isVisible()).toBe(true);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await screenshot(page, `home-fr-${name}`);

    await page.goto(`${baseUrl()}/de/home`);
    await page.locator('[data-testid="menu-order"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, `home-de-${name}`);
  });

  // the staff's client search on a phone: its placeholder read "Rechercher un …" beside a language list as wide as its longest name
  it.each([
    ['fr', 'demo.staff'],
    ['nl', 'demo.group'],
  ] as const)('at 390 px the client search reads its placeholder whole (%s)', async (locale, login) => {
    const page = await session.newPage({ viewport: { width: 390, height: 844 } });
    expect(await signIn(page, baseUrl(), locale, login, { to: '/order' })).toBe(200);
    const input = page.locator('.app-header .client-search input');
    await input.waitFor();
    const measure = () =>
      input.evaluate((element: HTMLInputElement) => {
        const style = getComputedStyle(element);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        return { text: context.measureText(element.placeholder).width, room: element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
      });
    // the header may draw its search again while the page loads: an input taken out of the page has no computed
    // padding. Measured once the page's requests are done, and the measure the poll found whole is the one checked
    // (measured again, the input had been drawn again in between once: NaN on a clean clone)
    await page.waitForLoadState('networkidle');
    let measured = { text: NaN, room: NaN };
    await expect
      .poll(async () => {
        measured = await measure();
        return Number.isFinite(measured.room);
      })
      .toBe(true);
    expect(measured.text).toBeLessThanOrEqual(measured.room);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, `header-client-search-${locale}-390`);
  });
});
