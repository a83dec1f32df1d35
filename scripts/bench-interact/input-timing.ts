/**
 * Input-to-next-paint in the page, as the browser measures it (the Event
 * Timing API, the measure behind INP): every event of an interaction
 * (pointerdown, pointerup and click; keydown, input and keyup) reports the
 * time from the input's hardware timestamp to the next paint after its
 * handlers, rounded to 8 ms; an interaction's latency is the longest of its
 * events. Events under the API's smallest threshold (16 ms) are not reported:
 * an input without any report painted within 16 ms.
 */
import type { Page } from 'playwright-core';

/** The smallest `durationThreshold` the Event Timing API accepts. */
export const EVENT_TIMING_THRESHOLD_MS = 16;

interface EventReport {
  interactionId: number;
  name: string;
  startTime: number;
  duration: number;
}

declare global {
  interface Window {
    benchEvents?: EventReport[];
  }
}

/** Starts collecting the page's Event Timing reports (call once the page is loaded; a new document needs it again). */
export async function observeInputs(page: Page): Promise<void> {
  await page.evaluate((threshold) => {
    window.benchEvents = [];
    new PerformanceObserver((list) => {
      // interactionId is not in TypeScript's DOM types yet
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
        if (entry.interactionId) window.benchEvents!.push({ interactionId: entry.interactionId, name: entry.name, startTime: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'event', durationThreshold: threshold, buffered: false } as PerformanceObserverInit);
  }, EVENT_TIMING_THRESHOLD_MS);
}

/** The page's clock, to tell the reports of the next input from those before. */
export const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/**
 * Waits until the page is quiet (two frames, then an idle period), so that
 * one input's follow-up work (a deferred render, a delayed refresh) is not
 * counted in the next one.
 */
export async function settle(page: Page, afterMs = 400): Promise<void> {
  await page.waitForTimeout(afterMs);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 5_000 })));
      }),
  );
}

/**
 * The latency of the interactions that started after `since` on the page's
 * clock (each the longest of its events), in order. Reports come after the
 * paint: call once the page has settled.
 */
export async function latenciesSince(page: Page, since: number): Promise<number[]> {
  const reports = await page.evaluate((from) => (window.benchEvents ?? []).filter((report) => report.startTime >= from), since);
  const byInteraction = new Map<number, number>();
  for (const report of reports) byInteraction.set(report.interactionId, Math.max(byInteraction.get(report.interactionId) ?? 0, report.duration));
  return [...byInteraction.values()];
}

/**
 * Runs `input` (one user input) and returns its input-to-next-paint:
 * the longest interaction it started, or the threshold when none was
 * reported (it painted within 16 ms).
 */
export async function timeInput(page: Page, input: () => Promise<void>, { settleMs = 400 }: { settleMs?: number } = {}): Promise<number> {
  const since = await pageNow(page);
  await input();
  await settle(page, settleMs);
  const latencies = await latenciesSince(page, since);
  return latencies.length > 0 ? Math.max(...latencies) : EVENT_TIMING_THRESHOLD_MS;
}
