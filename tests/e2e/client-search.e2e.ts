/**
 * The header's client search (CAN_SWITCH_REF), in French and Dutch: under
 * two characters it says so, a query that finds nothing says so, and the
 * names it finds are shown whole (wrapped, never cut). The switch is made by
 * a trading-group administrator of the test's own (helpers/own-user.ts): the
 * files running beside it sign in as demo.group with its own reference client.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, signIn, useBrowser } from './helpers/browser.ts';
import { translate } from './helpers/catalog.ts';
import { ownUser } from './helpers/own-user.ts';

describe('client search in the header', () => {
  const session = useBrowser();

  for (const [locale, login, query] of [['fr', 'demo.staff', 'pi'], ['nl', 'demo.group', 'zw']] as const) {
    it(`says why it is empty and shows whole names (${locale}, ${login})`, async () => {
      const t = (id: string) => translate(locale, id);
      const page = await session.newPage({ viewport: { width: 1366, height: 800 } });
      expect(await signIn(page, baseUrl(), locale, login)).toBe(200);
      await page.waitForURL((url) => url.pathname.endsWith('/home'));
      const input = page.locator('.client-search input');
      const popup = page.locator('.client-search-popup:not(.ant-select-dropdown-hidden)');
      await input.click();
      await input.fill('p');
      await popup.getByText(t('Type at least {minLength} characters.').replace('{minLength}', '2')).waitFor();
      await input.fill('zzzzzz');
      await popup.getByText(t('No client matches this search.')).waitFor();
      await input.fill(query); // a client this user may see
      const options = popup.locator('.ant-select-item-option-content');
      await options.first().waitFor();
      const cut = await options.evaluateAll((items) => items.filter((item) => item.scrollWidth > item.clientWidth + 1).map((item) => item.textContent));
      expect(cut).toEqual([]);
    });
  }
});

describe('switching the reference client from the header', () => {
  const session = useBrowser();

  it('in Dutch a trading-group administrator switches to a member installer, and cannot find an installer outside its group', async () => {
    const t = (id: string) => translate('nl', id);
    const admin = await ownUser({ invitedBy: 'demo.group', roleId: 5, locale: 'nl' });
    const page = await session.newPage();
    expect(await signIn(page, baseUrl(), 'nl', admin.login, { password: admin.password })).toBe(200);
    await page.waitForURL((url) => url.pathname === '/nl/home');
    const input = page.locator('.client-search input');
    const popup = page.locator('.client-search-popup:not(.ant-select-dropdown-hidden)');
    await input.click();
    await input.fill('Müller'); // a German installer, not a member of the group
    await popup.getByText(t('No client matches this search.')).waitFor();
    await input.fill('Zwembaden');
    await Promise.all([
      page.waitForEvent('load'), // the page reloads after the switch (spec §4)
      popup.getByText(/Zwembaden Vlaanderen/).first().click(),
    ]);
    await page.getByTestId('company-name').getByText(/Zwembaden Vlaanderen/).waitFor();
  });
});
