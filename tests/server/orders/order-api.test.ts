/**
 * Orders through the API on PGlite (or PostgreSQL with DATABASE_URL): my
 * orders (scope, filters, sort, pages), one order with its lines and
 * timeline, the purchase order by its opaque reference, the trading group's
 * confirmation and the order desk's changes through the life cycle, each
 * with its timeline event in the same transaction; tenancy answers 404.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { orderEvents, orders } from '../../../server/db/schema.ts';
import { insertUser } from '../helpers/fixtures.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { createQuote, familyByKey, getQuote, type FamilyInfo } from '../quotes/quote-helpers.ts';
import { pricedQuote, TERMS, validate } from './validation-helpers.ts';

/**
 * The day every order of these tests was placed, whatever the day they run (see orderFor): an order's dates
 * fall between that day and two years after the server's today, which the test of that bound sets too.
 */
const TODAY = '2026-11-29';
const PLACED_AT = new Date(`${TODAY}T10:00:00Z`);
/** A day `n` days from TODAY (ISO). */
const inDays = (n: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const [MANUFACTURE, EX_WORKS, SHIPPING] = [inDays(5), inDays(12), inDays(13)];

let server: TestServer;
let dataDir: string;
let user: string; // demo.user: Zwembaden Vlaanderen, member of Benelux Pool Inkoop, English
let group: string; // demo.group: Benelux Pool Inkoop's administrator (ORDER_CONFIRM), Dutch
let admin: string; // demo.admin: Schwimmbad Müller, billed directly, German
let junior: string; // demo.junior: Piscinas Mediterráneo, Spanish
let desk: string; // demo.staff: the manufacturer (ORDER_DESK), French
let erp: string; // demo.erp: the ERP's service account
let otherGroup: string; // an administrator of Groupement Piscines de France
let bubble: FamilyInfo;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-orders-'));
  server = await createTestServer({ dataDir });
  const tokens = await Promise.all(['demo.user', 'demo.group', 'demo.admin', 'demo.junior', 'demo.staff', 'demo.erp'].map((name) => login(server.app, name)));
  [user, group, admin, junior, desk, erp] = tokens as [string, string, string, string, string, string];
  const other = await insertUser(server.db, 'Groupement Piscines de France', { roleId: 5 });
  otherGroup = await login(server.app, other.login);
  bubble = await familyByKey(server.app, user, 'bubble');
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface ValidatedOrder {
  id: number;
  number: string;
  quoteId: number;
  /** The purchase order's reference, and its stored file's id. */
  path: string;
  fileId: string;
}

/** A priced quote of `token`'s client validated into an order (validateQuote). */
async function orderFor(token: string, options: { orderReference?: string; preset?: string } = {}): Promise<ValidatedOrder> {
  const quote = await pricedQuote(server.app, token, options.preset ? { preset: options.preset } : {});
  const parts = [TERMS, ...(options.orderReference ? [{ name: 'order_reference', value: options.orderReference }] : [])];
  const response = await validate(server.app, token, quote.id, parts);
  expect(response.statusCode, response.body).toBe(200);
  const { order } = (response.json() as { data: { order: { id: number; number: string; purchase_order_path: string } } }).data;
  await server.db.update(orders).set({ createdAt: PLACED_AT }).where(eq(orders.id, order.id));
  return { id: order.id, number: order.number, quoteId: quote.id, path: order.purchase_order_path, fileId: order.purchase_order_path.replace(/\.pdf$/, '') };
}

const get = (token: string, url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...auth(token), ...headers } });
const put = (token: string, id: number, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'PUT', url: `/api/v1/order/${id}`, headers: { ...auth(token), ...headers }, payload });
const decide = (token: string, quoteId: number, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: `/api/v1/quote/${quoteId}/confirmation`, headers: { ...auth(token), ...headers }, payload });

interface OrderBody {
  id: number;
  number: string;
  status: string;
  awaiting_confirmation: boolean;
  sent_back: boolean;
  manufacture_date: string | null;
  ex_works_date: string | null;
  shipping_date: string | null;
  purchase_order_path: string;
  product: string | null;
  customer_reference: string | null;
  client: { name: string };
  family: { key: string; title: string };
  calculation: { lines: { designation: Record<string, string> }[]; total_ex_vat_cents: number; currency: string };
  history: { field: string; by: string; from: string | null; to: string | null; reason: string | null }[];
}

async function orderOf(token: string, id: number): Promise<OrderBody> {
  const response = await get(token, `/order/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: OrderBody }).data;
}

async function listOf(token: string, query = ''): Promise<{ data: OrderBody[]; meta: { total: number; page: number; per_page: number } }> {
  const response = await get(token, `/order${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: OrderBody[]; meta: { total: number; page: number; per_page: number } };
}

async function eventsOf(orderId: number) {
  return server.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
}

describe('getOrder', () => {
  it('shows the frozen lines, totals, product, family and the timeline in the caller’s language', async () => {
    const order = await orderFor(user, { orderReference: 'PO-GENT-17' });
    const view = await orderOf(user, order.id);
    expect(view).toMatchObject({ number: order.number, status: 'in_progress', awaiting_confirmation: true, customer_reference: 'PO-GENT-17', product: '400 µm blue' });
    expect(view.client.name).toBe('Zwembaden Vlaanderen');
    expect(view.calculation.lines.length).toBeGreaterThan(0);
    expect(view.calculation.total_ex_vat_cents).toBeGreaterThan(0);
    expect(view.history).toEqual([expect.objectContaining({ field: 'created', by: 'Emma Peeters', to: 'pending_confirmation' })]);
    const german = (await get(user, `/order/${order.id}`, { 'x-locale': 'de' })).json() as { data: OrderBody };
    expect(german.data.product).toBe('400 µm blau');
    expect(german.data.family.title).toBe('Solarplane');
  });

  it('answers 404 for another company’s order, another group’s, and a missing one', async () => {
    const order = await orderFor(user);
    expectError(await get(junior, `/order/${order.id}`), 404, 'not_found');
    expectError(await get(otherGroup, `/order/${order.id}`), 404, 'not_found');
    expectError(await get(admin, `/order/${order.id}`), 404, 'not_found');
    expectError(await get(user, '/order/2147483647'), 404, 'not_found');
    expect((await orderOf(group, order.id)).number).toBe(order.number);
    expect((await orderOf(desk, order.id)).number).toBe(order.number);
  });
});

describe('getOrderPurchaseOrder', () => {
  it('sends the file of a reference the server issued, to whoever may see the order', async () => {
    const order = await orderFor(admin);
    const view = await orderOf(admin, order.id);
    expect(view.purchase_order_path).toMatch(/^[0-9a-f]{32}\.pdf$/);
    const response = await get(admin, `/order/purchase-order?path=${encodeURIComponent(view.purchase_order_path)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`${order.number}.pdf`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload).toEqual(fs.readFileSync(path.join(dataDir, 'files', order.fileId)));
    expect((await get(desk, `/order/purchase-order?path=${encodeURIComponent(view.purchase_order_path)}`)).statusCode).toBe(200);
  });

  it('answers 404 purchase_order_not_found for another client’s, unissued, relative, absolute or escaping paths', async () => {
    const order = await orderFor(admin);
    const issued = order.path;
    expectError(await get(junior, `/order/purchase-order?path=${encodeURIComponent(issued)}`), 404, 'purchase_order_not_found');
    fs.mkdirSync(path.join(dataDir, 'secret'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'secret', 'x.pdf'), '%PDF-1.7 not yours');
    for (const bad of [
      `${'0'.repeat(32)}.pdf`,
      `../files/${order.fileId}`,
      `files/../${order.fileId}.pdf`,
      `./${issued}`,
      `/${issued}`,
      path.join(dataDir, 'files', order.fileId),
      `${order.fileId}`,
      `files/${order.fileId}`,
      '../secret/x.pdf',
      '..%2fsecret%2fx.pdf',
      '/etc/passwd',
      `${order.fileId.toUpperCase()}.pdf`,
      `files\\${order.fileId}.pdf`,
      `${issued}\u0000`,
    ]) {
      expectError(await get(admin, `/order/purchase-order?path=${encodeURIComponent(bad)}`), 404, 'purchase_order_not_found');
    }
    const missing = expectError(await get(admin, '/order/purchase-order?path=nothing', { 'x-locale': 'fr' }), 404, 'purchase_order_not_found');
    expect(missing.error.message).toBe("Le bon de commande n’existe pas.");
  });
});

describe('listOrders', () => {
  let direct: ValidatedOrder;
  let viaGroup: ValidatedOrder;

  beforeAll(async () => {
    direct = await orderFor(admin, { orderReference: 'Müller-Becken-9' });
    viaGroup = await orderFor(user, { preset: 'rect_10x5_roller' });
  });

  it('lists the reference client’s orders with the columns of the order list', async () => {
    const page = await listOf(admin);
    expect(page.data.map((o) => o.number)).toContain(direct.number);
    expect(page.data.map((o) => o.number)).not.toContain(viaGroup.number);
    const row = page.data.find((o) => o.id === direct.id)!;
    expect(Object.keys(row).sort()).toEqual(
      ['awaiting_confirmation', 'client', 'created_at', 'customer_reference', 'ex_works_date', 'family', 'id', 'manufacture_date', 'number', 'product', 'purchase_order_path', 'quote_id', 'requested_delivery_date', 'sent_back', 'shipping_date', 'status', 'type'].sort(),
    );
    expect(row).toMatchObject({ type: 'direct', customer_reference: 'Müller-Becken-9', product: '400 µm blau', status: 'in_progress', awaiting_confirmation: false });
  });

  it('gives a group administrator its installers’ orders billed through it, the desk every order, and others nothing of theirs', async () => {
    expect((await listOf(group)).data.map((o) => o.number)).toContain(viaGroup.number);
    expect((await listOf(group)).data.map((o) => o.number)).not.toContain(direct.number);
    expect((await listOf(otherGroup)).data.map((o) => o.number)).not.toContain(viaGroup.number);
    expect((await listOf(junior)).data).toEqual([]);
    const all = await listOf(desk, '?per_page=100');
    expect(all.data.map((o) => o.number)).toEqual(expect.arrayContaining([direct.number, viaGroup.number]));
    expect((await listOf(erp, '?per_page=100')).meta.total).toBe(all.meta.total);
  });

  it('filters by the confirmation queue, status, type, family, dates and text (number, client, reference, product)', async () => {
    const queue = await listOf(group, '?awaiting_confirmation=true');
    expect(queue.data.every((o) => o.awaiting_confirmation)).toBe(true);
    expect(queue.data.map((o) => o.number)).toContain(viaGroup.number);
    expect((await listOf(desk, '?awaiting_confirmation=false&per_page=100')).data.map((o) => o.number)).not.toContain(viaGroup.number);
    expect((await listOf(desk, '?type=direct&per_page=100')).data.every((o) => o.client.name !== 'Zwembaden Vlaanderen')).toBe(true);
    expect((await listOf(admin, '?status=shipped')).data).toEqual([]);
    expect((await listOf(admin, `?family_id=${bubble.id}`)).meta.total).toBeGreaterThan(0);
    expect((await listOf(admin, '?family_id=999999')).data).toEqual([]);
    expect((await listOf(admin, `?created_from=${TODAY}&created_to=${TODAY}`)).data.map((o) => o.number)).toContain(direct.number);
    expect((await listOf(admin, '?created_to=2020-01-01')).data).toEqual([]);
    expect((await listOf(admin, '?q=mueller')).data).toEqual([]); // no transliteration, but accents fold:
    expect((await listOf(admin, '?q=MULLER-becken')).data.map((o) => o.number)).toEqual([direct.number]);
    expect((await listOf(desk, `?q=${direct.number}`)).data.map((o) => o.number)).toEqual([direct.number]);
    expect((await listOf(desk, '?q=schwimmbad%20m%C3%BCller&per_page=100')).data.every((o) => o.client.name === 'Schwimmbad Müller GmbH')).toBe(true);
    expect((await listOf(group, '?q=tweekleurig')).data.map((o) => o.number)).toContain(viaGroup.number);
  });

  it('sorts on the server and pages with the total', async () => {
    const first = await listOf(desk, '?sort=number&per_page=2&page=1');
    const second = await listOf(desk, '?sort=number&per_page=2&page=2');
    expect(first.meta).toMatchObject({ page: 1, per_page: 2 });
    expect(first.meta.total).toBeGreaterThanOrEqual(4);
    const numbers = [...first.data, ...second.data].map((o) => o.number);
    expect(numbers).toEqual([...numbers].sort());
    const descending = (await listOf(desk, '?sort=-number&per_page=100')).data.map((o) => o.number);
    expect(descending).toEqual([...descending].sort().reverse());
    expectError(await get(desk, '/order?sort=price'), 400, 'validation_failed');
  });
});

describe('confirmQuote', () => {
  it('confirms: the quote is ordered, the order goes to the desk, a `confirmed` event is written', async () => {
    const order = await orderFor(user);
    const response = await decide(group, order.quoteId, { decision: 'confirm' });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: { quote: { state: string; order_id: number }; order: OrderBody } };
    expect(data.quote).toMatchObject({ state: 'ordered', order_id: order.id });
    expect(data.order).toMatchObject({ awaiting_confirmation: false, status: 'in_progress' });
    expect(data.order.history.map((h) => [h.field, h.to, h.by])).toEqual([
      ['created', 'pending_confirmation', 'Emma Peeters'],
      ['confirmation', 'confirmed', 'Pieter Janssens'],
    ]);
    expect((await eventsOf(order.id)).map((e) => [e.kind, e.locale, e.notifiedAt])).toEqual([
      ['validated', 'en', null],
      ['confirmed', 'nl', null],
    ]);
    const again = expectError(await decide(group, order.quoteId, { decision: 'confirm' }), 409, 'quote_not_pending');
    expect(again.error.message).toBe('Deze offerte wacht niet op bevestiging.');
  });

  it('sends back with a reason: the quote is a draft again with the reason for its author, the order cancelled and kept', async () => {
    const order = await orderFor(user);
    const blank = expectError(await decide(group, order.quoteId, { decision: 'reject', reason: '   ' }), 422, 'reason_required');
    expect(blank.error.message).toBe('Geef de reden op.');
    expectError(await decide(group, order.quoteId, { decision: 'reject' }), 422, 'reason_required');
    const response = await decide(group, order.quoteId, { decision: 'reject', reason: ' Breedte klopt niet met het plan. ' });
    expect(response.statusCode, response.body).toBe(200);
    const quote = await getQuote(server.app, user, order.quoteId);
    expect(quote).toMatchObject({ state: 'draft', order_id: null, rejection_reason: 'Breedte klopt niet met het plan.', validated_at: null });
    const kept = await orderOf(user, order.id);
    expect(kept).toMatchObject({ status: 'cancelled', awaiting_confirmation: false });
    expect(kept.history.at(-1)).toMatchObject({ field: 'confirmation', to: 'rejected', reason: 'Breedte klopt niet met het plan.' });
    // the draft can be validated again: a new order, the old one stays cancelled
    const again = await validate(server.app, user, order.quoteId, [TERMS]);
    expect(again.statusCode, again.body).toBe(200);
    const next = (again.json() as { data: { order: { id: number } } }).data.order;
    expect(next.id).not.toBe(order.id);
    expect((await orderOf(user, next.id)).awaiting_confirmation).toBe(true);
    expect((await orderOf(user, order.id)).status).toBe('cancelled');
    expect((await getQuote(server.app, user, order.quoteId)).state).toBe('pending_confirmation');
  });

  it('tells a sent-back order from one the order desk cancelled, in the list and the order (issue 16)', async () => {
    const sentBack = await orderFor(user);
    expect((await decide(group, sentBack.quoteId, { decision: 'reject', reason: 'Breedte klopt niet.' })).statusCode).toBe(200);
    const cancelled = await orderFor(admin);
    expect((await put(desk, cancelled.id, { status: 'cancelled', reason: 'Doublon' })).statusCode).toBe(200);
    const shown = await orderFor(admin);
    for (const [order, expected] of [[sentBack, true], [cancelled, false], [shown, false]] as const) {
      const [row] = (await listOf(desk, `?q=${order.number}`)).data;
      expect([row?.number, row?.sent_back]).toEqual([order.number, expected]);
      expect((await orderOf(desk, order.id)).sent_back).toBe(expected);
    }
    expect((await listOf(user, `?q=${sentBack.number}`)).data[0]).toMatchObject({ status: 'cancelled', sent_back: true });
  });

  it('answers 404 to another group, 403 without ORDER_CONFIRM, 409 for a direct or draft quote', async () => {
    const order = await orderFor(user);
    expectError(await decide(otherGroup, order.quoteId, { decision: 'confirm' }), 404, 'not_found');
    expectError(await decide(user, order.quoteId, { decision: 'confirm' }), 403, 'forbidden');
    expectError(await decide(group, 2147483647, { decision: 'confirm' }), 404, 'not_found');
    const draft = await createQuote(server.app, user, { family_id: bubble.id });
    expectError(await decide(group, draft.id, { decision: 'confirm' }), 409, 'quote_not_pending');
    const direct = await orderFor(admin);
    expectError(await decide(group, direct.quoteId, { decision: 'confirm' }), 404, 'not_found');
    expectError(await decide(desk, direct.quoteId, { decision: 'confirm' }), 409, 'quote_not_pending');
    expectError(await decide(group, order.quoteId, { decision: 'maybe' }), 400, 'validation_failed');
    expect((await getQuote(server.app, user, order.quoteId)).state).toBe('pending_confirmation');
  });

  it('lets two confirmations race into exactly one decision', async () => {
    const order = await orderFor(user);
    const answers = await Promise.all([decide(group, order.quoteId, { decision: 'confirm' }), decide(group, order.quoteId, { decision: 'reject', reason: 'Nee' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await eventsOf(order.id)).filter((e) => e.kind !== 'validated')).toHaveLength(1);
  });
});

/** The server's day from now on in this test (set after the order is made: a day pinned before seeding leaves no family version in force). */
function serverDayIs(isoDay: string): void {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${isoDay}T10:00:00Z`), shouldAdvanceTime: true });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

describe('updateOrder', () => {
  async function confirmedOrder(): Promise<ValidatedOrder> {
    const order = await orderFor(user);
    expect((await decide(group, order.quoteId, { decision: 'confirm' })).statusCode).toBe(200);
    return order;
  }

  it('accepts with manufacture and ex-works dates, then ships with a shipping date, one event per change', async () => {
    const order = await confirmedOrder();
    const accepted = await put(desk, order.id, { manufacture_date: MANUFACTURE, ex_works_date: EX_WORKS });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((accepted.json() as { data: OrderBody }).data).toMatchObject({ manufacture_date: MANUFACTURE, ex_works_date: EX_WORKS, status: 'in_progress' });
    serverDayIs(SHIPPING); // shipped on its day, not before (new sessions: the first ones have expired by then)
    const [erpNow, deskNow, userNow] = await Promise.all(['demo.erp', 'demo.staff', 'demo.user'].map((name) => login(server.app, name)));
    const shipped = await put(erpNow!, order.id, { status: 'shipped', shipping_date: SHIPPING });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const view = (shipped.json() as { data: OrderBody }).data;
    expect(view).toMatchObject({ status: 'shipped', shipping_date: SHIPPING });
    expect(view.history.slice(2).map((h) => [h.field, h.from, h.to, h.by])).toEqual([
      ['manufacture_date', null, MANUFACTURE, 'Claire Morel'],
      ['ex_works_date', null, EX_WORKS, 'Claire Morel'],
      ['shipping_date', null, SHIPPING, 'ERP Service'],
      ['status', 'in_progress', 'shipped', 'ERP Service'],
    ]);
    expect((await eventsOf(order.id)).map((e) => e.kind)).toEqual(['validated', 'confirmed', 'manufacture_date', 'ex_works_date', 'shipping_date', 'status']);
    // the installer sees it all
    expect(await orderOf(userNow!, order.id)).toMatchObject({ status: 'shipped', manufacture_date: MANUFACTURE, ex_works_date: EX_WORKS, shipping_date: SHIPPING });
    // the same status again is no change; anything else on a shipped order is refused
    expect((await put(erpNow!, order.id, { status: 'shipped' })).statusCode).toBe(200);
    expect(await eventsOf(order.id)).toHaveLength(6);
    const cancel = expectError(await put(deskNow!, order.id, { status: 'cancelled', reason: 'Trop tard' }), 409, 'invalid_status_transition');
    expect(cancel.error.message).toBe("Ce changement n’est pas possible\u00a0: la commande a déjà été expédiée.");
  });

  it('takes dates and status in one request from the ERP, dates first', async () => {
    const order = await orderFor(admin);
    serverDayIs(inDays(40));
    const response = await put(await login(server.app, 'demo.erp'), order.id, { status: 'shipped', manufacture_date: inDays(35), ex_works_date: inDays(37), shipping_date: inDays(38) });
    expect(response.statusCode, response.body).toBe(200);
    expect((await eventsOf(order.id)).map((e) => e.kind)).toEqual(['validated', 'manufacture_date', 'ex_works_date', 'shipping_date', 'status']);
  });

  it('refuses what the life cycle does not allow with 409 and its reason, changing nothing', async () => {
    const waiting = await orderFor(user);
    const early = expectError(await put(desk, waiting.id, { manufacture_date: MANUFACTURE }, { 'x-locale': 'en' }), 409, 'invalid_status_transition');
    expect(early.error.message).toBe('This change is not allowed: the order is still awaiting its trading group’s confirmation.');
    const order = await confirmedOrder();
    const notAccepted = expectError(await put(desk, order.id, { status: 'shipped', shipping_date: SHIPPING }, { 'x-locale': 'de' }), 409, 'invalid_status_transition');
    expect(notAccepted.error.message).toContain('angenommen');
    expect((await put(desk, order.id, { manufacture_date: MANUFACTURE, ex_works_date: EX_WORKS })).statusCode).toBe(200);
    expectError(await put(desk, order.id, { status: 'shipped' }), 409, 'invalid_status_transition');
    const before = await eventsOf(order.id);
    const cancelled = await put(desk, order.id, { status: 'cancelled', reason: ' Client en faillite ' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as { data: OrderBody }).data.history.at(-1)).toMatchObject({ field: 'status', from: 'in_progress', to: 'cancelled', reason: 'Client en faillite' });
    expect(await eventsOf(order.id)).toHaveLength(before.length + 1);
    const shipCancelled = expectError(await put(desk, order.id, { status: 'shipped', shipping_date: SHIPPING }, { 'x-locale': 'en' }), 409, 'invalid_status_transition');
    expect(shipCancelled.error.message).toBe('This change is not allowed: the order is cancelled.');
    expectError(await put(desk, order.id, { status: 'in_progress' }), 409, 'invalid_status_transition');
    expectError(await put(desk, order.id, { requested_delivery_date: inDays(60) }), 409, 'invalid_status_transition');
    const [row] = await server.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', shippingDate: null });
  });

  it('refuses a date before the order was placed, or more than two years ahead, naming both bounds; nothing is written or told', async () => {
    const order = await orderFor(admin);
    const before = await eventsOf(order.id);
    // the server's today, set after the order is made (a pinned day before the template's seeding would leave no family version in force)
    vi.useFakeTimers({ toFake: ['Date'], now: PLACED_AT, shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    // 02/01/2020 typed for 02/01/2027: what the order desk's dialog saved, and e-mailed to the client
    const past = expectError(await put(desk, order.id, { manufacture_date: '2020-01-02', ex_works_date: EX_WORKS }, { 'x-locale': 'fr' }), 422, 'date_out_of_range');
    expect(past.error.message).toBe('La date doit se situer entre le 29/11/2026 (date de la commande) et le 29/11/2028.');
    expect(past.error.details).toEqual([expect.objectContaining({ path: 'body.manufacture_date', code: 'date_out_of_range' })]);
    const ahead = expectError(await put(desk, order.id, { shipping_date: '2028-11-30' }, { 'x-locale': 'de' }), 422, 'date_out_of_range');
    expect(ahead.error.message).toContain('Bestelldatum');
    expect(await eventsOf(order.id)).toEqual(before);
    const [row] = await server.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ manufactureDate: null, exWorksDate: null, shippingDate: null });
    // the order's own day and the last day of the horizon are fine
    expect((await put(desk, order.id, { manufacture_date: TODAY, ex_works_date: '2028-11-29' })).statusCode).toBe(200);
  });

  it('refuses a shipping date after today, in the caller\'s language, from the desk and the ERP; nothing is written or told (issue 30, item 4)', async () => {
    const order = await orderFor(admin);
    serverDayIs(TODAY);
    expect((await put(desk, order.id, { manufacture_date: TODAY, ex_works_date: TODAY })).statusCode).toBe(200);
    const before = await eventsOf(order.id);
    const messages = {
      fr: 'Le 12/12/2026 est encore à venir\u00a0: une commande est marquée comme expédiée une fois partie, au plus tard aujourd’hui (29/11/2026). La date prévue est celle du départ usine.',
      en: '12/12/2026 is still to come: an order is marked as shipped once it has left, today (11/29/2026) at the latest. The planned date is the ex-works date.',
      de: 'Der 12.12.2026 liegt in der Zukunft: Eine Bestellung wird erst als versandt markiert, wenn sie das Werk verlassen hat, spätestens heute (29.11.2026). Das geplante Datum ist das Datum ab Werk.',
      es: 'El 12/12/2026 todavía no ha llegado: un pedido se marca como enviado una vez que ha salido, como muy tarde hoy (29/11/2026). La fecha prevista es la de salida de fábrica.',
      nl: '12-12-2026 ligt nog in de toekomst: een bestelling wordt pas als verzonden gemarkeerd als ze vertrokken is, uiterlijk vandaag (29-11-2026). De geplande datum is de datum af fabriek.',
      it: 'Il 12/12/2026 deve ancora venire: un ordine si segna come spedito una volta partito, al più tardi oggi (29/11/2026). La data prevista è quella franco fabbrica.',
    };
    for (const [locale, message] of Object.entries(messages)) {
      const refused = expectError(await put(desk, order.id, { status: 'shipped', shipping_date: '2026-12-12' }, { 'x-locale': locale }), 422, 'shipping_date_in_future');
      expect(refused.error.message).toBe(message);
      expect(refused.error.details).toEqual([{ path: 'body.shipping_date', code: 'shipping_date_in_future', message }]);
    }
    // the ERP too, and a shipping date set on its own
    expectError(await put(erp, order.id, { status: 'shipped', shipping_date: inDays(1) }), 422, 'shipping_date_in_future');
    expectError(await put(desk, order.id, { shipping_date: inDays(1) }), 422, 'shipping_date_in_future');
    expect(await eventsOf(order.id)).toEqual(before);
    const [row] = await server.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'in_progress', shippingDate: null });
    // today is fine
    expect((await put(desk, order.id, { status: 'shipped', shipping_date: TODAY })).statusCode).toBe(200);
  });

  it('needs a reason to cancel, dates in order, and ORDER_DESK; another’s order is 404 only without the desk', async () => {
    const order = await orderFor(admin);
    expectError(await put(desk, order.id, { status: 'cancelled' }), 422, 'reason_required');
    expectError(await put(desk, order.id, { status: 'cancelled', reason: ' ' }), 422, 'reason_required');
    expectError(await put(desk, order.id, { status: 'cancelled', reason: '' }), 400, 'validation_failed');
    const dates = expectError(await put(desk, order.id, { manufacture_date: EX_WORKS, ex_works_date: MANUFACTURE }, { 'x-locale': 'es' }), 422, 'invalid_dates');
    expect(dates.error.message).toContain('fabricación');
    expectError(await put(desk, order.id, { manufacture_date: '2026-02-30' }), 400, 'validation_failed');
    expectError(await put(desk, order.id, {}), 400, 'validation_failed');
    expectError(await put(admin, order.id, { manufacture_date: MANUFACTURE }), 403, 'forbidden');
    expectError(await put(group, order.id, { manufacture_date: MANUFACTURE }), 403, 'forbidden');
    expectError(await put(desk, 2147483647, { manufacture_date: MANUFACTURE }), 404, 'not_found');
    expect(await eventsOf(order.id)).toHaveLength(1);
    // a date may be set back to null: the order is no longer accepted
    expect((await put(desk, order.id, { manufacture_date: MANUFACTURE, ex_works_date: EX_WORKS })).statusCode).toBe(200);
    const cleared = await put(desk, order.id, { ex_works_date: null });
    expect((cleared.json() as { data: OrderBody }).data.ex_works_date).toBeNull();
    expectError(await put(desk, order.id, { status: 'shipped', shipping_date: SHIPPING }), 409, 'invalid_status_transition');
  });
});
