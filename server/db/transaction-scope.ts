/**
 * Transactions by construction. Every transaction runs its callback in an
 * async scope (AsyncLocalStorage) that the drivers consult:
 *
 * - A query on the root database (or a second root transaction) issued from
 *   the async context of an open transaction is a mistake: on PGlite's single
 *   connection it waits for that transaction, which waits for it, and the
 *   whole server stops answering; on PostgreSQL it takes a second connection
 *   and reads beside the transaction's own snapshot. It fails at once with a
 *   `TransactionMisuseError` naming its call site. This check is always on,
 *   in production too: it costs one AsyncLocalStorage read per query, and
 *   failing loudly beats freezing. Queries of other requests (other async
 *   contexts) simply wait for the transaction, as they always did.
 * - A transaction whose callback has not settled within the time limit is
 *   ended (rolled back, its connection or PGlite's lock released) and
 *   rejects with `TransactionTimeoutError` (answered 503
 *   `transaction_timeout`); whatever its stalled callback later asks of that
 *   transaction fails with `TransactionClosedError`.
 *
 * Repositories and caches take the `Queryable` they are called with (the
 * transaction or the database) and read through it; `rootDatabase` gives the
 * database a transaction belongs to, for what is kept per database (the
 * company cache).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { AppError } from '../http/app-error.ts';
import { isConnectionLoss, pauseBeforeRetry, sqlStateOf } from './connection-loss.ts';
import type * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database, or one of its transactions: what a repository is called with. */
export type Queryable = Database | Transaction;

/** Default time limit of a transaction (TRANSACTION_TIMEOUT_SECONDS). */
export const DEFAULT_TRANSACTION_TIMEOUT_MS = 10_000;

/** A root query or transaction issued inside an open transaction's async context. */
export class TransactionMisuseError extends Error {
  /** `file:line:column` of the offending call in the application's code, when found. */
  readonly callSite: string | undefined;
  constructor(what: string, callSite: string | undefined, openedAt: string | undefined) {
    super(
      `${what} on the root database while a transaction is open in the same async context` +
        `${callSite ? ` at ${callSite}` : ''}: pass the transaction (tx) instead` +
        `${openedAt ? ` (the transaction was opened at ${openedAt})` : ''}. On PGlite this query would wait for the transaction, which waits for it.`,
    );
    this.name = 'TransactionMisuseError';
    this.callSite = callSite;
  }
}

/** Seconds the Retry-After header of a 503 transaction_timeout suggests. */
const RETRY_AFTER_SECONDS = 5;

/**
 * A transaction ended because it ran past the time limit (the process's
 * timer, or PostgreSQL's statement_timeout, lock_timeout or
 * idle_in_transaction_session_timeout): nothing of it was saved, and the
 * request is answered 503 transaction_timeout in the caller's language.
 */
export class TransactionTimeoutError extends AppError {
  readonly limitMs: number;
  constructor(limitMs: number, openedAt: string | undefined, cause?: unknown) {
    super(503, 'transaction_timeout', { retryAfterSeconds: RETRY_AFTER_SECONDS });
    this.name = 'TransactionTimeoutError';
    this.message = `transaction ended after its time limit of ${limitMs} ms${openedAt ? ` (opened at ${openedAt})` : ''}`;
    this.limitMs = limitMs;
    if (cause !== undefined) this.cause = cause;
  }
}

/**
 * PostgreSQL ending what ran past the limits set on each connection
 * (server/db/client.ts): statement_timeout (57014), lock_timeout (55P03),
 * idle_in_transaction_session_timeout (25P03).
 */
export const TIME_LIMIT_SQLSTATES = new Set(['57014', '55P03', '25P03']);

/** A query on a transaction that has already ended (its callback went on after the time limit). */
export class TransactionClosedError extends Error {
  constructor() {
    super('query on a transaction that has ended (it ran past its time limit and was rolled back)');
    this.name = 'TransactionClosedError';
  }
}

type State = 'starting' | 'open' | 'ended';

/** One transaction as its async context sees it. */
export class TransactionScope {
  state: State = 'starting';
  /** Set when the time limit ended it: its queries fail from then on. */
  expired = false;
  /** Set once the callback has resolved: what fails after it failed at COMMIT. */
  callbackDone = false;
  /** Set by the driver when a statement that may write was sent (PostgreSQL; see connection-loss.ts). */
  wrote = false;
  /** The driver's hook that ends the transaction at once when the limit passes (PostgreSQL: a queued ROLLBACK). */
  onExpire: (() => void) | undefined;
  /** The stack captured when the transaction was opened, formatted only when an error reads `openedAt`. */
  readonly #opened: { stack?: string };
  constructor(opened: { stack?: string }) {
    this.#opened = opened;
  }

  /** Where the transaction was opened, for the errors. */
  get openedAt(): string | undefined {
    return callSiteOf(this.#opened);
  }

  /** Throws once the transaction has ended by its time limit. */
  assertUsable(): void {
    if (this.expired) throw new TransactionClosedError();
  }
}

const scopes = new AsyncLocalStorage<TransactionScope>();
const unlimited = new AsyncLocalStorage<boolean>();

/** The transaction scope of the current async context, if any. */
export function currentScope(): TransactionScope | undefined {
  return scopes.getStore();
}

const THIS_FOLDER = fileURLToPath(new URL('.', import.meta.url));
const DRIVER_LAYER = /^(client|pglite-statements|transaction-scope|pg-pool-guard)\.ts:/;

/**
 * The first frame of the current stack in the application's code: not in
 * node_modules, not in node's internals, not in this folder's driver layer
 * (server/db/client.ts, pglite-statements.ts, transaction-scope.ts).
 */
export function callSite(): string | undefined {
  return callSiteOf(captureStack(callSite));
}

/**
 * The current stack, captured now and formatted only when read (V8 formats a
 * captured stack lazily): a transaction keeps where it was opened at the cost
 * of the capture, and pays for the text only when an error tells it.
 */
function captureStack(below: (...args: never[]) => unknown): { stack?: string } {
  const holder: { stack?: string } = {};
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 50;
  Error.captureStackTrace(holder, below);
  Error.stackTraceLimit = limit;
  return holder;
}

/** The first frame of a captured stack in the application's code (see callSite). */
function callSiteOf(holder: { stack?: string }): string | undefined {
  const frames = (holder.stack ?? '').split('\n').slice(1);
  for (const frame of frames) {
    const text = frame.trim().replace(/^at (async )?/, '');
    if (text.includes('node_modules') || text.includes('node:') || !text.includes('/')) continue;
    const location = /\(?((?:file:\/\/)?\/[^()]+:\d+:\d+)\)?$/.exec(text)?.[1];
    if (!location) continue;
    const file = location.replace(/^file:\/\//, '');
    if (file.startsWith(THIS_FOLDER) && DRIVER_LAYER.test(file.slice(THIS_FOLDER.length))) continue;
    return text;
  }
  return undefined;
}

/**
 * Called by the drivers before a root query (`what`: "a query") or a root
 * transaction ("a transaction"): throws when the current async context is
 * inside an open transaction.
 */
export function assertOutsideTransaction(what: string): void {
  const scope = scopes.getStore();
  if (scope?.state === 'open') throw new TransactionMisuseError(what, callSite(), scope.openedAt);
}

/** Runs `fn` (migrations, seeding, imports at start) with no time limit on its transactions. */
export function withoutTransactionLimit<T>(fn: () => Promise<T>): Promise<T> {
  return unlimited.run(true, fn);
}

const roots = new WeakMap<object, Database>();

/** The database a transaction belongs to (the database itself for the database). */
export function rootDatabase(q: Queryable): Database {
  return roots.get(q) ?? (q as Database);
}

/**
 * The connection of a transaction that had written something died after its
 * callback had finished, while COMMIT was on its way: whether PostgreSQL
 * committed it is unknown, so it is not run again (it could be written twice)
 * and the request is answered 503 database_commit_unknown, which says so.
 */
export class CommitUnknownError extends AppError {
  constructor(cause: unknown) {
    super(503, 'database_commit_unknown', { retryAfterSeconds: RETRY_AFTER_SECONDS });
    this.name = 'CommitUnknownError';
    this.message = 'the database connection was lost while the transaction was committing: it may or may not have been saved';
    this.cause = cause;
  }
}

/** What the drivers tell of lost connections (counted by the metrics). */
export const connectionLossEvents = {
  /** A transaction or a read sent again after its connection died. */
  retried: 0,
  /** A transaction whose commit's outcome was lost with its connection. */
  commitUnknown: 0,
  /** Transactions ended by their time limit. */
  timedOut: 0,
};

/**
 * Makes every `db.transaction` of `db` run in a transaction scope with a time
 * limit of `limitMs` (counted from when its callback starts, not while it
 * waits for the connection or PGlite's lock).
 *
 * A transaction whose connection dies (issue 31, item 1) is run once more,
 * on a new connection, when that is safe: when it died before the callback
 * had finished (COMMIT was never sent: nothing of it was kept), or when
 * nothing it sent wrote anything (the driver marks `scope.wrote`, see
 * pg-pool-guard.ts). So a transaction's callback may run twice: it must keep
 * its effects in the database (files are written before it, mails and events
 * are outbox rows), as every callback of the server does. A connection lost
 * during the COMMIT of a transaction that wrote is CommitUnknownError.
 */
export function scopeTransactions(db: Database, limitMs: number): Database {
  const original = db.transaction.bind(db);
  const once = async <T>(scope: TransactionScope, callback: (tx: Transaction) => Promise<T>, config?: Parameters<Database['transaction']>[1]): Promise<T> => {
    const limited = !unlimited.getStore();
    let timer: NodeJS.Timeout | undefined;
    const body = async (tx: Transaction): Promise<T> => {
      roots.set(tx, scoped);
      scope.state = 'open';
      try {
        let result: T;
        if (!limited) result = await callback(tx);
        else {
          const expired = new Promise<never>((_, reject) => {
            timer = setTimeout(() => {
              scope.expired = true;
              scope.state = 'ended';
              scope.onExpire?.();
              reject(new TransactionTimeoutError(limitMs, scope.openedAt));
            }, limitMs);
          });
          result = await Promise.race([callback(tx), expired]);
        }
        scope.callbackDone = true;
        return result;
      } finally {
        clearTimeout(timer);
        scope.state = 'ended';
      }
    };
    try {
      return await scopes.run(scope, () => original(body, config));
    } finally {
      clearTimeout(timer);
      scope.state = 'ended';
    }
  };
  const transaction = async <T>(callback: (tx: Transaction) => Promise<T>, config?: Parameters<Database['transaction']>[1]): Promise<T> => {
    assertOutsideTransaction('a transaction');
    const opened = captureStack(transaction);
    for (let attempt = 1; ; attempt += 1) {
      const scope = new TransactionScope(opened);
      try {
        return await once(scope, callback, config);
      } catch (error) {
        // after the time limit, whatever the driver's rollback threw, the answer is the time limit
        if (scope.expired) {
          connectionLossEvents.timedOut += 1;
          throw error instanceof TransactionTimeoutError ? error : new TransactionTimeoutError(limitMs, scope.openedAt, error);
        }
        if (TIME_LIMIT_SQLSTATES.has(sqlStateOf(error) ?? '')) {
          connectionLossEvents.timedOut += 1;
          throw new TransactionTimeoutError(limitMs, scope.openedAt, error);
        }
        if (isConnectionLoss(error)) {
          const committing = scope.callbackDone && scope.wrote;
          if (!committing && attempt === 1) {
            connectionLossEvents.retried += 1;
            await pauseBeforeRetry();
            continue;
          }
          if (committing) {
            connectionLossEvents.commitUnknown += 1;
            throw new CommitUnknownError(error);
          }
          throw error;
        }
        // Drizzle wraps what a driver throws ("Failed query: ..."): a misuse is told as itself
        const cause = (error as { cause?: unknown }).cause;
        if (cause instanceof TransactionMisuseError || cause instanceof TransactionClosedError) throw cause;
        throw error;
      }
    }
  };
  // Checked where the query is built too: the caller's frame is on the stack
  // there, not when Drizzle runs it (a promise job later).
  const scoped: Database = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property === 'string' && QUERY_BUILDERS.has(property) && typeof value === 'function') {
        return (...args: unknown[]) => {
          assertOutsideTransaction('a query');
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value;
    },
  });
  return scoped;
}

/** The methods of a Drizzle database that start a query. */
const QUERY_BUILDERS = new Set(['select', 'selectDistinct', 'selectDistinctOn', 'insert', 'update', 'delete', 'execute', 'with', '$with', '$count', 'refreshMaterializedView']);
