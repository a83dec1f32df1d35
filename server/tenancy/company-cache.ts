/**
 * Company rows by id, kept in the process so that reading a quote costs one
 * narrow query instead of a join over three company rows (the hot path of
 * the builder). It stays right across processes on the same notifications as
 * the session cache (server/auth/session-cache.ts): every change to a company
 * announces `company:<id>` on `auth_change` from a trigger, in the committing
 * transaction, and `all` after a TRUNCATE. Rows are served only once the
 * subscription has confirmed that every change committed before the read has
 * been heard, never while it is down, and a read that overlapped an
 * invalidation is not kept (generation check).
 */
import { inArray } from 'drizzle-orm';
import type { Database, Queryable, Subscription } from '../db/client.ts';
import { companies } from '../db/schema.ts';
import { rootDatabase } from '../db/transaction-scope.ts';

export type CompanyRow = typeof companies.$inferSelect;

/** At most this many companies are kept; the oldest go first. */
const MAX_ENTRIES = 5_000;
/** A last resort should a change ever escape the triggers: a row is re-read at least this often. */
const MAX_AGE_MS = 60_000;

export class CompanyCache {
  #rows = new Map<number, { row: CompanyRow; storedAt: number }>();
  #live = false;
  #generation = 0;

  get generation(): number {
    return this.#generation;
  }

  get(id: number, now = Date.now()): CompanyRow | undefined {
    if (!this.#live) return undefined;
    const entry = this.#rows.get(id);
    if (!entry) return undefined;
    if (now - entry.storedAt > MAX_AGE_MS) {
      this.#rows.delete(id);
      return undefined;
    }
    return entry.row;
  }

  /** Keeps rows read from the database, unless the cache is not live or anything was invalidated since `generation`. */
  store(rows: readonly CompanyRow[], generation: number, now = Date.now()): void {
    if (!this.#live || generation !== this.#generation) return;
    for (const row of rows) {
      if (this.#rows.size >= MAX_ENTRIES) {
        const oldest = this.#rows.keys().next();
        if (!oldest.done) this.#rows.delete(oldest.value);
      }
      this.#rows.set(row.id, { row: Object.freeze({ ...row }), storedAt: now });
    }
  }

  /** Applies one message of `auth_change`: `company:<id>` drops that row; users, roles and tokens do not concern it; anything else empties it. */
  invalidate(message: string): void {
    this.#generation++;
    const [kind, rawId] = message.split(':');
    const id = Number(rawId);
    if (kind === 'company' && Number.isInteger(id)) this.#rows.delete(id);
    else if (!((kind === 'user' || kind === 'token' || kind === 'role') && Number.isInteger(id))) this.#rows.clear();
  }

  setLive(live: boolean): void {
    this.#live = live;
    this.#generation++;
    this.#rows.clear();
  }
}

/** The companies of a database as the repositories read them. */
export interface CompanyLookup {
  /**
   * The rows of `ids` (absent ids are missing from the map). Rows not served
   * from memory are read through `via` (default: the database): inside a
   * transaction, pass it, since on PGlite a read beside an open transaction
   * waits for that transaction to end.
   */
  byIds(ids: readonly number[], via?: Queryable): Promise<Map<number, CompanyRow>>;
}

async function readCompanies(db: Queryable, ids: readonly number[]): Promise<CompanyRow[]> {
  return ids.length === 0 ? [] : db.select().from(companies).where(inArray(companies.id, [...ids]));
}

/** A lookup that serves from `cache` once `subscription` is in sync, and reads the database for the rest. */
export function cachedCompanies(db: Database, cache: CompanyCache, subscription: Pick<Subscription, 'sync'>): CompanyLookup {
  return {
    async byIds(ids, via = db) {
      const found = new Map<number, CompanyRow>();
      const unique = [...new Set(ids)];
      const cachedAll = unique.every((id) => cache.get(id) !== undefined);
      if (cachedAll && (await subscription.sync())) {
        for (const id of unique) {
          const row = cache.get(id);
          if (row) found.set(id, row);
        }
        if (found.size === unique.length) return found;
      }
      const generation = cache.generation;
      const missing = unique.filter((id) => !found.has(id));
      const rows = await readCompanies(via, missing);
      cache.store(rows, generation);
      for (const row of rows) found.set(row.id, row);
      return found;
    },
  };
}

/** Without a subscription (scripts, repository tests): always the database. */
export const uncachedCompanies = (db: Database): CompanyLookup => ({
  byIds: async (ids, via = db) => new Map((await readCompanies(via, [...new Set(ids)])).map((row) => [row.id, row])),
});

const registry = new WeakMap<Database, CompanyLookup>();

/** The server registers its cached lookup for its database while it runs. */
export function registerCompanyLookup(db: Database, lookup: CompanyLookup | null): void {
  if (lookup) registry.set(db, lookup);
  else registry.delete(db);
}

/**
 * The companies as seen through `q`, the database or a transaction: served
 * from the cache of `q`'s database when it holds them, the rest read through
 * `q` itself (inside a transaction, in that transaction).
 */
export function companyLookupFor(q: Queryable): { byIds(ids: readonly number[]): Promise<Map<number, CompanyRow>> } {
  const root = rootDatabase(q);
  const lookup = registry.get(root) ?? uncachedCompanies(root);
  return { byIds: (ids) => lookup.byIds(ids, q) };
}
