/**
 * The limit counters in the database (DatabaseLimitStore), on PGlite by
 * default and on PostgreSQL with DATABASE_URL: fixed and sliding windows by
 * the database's clock, exact counts when many hits on one key arrive at
 * once (fewer upserts than hits), two stores on one database counting
 * together, ended windows pruned; and the fallback to this process's memory
 * while the table fails, which neither throws nor lets hits through
 * uncounted.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseLimitStore } from '../../../server/auth/database-limit-store.ts';
import { FallbackLimitStore } from '../../../server/auth/fallback-limit-store.ts';
import { MemoryLimitStore } from '../../../server/auth/limit-store.ts';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { limitCounters } from '../../../server/db/schema.ts';
import { createTestDatabase, usesPostgres } from '../helpers/test-server.ts';

let database: DatabaseHandle;
let dispose: () => Promise<void>;
const statements: string[] = [];

beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase({ seed: false, onQuery: (text) => statements.push(text) }));
});
afterAll(async () => {
  await dispose?.();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rows = async () => (await database.db.select({ key: limitCounters.key }).from(limitCounters)).map((row) => row.key);

describe('DatabaseLimitStore', () => {
  it('counts hits per key in a fixed window, and starts a new one once it has ended', async () => {
    const store = new DatabaseLimitStore(database.db);
    const before = Date.now();
    const first = await store.hit('fixed:a', 1500);
    expect(first.count).toBe(1);
    expect(first.resetAt).toBeGreaterThan(before + 1000);
    expect(first.resetAt).toBeLessThanOrEqual(Date.now() + 1500);
    expect((await store.hit('fixed:a', 1500)).count).toBe(2);
    expect((await store.hit('fixed:b', 1500)).count).toBe(1);
    const third = await store.hit('fixed:a', 1500);
    expect(third.count).toBe(3);
    expect(Math.abs(third.resetAt - first.resetAt)).toBeLessThan(500); // the same window, not a new one
    expect(await store.peek('fixed:a')).toMatchObject({ count: 3 });
    await sleep(1600);
    expect(await store.peek('fixed:a')).toBeNull();
    expect((await store.hit('fixed:a', 1500)).count).toBe(1);
  });

  it('restarts a sliding window at each hit, and clears a key', async () => {
    const store = new DatabaseLimitStore(database.db);
    await store.hit('slide:a', 1500, undefined, { slide: true });
    await sleep(1000);
    const second = await store.hit('slide:a', 1500, undefined, { slide: true });
    await sleep(1000); // past the first hit's window, within the second's
    expect(second.count).toBe(2);
    expect(await store.peek('slide:a')).toMatchObject({ count: 2 });
    await store.clear('slide:a');
    expect(await store.peek('slide:a')).toBeNull();
  });

  it('answers 50 hits sent at once with the counts 1 to 50, in fewer upserts than hits', async () => {
    const store = new DatabaseLimitStore(database.db);
    statements.length = 0;
    const hits = await Promise.all(Array.from({ length: 50 }, () => store.hit('burst', 60_000)));
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const upserts = statements.filter((text) => text.startsWith('insert into "limit_counters"')).length;
    expect(upserts).toBeGreaterThan(0);
    expect(upserts).toBeLessThan(50);
    expect(await store.peek('burst')).toMatchObject({ count: 50 });
  });

  it('counts together with another store on the same database (another process)', async () => {
    const a = new DatabaseLimitStore(database.db);
    const b = new DatabaseLimitStore(database.db);
    const counts = [];
    for (let i = 0; i < 3; i += 1) {
      counts.push((await a.hit('two', 60_000)).count, (await b.hit('two', 60_000)).count);
    }
    expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
  });

  // A slow answer (here a row lock held 600 ms by another connection: PostgreSQL only, PGlite runs one statement at a
  // time) must not lengthen the window: its end is the database's, read from when the statement was sent.
  it.skipIf(!usesPostgres)('keeps the window’s end when the answer comes back late', async () => {
    const store = new DatabaseLimitStore(database.db);
    await store.hit('late', 60_000);
    let sentAt = 0;
    let locked = () => {};
    // chained outside the transaction, so that the hit runs on a connection of its own while the lock is held
    const late = new Promise<void>((resolve) => (locked = resolve)).then(() => {
      sentAt = Date.now();
      return store.hit('late', 1000, undefined, { slide: true });
    });
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${limitCounters} where ${limitCounters.key} = 'late' for update`);
      locked();
      await sleep(600);
    });
    const { resetAt } = await late;
    expect(resetAt).toBeLessThanOrEqual(sentAt + 1000 + 100); // was sentAt + 1,600 and more: the wait read 2 s
    expect(Math.ceil((resetAt - sentAt) / 1000)).toBe(1);
  });

  it('prunes the windows that have ended, and only those', async () => {
    const store = new DatabaseLimitStore(database.db);
    await store.hit('prune:ended', 50);
    await store.hit('prune:live', 60_000);
    await sleep(100);
    await store.prune();
    const left = await rows();
    expect(left).toContain('prune:live');
    expect(left).not.toContain('prune:ended');
  });
});

describe('FallbackLimitStore over the database', () => {
  it('counts in memory with one warning while the table fails, then shares again with another', async () => {
    const warnings: string[] = [];
    const store = new FallbackLimitStore(new DatabaseLimitStore(database.db), new MemoryLimitStore(), { warn: (_details, message) => warnings.push(message) });
    expect((await store.hit('outage', 60_000)).count).toBe(1);
    await database.db.execute(sql`alter table limit_counters rename to limit_counters_away`);
    try {
      const during = [];
      for (let i = 0; i < 3; i += 1) during.push((await store.hit('outage', 60_000)).count);
      expect(during).toEqual([1, 2, 3]); // counted, in this process
      expect(store.failing).toBe(true);
      expect(warnings).toEqual(['shared limit counters failed: counting in this process alone until they answer']);
    } finally {
      await database.db.execute(sql`alter table limit_counters_away rename to limit_counters`);
    }
    expect((await store.hit('outage', 60_000)).count).toBe(2);
    expect(store.failing).toBe(false);
    expect(warnings).toHaveLength(2);
  });

  it('falls back when the shared counters do not answer in time', async () => {
    const stuck = { hit: () => new Promise<never>(() => undefined), peek: () => new Promise<never>(() => undefined), clear: async () => undefined };
    const store = new FallbackLimitStore(stuck, new MemoryLimitStore(), { warn: () => undefined }, 50);
    expect((await store.hit('slow', 60_000)).count).toBe(1);
    expect((await store.hit('slow', 60_000)).count).toBe(2);
    expect(store.failing).toBe(true);
  });
});
