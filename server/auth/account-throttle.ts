/**
 * Failed sign-ins per account (the login typed, known or not, so that the
 * answer says nothing about which logins exist): after a few failures each
 * further attempt must wait a delay that doubles with every failure, up to a
 * minute; a success clears it, and it is forgotten a quarter of an hour
 * after the last failure. A delay, not a lock-out: whoever guesses gets at
 * most about one try a minute on an account, and its owner never waits more
 * than a minute. Kept in memory, per process.
 */
const FREE_FAILURES = 3;
const MAX_DELAY_MS = 60_000;
const FORGET_AFTER_MS = 15 * 60_000;
const MAX_ACCOUNTS = 10_000;

interface Failures {
  count: number;
  lastAt: number;
  nextAllowedAt: number;
}

export class AccountThrottle {
  readonly #failures = new Map<string, Failures>();

  static keyOf(login: string): string {
    return login.trim().toLowerCase();
  }

  #current(key: string, now: number): Failures | undefined {
    const entry = this.#failures.get(key);
    if (entry && now - entry.lastAt > FORGET_AFTER_MS) {
      this.#failures.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Whole seconds the account must still wait before its next attempt; 0 when it may try now. */
  waitSeconds(login: string, now = Date.now()): number {
    const entry = this.#current(AccountThrottle.keyOf(login), now);
    return entry && entry.nextAllowedAt > now ? Math.ceil((entry.nextAllowedAt - now) / 1000) : 0;
  }

  recordFailure(login: string, now = Date.now()): void {
    const key = AccountThrottle.keyOf(login);
    const count = (this.#current(key, now)?.count ?? 0) + 1;
    const delay = count <= FREE_FAILURES ? 0 : Math.min(1000 * 2 ** (count - FREE_FAILURES - 1), MAX_DELAY_MS);
    this.#failures.delete(key); // re-inserted last: the map stays ordered by last failure
    this.#failures.set(key, { count, lastAt: now, nextAllowedAt: now + delay });
    if (this.#failures.size > MAX_ACCOUNTS) {
      const oldest = this.#failures.keys().next();
      if (!oldest.done) this.#failures.delete(oldest.value);
    }
  }

  recordSuccess(login: string): void {
    this.#failures.delete(AccountThrottle.keyOf(login));
  }
}
