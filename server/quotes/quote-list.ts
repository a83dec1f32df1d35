/**
 * My quotes: filtered, sorted and paginated in the database, within the
 * caller's scope.
 */
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '../../engine/index.ts';
import { catalogueOfVersion, type CatalogueStore } from '../catalogue/catalogue-store.ts';
import type { Database } from '../db/client.ts';
import { projects, quotes } from '../db/schema.ts';
import { poolSummary, type Pool } from '../projects/pool.ts';
import type { QueryOf } from '../http/operation.ts';
import { readValidities } from './customisation-repository.ts';
import { countQuotes, findQuotes } from './quote-repository.ts';
import { quoteScope, scopeValues, type Caller } from './quote-scope.ts';
import { quoteListItemView } from './quote-views.ts';

const ACCENTED = 'àáâäãåçèéêëìíîïñòóôöõùúûüýÿœ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyo';

/** Lower case without accents, in SQL. */
export const folded = (value: SQL | AnyPgColumn) => sql`translate(lower(${value}), ${ACCENTED}, ${PLAIN})`;

/** The LIKE pattern of a case- and accent-insensitive substring search for `q` (compare with `folded`). */
export const foldedPattern = (q: string) => `%${foldText(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function foldText(text: string): string {
  return [...text.toLowerCase()].map((c) => (ACCENTED.includes(c) ? PLAIN[ACCENTED.indexOf(c)] : c)).join('');
}

const SORT_COLUMNS = {
  created_at: quotes.createdAt,
  updated_at: quotes.updatedAt,
  name: quotes.name,
  reference: quotes.reference,
  project_number: quotes.projectNumber,
  sent_at: quotes.validatedAt,
} as const;

function nextDay(date: string): Date {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

export async function listQuotePage(db: Database, store: CatalogueStore, caller: Caller, query: QueryOf<'listQuotes'>, locale: Locale) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 25;
  const conditions: (SQL | undefined)[] = [quoteScope(scopeValues(caller))];
  if (query.q) {
    const pattern = foldedPattern(query.q);
    conditions.push(
      or(
        sql`${folded(quotes.name)} like ${pattern}`,
        sql`${folded(sql`${quotes.reference}`)} like ${pattern}`,
        sql`${folded(sql`${quotes.projectNumber}`)} like ${pattern}`,
        sql`${folded(sql`coalesce(${quotes.endCustomerReference}, '')`)} like ${pattern}`,
      ),
    );
  }
  if (query.state) conditions.push(eq(quotes.state, query.state));
  if (query.family_id !== undefined) conditions.push(eq(quotes.familyId, query.family_id));
  if (query.project_id !== undefined) conditions.push(eq(quotes.projectId, query.project_id));
  if (query.created_from) conditions.push(gte(quotes.createdAt, new Date(`${query.created_from}T00:00:00Z`)));
  if (query.created_to) conditions.push(lt(quotes.createdAt, nextDay(query.created_to)));
  const where = and(...conditions);

  const sort = query.sort ?? '-created_at';
  const column = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const direction = sort.startsWith('-') ? desc : asc;
  const [total, records] = await Promise.all([
    countQuotes(db, where),
    findQuotes(db, where, [direction(column), direction(quotes.id)], perPage, (page - 1) * perPage),
  ]);
  // each quote is shown with its own family version (cached for good once read)
  const pinned = [...new Map(records.map(({ quote }) => [`${quote.familyId}:${quote.familyVersion}`, quote])).entries()];
  const catalogues = new Map(await Promise.all(pinned.map(async ([key, quote]) => [key, await catalogueOfVersion(store, quote)] as const)));
  const validities = await readValidities(db, records.map((record) => record.quote.id));
  // a quote of a pool project shows the project's pool
  const projectIds = [...new Set(records.flatMap(({ quote }) => (quote.projectId === null ? [] : [quote.projectId])))];
  const pools = new Map(
    projectIds.length === 0 ? [] : (await db.select({ id: projects.id, pool: projects.pool }).from(projects).where(inArray(projects.id, projectIds))).map((row) => [row.id, poolSummary(row.pool as Pool, locale)] as const),
  );
  return {
    data: records.flatMap((record) => {
      const catalogue = catalogues.get(`${record.quote.familyId}:${record.quote.familyVersion}`);
      if (!catalogue) return [];
      const item = quoteListItemView(record, catalogue, locale, validities.get(record.quote.id));
      const pool = record.quote.projectId === null ? undefined : pools.get(record.quote.projectId);
      return [pool === undefined ? item : { ...item, pool }];
    }),
    meta: { page, per_page: perPage, total },
  };
}
