import { AccountThrottle } from './account-throttle.ts';
import { hashedKey, MemoryLimitStore, type LimitStore } from './limit-store.ts';

/**
 * Counts failed sign-ins per address in a fixed window of a minute (the
 * address is the client's own behind trusted proxies: TRUST_PROXY), and per
 * account through `accounts`, both in `store`: in memory on PGlite, shared
 * by every process on PostgreSQL (shared-limits.ts).
 */
export class FailedLoginLimiter {
  /** The per-account delay (account-throttle.ts). */
  readonly accounts: AccountThrottle;
  readonly #store: LimitStore;
  readonly #maxPerMinute: number;
  readonly #windowMs: number;

  constructor(maxPerMinute: number, store: LimitStore = new MemoryLimitStore(20_000), windowMs = 60_000) {
    this.#store = store;
    this.#maxPerMinute = maxPerMinute;
    this.#windowMs = windowMs;
    this.accounts = new AccountThrottle(store);
  }

  async isBlocked(address: string, now = Date.now()): Promise<boolean> {
    const failures = await this.#store.peek(hashedKey('sign-in:address', address), now);
    return failures !== null && failures.count >= this.#maxPerMinute;
  }

  async recordFailure(address: string, now = Date.now()): Promise<void> {
    await this.#store.hit(hashedKey('sign-in:address', address), this.#windowMs, now);
  }
}
