/**
 * The quote's update and the in-place rewrite of its single data rows in one
 * statement: the rows' update is a data-modifying CTE that reads the quote's
 * (`where quote_id = (select id from written)`), so it only touches the rows
 * of a quote the statement wrote. The statement is built once per shape
 * (the columns changed, the number of rows, compare and set or not) and
 * prepared by name: the builder's usual save builds no SQL.
 */
import { and, eq, getTableColumns, is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.ts';
import { quoteData, quotes } from '../db/schema.ts';
import { notFound } from '../http/app-error.ts';
import type { QuoteRecord, QuoteRow } from './quote-repository.ts';

/** A data row rewritten in place, by question, along with the quote (quote-data-rows.ts). */
export interface RowRewrite {
  questionId: number;
  answerId: number | null;
  answerTextValue: string | null;
}

type QuoteChanges = Partial<typeof quotes.$inferInsert>;

const quoteColumns = getTableColumns(quotes);
const { placeholder } = sql;

/** The statement of one shape, with placeholders: the changed columns by name, `id`, `version`, `next`, `now` (and as text), and q/a/t + index per row. */
function build(db: Queryable, keys: (keyof QuoteChanges)[], rows: number, ifUnchanged: boolean, name: string) {
  const set = { ...Object.fromEntries(keys.map((key) => [key, placeholder(key)])), version: placeholder('next'), updatedAt: placeholder('now') } as unknown as QuoteChanges;
  const where = ifUnchanged ? and(eq(quotes.id, placeholder('id')), eq(quotes.version, placeholder('version')), eq(quotes.state, 'draft')) : eq(quotes.id, placeholder('id'));
  const written = db.$with('written').as(db.update(quotes).set(set).where(where).returning());
  // the quote's columns as the CTE returned them (Drizzle types a CTE of an update as one column)
  const columns = written as unknown as typeof quoteColumns;
  const quoteFields = Object.fromEntries(Object.keys(quoteColumns).map((key) => [key, columns[key as keyof typeof quoteColumns]]));
  if (rows === 0) {
    return db
      .with(written)
      .select({ ...quoteFields, rewritten: sql<string>`''` })
      .from(written)
      .prepare(name);
  }
  const values = sql.join(
    Array.from({ length: rows }, (_, i) => sql`(${placeholder(`q${i}`)}::int, ${placeholder(`a${i}`)}::int, ${placeholder(`t${i}`)}::text)`),
    sql`, `,
  );
  const rewritten = db.$with('rewritten', { questionId: sql<number>`question_id` }).as(
    sql`update ${quoteData} as d set answer_id = v.answer_id, answer_text_value = v.answer_text_value, updated_at = ${placeholder('nowText')}::timestamptz
      from (values ${values}) as v(question_id, answer_id, answer_text_value)
      where d.quote_id = (select id from written) and d.question_id = v.question_id
      returning d.question_id`,
  );
  return db
    .with(written, rewritten)
    .select({
      ...quoteFields,
      rewritten: sql<string>`(select coalesce(string_agg(question_id::text, ','), '') from rewritten)`,
    })
    .from(written)
    .prepare(name);
}

type Prepared = ReturnType<typeof build>;
const prepared = new WeakMap<Queryable, Map<string, Prepared>>();

/** The prepared statement of a shape: kept per database, built afresh in a transaction (whose connection is its own). */
function statement(db: Queryable, keys: (keyof QuoteChanges)[], rows: number, ifUnchanged: boolean): Prepared {
  const name = `quote_write_${keys.join('_')}_${rows}${ifUnchanged ? '_cas' : ''}`;
  if (is(db, PgTransaction)) return build(db, keys, rows, ifUnchanged, name);
  let byName = prepared.get(db);
  if (!byName) prepared.set(db, (byName = new Map()));
  let query = byName.get(name);
  if (!query) byName.set(name, (query = build(db, keys, rows, ifUnchanged, name)));
  return query;
}

/** The questions of `rewrites` not rewritten exactly once (their row missing, or doubled). */
function missingOnce(rewrites: RowRewrite[], found: number[]): Set<number> {
  return new Set(rewrites.map((row) => row.questionId).filter((id) => found.filter((questionId) => questionId === id).length !== 1));
}

/**
 * Writes the quote's changes (version bumped) and rewrites the rows of
 * `rewrites`; answers the quote as written and the questions whose row was
 * not found exactly once (left to syncDataRows). Either the caller holds the
 * quote's row lock in the transaction `db`, or `ifUnchanged` makes the
 * statement a compare and set on `db` itself: it writes only a draft still
 * at the version that was read, and answers null otherwise (nothing written).
 */
export async function writeQuoteAndRows(
  db: Queryable,
  record: QuoteRecord,
  changes: QuoteChanges,
  rewrites: RowRewrite[],
  now: Date,
  { ifUnchanged = false }: { ifUnchanged?: boolean } = {},
): Promise<{ quote: QuoteRow; missing: Set<number> } | null> {
  const keys = (Object.keys(changes) as (keyof QuoteChanges)[]).filter((key) => changes[key] !== undefined).sort();
  const values: Record<string, unknown> = { id: record.quote.id, version: record.quote.version, next: record.quote.version + 1, now, nowText: now.toISOString() };
  for (const key of keys) values[key] = changes[key];
  rewrites.forEach((row, i) => Object.assign(values, { [`q${i}`]: row.questionId, [`a${i}`]: row.answerId, [`t${i}`]: row.answerTextValue }));
  const [updated] = await statement(db, keys, rewrites.length, ifUnchanged).execute(values);
  if (!updated) {
    if (ifUnchanged) return null;
    throw notFound();
  }
  const { rewritten, ...quote } = updated as QuoteRow & { rewritten: string };
  const found = rewritten === '' ? [] : rewritten.split(',').map(Number);
  return { quote, missing: missingOnce(rewrites, found) };
}
