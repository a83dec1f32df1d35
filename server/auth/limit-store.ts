/**
 * Counters of the rate limits (the API's, the public operations' and the
 * failed sign-ins'): one count per key and window. One interface, two
 * implementations chosen at start-up (shared-limits.ts): in this process's
 * memory (here; PGlite, one process), or in PostgreSQL, shared by every
 * process (database-limit-store.ts).
 */
import { createHash } from 'node:crypto';

export interface LimitHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the current window ends (ms since the epoch). */
  resetAt: number;
}

export interface HitOptions {
  /**
   * Restart the window at every hit, so that the key is forgotten `windowMs`
   * after its last hit (the sign-in delay), instead of a fixed window that
   * starts at the first hit.
   */
  slide?: boolean;
  /** Hits counted at once (a block reserved, reserving-limit-store.ts); the count answered is the last of them. 1 by default. */
  hits?: number;
}

export interface LimitStore {
  /** Counts one hit on `key` in its current window of `windowMs` and answers the window's count. */
  hit(key: string, windowMs: number, now?: number, options?: HitOptions): Promise<LimitHit>;
  /** The key's current window without counting a hit; null when none is running. */
  peek(key: string, now?: number): Promise<LimitHit | null>;
  /** Forgets the key's window. */
  clear(key: string): Promise<void>;
}

/** The key kept in a store: what is counted, then the value hashed, so that no address, login, e-mail or token is kept in clear. */
export function hashedKey(prefix: string, value: string): string {
  return `${prefix}:${createHash('sha256').update(value).digest('base64url').slice(0, 32)}`;
}

/** Keys kept at most; past this, ended windows are dropped, then the keys hit longest ago. */
const MAX_KEYS = 50_000;

export class MemoryLimitStore implements LimitStore {
  readonly #windows = new Map<string, LimitHit>();
  readonly #maxKeys: number;

  constructor(maxKeys = MAX_KEYS) {
    this.#maxKeys = maxKeys;
  }

  async hit(key: string, windowMs: number, now = Date.now(), options: HitOptions = {}): Promise<LimitHit> {
    const current = this.#windows.get(key);
    const live = current !== undefined && current.resetAt > now;
    const hits = options.hits ?? 1;
    const next = live ? { count: current.count + hits, resetAt: options.slide ? now + windowMs : current.resetAt } : { count: hits, resetAt: now + windowMs };
    if (current) this.#windows.delete(key); // re-inserted last: the map stays ordered by last hit
    else this.#makeRoom(now);
    this.#windows.set(key, next);
    return { ...next };
  }

  async peek(key: string, now = Date.now()): Promise<LimitHit | null> {
    const current = this.#windows.get(key);
    return current && current.resetAt > now ? { ...current } : null;
  }

  async clear(key: string): Promise<void> {
    this.#windows.delete(key);
  }

  /** Keys currently counted (for tests and monitoring). */
  get size(): number {
    return this.#windows.size;
  }

  #makeRoom(now: number) {
    if (this.#windows.size < this.#maxKeys) return;
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
    // still full of live windows: forget the one hit longest ago
    while (this.#windows.size >= this.#maxKeys) {
      const oldest = this.#windows.keys().next();
      if (oldest.done) break;
      this.#windows.delete(oldest.value);
    }
  }
}
