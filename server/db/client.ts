/**
 * Opens the database: PGlite in a data folder (default), PGlite in memory
 * (tests), or PostgreSQL when DATABASE_URL is set. The same Drizzle schema
 * and migrations serve all three.
 */
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { listenPostgres } from './listen-postgres.ts';
import type { NotificationHandlers, Subscription } from './notifications.ts';
import { guardPool } from './pg-pool-guard.ts';
import { withNamedStatements } from './pglite-statements.ts';
import * as schema from './schema.ts';
import { DEFAULT_TRANSACTION_TIMEOUT_MS, scopeTransactions, withoutTransactionLimit, type Database } from './transaction-scope.ts';

export type { Database, Queryable, Transaction } from './transaction-scope.ts';
export type { NotificationHandlers, Subscription } from './notifications.ts';

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the pending migrations. */
  migrate(): Promise<void>;
  /** Cheap liveness query for /readyz. */
  ping(): Promise<void>;
  /** Subscribes to NOTIFY on `channel` (a plain identifier); resolves once listening. */
  listen(channel: string, handlers: NotificationHandlers): Promise<Subscription>;
  close(): Promise<void>;
  /** The connection pool, on PostgreSQL (PGlite has one connection and no pool): for /metrics. */
  pool?: PoolStats;
  /**
   * PGlite only: runs `during` while no query or transaction runs (it holds
   * PGlite's transaction lock, which every query and transaction takes), and
   * gives it `dump`, the data folder as a gzipped tar (dumpDataDir): what
   * is on disk at that moment, every committed transaction included, none
   * half done. See server/db/backup.ts.
   */
  quiesced?<T>(during: (dump: () => Promise<Blob>) => Promise<T>): Promise<T>;
}

/** What the metrics read of the PostgreSQL connection pool. */
export interface PoolStats {
  max: number;
  /** Connections open, idle among them, and callers waiting for one, now. */
  now(): { total: number; idle: number; waiting: number };
  /** Tells `listener` how long each checkout waited for a connection, in seconds; returns how to stop. */
  onWait(listener: (seconds: number) => void): () => void;
}

/**
 * Times every checkout of the pool, the ones its own query() makes included
 * (pg-pool calls this.connect): from the call to the connection handed out.
 */
function timeCheckouts(pool: pg.Pool): PoolStats['onWait'] {
  const listeners = new Set<(seconds: number) => void>();
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => Promise<pg.PoolClient> | undefined;
  const timed = (callback?: (...args: unknown[]) => void) => {
    const start = performance.now();
    const tell = () => {
      const seconds = (performance.now() - start) / 1000;
      for (const listener of listeners) listener(seconds);
    };
    if (callback) {
      return connect((...args: unknown[]) => {
        tell();
        callback(...args);
      });
    }
    return connect()!.then(
      (client) => {
        tell();
        return client;
      },
      (error: unknown) => {
        tell();
        throw error;
      },
    );
  };
  (pool as unknown as { connect: typeof timed }).connect = timed;
  return (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
}

/**
 * One prepared query per database, built on first use: its SQL is built
 * once (give it a unique name in `build`). PostgreSQL parses and plans it
 * once per connection; on PGlite every query is a named statement anyway
 * (see pglite-statements.ts).
 */
export function preparedFor<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget = ({ kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string }) & {
  /** Time limit of a transaction (TRANSACTION_TIMEOUT_SECONDS; default 10 s): see transaction-scope.ts. */
  transactionTimeoutMs?: number;
  /** Told the SQL of every statement Drizzle sends (tests count the statements of an operation). */
  onQuery?: (sql: string) => void;
};

const loggerOf = (onQuery: DatabaseTarget['onQuery']) => (onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {});

export class DatabaseUnavailableError extends Error {}

/**
 * PGlite starts PostgreSQL with -F (fsync off) by default; a data folder that
 * holds orders must survive a power cut, so fsync is switched back on, and
 * relaxedDurability stays off so that every commit is flushed before the call
 * returns.
 */
export const PGLITE_DURABLE = {
  relaxedDurability: false,
  startParams: [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'fsync=on'],
};

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const limitMs = target.transactionTimeoutMs ?? DEFAULT_TRANSACTION_TIMEOUT_MS;
  if (target.kind === 'postgres') return openPostgres(target.url, limitMs, target.onQuery);
  const client = target.dataDir ? new PGlite(target.dataDir, PGLITE_DURABLE) : new PGlite();
  await client.waitReady;
  const db = scopeTransactions(drizzlePglite(withNamedStatements(client), { schema, ...loggerOf(target.onQuery) }) as unknown as Database, limitMs);
  return {
    db,
    kind: 'pglite',
    migrate: () => withoutTransactionLimit(() => migratePglite(db as never, { migrationsFolder })),
    ping: async () => {
      await client.query('select 1');
    },
    // One process owns a PGlite database: a notification is delivered to the
    // listener before the query that caused it resolves, so it is always in sync.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.message);
      let listening = true;
      handlers.live(true);
      return {
        sync: async () => listening,
        stop: async () => {
          listening = false;
          handlers.live(false);
          if (!client.closed) await unlisten();
        },
      };
    },
    close: () => client.close(),
    quiesced: (during) =>
      (client as unknown as { _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> })._runExclusiveTransaction(() =>
        during(async () => client.dumpDataDir('gzip')),
      ),
  };
}

/**
 * PostgreSQL ends what runs past the transaction time limit itself too: a
 * statement (statement_timeout), a wait for a lock (lock_timeout), and, a
 * little later than the process's own timer, a transaction left idle
 * (idle_in_transaction_session_timeout closes its connection).
 */
function sessionLimits(limitMs: number) {
  return { statement_timeout: limitMs, lock_timeout: limitMs, idle_in_transaction_session_timeout: limitMs + 5000 };
}

/** Connections of each process's pool. */
const POOL_SIZE = 10;

async function openPostgres(url: string, limitMs: number, onQuery?: DatabaseTarget['onQuery']): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, connectionTimeoutMillis: 5000, ...sessionLimits(limitMs) });
  // An idle connection that the server closes (restart, pg_terminate_backend)
  // is dropped by the pool; unhandled, the event would end the process.
  pool.on('error', () => undefined);
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseUnavailableError(`cannot connect to the database at DATABASE_URL: ${(error as Error).message}`);
  }
  const onWait = timeCheckouts(pool);
  const db = scopeTransactions(drizzlePg(guardPool(pool), { schema, ...loggerOf(onQuery) }) as unknown as Database, limitMs);
  return {
    db,
    kind: 'postgres',
    pool: { max: POOL_SIZE, now: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }), onWait },
    // migrations may take longer than a request's limits: their own connection, without them
    migrate: async () => {
      const own = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 5000 });
      own.on('error', () => undefined);
      try {
        await withoutTransactionLimit(() => migratePg(drizzlePg(own, { schema }) as never, { migrationsFolder }));
      } finally {
        await own.end();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    close: () => pool.end(),
  };
}
