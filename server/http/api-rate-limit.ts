/**
 * The store of @fastify/rate-limit (the API's per-address limit,
 * RATE_LIMIT_PER_MINUTE) on one of our LimitStores: in memory on PGlite, in
 * the database on PostgreSQL so that every process counts together
 * (server/auth/shared-limits.ts). The plugin builds it with `new` and asks
 * each route's `child`; all share the one store and key.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { hashedKey, type LimitStore } from '../auth/limit-store.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

export function rateLimitStore(store: LimitStore): FastifyRateLimitStoreCtor {
  return class ApiRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      store.hit(hashedKey('api', key), timeWindow, now).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - now) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return new ApiRateLimitStore();
    }
  };
}
