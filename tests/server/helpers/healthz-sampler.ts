/**
 * /healthz asked one call after the other while some work runs, for the
 * tests that show a request cannot stall the server for others: every
 * call's status and latency, and the event loop's longest delay meanwhile
 * (what a request blocking it would show, whatever else the machine runs:
 * the latencies also count the time the operating system gives other
 * processes, the workers' included).
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

export interface HealthzSample {
  latencies: number[];
  worstMs: number;
  statuses: number[];
  /** The event loop's longest delay while the work ran, in ms. */
  loopDelayMs: number;
}

/** Calls `${base}/healthz` back to back until `work` settles (at least once). */
export async function sampleHealthz<T>(base: string, work: Promise<T>): Promise<{ result: T; health: HealthzSample }> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
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
  delay.disable();
  return { result: await done, health: { latencies, worstMs: Math.max(...latencies), statuses, loopDelayMs: delay.max / 1e6 } };
}

/** What a test's message says of a sample. */
export const describeSample = (health: HealthzSample) =>
  `event loop delayed ${health.loopDelayMs.toFixed(0)} ms at most; /healthz answered ${health.latencies.length} times, worst ${health.worstMs.toFixed(0)} ms`;
