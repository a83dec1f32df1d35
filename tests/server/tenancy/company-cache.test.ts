/** The company cache on its own: what it serves, what each notification removes, and when it refuses to keep a read. */
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client.ts';
import { cachedCompanies, CompanyCache, type CompanyRow } from '../../../server/tenancy/company-cache.ts';

const NOW = Date.UTC(2026, 0, 1);
const row = (id: number, discountBp = 0) => ({ id, name: `Company ${id}`, discountBp }) as CompanyRow;

function filled(): CompanyCache {
  const cache = new CompanyCache();
  cache.setLive(true);
  cache.store([row(1), row(2), row(3)], cache.generation, NOW);
  return cache;
}
const kept = (cache: CompanyCache) => [1, 2, 3].filter((id) => cache.get(id, NOW) !== undefined);

describe('CompanyCache', () => {
  it('serves stored rows, frozen, for at most a minute', () => {
    const cache = filled();
    expect(cache.get(1, NOW)?.name).toBe('Company 1');
    expect(Object.isFrozen(cache.get(1, NOW))).toBe(true);
    expect(cache.get(1, NOW + 61_000)).toBeUndefined();
  });

  it('drops the company a notification names, keeps the rest for user, token and role changes, and empties on anything else', () => {
    const cache = filled();
    cache.invalidate('company:2');
    expect(kept(cache)).toEqual([1, 3]);
    cache.invalidate('user:1');
    cache.invalidate('token:5');
    cache.invalidate('role:2');
    expect(kept(cache)).toEqual([1, 3]);
    cache.invalidate('all');
    expect(kept(cache)).toEqual([]);
  });

  it('keeps nothing while not live, and nothing read across an invalidation', () => {
    const cache = new CompanyCache();
    cache.store([row(1)], cache.generation, NOW);
    expect(cache.get(1, NOW)).toBeUndefined();
    cache.setLive(true);
    const before = cache.generation;
    cache.invalidate('company:9');
    cache.store([row(1)], before, NOW);
    expect(cache.get(1, NOW)).toBeUndefined();
    cache.setLive(false);
    expect(cache.get(1, NOW)).toBeUndefined();
  });
});

describe('cachedCompanies', () => {
  /** A database whose company reads are counted, answering rows by id. */
  function countingDb(rows: Map<number, CompanyRow>) {
    const reads: number[][] = [];
    const db = {
      select: () => ({
        from: () => ({
          where: async () => {
            reads.push([...rows.keys()]);
            return [...rows.values()];
          },
        }),
      }),
    } as unknown as Database;
    return { db, reads };
  }

  it('reads the database once, then serves from the cache while in sync, and reads again when out of sync or after a change', async () => {
    const rows = new Map([[1, row(1, 1000)], [2, row(2)]]);
    const { db, reads } = countingDb(rows);
    const cache = new CompanyCache();
    cache.setLive(true);
    let inSync = true;
    const lookup = cachedCompanies(db, cache, { sync: async () => inSync });

    expect((await lookup.byIds([1, 2, 1])).get(1)?.discountBp).toBe(1000);
    expect(reads).toHaveLength(1);
    await lookup.byIds([2, 1]);
    expect(reads).toHaveLength(1);

    inSync = false;
    await lookup.byIds([1]);
    expect(reads).toHaveLength(2);

    inSync = true;
    rows.set(1, row(1, 2500));
    cache.invalidate('company:1');
    expect((await lookup.byIds([1])).get(1)?.discountBp).toBe(2500);
    expect(reads).toHaveLength(3);
  });
});
