/**
 * Transactions by construction (server/db/transaction-scope.ts), on PGlite
 * or PostgreSQL with DATABASE_URL: a query on the root database from inside
 * an open transaction fails at once naming its call site (on PGlite it used
 * to wait forever), while another async context's query simply waits for
 * the transaction; a transaction whose callback stalls past the time limit
 * is rolled back and rejects, and the database goes on answering.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { roles } from '../../../server/db/schema.ts';
import { TransactionClosedError, TransactionMisuseError, TransactionTimeoutError } from '../../../server/db/transaction-scope.ts';
import { createTestDatabase } from '../helpers/test-server.ts';

const LIMIT_MS = 1_500;
let database: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase({ seed: false, transactionTimeoutMs: LIMIT_MS }));
  await database.db.insert(roles).values({ id: 900, key: 'scope test', permissions: [] });
});
afterAll(() => dispose?.());

/** Fails instead of hanging when the promise never settles. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`not settled within ${ms} ms`)), ms))]);
}

const roleName = async () => (await database.db.select({ key: roles.key }).from(roles).where(eq(roles.id, 900)))[0]?.key;

describe('a query on the root database inside a transaction', () => {
  it('fails at once with its call site instead of waiting for the transaction', async () => {
    const { db } = database;
    const started = Date.now();
    const error = await within(
      db.transaction(async (tx) => {
        await tx.update(roles).set({ key: 'changed in the transaction' }).where(eq(roles.id, 900));
        await db.select().from(roles).where(eq(roles.id, 900)); // the mistake: db instead of tx
      }),
      5_000,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionMisuseError);
    expect((error as TransactionMisuseError).callSite).toMatch(/transaction-scope\.test\.ts:\d+:\d+/);
    expect((error as Error).message).toMatch(/transaction-scope\.test\.ts:\d+/);
    expect(Date.now() - started).toBeLessThan(LIMIT_MS);
    // the transaction was rolled back and the database answers
    expect(await within(roleName(), 5_000)).toBe('scope test');
  });

  it('fails at once for a root transaction opened inside a transaction', async () => {
    const { db } = database;
    const error = await within(
      db.transaction(async () => {
        await db.transaction(async (inner) => inner.select().from(roles));
      }),
      5_000,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionMisuseError);
    expect((error as TransactionMisuseError).callSite).toMatch(/transaction-scope\.test\.ts:\d+:\d+/);
  });

  it('lets another async context’s query wait for the transaction, and see its commit', async () => {
    const { db } = database;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.update(roles).set({ key: 'committed' }).where(eq(roles.id, 900));
      inside();
      await held;
    });
    await entered;
    // a query of another request (this test's own context, outside the transaction) is no mistake
    const reading = roleName();
    setTimeout(release, 100);
    await within(transaction, 5_000);
    const read = await within(reading, 5_000);
    await db.update(roles).set({ key: 'scope test' }).where(eq(roles.id, 900));
    // PGlite runs it after the commit; PostgreSQL on another connection, before or after
    if (database.kind === 'pglite') expect(read).toBe('committed');
    else expect(['committed', 'scope test']).toContain(read);
  });
});

describe('the transaction time limit', () => {
  it('ends a transaction whose callback stalls: rolled back, rejected with the time limit, the database answers', async () => {
    const { db } = database;
    let resume!: () => void;
    const stalled = new Promise<void>((resolve) => (resume = resolve));
    let lateQuery: Promise<unknown> | undefined;
    const started = Date.now();
    const error = await within(
      db.transaction(async (tx) => {
        await tx.update(roles).set({ key: 'never committed' }).where(eq(roles.id, 900));
        await stalled; // a callback that never goes on by itself
        lateQuery = tx.update(roles).set({ key: 'written after the limit' }).where(eq(roles.id, 900));
        await lateQuery;
      }),
      LIMIT_MS + 5_000,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LIMIT_MS - 50);
    expect(await within(roleName(), 5_000)).toBe('scope test');
    // the stalled callback goes on: its transaction is closed, nothing it writes lands
    resume();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const late = await lateQuery!.catch((e: unknown) => e);
    // Drizzle reports the driver's error as the cause of its own
    expect((late as Error).cause ?? late).toBeInstanceOf(TransactionClosedError);
    expect(await within(roleName(), 5_000)).toBe('scope test');
    // and the next transaction runs normally
    await within(
      db.transaction((tx) => tx.update(roles).set({ key: 'scope test' }).where(eq(roles.id, 900))),
      5_000,
    );
  });
});
