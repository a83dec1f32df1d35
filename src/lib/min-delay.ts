import { FETCH_MIN_DELAY_MS } from '../../engine/index.ts';

/** Resolves with the promise's value, but not before `ms`, so a loader never flashes. */
export async function withMinDelay<T>(promise: Promise<T>, ms = FETCH_MIN_DELAY_MS): Promise<T> {
  const [value] = await Promise.all([promise, new Promise((resolve) => setTimeout(resolve, ms))]);
  return value;
}
