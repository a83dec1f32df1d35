/**
 * The node-postgres pool as Drizzle gets it, with the checks of
 * transaction-scope.ts: a root query or transaction from inside an open
 * transaction's async context fails at once (it would take a second
 * connection and read beside the transaction), and the connection of a
 * transaction ended by its time limit gets a ROLLBACK at once and takes no
 * more queries from that transaction. A query outside a transaction whose
 * connection dies is sent once more when that is safe (a read, or a statement
 * that never left the process); a transaction marks its scope `wrote` when
 * it sends a statement that may write, for the retry rule of
 * transaction-scope.ts.
 */
import type pg from 'pg';
import { isConnectionLoss, isReadStatement, isTransactionControl, neverSent, pauseBeforeRetry } from './connection-loss.ts';
import { assertOutsideTransaction, connectionLossEvents, currentScope, TransactionClosedError, type TransactionScope } from './transaction-scope.ts';

/** The SQL of a node-postgres query: a text, or a config object's `text`. */
function statementText(query: unknown): string {
  if (typeof query === 'string') return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

function bound(target: object, property: string | symbol): unknown {
  const value: unknown = Reflect.get(target, property, target);
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
}

/** The connection of one transaction. */
function transactionClient(client: pg.PoolClient, scope: TransactionScope): pg.PoolClient {
  let released = false;
  scope.onExpire = () => {
    // queued before anything the stalled callback may still send
    client.query('ROLLBACK').catch(() => undefined);
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (...args: unknown[]) => {
          if (released || scope.expired) return Promise.reject(new TransactionClosedError());
          const text = statementText(args[0]);
          if (!scope.wrote && !isTransactionControl(text) && !isReadStatement(text)) scope.wrote = true;
          return (target.query as (...a: unknown[]) => unknown)(...args);
        };
      }
      if (property === 'release') {
        return (...args: unknown[]) => {
          if (released) return;
          released = true;
          scope.onExpire = undefined;
          (target.release as (...a: unknown[]) => void)(...args);
        };
      }
      return bound(target, property);
    },
  });
}

/** Clients given an error listener already (the pool hands the same client out again). */
const listened = new WeakSet<pg.PoolClient>();

/**
 * A connection that dies while a request holds it (pg_terminate_backend, a
 * network cut) emits 'error' on its client: without a listener, that event
 * ends the process. The query in flight rejects anyway (answered 503
 * database_unavailable by the error handler) and the pool drops the client
 * once it is released, so the event itself is only swallowed.
 */
function listenForErrors(client: pg.PoolClient): void {
  if (listened.has(client)) return;
  listened.add(client);
  client.on('error', () => undefined);
}

export function guardPool(pool: pg.Pool): pg.Pool {
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'query') {
        return async (...args: unknown[]) => {
          assertOutsideTransaction('a query');
          const query = target.query as (...a: unknown[]) => Promise<unknown>;
          try {
            return await query.apply(target, args);
          } catch (error) {
            // once, on a new connection: a read, or a statement that never left the process
            if (!isConnectionLoss(error) || !(isReadStatement(statementText(args[0])) || neverSent(error))) throw error;
            connectionLossEvents.retried += 1;
            await pauseBeforeRetry();
            return await query.apply(target, args);
          }
        };
      }
      if (property === 'connect') {
        return async () => {
          assertOutsideTransaction('a transaction');
          const client = await target.connect();
          listenForErrors(client);
          const scope = currentScope();
          return scope && scope.state === 'starting' ? transactionClient(client, scope) : client;
        };
      }
      return bound(target, property);
    },
  });
}
