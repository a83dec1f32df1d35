/**
 * My quotes in Chromium: in German, create a quote from the list (meeting
 * the missing-family error first), find it with the text filter (kept in the
 * URL across a reload), rename, duplicate and delete the copy; on a phone, the
 * table scrolls inside the page with its name and action columns in view
 * (switching the reference client: quote-list-client.e2e.ts).
 */
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, collectErrors, screenshot, signIn, useBrowser } from './helpers/browser.ts';
import { translate } from './helpers/catalog.ts';
import { apiCreateAs, rowAction, rowOf } from './helpers/quote-list.ts';

const pathOf = (response: Response) => new URL(response.url()).pathname;
describe('my quotes', () => {
  const session = useBrowser();

  it('in German: create with the missing-family error first, filter, rename, duplicate, delete the copy', async () => {
    const t = (msgid: string) => translate('de', msgid);
    const page = await session.newPage();
    const errors = collectErrors(page);
    expect(await signIn(page, baseUrl(), 'de', 'demo.admin', { to: '/quote' })).toBe(200);
    await page.getByRole('heading', { name: 'Meine Angebote', level: 2 }).waitFor();

    // a new quote: first without a family
    await page.getByTestId('new-quote').first().click();
    const form = page.getByRole('dialog');
    await form.locator('[data-family]').first().waitFor();
    await page.getByTestId('create-quote').click();
    await form.getByText(t('Please fill in the product family.')).waitFor();
    await screenshot(page, 'quote-list-de-missing-family');
    const name = `Becken ${Date.now() % 1_000_000}`;
    await form.locator('[data-family="bubble"]').click();
    await form.getByRole('textbox', { name: t('Quote name') }).fill(name);
    await form.getByRole('textbox', { name: t('End customer reference') }).fill('Huber-7');
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && pathOf(r) === '/api/v1/quote');
    await page.getByTestId('create-quote').click();
    const response = await created;
    expect(response.status()).toBe(201);
    const id = ((await response.json()) as { data: { id: number } }).data.id;
    await page.waitForURL((url) => url.pathname === `/de/quote/${id}`);

    // back to the list; the text filter finds it, and the URL keeps it across a reload
    await page.goto(`${baseUrl()}/de/quote`);
    await page.getByRole('searchbox', { name: t('Search quotes') }).fill('huber-7');
    await page.waitForURL((url) => url.searchParams.get('q') === 'huber-7');
    await rowOf(page, id).waitFor();
    // the unfiltered list (where the new quote is first) stays until the filtered one arrives
    await expect.poll(() => page.locator('.quote-table tbody tr[data-row-key]').count()).toBe(1);
    await expect.poll(() => rowOf(page, id).textContent()).toContain(name);
    await page.reload();
    await rowOf(page, id).waitFor();
    expect(await page.getByRole('searchbox', { name: t('Search quotes') }).inputValue()).toBe('huber-7');
    await page.getByRole('searchbox', { name: t('Search quotes') }).fill(name);
    await page.waitForURL((url) => url.searchParams.get('q') === name);

    // rename
    const renamed = `${name} neu`;
    await rowAction(page, id, t('Rename'));
    const renameDialog = page.getByRole('dialog', { name: t('Rename the quote') });
    await renameDialog.getByRole('textbox').fill(renamed);
    await renameDialog.getByRole('button', { name: t('Save') }).click();
    await renameDialog.waitFor({ state: 'hidden' });
    await rowOf(page, id).getByRole('link', { name: renamed }).waitFor();

    // duplicate: a new draft named with the copy mark, offered to open
    const duplicated = page.waitForResponse((r) => r.request().method() === 'POST' && pathOf(r) === `/api/v1/quote/${id}/duplicate`);
    await rowAction(page, id, t('Duplicate'));
    const copy = ((await (await duplicated).json()) as { data: { id: number; name: string } }).data;
    expect(copy.name).toBe(`${renamed} (Kopie)`);
    await page.getByRole('button', { name: t('Open the copy') }).waitFor();
    await rowOf(page, copy.id).getByRole('link', { name: copy.name }).waitFor();
    await screenshot(page, 'quote-list-de-duplicated');

    // delete the copy, with a confirmation
    await rowAction(page, copy.id, t('Delete'));
    const deleteDialog = page.getByRole('dialog', { name: t('Delete the quote?') });
    const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && pathOf(r) === `/api/v1/quote/${copy.id}`);
    await deleteDialog.getByRole('button', { name: t('Delete') }).click();
    expect((await deleted).status()).toBe(204);
    await rowOf(page, copy.id).waitFor({ state: 'detached' });
    await rowOf(page, id).waitFor();
    expect(errors).toEqual([]);
  });

  it('on a phone: the table scrolls inside the page, with the name and the actions in view', async () => {
    const id = await apiCreateAs('demo.admin', 'Piscina Torres');
    const page = await session.newPage({ viewport: { width: 390, height: 844 } });
    expect(await signIn(page, baseUrl(), 'de', 'demo.admin', { to: '/quote' })).toBe(200);
    const row = rowOf(page, id);
    await row.waitFor();
    for (const cell of [row.getByRole('link', { name: 'Piscina Torres' }), page.getByTestId(`quote-actions-${id}`)]) {
      const box = await cell.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'quote-list-de-phone');
  });
});
