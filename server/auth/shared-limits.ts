/**
 * Where the limits count, chosen once at start-up: on PostgreSQL in the
 * database, shared by every server process (database-limit-store.ts), with
 * this process's memory as the fallback while the database fails
 * (fallback-limit-store.ts); on PGlite, which only one process can open, in
 * memory. The same stores serve the API's per-address limit, the public
 * operations' own limits and the failed sign-ins (per address and account);
 * their keys are prefixed by what they count.
 */
import type { DatabaseHandle } from '../db/client.ts';
import { DatabaseLimitStore } from './database-limit-store.ts';
import { FallbackLimitStore, type LimitLog } from './fallback-limit-store.ts';
import { MemoryLimitStore, type LimitStore } from './limit-store.ts';
import { blockFor, ReservingLimitStore } from './reserving-limit-store.ts';

/** How often each process deletes the ended windows of the shared counters. */
const PRUNE_EVERY_MS = 60_000;

export interface LimitStores {
  /** True when the counters are in the database, shared by every process. */
  shared: boolean;
  /** The API's per-address limit (RATE_LIMIT_PER_MINUTE). */
  api: LimitStore;
  /** The public operations' own limits (http/public-limits.ts). */
  publicOperations: LimitStore;
  /** Failed sign-ins per address and per account (login-limiter.ts, account-throttle.ts). */
  signIn: LimitStore;
  stop(): void;
}

/**
 * Shared by default on PostgreSQL, in memory on PGlite; `shared` forces either.
 * The API's limit (`apiPerMinute` per address) reserves its shared hits in
 * blocks (reserving-limit-store.ts): it is counted on every request.
 */
export function limitStores(database: DatabaseHandle, log: LimitLog, apiPerMinute: number, shared = database.kind === 'postgres'): LimitStores {
  if (!shared) {
    return { shared, api: new MemoryLimitStore(), publicOperations: new MemoryLimitStore(), signIn: new MemoryLimitStore(20_000), stop: () => undefined };
  }
  const counters = new DatabaseLimitStore(database.db);
  const store = new FallbackLimitStore(counters, new MemoryLimitStore(100_000), log);
  const prune = () =>
    counters.prune().catch((error: unknown) => {
      if (!store.failing) log.warn({ err: error }, 'deleting the ended windows of the shared limit counters failed');
    });
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  timer.unref();
  return { shared, api: new ReservingLimitStore(store, blockFor(apiPerMinute)), publicOperations: store, signIn: store, stop: () => clearInterval(timer) };
}
