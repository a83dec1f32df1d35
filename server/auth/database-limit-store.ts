/**
 * The limit counters in the database (table limit_counters), shared by every
 * server process on one PostgreSQL: one atomic upsert per hit
 * (`insert … on conflict … do update … returning`), so that N processes
 * together let through what one would. Windows are measured by the database's
 * clock, the same for every process, and handed back as the time left, so a
 * process whose clock is off still answers the right Retry-After.
 *
 * Hits on one key that arrive while that key's upsert is under way are
 * counted together by the next one (`count + k`), each answered the count it
 * would have had alone: the limit stays exact, and a busy client costs about
 * one round trip per round trip's worth of requests instead of one each.
 * Ended windows are deleted by `prune` (every minute, see shared-limits.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { preparedFor, type Database } from '../db/client.ts';
import { limitCounters } from '../db/schema.ts';
import type { HitOptions, LimitHit, LimitStore } from './limit-store.ts';

/**
 * The time left in the window, in ms, by the database's clock at the start of
 * the statement: added to the local time the statement was sent, never to the
 * time its answer came back, or a slow round trip would lengthen every wait
 * (a 1 s sign-in delay read "try again in 2 s" on a loaded machine).
 */
const ttlMs = sql<number>`(extract(epoch from (${limitCounters.resetAt} - now())) * 1000)::float8`;
const windowEnd = sql`now() + make_interval(secs => ${sql.placeholder('windowMs')}::float8 / 1000)`;
const ended = sql`${limitCounters.resetAt} <= now()`;

const hitQuery = preparedFor((db) =>
  db
    .insert(limitCounters)
    .values({ key: sql.placeholder('key'), count: sql.placeholder('hits'), resetAt: windowEnd })
    .onConflictDoUpdate({
      target: limitCounters.key,
      set: {
        count: sql`case when ${ended} then excluded.count else ${limitCounters.count} + excluded.count end`,
        resetAt: sql`case when ${ended} or ${sql.placeholder('slide')}::boolean then excluded.reset_at else ${limitCounters.resetAt} end`,
      },
    })
    .returning({ count: limitCounters.count, ttlMs })
    .prepare('limit_counter_hit'),
);

const peekQuery = preparedFor((db) =>
  db
    .select({ count: limitCounters.count, ttlMs })
    .from(limitCounters)
    .where(sql`${limitCounters.key} = ${sql.placeholder('key')} and ${limitCounters.resetAt} > now()`)
    .prepare('limit_counter_peek'),
);

interface Waiting {
  hits: number;
  resolve(hit: LimitHit): void;
  reject(error: unknown): void;
}

interface Batch {
  windowMs: number;
  slide: boolean;
  waiting: Waiting[];
}

export class DatabaseLimitStore implements LimitStore {
  readonly #db: Database;
  /** Hits waiting for their key's next upsert. */
  readonly #queued = new Map<string, Batch>();
  /** Keys whose upsert is under way. */
  readonly #running = new Set<string>();

  constructor(db: Database) {
    this.#db = db;
  }

  hit(key: string, windowMs: number, _now?: number, options: HitOptions = {}): Promise<LimitHit> {
    return new Promise((resolve, reject) => {
      let batch = this.#queued.get(key);
      if (!batch) {
        batch = { windowMs, slide: options.slide === true, waiting: [] };
        this.#queued.set(key, batch);
      }
      batch.waiting.push({ hits: options.hits ?? 1, resolve, reject });
      if (!this.#running.has(key)) void this.#send(key);
    });
  }

  async #send(key: string): Promise<void> {
    const batch = this.#queued.get(key);
    if (!batch) return;
    this.#queued.delete(key);
    this.#running.add(key);
    try {
      const hits = batch.waiting.reduce((sum, waiting) => sum + waiting.hits, 0);
      const sentAt = Date.now();
      const [row] = await hitQuery(this.#db).execute({ key, hits, windowMs: batch.windowMs, slide: batch.slide });
      if (!row) throw new Error('the limit counter upsert returned no row');
      const resetAt = sentAt + row.ttlMs;
      let count = row.count - hits;
      for (const waiting of batch.waiting) {
        count += waiting.hits;
        waiting.resolve({ count, resetAt });
      }
    } catch (error) {
      for (const waiting of batch.waiting) waiting.reject(error);
    } finally {
      this.#running.delete(key);
      if (this.#queued.has(key)) void this.#send(key);
    }
  }

  async peek(key: string): Promise<LimitHit | null> {
    const sentAt = Date.now();
    const [row] = await peekQuery(this.#db).execute({ key });
    return row ? { count: row.count, resetAt: sentAt + row.ttlMs } : null;
  }

  async clear(key: string): Promise<void> {
    await this.#db.delete(limitCounters).where(eq(limitCounters.key, key));
  }

  /** Deletes the windows that have ended. */
  async prune(): Promise<void> {
    await this.#db.delete(limitCounters).where(ended);
  }
}
