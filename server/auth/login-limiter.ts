import { AccountThrottle } from './account-throttle.ts';

/**
 * Counts failed sign-ins per address over a sliding minute (the address is
 * the client's own behind trusted proxies: TRUST_PROXY), and per account
 * through `accounts`. Kept in memory: each process counts its own, which is
 * a bound per process behind a balancer.
 */
export class FailedLoginLimiter {
  /** The per-account delay (account-throttle.ts). */
  readonly accounts = new AccountThrottle();
  private readonly failures = new Map<string, number[]>();
  private readonly maxPerMinute: number;
  private readonly windowMs: number;

  constructor(maxPerMinute: number, windowMs = 60_000) {
    this.maxPerMinute = maxPerMinute;
    this.windowMs = windowMs;
  }

  private recent(address: string, now: number): number[] {
    const kept = (this.failures.get(address) ?? []).filter((at) => now - at < this.windowMs);
    if (kept.length === 0) this.failures.delete(address);
    else this.failures.set(address, kept);
    return kept;
  }

  isBlocked(address: string, now = Date.now()): boolean {
    return this.recent(address, now).length >= this.maxPerMinute;
  }

  recordFailure(address: string, now = Date.now()): void {
    this.failures.set(address, [...this.recent(address, now), now]);
    if (this.failures.size > 10_000) this.prune(now);
  }

  private prune(now: number) {
    for (const address of [...this.failures.keys()]) this.recent(address, now);
  }
}
