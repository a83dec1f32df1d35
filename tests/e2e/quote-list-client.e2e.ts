/**
 * My quotes after switching the reference client (French, demo.staff): the list shows that client's quotes.
 * It changes what demo.staff sees everywhere for a while: it runs alone (vite.config.ts, E2E_ALONE).
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, signIn, useBrowser } from './helpers/browser.ts';
import { apiCreateAs, rowOf } from './helpers/quote-list.ts';
import { referenceClient, setClient } from './helpers/reference-client.ts';

describe('my quotes', () => {
  const session = useBrowser();

  it('in French: after switching the reference client, the list shows that client’s quotes', async () => {
    const name = `Soleil ${Date.now() % 1_000_000}`;
    const id = await apiCreateAs('demo.staff', name);
    const page = await session.newPage();
    expect(await signIn(page, baseUrl(), 'fr', 'demo.staff', { to: '/quote' })).toBe(200);
    await rowOf(page, id).waitFor();
    const before = await referenceClient(page);

    await page.locator('.app-header .client-search input').fill('Müller');
    const reloaded = page.waitForEvent('load'); // the switch reloads the page (spec §4)
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('Schwimmbad Müller GmbH').click();
    await reloaded;
    await page.getByTestId('company-name').getByText('Schwimmbad Müller GmbH').waitFor();
    await page.locator('.quote-list[aria-busy="false"]').waitFor();
    expect(await rowOf(page, id).count()).toBe(0);
    expect(await page.locator('.quote-list').textContent()).not.toContain(name);
    // the other files' tests sign in as demo.staff with its own reference client
    await setClient(page, before.userId, before.clientId);
  });
});
