import { describe, expect, it } from 'vitest';
import { nextAttemptAt, RETRY_WINDOW_MS, retryDelayMs } from '../../../server/outbox/backoff.ts';

const MINUTE = 60_000;

describe('retry back-off', () => {
  it('doubles from 30 seconds up to one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 50].map(retryDelayMs)).toEqual([0.5, 1, 2, 4, 8, 16, 32, 60, 60, 60].map((m) => m * MINUTE));
  });

  it('retries for 48 hours from the first attempt, the last attempt on the deadline, then gives up', () => {
    const first = new Date('2026-01-01T00:00:00Z');
    let now = first;
    let attempts = 1;
    const times: number[] = [];
    for (;;) {
      const next = nextAttemptAt(first, attempts, now);
      if (!next) break;
      expect(next.getTime()).toBeGreaterThan(now.getTime());
      times.push(next.getTime());
      now = next;
      attempts++;
      expect(attempts).toBeLessThan(100);
    }
    expect(now.getTime() - first.getTime()).toBe(RETRY_WINDOW_MS);
    expect(RETRY_WINDOW_MS).toBe(48 * 60 * MINUTE);
    // 8 growing waits up to the first hour, then hourly: 55 attempts in all
    expect(attempts).toBe(55);
    expect(nextAttemptAt(first, 3, new Date(first.getTime() + RETRY_WINDOW_MS + 1))).toBeNull();
  });
});
