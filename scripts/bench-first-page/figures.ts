/**
 * The figures of `npm run bench:first-page` (scripts/bench-first-page.ts): read from Lighthouse's
 * report, one line per run, the medians against issue 28's targets, where the main thread went.
 */
import type { Result } from 'lighthouse';
import { median } from '../bench-browser.ts';

/** Issue 28's targets for the first page on a phone. */
export const FIRST_PAGE_TARGETS = { performance: 95, totalBlockingTimeMs: 200, largestContentfulPaintMs: 2_000 };

export interface FirstPageRun {
  performance: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  firstContentfulPaintMs: number;
  load: string;
  /** The same load by the page's main-thread CPU time (mainThreadCpu), when the run's trace came back. */
  cpu?: MainThreadCpu;
}

/** A Chromium trace event, the fields read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  /** The thread's CPU time in the event, in microseconds: what the task cost, whatever else the machine was doing. */
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadCpu {
  cpuMs: number;
  longestTaskMs: number;
  /** Each task's CPU time times 4 (Lighthouse's CPU slowdown) less 50 ms, summed where positive: the blocking time the load would have on a quiet machine. */
  blockingAt4xMs: number;
}

/**
 * The page's main-thread tasks by CPU time, not wall time. Lighthouse's simulation scales the tasks' wall time,
 * which grows with the machine's load (other processes holding the cores); a task's CPU time does not.
 */
export function mainThreadCpu(events: readonly TraceEvent[]): MainThreadCpu {
  const mainThreads = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const byThread = new Map<string, number[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name !== 'RunTask' || event.ph !== 'X' || !mainThreads.has(thread)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), (event.tdur ?? event.dur ?? 0) / 1000]);
  }
  // the page's renderer is the busiest one (an about:blank renderer does next to nothing)
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const tasks = [...byThread.values()].sort((a, b) => sum(b) - sum(a))[0] ?? [];
  return {
    cpuMs: sum(tasks),
    longestTaskMs: Math.max(0, ...tasks),
    blockingAt4xMs: sum(tasks.map((ms) => Math.max(0, 4 * ms - 50))),
  };
}

/** The figures of one Lighthouse report. */
export function figuresOf(lhr: Result, load: string): FirstPageRun {
  const value = (id: string) => {
    const numeric = lhr.audits[id]?.numericValue;
    if (numeric === undefined) throw new Error(`Lighthouse reported no ${id}: ${lhr.runtimeError?.message ?? 'no runtime error either'}`);
    return numeric;
  };
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error(`Lighthouse gave no performance score: ${lhr.runtimeError?.message ?? ''}`);
  return {
    performance: Math.round(score * 100),
    totalBlockingTimeMs: value('total-blocking-time'),
    largestContentfulPaintMs: value('largest-contentful-paint'),
    firstContentfulPaintMs: value('first-contentful-paint'),
    load,
  };
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const s = (value: number) => `${(value / 1000).toFixed(2)} s`;

/** One line of figures. */
export function describeRun(label: string, run: Omit<FirstPageRun, 'load'>, load?: string): string {
  const figures = `performance ${String(run.performance).padStart(3)}  TBT ${ms(run.totalBlockingTimeMs).padStart(8)}  LCP ${s(run.largestContentfulPaintMs)}  FCP ${s(run.firstContentfulPaintMs)}`;
  const cpu = run.cpu ? `  | CPU ${ms(run.cpu.cpuMs)}, longest task ${ms(run.cpu.longestTaskMs)}, blocking at 4x ${ms(run.cpu.blockingAt4xMs)}` : '';
  return `${label.padEnd(8)} ${figures}${cpu}${load ? `  (load ${load})` : ''}`;
}

/** The medians of the runs, each against its target. */
export function judgeMedians(runs: readonly FirstPageRun[]): string[] {
  const performance = median(runs.map((run) => run.performance));
  const tbt = median(runs.map((run) => run.totalBlockingTimeMs));
  const lcp = median(runs.map((run) => run.largestContentfulPaintMs));
  const fcp = median(runs.map((run) => run.firstContentfulPaintMs));
  const cpus = runs.flatMap((run) => (run.cpu ? [run.cpu] : []));
  const cpu = cpus.length === runs.length ? { cpuMs: median(cpus.map((c) => c.cpuMs)), longestTaskMs: median(cpus.map((c) => c.longestTaskMs)), blockingAt4xMs: median(cpus.map((c) => c.blockingAt4xMs)) } : undefined;
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  return [
    describeRun('median', { performance, totalBlockingTimeMs: tbt, largestContentfulPaintMs: lcp, firstContentfulPaintMs: fcp, cpu }),
    `  ${verdict(performance >= FIRST_PAGE_TARGETS.performance)} performance ${performance} (target ${FIRST_PAGE_TARGETS.performance} or more)`,
    `  ${verdict(tbt <= FIRST_PAGE_TARGETS.totalBlockingTimeMs)} total blocking time ${ms(tbt)} (target ${ms(FIRST_PAGE_TARGETS.totalBlockingTimeMs)} or less)`,
    `  ${verdict(lcp <= FIRST_PAGE_TARGETS.largestContentfulPaintMs)} largest contentful paint ${s(lcp)} (target ${s(FIRST_PAGE_TARGETS.largestContentfulPaintMs)} or less)`,
  ];
}

interface TableItem {
  url?: string;
  total?: number;
  scripting?: number;
  scriptParseCompile?: number;
  groupLabel?: string;
  duration?: number;
}
const itemsOf = (lhr: Result, id: string) => ((lhr.audits[id]?.details as { items?: TableItem[] } | undefined)?.items ?? []);

/** Where the main thread went in one run (simulated at 4x slowdown): by script, by kind of work, the long tasks. */
export function describeMainThread(lhr: Result, origin: string): string[] {
  const scripts = itemsOf(lhr, 'bootup-time')
    .slice(0, 6)
    .map((item) => `  ${ms(item.total ?? 0).padStart(9)}  (script ${ms(item.scripting ?? 0)}, parse ${ms(item.scriptParseCompile ?? 0)})  ${(item.url ?? '').replace(origin, '')}`);
  const kinds = itemsOf(lhr, 'mainthread-work-breakdown').map((item) => `${item.groupLabel ?? '?'} ${ms(item.duration ?? 0)}`);
  const tasks = itemsOf(lhr, 'long-tasks')
    .slice(0, 6)
    .map((item) => `${ms(item.duration ?? 0)} ${(item.url ?? '').replace(origin, '') || '(page)'}`);
  return ['main thread by script (bootup-time):', ...scripts, `by kind: ${kinds.join(', ')}`, `long tasks: ${tasks.join('; ') || 'none'}`];
}

