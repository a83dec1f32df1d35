/**
 * /healthz asked one call after the other while some work runs, for the
 * tests that show a request cannot stall the server for others: every
 * call's status and latency, the event loop's longest delay meanwhile, and
 * the longest time the loop was busy running this thread's own code.
 *
 * The delay is wall-clock time: on a loaded machine it also counts the time
 * the operating system gives other processes (the catalogue and PDF workers
 * included), which no change of the server can remove. The busy time is the
 * thread's CPU time (`process.threadCpuUsage`) between two ticks of a 10 ms
 * timer, the longest such stretch: work done on the event loop (a YAML file
 * read, a search, a query on PGlite, a garbage collection of this thread)
 * counts in full however the machine is loaded, and waiting for a worker,
 * another process or the CPU counts nothing. It is what the 250 ms
 * bound is about.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

export interface HealthzSample {
  latencies: number[];
  worstMs: number;
  statuses: number[];
  /** The event loop's longest delay while the work ran, in ms (wall clock: the machine's load included). */
  loopDelayMs: number;
  /** The longest stretch between two ticks of a 10 ms timer, in this thread's CPU time, in ms: the loop busy with this process's own work. */
  loopBusyMs: number;
}

const TICK_MS = 10;

/** This thread's CPU time in ms. */
const threadCpuMs = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};

/** The longest CPU time this thread spent between two timer ticks, until the returned function is called. */
function watchBusyLoop(): () => number {
  let last = threadCpuMs();
  let longest = 0;
  const tick = () => {
    const now = threadCpuMs();
    longest = Math.max(longest, now - last);
    last = now;
  };
  const timer = setInterval(tick, TICK_MS);
  return () => {
    clearInterval(timer);
    tick();
    return longest;
  };
}

/** Calls `${base}/healthz` back to back until `work` settles (at least once). */
export async function sampleHealthz<T>(base: string, work: Promise<T>): Promise<{ result: T; health: HealthzSample }> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const busy = watchBusyLoop();
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
  const loopBusyMs = busy();
  return { result: await done, health: { latencies, worstMs: Math.max(...latencies), statuses, loopDelayMs: delay.max / 1e6, loopBusyMs } };
}

/** What a test's message says of a sample. */
export const describeSample = (health: HealthzSample) =>
  `event loop busy ${health.loopBusyMs.toFixed(0)} ms at most (this thread's CPU time between two 10 ms ticks), delayed ${health.loopDelayMs.toFixed(0)} ms at most (wall clock); /healthz answered ${health.latencies.length} times, worst ${health.worstMs.toFixed(0)} ms`;
