/**
 * When a message that could not be sent is tried again: exponential back-off
 * from 30 seconds, doubling up to one hour between attempts, for 48 hours
 * from the first attempt (the delay the maintenance banner promises at
 * most); then the message is failed and waits for a resend from the order
 * desk. Pure: the relay hands in its clock.
 */

/** How long a message is retried, from its first attempt. */
export const RETRY_WINDOW_MS = 48 * 60 * 60 * 1000;
const FIRST_DELAY_MS = 30 * 1000;
const MAX_DELAY_MS = 60 * 60 * 1000;

/** The wait after the `attempts`-th failed attempt (1 for the first): 30 s, 1 min, 2 min... then 1 h. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.min(Math.max(attempts, 1) - 1, 20);
  return Math.min(FIRST_DELAY_MS * 2 ** exponent, MAX_DELAY_MS);
}

/**
 * The next attempt after a failure at `now`, or null when the 48 hours
 * from `firstAttemptAt` are over. The last attempt falls on the end of the
 * window itself, so no message is given up before its 48 hours.
 */
export function nextAttemptAt(firstAttemptAt: Date, attempts: number, now: Date): Date | null {
  const deadline = firstAttemptAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= deadline) return null;
  return new Date(Math.min(now.getTime() + retryDelayMs(attempts), deadline));
}
