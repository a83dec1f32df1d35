/**
 * Quotes in the database: a quote with everything its views and its pricing
 * need (family version, author, reference client, installer, billed
 * company), within the caller's scope. One quote is one narrow prepared query
 * with its companies from the process's company cache (server/tenancy/
 * company-cache.ts); a page of the list is one join. Writes bump `version`
 * and keep the data rows in step with the answer map atomically: in the
 * writer's transaction, or in one statement (quote-write.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedFor, type Database, type Queryable, type Transaction } from '../db/client.ts';
import { versionInForce } from '../catalogue/catalogue-store.ts';
import { companies, families, quotes, users } from '../db/schema.ts';
import { notFound } from '../http/app-error.ts';
import { companyLookupFor } from '../tenancy/company-cache.ts';
import { quoteScope, scopeValues, type Caller } from './quote-scope.ts';

export type QuoteRow = typeof quotes.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type { Queryable, Transaction };

export interface QuoteRecord {
  quote: QuoteRow;
  /** The number of its family's version in force now (the quote is priced by its own `familyVersion`). */
  familyInForce: number | null;
  installer: CompanyRow | null;
  billingClient: CompanyRow | null;
  client: CompanyRow;
  createdBy: string;
}

const installer = alias(companies, 'installer');
const billingClient = alias(companies, 'billing_client');
const client = alias(companies, 'client');

function selectRecords(db: Queryable) {
  return db
    .select({
      quote: quotes,
      familyInForce: versionInForce,
      installer,
      billingClient,
      client,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(quotes)
    .innerJoin(families, eq(families.id, quotes.familyId))
    .innerJoin(client, eq(client.id, quotes.clientId))
    .innerJoin(users, eq(users.id, quotes.userId))
    .leftJoin(installer, eq(installer.id, quotes.installerId))
    .leftJoin(billingClient, eq(billingClient.id, quotes.billingClientId));
}

type SelectedRecord = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

function toRecord(row: SelectedRecord): QuoteRecord {
  return {
    quote: row.quote,
    familyInForce: row.familyInForce,
    installer: row.installer,
    billingClient: row.billingClient,
    client: row.client,
    createdBy: `${row.firstName} ${row.lastName}`.trim(),
  };
}

/** One quote without its companies: the row, its family's version and its author's name. */
function selectQuote(db: Queryable) {
  return db
    .select({ quote: quotes, familyInForce: versionInForce, firstName: users.firstName, lastName: users.lastName })
    .from(quotes)
    .innerJoin(families, eq(families.id, quotes.familyId))
    .innerJoin(users, eq(users.id, quotes.userId));
}

type SelectedQuote = Awaited<ReturnType<ReturnType<typeof selectQuote>['execute']>>[number];

/** The record of a quote row, its companies looked up by id. */
async function withCompanies(row: SelectedQuote, lookup: ReturnType<typeof companyLookupFor>): Promise<QuoteRecord> {
  const { quote } = row;
  const found = await lookup.byIds([quote.clientId, ...(quote.installerId === null ? [] : [quote.installerId]), ...(quote.billingClientId === null ? [] : [quote.billingClientId])]);
  const company = (id: number | null) => (id === null ? null : (found.get(id) ?? null));
  const client = company(quote.clientId);
  if (!client) throw new Error(`quote ${quote.id}: company ${quote.clientId} not found`);
  return {
    quote,
    familyInForce: row.familyInForce,
    installer: company(quote.installerId),
    billingClient: company(quote.billingClientId),
    client,
    createdBy: `${row.firstName} ${row.lastName}`.trim(),
  };
}

/** The read of one quote within a scope, prepared once per database and kind of scope (the hot path of the builder). */
const preparedReads = [false, true].map((canConfirm) =>
  preparedFor((db) =>
    selectQuote(db)
      .where(and(eq(quotes.id, sql.placeholder('id')), quoteScope({ companyId: sql.placeholder('companyId'), clientId: sql.placeholder('clientId'), canConfirm })))
      .prepare(`find_quote_${canConfirm ? 'confirm' : 'own'}`),
  ),
);

/** The quote if the caller may see it, else 404. */
export async function findQuote(db: Database, caller: Caller, id: number): Promise<QuoteRecord> {
  const scope = scopeValues(caller);
  const [row] = await preparedReads[Number(scope.canConfirm)]!(db).execute({ id, companyId: scope.companyId, clientId: scope.clientId });
  if (!row) throw notFound();
  return withCompanies(row, companyLookupFor(db));
}

/**
 * The same within a transaction, with a row lock on the quote for the rest of
 * it; its companies come from the process's company cache, those missing
 * read in the transaction.
 */
export async function lockQuote(tx: Transaction, caller: Caller, id: number): Promise<QuoteRecord> {
  const [row] = await selectQuote(tx).where(and(eq(quotes.id, id), quoteScope(scopeValues(caller)))).for('update', { of: quotes });
  if (!row) throw notFound();
  return withCompanies(row, companyLookupFor(tx));
}

/**
 * A quote by id alone, locked for the rest of the transaction: for a caller
 * whose right to it is not the quote scope (the trading group that confirms
 * it checks its own), else null.
 */
export async function lockQuoteById(tx: Transaction, id: number): Promise<QuoteRecord | null> {
  const [row] = await selectQuote(tx).where(eq(quotes.id, id)).for('update', { of: quotes });
  return row ? withCompanies(row, companyLookupFor(tx)) : null;
}

/** Reads quotes by a condition (the list), in the given order. */
export async function findQuotes(db: Queryable, where: ReturnType<typeof and>, orderBy: Parameters<ReturnType<typeof selectRecords>['orderBy']>, limit: number, offset: number) {
  const rows = await selectRecords(db)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return rows.map(toRecord);
}

export async function countQuotes(db: Queryable, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(quotes).where(where);
  return row?.count ?? 0;
}

/**
 * Updates a quote and bumps its version, unless only the builder's position
 * changes (where the user stands is no change of the quote a stale tab could
 * erase); the caller holds its row lock.
 */
export async function writeQuote(tx: Transaction, record: QuoteRecord, changes: Partial<typeof quotes.$inferInsert>): Promise<QuoteRow> {
  if (Object.keys(changes).length === 0) return record.quote;
  const positionOnly = Object.keys(changes).every((key) => key === 'lastStepId');
  const [updated] = await tx
    .update(quotes)
    .set(positionOnly ? changes : { ...changes, version: record.quote.version + 1, updatedAt: new Date() })
    .where(eq(quotes.id, record.quote.id))
    .returning();
  if (!updated) throw notFound();
  return updated;
}

export async function companyById(db: Queryable, id: number | null): Promise<CompanyRow | null> {
  if (id === null) return null;
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}
