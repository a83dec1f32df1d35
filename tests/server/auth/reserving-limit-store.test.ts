/**
 * ReservingLimitStore (the API's limit on the shared counters): hits handed
 * out from blocks reserved in one upsert, doubling per window up to the
 * largest block; never more hits let through than the limit, even with two
 * processes spending the same key; one upsert for a quiet client's hit, as
 * before; a new window starts with a block of one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseLimitStore } from '../../../server/auth/database-limit-store.ts';
import { MemoryLimitStore, type HitOptions, type LimitHit } from '../../../server/auth/limit-store.ts';
import { blockFor, ReservingLimitStore } from '../../../server/auth/reserving-limit-store.ts';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { createTestDatabase } from '../helpers/test-server.ts';

/** A memory store that records the hits of each reservation. */
class CountingStore extends MemoryLimitStore {
  readonly reservations: number[] = [];
  override hit(key: string, windowMs: number, now?: number, options: HitOptions = {}): Promise<LimitHit> {
    this.reservations.push(options.hits ?? 1);
    return super.hit(key, windowMs, now, options);
  }
}

describe('ReservingLimitStore', () => {
  it('hands out consecutive counts from blocks that double in a window, up to the largest block', async () => {
    const inner = new CountingStore();
    const store = new ReservingLimitStore(inner, 8);
    const counts = [];
    for (let i = 0; i < 40; i += 1) counts.push((await store.hit('k', 60_000, 1_000)).count);
    expect(counts).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // 1 + 2 + 4 + 8 × 4 = 39 hits, then 8 more for the 40th
    expect(inner.reservations).toEqual([1, 2, 4, 8, 8, 8, 8, 8]);
  });

  it('starts a new window with a block of one', async () => {
    const inner = new CountingStore();
    const store = new ReservingLimitStore(inner, 8);
    for (let i = 0; i < 4; i += 1) await store.hit('k', 1_000, 1_000);
    const next = await store.hit('k', 1_000, 2_500);
    expect(next).toEqual({ count: 1, resetAt: 3_500 });
    expect(inner.reservations).toEqual([1, 2, 4, 1]);
  });

  it('answers hits that arrive together from one reservation when the block holds them', async () => {
    const inner = new CountingStore();
    const store = new ReservingLimitStore(inner, 64);
    await store.hit('k', 60_000); // 1
    await store.hit('k', 60_000); // a block of 2: 2, 3 left
    const together = await Promise.all(Array.from({ length: 30 }, () => store.hit('k', 60_000)));
    expect(together.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 3));
    expect(inner.reservations.length).toBeLessThan(8);
  });

  it('passes sliding windows and multi-hit counts through unchanged', async () => {
    const inner = new CountingStore();
    const store = new ReservingLimitStore(inner, 8);
    await store.hit('s', 1_000, 0, { slide: true });
    await store.hit('s', 1_000, 0, { slide: true });
    expect(inner.reservations).toEqual([1, 1]);
  });

  it('keeps its largest block to a 32nd of the limit, between 1 and 64', () => {
    expect(blockFor(10)).toBe(1);
    expect(blockFor(600)).toBe(18);
    expect(blockFor(1_000_000)).toBe(64);
  });
});

describe('ReservingLimitStore over the shared counters', () => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await createTestDatabase({ seed: false }));
  });
  afterAll(async () => {
    await dispose?.();
  });

  it('lets two processes spending one key through no more than the limit together', async () => {
    const limit = 100;
    const a = new ReservingLimitStore(new DatabaseLimitStore(database.db), blockFor(limit) * 4);
    const b = new ReservingLimitStore(new DatabaseLimitStore(database.db), blockFor(limit) * 4);
    const counts = await Promise.all(Array.from({ length: 300 }, (_, i) => (i % 2 ? a : b).hit('api:shared', 60_000)));
    const allowed = counts.filter((hit) => hit.count <= limit).length;
    expect(allowed).toBeLessThanOrEqual(limit);
    expect(allowed).toBeGreaterThan(limit - 2 * blockFor(limit) * 4);
    expect(new Set(counts.map((hit) => hit.count)).size).toBe(300); // no count handed out twice
  });

  it('costs a quiet client one upsert per hit, and a busy one far fewer', async () => {
    const statements: string[] = [];
    const counted = await createTestDatabase({ seed: false, onQuery: (text) => statements.push(text) });
    try {
      const store = new ReservingLimitStore(new DatabaseLimitStore(counted.database.db), 64);
      const upserts = () => statements.filter((text) => text.startsWith('insert into "limit_counters"')).length;
      await store.hit('api:quiet', 60_000);
      expect(upserts()).toBe(1);
      statements.length = 0;
      for (let i = 0; i < 500; i += 1) await store.hit('api:busy', 60_000);
      expect(upserts()).toBeLessThanOrEqual(14); // 1 + 2 + … + 64 = 127, then blocks of 64
      expect((await store.peek('api:busy'))!.count).toBeGreaterThanOrEqual(500);
    } finally {
      await counted.dispose();
    }
  });
});
