/**
 * Counters of the public operations' limits (public-limits.ts): one count
 * per key and fixed window. The interface is all a limit needs, so that the
 * counters can later live in PostgreSQL and be shared by several server
 * processes (one `INSERT … ON CONFLICT DO UPDATE` per hit); today they live
 * in this process's memory, which bounds each process on its own.
 */
export interface LimitHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the current window ends (ms since the epoch). */
  resetAt: number;
}

export interface LimitStore {
  /** Counts one hit on `key` in its current window of `windowMs` and answers the window's count. */
  hit(key: string, windowMs: number, now?: number): Promise<LimitHit>;
}

/** Keys kept at most; past this, ended windows are dropped, then the keys hit longest ago. */
const MAX_KEYS = 50_000;

export class MemoryLimitStore implements LimitStore {
  readonly #windows = new Map<string, LimitHit>();
  readonly #maxKeys: number;

  constructor(maxKeys = MAX_KEYS) {
    this.#maxKeys = maxKeys;
  }

  async hit(key: string, windowMs: number, now = Date.now()): Promise<LimitHit> {
    const current = this.#windows.get(key);
    const next = current && current.resetAt > now ? { count: current.count + 1, resetAt: current.resetAt } : { count: 1, resetAt: now + windowMs };
    if (current) this.#windows.delete(key); // re-inserted last: the map stays ordered by last hit
    else this.#makeRoom(now);
    this.#windows.set(key, next);
    return { ...next };
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
