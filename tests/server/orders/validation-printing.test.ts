/**
 * A validation prints its purchase order before it takes the quote's lock
 * (server/orders/create-order.ts): while the PDF is made (here held at the
 * crash test's pause point, as a busy document pool would hold it), the
 * database and the quote stay free for others. Before, all of it ran inside
 * the transaction: on PGlite every request waited for the PDF, and on
 * PostgreSQL every write to the quote did. A quote saved in the meantime is
 * not validated with a purchase order that is no longer its own.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../server/db/schema.ts';
import { createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { getQuote, putQuote } from '../quotes/quote-helpers.ts';
import { pricedQuote, TERMS, validate } from './validation-helpers.ts';

const PAUSE_MS = 5_000;
let server: TestServer;
let user: string; // demo.user

beforeAll(async () => {
  server = await createTestServer();
  user = await login(server.app, 'demo.user');
});
afterEach(() => {
  delete process.env.VALIDATION_PAUSE_AT;
  delete process.env.VALIDATION_PAUSE_MS;
});
afterAll(() => server?.close());

describe('a validation printing its purchase order', () => {
  it('holds neither the database nor the quote; a quote saved meanwhile answers 409 quote_changed and no order is kept', async () => {
    const quote = await pricedQuote(server.app, user);
    process.env.VALIDATION_PAUSE_AT = 'documents_written';
    process.env.VALIDATION_PAUSE_MS = String(PAUSE_MS);
    const validation = validate(server.app, user, quote.id, [TERMS], { 'x-locale': 'fr' });
    await new Promise((resolve) => setTimeout(resolve, 300)); // the validation is printing
    delete process.env.VALIDATION_PAUSE_AT;

    const started = Date.now();
    const current = await getQuote(server.app, user, quote.id);
    const renamed = await putQuote(server.app, user, quote.id, { name: 'Renamed while printing', version: current.version });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(Date.now() - started, 'the read and the save waited for the purchase order').toBeLessThan(PAUSE_MS / 2);

    const body = expectError(await validation, 409, 'quote_changed');
    expect(body.error.message).toBe('Ce devis a été modifié entre-temps (dans un autre onglet\u00a0?). Rechargez-le pour voir la dernière version.');
    expect(await server.db.select().from(orders).where(eq(orders.quoteId, quote.id))).toEqual([]);
    expect((await getQuote(server.app, user, quote.id)).state).toBe('draft');
    // validated again as it now is, it becomes an order
    const again = await validate(server.app, user, quote.id, [TERMS]);
    expect(again.statusCode, again.body).toBe(200);
  }, 60_000);
});
