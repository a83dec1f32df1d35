/**
 * My quotes after switching the reference client (French, manufacturer staff): the list shows that client's quotes.
 * The switch is made by a staff member of the test's own (helpers/own-user.ts), starting on demo.staff's client:
 * the other files running beside it sign in as demo.staff with its own reference client.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, signIn, useBrowser } from './helpers/browser.ts';
import { ownUser } from './helpers/own-user.ts';
import { apiCreateAs, rowOf } from './helpers/quote-list.ts';

describe('my quotes', () => {
  const session = useBrowser();

  it('in French: after switching the reference client, the list shows that client’s quotes', async () => {
    const staff = await ownUser({ invitedBy: 'demo.staff', roleId: 1, locale: 'fr', client: 'Piscines du Soleil' });
    const name = `Soleil ${Date.now() % 1_000_000}`;
    const id = await apiCreateAs(staff.login, name, staff.password);
    const page = await session.newPage();
    expect(await signIn(page, baseUrl(), 'fr', staff.login, { password: staff.password, to: '/quote' })).toBe(200);
    await rowOf(page, id).waitFor();

    await page.locator('.app-header .client-search input').fill('Müller');
    const reloaded = page.waitForEvent('load'); // the switch reloads the page (spec §4)
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('Schwimmbad Müller GmbH').click();
    await reloaded;
    await page.getByTestId('company-name').getByText('Schwimmbad Müller GmbH').waitFor();
    await page.locator('.quote-list[aria-busy="false"]').waitFor();
    expect(await rowOf(page, id).count()).toBe(0);
    expect(await page.locator('.quote-list').textContent()).not.toContain(name);
  });
});
