/**
 * What one save of the builder costs the database (issue 17): a changed
 * answer is the quote's row lock, the data row of that answer and the quote's
 * row, and nothing else; reads the transaction already has are not made
 * again. The data rows still follow the answers (same ids kept, rows added
 * and removed as answers come and go).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteData, quotes } from '../../../server/db/schema.ts';
import { lockQuoteById, type QuoteRow } from '../../../server/quotes/quote-repository.ts';
import { writeQuoteAndRows } from '../../../server/quotes/quote-write.ts';
import { auth, createTestServer, login, type TestServer } from '../helpers/test-server.ts';
import { createQuote, putQuote } from './quote-helpers.ts';

let server: TestServer;
let token: string;
let statements: string[] | null = null;

beforeAll(async () => {
  server = await createTestServer({}, { onQuery: (sql) => statements?.push(sql) });
  token = await login(server.app, 'demo.user');
});
afterAll(() => server.close());

type Answers = Record<string, unknown>;

/** A family preset holding a boolean and a single choice answer, with the family's questions. */
async function richPreset(): Promise<{ familyId: number; answers: Answers }> {
  const families = (await server.app.inject({ method: 'GET', url: '/api/v1/family', headers: auth(token) })).json() as { data: { id: number }[] };
  for (const family of families.data) {
    const presets = (await server.app.inject({ method: 'GET', url: `/api/v1/family/${family.id}/preset`, headers: auth(token) })).json() as { data: { answers: Answers }[] };
    const preset = presets.data.find((p) => Object.values(p.answers).some((value) => typeof value === 'boolean'));
    if (preset) return { familyId: family.id, answers: preset.answers };
  }
  throw new Error('no preset with a boolean answer in the demo families');
}

/** The statements the server sends while `run` runs. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  statements = [];
  try {
    await run();
    return statements;
  } finally {
    statements = null;
  }
}

/** A statement by what it does: 'select quotes for update', 'insert into quote_data', 'with update quotes, update quote_data: select'… */
function kindOf(sql: string): string {
  if (sql.startsWith('with ')) {
    const writes = [...sql.matchAll(/"\w+" as \((update|insert into|delete from) "(\w+)"/g)].map((match) => `${match[1]} ${match[2]}`);
    const main = ['select', 'update', 'insert', 'delete'].map((word) => ({ word, at: sql.lastIndexOf(`) ${word} `) })).sort((a, b) => b.at - a.at)[0]!;
    return `with ${writes.join(', ')}: ${main.word}`;
  }
  const select = /^select .*? from "(\w+)"/.exec(sql);
  if (select) return `select ${select[1]}${/ for update/.test(sql) ? ' for update' : ''}`;
  const write = /^(update|insert into|delete from) "(\w+)"/.exec(sql);
  return write ? `${write[1]} ${write[2]}` : sql;
}

interface DataRow {
  id: number;
  question_id: number;
  answer_id: number | null;
  answer_text_value: string | null;
}

async function dataRows(quoteId: number): Promise<DataRow[]> {
  const response = await server.app.inject({ method: 'GET', url: `/api/v1/quote/${quoteId}/data`, headers: auth(token) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: DataRow[] }).data;
}

describe('one save', () => {
  it('of one changed answer reads the quote, then writes it with its data row in one statement, without a transaction', async () => {
    const { familyId, answers } = await richPreset();
    const quote = await createQuote(server.app, token, { family_id: familyId });
    expect((await putQuote(server.app, token, quote.id, { answers })).statusCode).toBe(200);
    const before = await dataRows(quote.id);
    const key = Object.keys(answers).find((id) => typeof answers[id] === 'boolean')!;

    const sent = await statementsOf(async () => {
      const response = await putQuote(server.app, token, quote.id, { answers: { ...answers, [key]: !answers[key] } });
      expect(response.statusCode, response.body).toBe(200);
    });

    // a begin would be logged on PostgreSQL (not on PGlite); on PostgreSQL the request's rate limit is
    // counted first, apart from the save (server/auth/shared-limits.ts)
    const work = sent.map(kindOf).filter((kind) => kind !== 'insert into limit_counters');
    expect(work).toEqual(['select quotes', 'with update quotes, update quote_data: select']);
    const after = await dataRows(quote.id);
    expect(after.map((row) => row.id).sort()).toEqual(before.map((row) => row.id).sort());
    expect(after.find((row) => row.question_id === Number(key))?.answer_text_value).toBe(String(!answers[key]));
  });

  it('writes a changed answer whose row is missing (written behind the quote) as a new row', async () => {
    const { familyId, answers } = await richPreset();
    const quote = await createQuote(server.app, token, { family_id: familyId });
    expect((await putQuote(server.app, token, quote.id, { answers })).statusCode).toBe(200);
    const key = Object.keys(answers).find((id) => typeof answers[id] === 'boolean')!;
    await server.db.delete(quoteData).where(and(eq(quoteData.quoteId, quote.id), eq(quoteData.questionId, Number(key))));

    expect((await putQuote(server.app, token, quote.id, { answers: { ...answers, [key]: !answers[key] } })).statusCode).toBe(200);
    const rows = (await dataRows(quote.id)).filter((row) => row.question_id === Number(key));
    expect(rows.map((row) => row.answer_text_value)).toEqual([String(!answers[key])]);
  });

  it('writes nothing, data rows included, on a version read before another save (compare and set)', async () => {
    const { familyId, answers } = await richPreset();
    const quote = await createQuote(server.app, token, { family_id: familyId });
    expect((await putQuote(server.app, token, quote.id, { answers })).statusCode).toBe(200);
    const key = Object.keys(answers).find((id) => typeof answers[id] === 'boolean')!;
    const read = () => server.db.transaction((tx) => lockQuoteById(tx, quote.id)).then((record) => record!);
    const stale = await read();
    expect((await putQuote(server.app, token, quote.id, { name: 'saved meanwhile' })).statusCode).toBe(200);

    const flipped = { ...answers, [key]: !answers[key] } as QuoteRow['answers'];
    const rewrite = { questionId: Number(key), answerId: null, answerTextValue: String(!answers[key]) };
    expect(await writeQuoteAndRows(server.db, stale, { answers: flipped }, [rewrite], new Date(), { ifUnchanged: true })).toBeNull();
    const row = (await dataRows(quote.id)).find((r) => r.question_id === Number(key));
    expect(row?.answer_text_value).toBe(String(answers[key]));
    expect((await server.db.select({ answers: quotes.answers }).from(quotes).where(eq(quotes.id, quote.id)))[0]?.answers).toEqual(answers);

    // the same save on the quote read again goes through
    const fresh = await read();
    expect(await writeQuoteAndRows(server.db, fresh, { answers: flipped }, [rewrite], new Date(), { ifUnchanged: true })).toMatchObject({ missing: new Set() });
    expect((await dataRows(quote.id)).find((r) => r.question_id === Number(key))?.answer_text_value).toBe(String(!answers[key]));
  });

  it('keeps the data rows in step with the answers under saves sent at once', async () => {
    const { familyId, answers } = await richPreset();
    const quote = await createQuote(server.app, token, { family_id: familyId });
    expect((await putQuote(server.app, token, quote.id, { answers })).statusCode).toBe(200);
    const key = Object.keys(answers).find((id) => typeof answers[id] === 'boolean')!;
    const responses = await Promise.all(Array.from({ length: 12 }, (_, i) => putQuote(server.app, token, quote.id, { answers: { ...answers, [key]: i % 2 === 0 } })));
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    const versions = responses.map((response) => (response.json() as { data: { version: number } }).data.version);
    expect(new Set(versions).size).toBe(12); // every save written once, on its own version
    const saved = (await server.db.select({ answers: quotes.answers }).from(quotes).where(eq(quotes.id, quote.id)))[0]!.answers;
    const row = (await dataRows(quote.id)).filter((r) => r.question_id === Number(key));
    expect(row.map((r) => r.answer_text_value)).toEqual([String(saved[key])]);
  });

  it('keeps the data rows in step when an answer is removed, given again or changed from a list', async () => {
    const { familyId, answers } = await richPreset();
    const quote = await createQuote(server.app, token, { family_id: familyId });
    expect((await putQuote(server.app, token, quote.id, { answers })).statusCode).toBe(200);
    const key = Object.keys(answers).find((id) => typeof answers[id] === 'boolean')!;
    const { [key]: removed, ...without } = answers;

    expect((await putQuote(server.app, token, quote.id, { answers: without })).statusCode).toBe(200);
    expect((await dataRows(quote.id)).some((row) => row.question_id === Number(key))).toBe(false);
    expect((await putQuote(server.app, token, quote.id, { answers: { ...without, [key]: removed } })).statusCode).toBe(200);
    const rows = await dataRows(quote.id);
    expect(rows.filter((row) => row.question_id === Number(key)).map((row) => row.answer_text_value)).toEqual([String(removed)]);
    // every answer is one row per value, and nothing else
    const expected = Object.values(answers).reduce<number>((count, value) => count + (Array.isArray(value) ? value.length : 1), 0);
    expect(rows).toHaveLength(expected);
  });
});
