/**
 * Signed-in sessions by token hash, kept in the process so that an
 * authenticated request costs no query. It stays right across processes
 * because every change to a user, a role or a token notifies the channel
 * `auth_change` from the database itself (triggers of migrations
 * 0003_auth_change and 0004_auth_change_companies), in the committing
 * transaction:
 * - `user:<id>`    a user row changed or was deleted (deactivation, role,
 *   password, flags, reference client, language...): its sessions go;
 * - `token:<id>`   a token was revoked, renewed or deleted;
 * - `role:<id>`    a role's permissions changed;
 * - `company:<id>` a company changed: the sessions of its users and of the
 *   users whose reference client it is go;
 * - `all`          one of those tables was truncated.
 * A session is served only after the subscription has confirmed that every
 * change committed before the request has been heard (on PostgreSQL a round
 * trip on the listening connection, shared by the requests waiting for it;
 * on PGlite, which delivers a notification before the query that caused it
 * returns, at once). While the subscription is lost (or not yet in place)
 * every request reads the database, and the cache starts empty when it comes
 * back. A read that overlapped an invalidation is not stored (generation
 * check), so a late answer cannot bring back a session that was just ended.
 */
import type { DatabaseHandle } from '../db/client.ts';
import type { AuthContext } from '../http/request-context.ts';
import { cachedCompanies, CompanyCache, type CompanyLookup } from '../tenancy/company-cache.ts';

/** The NOTIFY channel of the triggers. */
export const AUTH_CHANGE_CHANNEL = 'auth_change';
/** At most this many sessions are kept; the oldest go first. */
const MAX_ENTRIES = 10_000;
/** A last resort should a change ever escape the triggers: a session is re-read at least this often. */
const MAX_AGE_MS = 60_000;

interface Entry {
  auth: AuthContext;
  tokenId: number;
  expiresAt: number;
  storedAt: number;
}

/** Which sessions an invalidation message concerns; null for every one. */
function matcher(message: string): ((entry: Entry) => boolean) | null {
  const [kind, rawId] = message.split(':');
  const id = Number(rawId);
  if (!Number.isInteger(id)) return null;
  switch (kind) {
    case 'user':
      return (entry) => entry.auth.user.id === id;
    case 'token':
      return (entry) => entry.tokenId === id;
    case 'role':
      return (entry) => entry.auth.role.id === id;
    case 'company':
      return (entry) => entry.auth.user.companyId === id || entry.auth.user.clientId === id;
    default:
      return null;
  }
}

/** A read-only copy that requests may share. */
function frozen(auth: AuthContext): AuthContext {
  return Object.freeze({
    user: Object.freeze({ ...auth.user }),
    permissions: Object.freeze([...auth.permissions]) as AuthContext['permissions'],
    role: Object.freeze({ ...auth.role, permissions: Object.freeze([...auth.role.permissions]) as string[] }),
    company: Object.freeze({ ...auth.company }),
    client: auth.client && Object.freeze({ ...auth.client }),
  });
}

export class SessionCache {
  #entries = new Map<string, Entry>();
  #live = false;
  #generation = 0;

  /** Changes on every invalidation: pass the value read before a query to `store`. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The session of a token hash, if cached, unexpired and the cache is live. */
  get(hash: string, now = Date.now()): AuthContext | undefined {
    if (!this.#live) return undefined;
    const entry = this.#entries.get(hash);
    if (!entry) return undefined;
    if (entry.expiresAt <= now || now - entry.storedAt > MAX_AGE_MS) {
      this.#entries.delete(hash);
      return undefined;
    }
    return entry.auth;
  }

  /**
   * Keeps a session read from the database, unless the cache is not live or
   * something was invalidated since `generation` was read (the read may be stale).
   */
  store(hash: string, session: { auth: AuthContext; tokenId: number; expiresAt: Date }, generation: number, now = Date.now()): void {
    if (!this.#live || generation !== this.#generation) return;
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    const entry = { auth: frozen(session.auth), tokenId: session.tokenId, expiresAt: session.expiresAt.getTime(), storedAt: now };
    this.#entries.set(hash, entry);
  }

  /** Applies one message of the channel; an unknown one empties the cache. */
  invalidate(message: string): void {
    this.#generation++;
    const matches = matcher(message);
    if (!matches) {
      this.#entries.clear();
      return;
    }
    for (const [hash, entry] of this.#entries) {
      if (matches(entry)) this.#entries.delete(hash);
    }
  }

  /** Whether notifications are heard; any change empties the cache. */
  setLive(live: boolean): void {
    this.#live = live;
    this.#generation++;
    this.#entries.clear();
  }
}

export interface WatchedSessions {
  cache: SessionCache;
  /**
   * The cached session of a token hash, served only after the subscription
   * has confirmed that every change committed before this call has been
   * applied to the cache; undefined sends the caller to the database.
   */
  lookup(hash: string): Promise<AuthContext | undefined>;
  /** Company rows, from a cache fed by the same notifications (server/tenancy/company-cache.ts). */
  companies: CompanyLookup;
  /** Ends the subscription; the cache serves nothing afterwards. */
  stop(): Promise<void>;
}

/** A session cache and a company cache fed by the `auth_change` notifications of `database`; resolves once listening. */
export async function watchSessions(database: DatabaseHandle): Promise<WatchedSessions> {
  const cache = new SessionCache();
  const companyCache = new CompanyCache();
  const subscription = await database.listen(AUTH_CHANGE_CHANNEL, {
    message: (payload) => {
      cache.invalidate(payload);
      companyCache.invalidate(payload);
    },
    live: (listening) => {
      cache.setLive(listening);
      companyCache.setLive(listening);
    },
  });
  return {
    cache,
    companies: cachedCompanies(database.db, companyCache, subscription),
    async lookup(hash) {
      if (!cache.get(hash)) return undefined;
      return (await subscription.sync()) ? cache.get(hash) : undefined;
    },
    stop: () => subscription.stop(),
  };
}
