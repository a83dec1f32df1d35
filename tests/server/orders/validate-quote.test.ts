/**
 * validateQuote and getQuotePurchaseOrder: an order made exactly once, all
 * or nothing, with its documents checked by content, its purchase order and
 * its `validated` event; every refusal with its status and code.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDocuments, orderEvents, orders, quotes, storedFiles } from '../../../server/db/schema.ts';
import { companyId, userId } from '../helpers/fixtures.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { getQuote, putQuote, questionIds } from '../quotes/quote-helpers.ts';
import { pdfPart, pricedQuote, SAMPLE_JPEG, SAMPLE_PDF, SAMPLE_PNG, TERMS, validate } from './validation-helpers.ts';

let server: TestServer;
let dataDir: string;
let user: string; // demo.user: Zwembaden Vlaanderen (BE), member of Benelux Pool Inkoop, English

interface OrderBody {
  id: number;
  number: string;
  type: string;
  status: string;
  awaiting_confirmation: boolean;
  customer_reference: string | null;
  product: string | null;
  quote_id: number;
  quote_reference: string;
  purchase_order_path: string;
  documents: { name: string; content_type: string; size_bytes: number }[];
  calculation: { currency: string; lines: { code: string; amount_cents: number }[]; total_ex_vat_cents: number; installer_total_with_discount_cents: number; discount_bp: number | null };
  history: { field: string; by: string; from: string | null; to: string | null }[];
}
type Validated = { data: { quote: { state: string; order_id: number; validated_at: string; version: number }; order: OrderBody } };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-validate-'));
  server = await createTestServer({ dataDir });
  user = await login(server.app, 'demo.user');
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const storedFileNames = () => (fs.existsSync(path.join(dataDir, 'files')) ? fs.readdirSync(path.join(dataDir, 'files')).filter((name) => name !== 'tmp') : []);
const count = async (table: typeof orders | typeof storedFiles | typeof orderEvents, where?: ReturnType<typeof eq>) => {
  const [row] = await server.db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return row!.n;
};
const purchaseOrder = (quoteId: number, token = user) => server.app.inject({ method: 'GET', url: `/api/v1/quote/${quoteId}/purchase-order`, headers: auth(token) });

describe('validateQuote', () => {
  it('turns a directly billed quote into an ordered quote with its order, documents, purchase order and event', async () => {
    const quote = await pricedQuote(server.app, user, { billing: 'direct' });
    const calculated = (await server.app.inject({ method: 'GET', url: `/api/v1/quote/${quote.id}/calculate`, headers: auth(user) })).json() as { data: OrderBody['calculation'] };
    const response = await validate(server.app, user, quote.id, [
      TERMS,
      { name: 'order_reference', value: '  PO-4471 ' },
      pdfPart('site plan.pdf'),
      { name: 'documents', value: SAMPLE_PNG, fileName: 'photo.png', type: 'image/png' },
      // a JPEG whatever its name and declared type
      { name: 'documents', value: SAMPLE_JPEG, fileName: 'scan.txt', type: 'text/plain' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { quote: validated, order } = (response.json() as Validated).data;
    expect(validated).toMatchObject({ state: 'ordered', order_id: order.id });
    expect(validated.validated_at).toBeTruthy();
    expect(order).toMatchObject({ type: 'direct', status: 'in_progress', awaiting_confirmation: false, customer_reference: 'PO-4471', quote_id: quote.id, quote_reference: quote.reference });
    expect(order.number).toMatch(new RegExp(`^O-\\d{4}-${String(order.id).padStart(6, '0')}$`));
    expect(order.product).toBeTruthy();
    expect(order.documents).toEqual([
      { name: 'site plan.pdf', content_type: 'application/pdf', size_bytes: SAMPLE_PDF.length },
      { name: 'photo.png', content_type: 'image/png', size_bytes: SAMPLE_PNG.length },
      { name: 'scan.txt', content_type: 'image/jpeg', size_bytes: SAMPLE_JPEG.length },
    ]);
    // the engine's price, frozen
    expect(order.calculation).toEqual(calculated.data);
    expect(order.history).toEqual([expect.objectContaining({ field: 'created', by: 'Emma Peeters', from: 'draft', to: 'ordered' })]);
    const [event] = await server.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(event).toMatchObject({ kind: 'validated', notifiedAt: null, locale: 'en' });
    expect(order.purchase_order_path).toMatch(/^[0-9a-f]{32}\.pdf$/);

    const file = await purchaseOrder(quote.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(`${order.number}.pdf`);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // every stored file is on disk, under its row's id, with its checksum
    const rows = await server.db.select().from(storedFiles);
    for (const row of rows) expect(fs.existsSync(path.join(dataDir, 'files', row.id))).toBe(true);
    expect(await count(orders, eq(orders.quoteId, quote.id))).toBe(1);
  });

  it('writes the purchase order in the user’s language with the lines, the discount and the net totals', async () => {
    const quote = await pricedQuote(server.app, user, { billing: 'group' });
    const response = await validate(server.app, user, quote.id, [TERMS], { 'x-locale': 'nl' });
    expect(response.statusCode, response.body).toBe(200);
    const { order } = (response.json() as Validated).data;
    const text = await pdfText((await purchaseOrder(quote.id)).rawPayload);
    expect(text).toContain('Bestelbon');
    expect(text).toContain(`Bestelling nr. ${order.number}`);
    expect(text).toContain(quote.reference);
    expect(text).toContain('Villa Dupont');
    expect(text).toContain('Korting 30%');
    expect(text).toContain('Benelux Pool Inkoop');
    expect(text).toContain('wacht op de bevestiging');
    for (const line of order.calculation.lines) expect(text).toContain(line.code);
    const net = new Intl.NumberFormat('nl', { style: 'currency', currency: 'EUR' }).format(order.calculation.installer_total_with_discount_cents / 100).replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(net);
  });

  it('keeps the installer’s terms out of the order and purchase order of an external client’s user', async () => {
    const external = await login(server.app, 'demo.external');
    const quote = await pricedQuote(server.app, external);
    const response = await validate(server.app, external, quote.id, [TERMS]);
    expect(response.statusCode, response.body).toBe(200);
    const { order } = (response.json() as Validated).data;
    expect(order.calculation).toMatchObject({ discount_bp: null, installer_total_with_discount_cents: null });
    const text = await pdfText((await purchaseOrder(quote.id, external)).rawPayload);
    expect(text).toContain('Ordine d’acquisto');
    expect(text).toContain('Totale IVA inclusa');
    expect(text).not.toContain('Sconto');
    expect(text).not.toContain('Totale netto');
  });

  it('keeps the installer’s terms off the purchase order of an external client’s quote that the installer’s side validates', async () => {
    const external = await login(server.app, 'demo.external');
    const quote = await pricedQuote(server.app, external);
    // the manufacturer's staff acts as the installer (reference client switched to it) and sees its terms
    const staff = await login(server.app, 'demo.staff');
    const switched = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/user/${await userId(server.db, 'demo.staff')}`,
      headers: auth(staff),
      payload: { client_id: await companyId(server.db, 'Piscine Lago Blu S.r.l.') },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const response = await validate(server.app, staff, quote.id, [TERMS]);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Validated).data.order.calculation.discount_bp).toBe(3000);
    // written in the validating user's language (French), without the discount or the net totals
    const text = await pdfText((await purchaseOrder(quote.id, external)).rawPayload);
    expect(text).toContain('Total TTC');
    expect(text).not.toContain('Remise');
    expect(text).not.toContain('Total net');
  });

  it('leaves a quote billed through a trading group pending its confirmation', async () => {
    const quote = await pricedQuote(server.app, user, { billing: 'group' });
    const response = await validate(server.app, user, quote.id, [TERMS]);
    expect(response.statusCode, response.body).toBe(200);
    const { quote: validated, order } = (response.json() as Validated).data;
    expect(validated.state).toBe('pending_confirmation');
    expect(order).toMatchObject({ type: 'group', awaiting_confirmation: true, customer_reference: 'Villa Dupont', documents: [] });
    // the group's administrator sees its purchase order too
    expect((await purchaseOrder(quote.id, await login(server.app, 'demo.group'))).statusCode).toBe(200);
  });

  it('makes one order of a quote validated twice, then 50 times at once', async () => {
    const quote = await pricedQuote(server.app, user, { billing: 'direct' });
    expect((await validate(server.app, user, quote.id, [TERMS])).statusCode).toBe(200);
    const again = expectError(await validate(server.app, user, quote.id, [TERMS, pdfPart()]), 409, 'quote_already_validated');
    expect(again.error.message).toBe('This quote has already been validated.');

    const other = await pricedQuote(server.app, user, { billing: 'group' });
    const filesBefore = storedFileNames().length;
    const answers = await Promise.all(Array.from({ length: 50 }, () => validate(server.app, user, other.id, [TERMS, pdfPart()])));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const answer of answers.filter((a) => a.statusCode === 409)) expectError(answer, 409, 'quote_already_validated');
    expect(await count(orders, eq(orders.quoteId, other.id))).toBe(1);
    const [order] = await server.db.select().from(orders).where(eq(orders.quoteId, other.id));
    expect(await server.db.select().from(orderDocuments).where(eq(orderDocuments.orderId, order!.id))).toHaveLength(1);
    expect(await count(orderEvents, eq(orderEvents.orderId, order!.id))).toBe(1);
    // the purchase order and the one document: the 49 refused wrote nothing
    expect(storedFileNames().length - filesBefore).toBe(2);
    expect((await getQuote(server.app, user, other.id)).state).toBe('pending_confirmation');
  });

  it('refuses a validation without the sale terms, and keeps nothing', async () => {
    const quote = await pricedQuote(server.app, user);
    const missing = expectError(await validate(server.app, user, quote.id, [pdfPart()]), 422, 'terms_not_accepted');
    expect(missing.error.message).toBe('You must accept the terms and conditions.');
    expectError(await validate(server.app, user, quote.id, [{ name: 'accept_terms', value: 'false' }]), 422, 'terms_not_accepted');
    const french = expectError(await validate(server.app, user, quote.id, [], { 'x-locale': 'fr' }), 422, 'terms_not_accepted');
    expect(french.error.message).toBe('Vous devez accepter les conditions générales.');
    expect((await getQuote(server.app, user, quote.id)).state).toBe('draft');
    expect(await count(orders, eq(orders.quoteId, quote.id))).toBe(0);
  });

  it('needs QUOTE_VALIDATE (403) and answers 404 for another company’s quote', async () => {
    const quote = await pricedQuote(server.app, user);
    expectError(await validate(server.app, await login(server.app, 'demo.junior'), quote.id, [TERMS]), 403, 'forbidden');
    expectError(await validate(server.app, await login(server.app, 'demo.admin'), quote.id, [TERMS]), 404, 'not_found');
    expectError(await purchaseOrder(quote.id, await login(server.app, 'demo.admin')), 404, 'not_found');
    expectError(await validate(server.app, user, 2_000_000_000, [TERMS]), 404, 'not_found');
  });

  it('refuses a quote with blocking inconsistencies, listing them, and an incomplete one', async () => {
    const ids = await questionIds(server.app, user, (await pricedQuote(server.app, user)).familyId);
    const blocked = await pricedQuote(server.app, user, { preset: 'rect_10x5_roller', answers: { [ids.width!]: 7 } });
    const body = expectError(await validate(server.app, user, blocked.id, [TERMS]), 422, 'blocking_inconsistencies');
    expect(body.error.details).toEqual([{ path: '/steps/3', code: 'roller_too_wide', message: 'The roller is limited to 6.50 m of width.' }]);
    const incomplete = await pricedQuote(server.app, user);
    const saved = await putQuote(server.app, user, incomplete.id, { answers: { [ids.length!]: 8 } });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = expectError(await validate(server.app, user, incomplete.id, [TERMS]), 422, 'quote_incomplete');
    expect(refused.error.details!.length).toBeGreaterThan(0);
    expect(await count(orders, eq(orders.quoteId, blocked.id))).toBe(0);
  });

  it('checks the uploads by their content, their size, their number and the fields', async () => {
    const quote = await pricedQuote(server.app, user);
    const html = expectError(await validate(server.app, user, quote.id, [TERMS, pdfPart('invoice.pdf', Buffer.from('<html><script>alert(1)</script></html>'))]), 415, 'unsupported_document');
    expect(html.error.details).toEqual([{ path: 'body.documents.0', code: 'unsupported_document', message: 'invoice.pdf: Only PDF, JPEG or PNG documents are accepted.' }]);
    expectError(await validate(server.app, user, quote.id, [TERMS, pdfPart('empty.pdf', Buffer.alloc(0))]), 415, 'unsupported_document');
    const six = Array.from({ length: 6 }, (_, index) => pdfPart(`page-${index}.pdf`));
    const tooMany = expectError(await validate(server.app, user, quote.id, [TERMS, ...six]), 422, 'too_many_documents');
    expect(tooMany.error.message).toBe('You can attach at most 5 documents.');
    expectError(await validate(server.app, user, quote.id, [TERMS, { name: 'order_reference', value: 'x'.repeat(51) }]), 400, 'validation_failed');
    expectError(await validate(server.app, user, quote.id, [TERMS, { name: 'comment', value: 'hello' }]), 400, 'validation_failed');
    const json = await server.app.inject({ method: 'POST', url: `/api/v1/quote/${quote.id}/validation`, headers: auth(user), payload: { accept_terms: 'true' } });
    expect([400, 415]).toContain(json.statusCode);

    const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(server.config.uploadMaxMb * 1024 * 1024, 0x20)]);
    const tooBig = expectError(await validate(server.app, user, quote.id, [TERMS, pdfPart('big.pdf', big)]), 413, 'file_too_large');
    expect(tooBig.error.message).toBe(`A file is larger than the maximum size of ${server.config.uploadMaxMb} MB.`);
    expect((await getQuote(server.app, user, quote.id)).state).toBe('draft');
    expect(await count(orders, eq(orders.quoteId, quote.id))).toBe(0);
  });

  it('keeps nothing when the order cannot be finalised (a database error, a document not written)', async () => {
    const quote = await pricedQuote(server.app, user);
    const filesBefore = storedFileNames().sort();
    const storedBefore = await count(storedFiles);
    await server.db.execute(sql`create function refuse_event() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`);
    await server.db.execute(sql`create trigger refuse_event before insert on order_events for each row execute function refuse_event()`);
    try {
      const body = expectError(await validate(server.app, user, quote.id, [TERMS, pdfPart()]), 422, 'order_not_finalised');
      expect(body.error.message).toBe('The order could not be finalised, please validate again.');
    } finally {
      await server.db.execute(sql`drop trigger refuse_event on order_events`);
      await server.db.execute(sql`drop function refuse_event()`);
    }
    expect(storedFileNames().sort()).toEqual(filesBefore);
    expect(await count(storedFiles)).toBe(storedBefore);
    expect(await count(orders, eq(orders.quoteId, quote.id))).toBe(0);
    const [row] = await server.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row).toMatchObject({ state: 'draft', orderId: null, validatedAt: null });

    // a document cannot be written: the store's temporary folder is a file
    const tmp = path.join(dataDir, 'files', 'tmp');
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.writeFileSync(tmp, 'not a folder');
    try {
      expectError(await validate(server.app, user, quote.id, [TERMS, pdfPart()]), 422, 'order_not_finalised');
    } finally {
      fs.rmSync(tmp);
    }
    expect(await count(orders, eq(orders.quoteId, quote.id))).toBe(0);
    // and once it can, the same validation goes through
    expect((await validate(server.app, user, quote.id, [TERMS, pdfPart()])).statusCode).toBe(200);
  });
});

describe('getQuotePurchaseOrder', () => {
  it('answers purchase_order_not_found for a quote never validated', async () => {
    const quote = await pricedQuote(server.app, user);
    const body = expectError(await purchaseOrder(quote.id), 404, 'purchase_order_not_found');
    expect(body.error.message).toBe('The purchase order does not exist.');
  });
});
