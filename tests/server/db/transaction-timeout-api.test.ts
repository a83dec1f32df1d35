/**
 * A request whose transaction stalls (here a validation held inside its
 * transaction by the crash test's pause hook, server/orders/validation-pause.ts)
 * on a server whose transactions may last 1 s: it is answered 503
 * transaction_timeout in the caller's language with Retry-After, its
 * transaction is rolled back (PGlite's lock released), the next requests are
 * answered, and when the stalled callback later goes on nothing it writes
 * lands. Before the time limit, the request and every request after it
 * waited as long as the callback did.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../server/db/schema.ts';
import { createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { getQuote, putQuote } from '../quotes/quote-helpers.ts';
import { pricedQuote, TERMS, validate } from '../orders/validation-helpers.ts';

const PAUSE_MS = 10_000;
let server: TestServer;
let user: string; // demo.user

beforeAll(async () => {
  server = await createTestServer({ transactionTimeoutSeconds: 1 });
  user = await login(server.app, 'demo.user');
});
afterEach(() => {
  delete process.env.VALIDATION_PAUSE_AT;
  delete process.env.VALIDATION_PAUSE_MS;
});
afterAll(() => server?.close());

describe('a transaction past its time limit', () => {
  it('is ended and answered 503 transaction_timeout; the server goes on, and the stalled callback writes nothing', async () => {
    const quote = await pricedQuote(server.app, user);
    process.env.VALIDATION_PAUSE_AT = 'before_commit';
    process.env.VALIDATION_PAUSE_MS = String(PAUSE_MS);
    const started = Date.now();
    const response = await validate(server.app, user, quote.id, [TERMS], { 'x-locale': 'de' });
    const waited = Date.now() - started;
    delete process.env.VALIDATION_PAUSE_AT;
    const body = expectError(response, 503, 'transaction_timeout');
    expect(body.error.message).toBe('Der Server konnte diesen Vorgang nicht rechtzeitig abschließen; es wurde nichts gespeichert. Bitte versuchen Sie es gleich noch einmal.');
    expect(response.headers['retry-after']).toBe('5');
    expect(waited).toBeLessThan(PAUSE_MS);
    // the next request is answered at once, and nothing of the validation was kept
    expect((await getQuote(server.app, user, quote.id)).state).toBe('draft');
    // the stalled callback goes on: its transaction is closed, nothing lands
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS + 500 - (Date.now() - started)));
    expect(await server.db.select().from(orders).where(eq(orders.quoteId, quote.id))).toEqual([]);
    expect((await getQuote(server.app, user, quote.id)).state).toBe('draft');
    // and the quote's row lock was released: a write that takes it goes through
    // (a whole validation, with its purchase-order PDF, may itself pass a 1 s limit on a busy machine)
    const current = await getQuote(server.app, user, quote.id);
    const renamed = await putQuote(server.app, user, quote.id, { name: 'After the time limit', version: current.version });
    expect(renamed.statusCode, renamed.body).toBe(200);
  }, 60_000);
});
