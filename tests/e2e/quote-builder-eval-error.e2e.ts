/**
 * Spec §4 and §8, in Spanish: when the inconsistency check answers
 * EVAL_ERROR (a rule the server could not evaluate), the builder shows the
 * single error marker and asks the user to contact support with the quote's
 * number, and keeps the special steps disabled; once a check succeeds again,
 * the message goes away.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, signIn, useBrowser } from './helpers/browser.ts';
import { translate } from './helpers/catalog.ts';

const LOCALE = 'es';
const t = (msgid: string) => translate(LOCALE, msgid);

describe('quote builder: a failed inconsistency check, in Spanish', () => {
  const session = useBrowser();

  it('asks to contact support with the quote number', async () => {
    const page = await session.newPage();
    expect(await signIn(page, baseUrl(), LOCALE, 'demo.junior')).toBe(200);
    await page.waitForURL((url) => url.pathname === `/${LOCALE}/home`);
    const token = await page.evaluate(() => sessionStorage.getItem('auth.token'));
    const headers = { authorization: `Bearer ${token}` };
    const families = (await (await page.request.get(`${baseUrl()}/api/v1/family`, { headers })).json()) as { data: { id: number; key: string }[] };
    const net = families.data.find((family) => family.key === 'net')!;
    const created = await page.request.post(`${baseUrl()}/api/v1/quote`, { headers, data: { family_id: net.id } });
    const quote = ((await created.json()) as { data: { id: number; reference: string } }).data;

    let failing = true;
    await page.route(/\/api\/v1\/quote\/\d+\/inconsistency(\?|$)/, async (route) => {
      if (!failing) return route.continue();
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: { status: 'EVAL_ERROR', has_data: true, steps_with_data: [], inconsistencies: [] } }) });
    });
    await page.goto(`${baseUrl()}/${LOCALE}/quote/${quote.id}`);
    const message = t('The inconsistency check failed: contact support with the quote number {0}.').replace('{0}', quote.reference);
    const alert = page.locator('.builder-main .ant-alert-error').filter({ hasText: message });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(quote.reference);
    const price = page.locator('.builder-steps .step-list-item').filter({ hasText: t('Price calculation') });
    expect(await price.getAttribute('aria-disabled')).toBe('true');

    failing = false;
    const checked = page.waitForResponse((r) => /\/inconsistency$/.test(new URL(r.url()).pathname));
    await page.reload();
    expect((await checked).status()).toBe(200);
    await page.locator('.builder-steps [aria-current="step"]').waitFor();
    expect(await alert.count()).toBe(0);
  });
});
