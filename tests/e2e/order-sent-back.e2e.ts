/**
 * A sent-back order and a cancelled one, as the installer reads them in
 * French (issue 16): two quotes of demo.user validated through its trading
 * group; the group sends the first back with a reason that ends with a full
 * stop, confirms the second, which the order desk then cancels. My orders
 * tells them apart (text and colour of the status tag), and the quote's
 * page quotes the group's reason without doubling its full stop. At a
 * laptop's and a phone's width.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, apiToken } from './helpers/api.ts';
import { presetQuote } from './helpers/preset-quote.ts';
import { baseUrl, collectErrors, screenshot, signIn, useBrowser } from './helpers/browser.ts';
import { translate } from './helpers/catalog.ts';

const POLL = { timeout: 15_000 };
const REASON = 'Les dimensions ne correspondent pas au plan du bassin.';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A priced bubble-cover quote of demo.user, validated through its trading group: its order awaits the group. */
async function validatedQuote(token: string, customer: string): Promise<{ quoteId: number; orderId: number; number: string }> {
  const quote = await presetQuote(token, { family: 'bubble', preset: 'rect_8x4_blue', quote: { end_customer_reference: customer }, lastStepId: 11 });
  const form = new FormData();
  form.append('accept_terms', 'true');
  form.append('documents', new Blob([PDF], { type: 'application/pdf' }), 'plan.pdf');
  const { order } = await apiCall<{ order: { id: number; number: string; awaiting_confirmation: boolean } }>(token, 'POST', `/quote/${quote.id}/validation`, form);
  expect(order.awaiting_confirmation).toBe(true);
  return { quoteId: quote.id, orderId: order.id, number: order.number };
}

const text = (msgid: string) => translate('fr', msgid);
const tagOf = (page: Page, number: string) => page.locator('.order-table tr.quote-row', { hasText: number }).locator('.order-status-tag');

describe('a sent-back order and a cancelled one (French)', () => {
  const session = useBrowser();

  it('are told apart in My orders, and the reason is quoted as written', async () => {
    const installer = await apiToken('demo.user');
    const sentBack = await validatedQuote(installer, 'Villa Renvoi');
    const cancelled = await validatedQuote(installer, 'Villa Annulation');
    const group = await apiToken('demo.group');
    await apiCall(group, 'POST', `/quote/${sentBack.quoteId}/confirmation`, { decision: 'reject', reason: REASON });
    await apiCall(group, 'POST', `/quote/${cancelled.quoteId}/confirmation`, { decision: 'confirm' });
    await apiCall(await apiToken('demo.staff'), 'PUT', `/order/${cancelled.orderId}`, { status: 'cancelled', reason: 'Rupture de stock.' });

    const page = await session.newPage();
    const errors = collectErrors(page);
    expect(await signIn(page, baseUrl(), 'fr', 'demo.user', { to: '/order' })).toBe(200);
    await expect.poll(() => tagOf(page, sentBack.number).count(), POLL).toBe(1);
    await expect.poll(() => tagOf(page, cancelled.number).count(), POLL).toBe(1);
    const [backTag, cancelTag] = [tagOf(page, sentBack.number), tagOf(page, cancelled.number)];
    expect(await backTag.textContent()).toBe(text('Sent back by the trading group'));
    expect(await cancelTag.textContent()).toBe(text('Cancelled'));
    expect(await backTag.getAttribute('data-stage')).toBe('sent_back');
    expect(await cancelTag.getAttribute('data-stage')).toBe('cancelled');
    const colours = (tag: typeof backTag) => tag.evaluate((node) => [getComputedStyle(node).color, getComputedStyle(node).backgroundColor].join(' '));
    expect(await colours(backTag)).not.toBe(await colours(cancelTag));
    await screenshot(page, 'order-sent-back-fr-list');

    // the quote's page: the group's reason as written, then what to do, without ".."
    await page.goto(`${baseUrl()}/fr/quote/${sentBack.quoteId}/confirmation`);
    const subtitle = page.locator('.ant-result-subtitle');
    await subtitle.waitFor();
    const said = (await subtitle.innerText()).replace(/\s+/g, ' ');
    expect(said).toContain(REASON);
    expect(said).toContain(text('Correct the quote, then validate it again.'));
    expect(said).not.toMatch(/\.\s*\./);
    await screenshot(page, 'order-sent-back-fr-reason');

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'order-sent-back-fr-reason-phone');
    await page.goto(`${baseUrl()}/fr/order`);
    await expect.poll(() => page.locator('.order-table .order-status-tag[data-stage="sent_back"]').count(), POLL).toBeGreaterThan(0);
    await screenshot(page, 'order-sent-back-fr-list-phone');
    expect(errors).toEqual([]);
  }, 120_000);
});
