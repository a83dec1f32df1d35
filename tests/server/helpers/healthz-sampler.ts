/**
 * /healthz asked one call after the other while some work runs, for the
 * tests that show a request cannot stall the server for others: the
 * latencies of every call, and the worst.
 */
import { performance } from 'node:perf_hooks';

export interface HealthzSample {
  latencies: number[];
  worstMs: number;
  statuses: number[];
}

/** Calls `${base}/healthz` back to back until `work` settles (at least once). */
export async function sampleHealthz<T>(base: string, work: Promise<T>): Promise<{ result: T; health: HealthzSample }> {
  let running = true;
  const done = work.finally(() => {
    running = false;
  });
  const latencies: number[] = [];
  const statuses: number[] = [];
  do {
    const start = performance.now();
    const response = await fetch(`${base}/healthz`);
    await response.text();
    latencies.push(performance.now() - start);
    statuses.push(response.status);
  } while (running);
  return { result: await done, health: { latencies, worstMs: Math.max(...latencies), statuses } };
}
