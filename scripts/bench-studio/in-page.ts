/**
 * What bench:studio measures inside the page, installed before the studio's
 * own scripts: the long tasks of the main thread and the Event Timing of
 * every input (from the event's timestamp to the next frame painted after
 * its handlers: a key waiting behind a long task counts the wait), both
 * kept in `window.bench`. Kept as a function so that Playwright sends its
 * source to the page.
 */
export interface BenchEntry {
  name: string;
  start: number;
  duration: number;
}

declare global {
  interface Window {
    bench: {
      tasks: BenchEntry[];
      events: BenchEntry[];
      /** Resolves when `ready()` holds, at the frame after it (rAF, then a task: the frame painted), with the time since `from` (performance.now()). */
      shown(ready: () => boolean, from: number, timeoutMs?: number): Promise<number>;
    };
  }
}

export function installObservers(): void {
  const shown = (ready: () => boolean, from: number, timeoutMs = 60_000) =>
    new Promise<number>((resolve, reject) => {
      const poll = () => {
        if (ready()) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - from)));
        else if (performance.now() - from > timeoutMs) reject(new Error(`not shown within ${timeoutMs} ms`));
        else setTimeout(poll, 4);
      };
      poll();
    });
  window.bench = { tasks: [], events: [], shown };
  const keep = (into: BenchEntry[]) => (list: PerformanceObserverEntryList) => {
    for (const entry of list.getEntries()) into.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
  };
  new PerformanceObserver(keep(window.bench.tasks)).observe({ type: 'longtask', buffered: true });
  // 16 ms: the smallest threshold Event Timing allows; an input not listed took less
  new PerformanceObserver(keep(window.bench.events)).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

