/**
 * Failed sign-ins per account (the login typed, known or not, so that the
 * answer says nothing about which logins exist): after a few failures each
 * further attempt must wait a delay that doubles with every failure, up to a
 * minute; a success clears it, and it is forgotten a quarter of an hour
 * after the last failure. A delay, not a lock-out: whoever guesses gets at
 * most about one try a minute on an account, and its owner never waits more
 * than a minute. Counted in a LimitStore (a window that restarts at each
 * failure): in memory on PGlite, shared by every process on PostgreSQL
 * (shared-limits.ts), so that failures through one process delay the
 * account on all of them.
 */
import { hashedKey, MemoryLimitStore, type LimitStore } from './limit-store.ts';

const FREE_FAILURES = 3;
const MAX_DELAY_MS = 60_000;
const FORGET_AFTER_MS = 15 * 60_000;
const MAX_ACCOUNTS = 10_000;

/** The wait after the `count`-th failure in a row. */
function delayAfter(count: number): number {
  return count <= FREE_FAILURES ? 0 : Math.min(1000 * 2 ** (count - FREE_FAILURES - 1), MAX_DELAY_MS);
}

export class AccountThrottle {
  readonly #store: LimitStore;

  constructor(store: LimitStore = new MemoryLimitStore(MAX_ACCOUNTS)) {
    this.#store = store;
  }

  static keyOf(login: string): string {
    return hashedKey('sign-in:account', login.trim().toLowerCase());
  }

  /** Whole seconds the account must still wait before its next attempt; 0 when it may try now. */
  async waitSeconds(login: string, now = Date.now()): Promise<number> {
    const failures = await this.#store.peek(AccountThrottle.keyOf(login), now);
    if (!failures) return 0;
    const lastAt = failures.resetAt - FORGET_AFTER_MS;
    const nextAllowedAt = lastAt + delayAfter(failures.count);
    return nextAllowedAt > now ? Math.ceil((nextAllowedAt - now) / 1000) : 0;
  }

  async recordFailure(login: string, now = Date.now()): Promise<void> {
    await this.#store.hit(AccountThrottle.keyOf(login), FORGET_AFTER_MS, now, { slide: true });
  }

  async recordSuccess(login: string): Promise<void> {
    await this.#store.clear(AccountThrottle.keyOf(login));
  }
}
