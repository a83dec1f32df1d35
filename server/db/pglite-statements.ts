/**
 * Server-side prepared statements for Drizzle on PGlite. PGlite's `query`
 * runs every call as an unnamed statement in six steps (parse, describe,
 * bind, describe, execute, sync), so PostgreSQL parses and plans the SQL each
 * time, and planning a join costs far more than running it. Drizzle's
 * PGlite driver ignores statement names. This adapter gives Drizzle a
 * `query` that parses each distinct SQL text once as a named statement, then
 * binds and executes it in one round: PostgreSQL keeps the plan, as it does
 * for node-postgres's named statements. Everything else is PGlite's own:
 * its locks (one query at a time, none beside a transaction), its type
 * parsers and serializers, its result parsing, its notifications (only how
 * a query's own parsers are laid over PGlite's differs: see `parsing`).
 * A root query or transaction from inside an open transaction's async
 * context fails at once instead of waiting for PGlite's lock forever, and a
 * transaction ended by its time limit takes no more queries
 * (transaction-scope.ts).
 */
import { parse, protocol, type PGlite, type Transaction } from '@electric-sql/pglite';
import { assertOutsideTransaction, currentScope, TransactionClosedError } from './transaction-scope.ts';

type QueryOptions = Parameters<PGlite['query']>[2];
type Results = Awaited<ReturnType<PGlite['query']>>;

/** At most this many statements are kept; the oldest is closed first. */
const MAX_STATEMENTS = 500;

interface Statement {
  name: string;
  paramTypes: number[];
}

/** PGlite's locks, which its own query and transaction take. */
interface Locks {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The PGlite client to hand to Drizzle: `query` and `transaction` use named statements. */
export function withNamedStatements(client: PGlite): PGlite {
  const { serialize } = protocol;
  const statements = new Map<string, Statement>();
  const locks = client as unknown as Locks;
  let counter = 0;
  type Parsers = typeof client.parsers;
  /**
   * PGlite's parsers under the call's own (Drizzle's few), as a small object
   * whose prototype is PGlite's map, and the options without them: PGlite
   * itself would copy both maps, a few hundred entries, for every result.
   */
  const parsing = (options: QueryOptions): [Parsers, QueryOptions] => {
    if (!options?.parsers) return [client.parsers, options];
    return [Object.assign(Object.create(client.parsers) as Parsers, options.parsers), { rowMode: options.rowMode }];
  };
  const send = (parts: Uint8Array[]) => client.execProtocol(concat(parts), { syncToFs: false });

  async function statementFor(text: string): Promise<Statement> {
    const known = statements.get(text);
    if (known) return known;
    const name = `drizzle_${++counter}`;
    const parts = [serialize.parse({ name, text }), serialize.describe({ type: 'S', name })];
    const oldest = statements.size >= MAX_STATEMENTS ? statements.keys().next().value : undefined;
    if (oldest !== undefined) {
      parts.unshift(serialize.close({ type: 'S', name: statements.get(oldest)!.name }));
      statements.delete(oldest);
    }
    const { messages } = await send([...parts, serialize.sync()]);
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    return statement;
  }

  /** One statement, bound and executed in one round; the caller holds the query lock. */
  async function run(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results> {
    const statement = await statementFor(text);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = client.serializers[statement.paramTypes[i]!];
      return serializer ? serializer(param) : String(param);
    });
    const { messages } = await send([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    return parse.parseResults(messages, ...parsing(options))[0]!;
  }

  const inTransaction = (tx: Transaction): Transaction => {
    const scope = currentScope();
    const usable = () => {
      scope?.assertUsable();
      if (tx.closed) throw new TransactionClosedError();
    };
    return {
      ...tx,
      query: (async (text: string, params?: unknown[], options?: QueryOptions) => {
        usable();
        return locks._runExclusiveQuery(() => run(text, params, options));
      }) as Transaction['query'],
      exec: async (...args: Parameters<Transaction['exec']>) => {
        usable();
        return tx.exec(...args);
      },
      get closed() {
        return tx.closed || (scope?.expired ?? false);
      },
    };
  };

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return async (text: string, params?: unknown[], options?: QueryOptions) => {
          assertOutsideTransaction('a query');
          return locks._runExclusiveTransaction(() =>
            locks._runExclusiveQuery(async () => {
              const result = await run(text, params, options);
              await target.syncToFs();
              return result;
            }),
          );
        };
      }
      if (property === 'exec') {
        return async (...args: Parameters<PGlite['exec']>) => {
          assertOutsideTransaction('a query');
          return target.exec(...args);
        };
      }
      if (property === 'transaction') {
        return async <T>(callback: (tx: Transaction) => Promise<T>) => {
          assertOutsideTransaction('a transaction');
          return target.transaction((tx) => callback(inTransaction(tx)));
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
