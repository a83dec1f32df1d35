/**
 * An order from validation to shipping, each party in its own language: an
 * installer of a trading group (demo.user, English) validates a quote at
 * the builder's step 11; the
 * group's administrator (demo.group, Dutch) finds it counted on home and in
 * its confirmation queue and confirms it; the order desk (demo.staff, French)
 * accepts it with its manufacture and ex-works dates and ships it; the
 * installer then reads each status and date in /order and on the order's
 * timeline, also at phone width, and has the e-mails in English as .eml files.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken } from './helpers/api.ts';
import { presetQuote } from './helpers/preset-quote.ts';
import { axeViolations, describeViolations } from './helpers/axe.ts';
import { baseUrl, collectErrors, screenshot, signIn, useBrowser } from './helpers/browser.ts';
import { translate } from './helpers/catalog.ts';
import { waitForMail } from './helpers/mailbox.ts';

/** Lists load their lazy screen and data first: wait as long as a locator would. */
const POLL = { timeout: 15_000 };
const INSTALLER_EMAIL = 'demo-user@zwembaden-vlaanderen.example';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const text = (locale: string, msgid: string, values: Record<string, string | number> = {}) =>
  translate(locale, msgid).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The installer's priced bubble-cover quote, left at step 11 as the builder leaves it. */
async function pricedQuote(): Promise<number> {
  const quote = await presetQuote(await apiToken('demo.user'), { family: 'bubble', preset: 'rect_8x4_blue', quote: { end_customer_reference: 'Villa Janssens' }, lastStepId: 11 });
  return quote.id;
}


/** A day `n` days from today as the desk types it (dd/mm/yyyy): an order's dates fall between its own day and two years ahead. */
function inDays(n: number): string {
  const [year, month, day] = new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}
/** Made, out of the works and shipped the day it was ordered: a shipping date to come is refused (issue 30, item 4). */
const [MANUFACTURE, EX_WORKS, SHIPPING, MANUFACTURE_LATE] = [inDays(0), inDays(0), inDays(0), inDays(2)];
/** The installer, on the quote's page (at step 11, in English), validates it with a plan attached and its own order reference. */
async function validateInBrowser(page: Page, quoteId: number): Promise<{ id: number; number: string }> {
  const submit = page.getByRole('button', { name: text('en', 'Validate the order') });
  await submit.waitFor({ timeout: 30_000 });
  await page.locator('input[type="file"]').setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.locator('#order_reference').fill('GENT-2026-17');
  await page.locator('#accept_terms').check();
  await expect.poll(() => submit.isEnabled(), POLL).toBe(true);
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(`/api/v1/quote/${quoteId}/validation`)), submit.click()]);
  expect(response.status(), await response.text()).toBe(200);
  const { order } = ((await response.json()) as { data: { order: { id: number; number: string; awaiting_confirmation: boolean } } }).data;
  expect(order.awaiting_confirmation).toBe(true);
  return order;
}

/** The list's row of an order. */
const rowOf = (page: Page, number: string) => page.locator('.order-table tr.quote-row', { hasText: number });

async function openOrder(page: Page, number: string): Promise<void> {
  await rowOf(page, number).click();
  await page.locator('.order-drawer .ant-drawer-title', { hasText: number }).waitFor();
}

/** Runs a decision's dialog: fills its fields, submits, waits for the success toast. */
async function decide(page: Page, locale: string, button: string, fill: (dialog: ReturnType<Page['locator']>) => Promise<void>, toast: string): Promise<void> {
  await page.locator('.order-actions').getByRole('button', { name: text(locale, button) }).click();
  const dialog = page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal').last();
  await dialog.waitFor();
  await fill(dialog);
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await page.getByText(toast).waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

/** Serious or critical accessibility violations of the page as it stands (axe-core). */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.waitForTimeout(400); // drawers and dialogs finish opening
  const violations = await axeViolations(page);
  expect(violations.length ? describeViolations(screen, violations) : '').toBe('');
}

async function typeDate(page: Page, id: string, value: string): Promise<void> {
  const input = page.locator(`#${id}`);
  await input.click();
  await input.fill(value);
  await input.press('Tab');
}

describe('an order from validation to shipping', () => {
  const session = useBrowser();

  it('is confirmed by the group in Dutch, accepted and shipped by the desk in French, and followed by the installer in English', async () => {
    const installer = await session.newPage({ bypassCSP: true }); // axe-core is injected as an inline script
    const installerErrors = collectErrors(installer);
    const quoteId = await pricedQuote();
    expect(await signIn(installer, baseUrl(), 'en', 'demo.user', { to: `/quote/${quoteId}` })).toBe(200);
    const order = await validateInBrowser(installer, quoteId);
    const { number } = order;

    // the group's administrator, in Dutch: counted on home, found in the queue, confirmed
    const group = await session.newPage({ bypassCSP: true });
    const groupErrors = collectErrors(group);
    expect(await signIn(group, baseUrl(), 'nl', 'demo.group')).toBe(200);
    await group.waitForURL(/\/nl\/home$/);
    const count = group.locator('[data-testid="menu-order"] .menu-card-count');
    await count.waitFor();
    const [before, after] = text('nl', 'Awaiting your confirmation: {awaitingCount}').split('{awaitingCount}');
    expect(await count.textContent()).toMatch(new RegExp(`^${before}[1-9]\\d*${after}$`));
    await group.locator('[data-testid="menu-order"]').click();
    await group.waitForURL(/\/nl\/order\?view=to_confirm$/);
    await expect.poll(() => rowOf(group, number).count(), POLL).toBe(1);
    await expect.poll(() => rowOf(group, number).textContent(), POLL).toContain(text('nl', 'Awaiting confirmation'));
    await expectAccessible(group, 'confirmation queue');
    await openOrder(group, number);
    await expectAccessible(group, 'order awaiting confirmation');
    await screenshot(group, 'order-flow-nl-to-confirm');
    await decide(group, 'nl', 'Confirm', async () => undefined, text('nl', 'Order {number} confirmed.', { number }));
    await group.locator('.order-drawer .order-status-tag[data-stage="received"]').waitFor();
    await group.locator('.order-timeline', { hasText: text('nl', 'Confirmed by the trading group') }).waitFor();
    expect(groupErrors).toEqual([]);

    // the order desk, in French: the open orders, accepted with its dates, then shipped
    const desk = await session.newPage({ bypassCSP: true });
    const deskErrors = collectErrors(desk);
    expect(await signIn(desk, baseUrl(), 'fr', 'demo.staff', { to: '/order?view=open' })).toBe(200);
    await expect.poll(() => rowOf(desk, number).count(), POLL).toBe(1);
    await openOrder(desk, number);
    // the desk cannot ship what it has not accepted: only accept and cancel are offered
    expect(await desk.locator('.order-actions button').allTextContents()).toEqual([text('fr', 'Accept'), text('fr', 'Cancel the order')]);
    await decide(desk, 'fr', 'Accept', async (dialog) => {
      await expectAccessible(desk, 'accept dialog');
      // 02/01/2020 typed for a date to come: a day before the order cannot be taken, the field says why, and Enter does not send the dialog
      const manufacture = desk.locator('#order-action-manufacture');
      await manufacture.click();
      await manufacture.fill('02/01/2020');
      await manufacture.press('Enter');
      await manufacture.press('Tab');
      expect(await manufacture.inputValue()).toBe('');
      expect(await dialog.isVisible()).toBe(true);
      await dialog.locator('.ant-form-item-explain-error', { hasText: /^02\/01\/2020 ne peut pas être choisie/ }).waitFor();
      await screenshot(desk, 'order-flow-fr-date-refused');
      // the ex-works date may not come before the manufacture date
      await typeDate(desk, 'order-action-manufacture', MANUFACTURE_LATE);
      await typeDate(desk, 'order-action-ex-works', EX_WORKS);
      await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
      await dialog.getByText(text('fr', 'The ex-works date cannot be before the manufacture date.')).waitFor();
      await typeDate(desk, 'order-action-manufacture', MANUFACTURE);
    }, text('fr', 'Order {number} accepted.', { number }));
    await desk.locator('.order-drawer .order-status-tag[data-stage="accepted"]').waitFor();
    // "Modifier les dates" on the accepted order: the dialog and its toast tell of the dates, not of an acceptance
    // the same dates saved again: nothing is sent, and the dialog says so rather than "changed" (issue 30, item 3)
    await desk.locator('.order-actions').getByRole('button', { name: text('fr', 'Change dates') }).click();
    const datesDialog = desk.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal').last();
    expect(await datesDialog.locator('.ant-modal-title').textContent()).toBe(text('fr', 'Change the dates of order {number}', { number }));
    await datesDialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await datesDialog.getByRole('status').getByText(text('fr', "These are the order's dates already: nothing was changed.")).waitFor();
    await datesDialog.locator('.ant-modal-footer').getByRole('button', { name: text('fr', 'Close') }).click();
    await datesDialog.waitFor({ state: 'hidden' });
    await decide(desk, 'fr', 'Mark as shipped', async () => {
      await typeDate(desk, 'order-action-shipping', SHIPPING);
    }, text('fr', 'Order {number} marked as shipped.', { number }));
    await desk.locator('.order-drawer .order-status-tag[data-stage="shipped"]').waitFor();
    expect(await desk.locator('.order-actions').count()).toBe(0);
    await screenshot(desk, 'order-flow-fr-shipped');
    expect(deskErrors).toEqual([]);

    // the installer, in English: the status and every date in the list and on the timeline
    await installer.goto(`${baseUrl()}/en/order`);
    await expect.poll(() => rowOf(installer, number).textContent(), POLL).toContain('Shipped');
    await expectAccessible(installer, 'my orders');
    const row = (await rowOf(installer, number).textContent()) ?? '';
    for (const expected of ['GENT-2026-17', '400 µm blue', 'Through the trading group', MANUFACTURE, EX_WORKS, SHIPPING]) expect(row).toContain(expected);
    await openOrder(installer, number);
    const timeline = installer.locator('.order-timeline');
    await timeline.waitFor();
    const entries = await timeline.locator('.order-timeline-what').allTextContents();
    expect(entries).toEqual([
      'Quote validated into an order',
      'Confirmed by the trading group',
      `Manufacture date: none → ${MANUFACTURE}`,
      `Ex-works date: none → ${EX_WORKS}`,
      `Shipping date: none → ${SHIPPING}`,
      'Status: Shipped',
    ]);
    expect(await timeline.textContent()).toContain('Pieter Janssens');
    expect(await timeline.textContent()).toContain('Claire Morel');
    expect(await installer.locator('.order-actions').count()).toBe(0);
    await expectAccessible(installer, 'shipped order');
    await screenshot(installer, 'order-flow-en-timeline');
    // the purchase order downloads from the drawer
    const [download] = await Promise.all([installer.waitForEvent('download'), installer.locator('.order-drawer .ant-drawer-extra button').click()]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    // the quote's success page tells where the shipped order stands now, not what happened at validation
    await installer.goto(`${baseUrl()}/en/quote/${quoteId}/success`);
    const outcome = installer.locator('.order-outcome');
    await outcome.locator('.ant-result-title').waitFor();
    expect(await outcome.locator('.ant-result-title').textContent()).toBe(text('en', 'Your order {number} has shipped', { number: number.replaceAll('-', '\u2011') }));
    expect(await outcome.textContent()).not.toContain(text('en', 'Our order desk has received the order and schedules its manufacture.'));
    expect(await outcome.textContent()).toContain(text('en', 'The order was shipped on {shipping}.', { shipping: SHIPPING }));
    // the sentence starts where its heading does, not indented like a list (issue 16)
    const shippedSentence = await outcome.getByText(text('en', 'The order was shipped on {shipping}.', { shipping: SHIPPING })).boundingBox();
    const standsHeading = await outcome.getByRole('heading', { level: 2, name: text('en', 'Where the order stands') }).boundingBox();
    expect(Math.round(shippedSentence!.x)).toBe(Math.round(standsHeading!.x));
    await screenshot(installer, 'order-flow-en-success-shipped');
    expect(installerErrors).toEqual([]);

    // at phone width the list keeps the number and the purchase order in view
    const phone = await session.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    expect(await signIn(phone, baseUrl(), 'en', 'demo.user', { to: `/order/${order.id}` })).toBe(200);
    await phone.locator('.order-drawer .ant-drawer-title', { hasText: number }).waitFor();
    // the drawer takes the whole width, and nothing but the lines' table scrolls sideways
    // (polled: the drawer slides in from the right after its title is there)
    await expect.poll(async () => {
      const detail = await phone.locator('.order-detail').boundingBox();
      return detail!.x + detail!.width;
    }).toBeLessThanOrEqual(390);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone, 'order-flow-en-phone');

    // the installer's e-mails, in English
    for (const subject of ['Your order {number} is recorded', 'Your order {number} is confirmed', 'Your order {number} is accepted', 'Your order {number} has shipped']) {
      const mail = await waitForMail(INSTALLER_EMAIL, subject.replace('{number}', number));
      expect(mail.body).toContain(number);
    }
    // three people's sessions in one flow: 90 s measured on a busy machine
  }, 180_000);
});
