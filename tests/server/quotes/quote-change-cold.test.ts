/**
 * A change of a quote whose companies or family are no longer in the
 * process's caches (a company or family changed meanwhile, or a minute went
 * by): everything it reads goes through its own transaction. On PGlite a
 * read outside the transaction waits for the transaction to end, which waits
 * for the read: the whole server hung on the first such save (PUT
 * /quote/{id}, the data rows, presets, calculation settings...).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, families } from '../../../server/db/schema.ts';
import { auth, createTestServer, login, type TestServer } from '../helpers/test-server.ts';
import { createQuote, familyByKey, getQuote, presetAnswers, putQuote, type FamilyInfo, type QuoteBody } from './quote-helpers.ts';

let server: TestServer;
let user: string; // demo.user: Zwembaden Vlaanderen, member of Benelux Pool Inkoop
let bubble: FamilyInfo;
let faxes = 100_000;

beforeAll(async () => {
  server = await createTestServer();
  user = await login(server.app, 'demo.user');
  bubble = await familyByKey(server.app, user, 'bubble');
});
afterAll(() => server?.close());

/** Fails instead of hanging the test file when the server does not answer. */
function answered<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('no answer within 10 s (deadlock)')), 10_000))]);
}

/** Announces a change of the quote's companies: the company cache drops them. */
async function touchCompanies(quote: QuoteBody): Promise<void> {
  const ids = [quote.installer?.id, quote.billing_client?.id].filter((id): id is number => id !== undefined);
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) await server.db.update(companies).set({ fax: `+32 2 ${++faxes}` }).where(eq(companies.id, id));
  // the notification arrives once the update has committed
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('a change with cold caches', () => {
  it('saves answers after the quote’s companies changed', async () => {
    const quote = await createQuote(server.app, user, { family_id: bubble.id });
    await getQuote(server.app, user, quote.id); // warm
    await touchCompanies(quote);
    const answers = await presetAnswers(server.app, user, bubble.id, 'rect_8x4_blue');
    const response = await answered(putQuote(server.app, user, quote.id, { answers, version: quote.version }));
    expect(response.statusCode, response.body).toBe(200);
    expect((await getQuote(server.app, user, quote.id)).answers).toEqual(answers);
  });

  it('refuses an unknown answer id of a data row with 422 after the companies changed, and goes on answering', async () => {
    const quote = await createQuote(server.app, user, { family_id: bubble.id });
    await touchCompanies(quote);
    const response = await answered(
      server.app.inject({ method: 'POST', url: `/api/v1/quote/${quote.id}/data`, headers: auth(user), payload: { question_id: 1, answer_id: 99_999_999_999 } }),
    );
    expect(response.statusCode, response.body).toBe(422);
    expect((await answered(getQuote(server.app, user, quote.id))).answers).toEqual({});
  });

  it('saves the calculation settings after the family’s row changed (its catalogue is compiled again)', async () => {
    const quote = await createQuote(server.app, user, { family_id: bubble.id });
    const answers = await presetAnswers(server.app, user, bubble.id, 'rect_8x4_blue');
    expect((await putQuote(server.app, user, quote.id, { answers, version: quote.version })).statusCode).toBe(200);
    await server.db.update(families).set({ updatedAt: new Date() }).where(eq(families.id, bubble.id));
    await touchCompanies(quote);
    const response = await answered(
      server.app.inject({ method: 'POST', url: `/api/v1/quote/${quote.id}/calculation`, headers: auth(user), payload: { currency: 'EUR', vat_rate: 21, exchange_rate: 1 } }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { data: { vat_rate_bp: number } }).data.vat_rate_bp).toBe(2100);
  });
});
