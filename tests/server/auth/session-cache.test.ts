/** The session cache on its own: what it serves, what each invalidation removes, and when it refuses to keep a read. */
import { describe, expect, it } from 'vitest';
import { SessionCache } from '../../../server/auth/session-cache.ts';
import type { AuthContext } from '../../../server/http/request-context.ts';

const NOW = Date.UTC(2026, 0, 1);
const LATER = new Date(NOW + 3_600_000);

/** A session of user `userId` in company 100 + userId, whose reference client is company 200 + userId. */
function session(userId: number, tokenId: number, roleId = 2, expiresAt = LATER) {
  const auth = {
    user: { id: userId, locale: 'en', companyId: 100 + userId, clientId: 200 + userId },
    permissions: ['QUOTE_CREATE'],
    role: { id: roleId, key: 'role', permissions: ['QUOTE_CREATE'] },
    company: { id: 100 + userId },
    client: { id: 200 + userId },
  } as unknown as AuthContext;
  return { auth, tokenId, expiresAt };
}

function liveCache(): SessionCache {
  const cache = new SessionCache();
  cache.setLive(true);
  return cache;
}

/** A cache holding hashes a (user 1, token 10, role 2), b (user 1, token 11, role 3) and c (user 2, token 12, role 2). */
function filled(): SessionCache {
  const cache = liveCache();
  cache.store('a', session(1, 10, 2), cache.generation, NOW);
  cache.store('b', session(1, 11, 3), cache.generation, NOW);
  cache.store('c', session(2, 12, 2), cache.generation, NOW);
  return cache;
}

const kept = (cache: SessionCache) => ['a', 'b', 'c'].filter((hash) => cache.get(hash, NOW) !== undefined);

describe('SessionCache', () => {
  it('serves a stored session, frozen, until the token expires', () => {
    const cache = liveCache();
    cache.store('a', session(1, 10, 2, new Date(NOW + 1000)), cache.generation, NOW);
    const auth = cache.get('a', NOW);
    expect(auth?.user.id).toBe(1);
    for (const part of [auth, auth?.user, auth?.permissions, auth?.role, auth?.role.permissions, auth?.company, auth?.client]) {
      expect(Object.isFrozen(part)).toBe(true);
    }
    expect(cache.get('a', NOW + 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('re-reads a session after a minute whatever happens', () => {
    const cache = liveCache();
    cache.store('a', session(1, 10), cache.generation, NOW);
    expect(cache.get('a', NOW + 60_000)).toBeDefined();
    expect(cache.get('a', NOW + 60_001)).toBeUndefined();
  });

  it('user:<id> removes every session of that user only', () => {
    const cache = filled();
    cache.invalidate('user:1');
    expect(kept(cache)).toEqual(['c']);
  });

  it('token:<id> removes that token only', () => {
    const cache = filled();
    cache.invalidate('token:11');
    expect(kept(cache)).toEqual(['a', 'c']);
  });

  it('role:<id> removes the sessions of users holding that role', () => {
    const cache = filled();
    cache.invalidate('role:2');
    expect(kept(cache)).toEqual(['b']);
  });

  it('company:<id> removes the sessions of its users and of the users whose reference client it is', () => {
    const cache = filled();
    cache.invalidate('company:101');
    expect(kept(cache)).toEqual(['c']);
    cache.invalidate('company:202');
    expect(kept(cache)).toEqual([]);
  });

  it.each(['all', 'user:x', 'group:1', ''])('%j empties the cache', (message) => {
    const cache = filled();
    cache.invalidate(message);
    expect(kept(cache)).toEqual([]);
  });

  it('does not keep a read that overlapped an invalidation, even of another user', () => {
    const cache = liveCache();
    const before = cache.generation;
    cache.invalidate('user:99');
    cache.store('a', session(1, 10), before, NOW);
    expect(cache.get('a', NOW)).toBeUndefined();
    cache.store('a', session(1, 10), cache.generation, NOW);
    expect(cache.get('a', NOW)).toBeDefined();
  });

  it('serves and keeps nothing while not live, and starts empty each time it goes live', () => {
    const cache = new SessionCache();
    cache.store('a', session(1, 10), cache.generation, NOW);
    expect(cache.size).toBe(0);
    cache.setLive(true);
    const generation = cache.generation;
    cache.store('a', session(1, 10), generation, NOW);
    cache.setLive(false);
    expect(cache.get('a', NOW)).toBeUndefined();
    cache.setLive(true);
    expect(cache.get('a', NOW)).toBeUndefined();
    cache.store('a', session(1, 10), generation, NOW);
    expect(cache.size).toBe(0);
  });

  it('keeps at most 10,000 sessions, dropping the oldest', () => {
    const cache = liveCache();
    for (let i = 0; i <= 10_000; i++) cache.store(`h${i}`, session(i, i), cache.generation, NOW);
    expect(cache.size).toBe(10_000);
    expect(cache.get('h0', NOW)).toBeUndefined();
    expect(cache.get('h10000', NOW)).toBeDefined();
  });
});
