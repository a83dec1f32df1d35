/** MemoryLimitStore: fixed windows per key, and a bounded number of keys. */
import { describe, expect, it } from 'vitest';
import { MemoryLimitStore } from '../../../server/auth/limit-store.ts';

describe('MemoryLimitStore', () => {
  it('counts hits per key within a window, and starts a new window once it has ended', async () => {
    const store = new MemoryLimitStore();
    expect(await store.hit('a', 1000, 10_000)).toEqual({ count: 1, resetAt: 11_000 });
    expect(await store.hit('a', 1000, 10_500)).toEqual({ count: 2, resetAt: 11_000 });
    expect(await store.hit('b', 1000, 10_600)).toEqual({ count: 1, resetAt: 11_600 });
    expect(await store.hit('a', 1000, 10_999)).toEqual({ count: 3, resetAt: 11_000 });
    expect(await store.hit('a', 1000, 11_000)).toEqual({ count: 1, resetAt: 12_000 });
  });

  it('keeps at most its number of keys: ended windows go first, then the key hit longest ago', async () => {
    const store = new MemoryLimitStore(3);
    await store.hit('ended', 100, 0);
    await store.hit('old', 10_000, 50);
    await store.hit('mid', 10_000, 60);
    await store.hit('new', 10_000, 200); // drops 'ended' only
    expect(store.size).toBe(3);
    expect((await store.hit('old', 10_000, 210)).count).toBe(2); // 'old' is now the last hit
    await store.hit('newest', 10_000, 220); // all live: drops 'mid', hit longest ago
    expect(store.size).toBe(3);
    expect((await store.hit('old', 10_000, 230)).count).toBe(3);
    expect((await store.hit('newest', 10_000, 230)).count).toBe(2);
    expect((await store.hit('mid', 10_000, 240)).count).toBe(1);
  });
});
