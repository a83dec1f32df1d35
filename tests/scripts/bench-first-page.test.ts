import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { describeMainThread, figuresOf, judgeMedians, mainThreadCpu, type FirstPageRun, type TraceEvent } from '../../scripts/bench-first-page/figures.ts';

/** The parts of a Lighthouse report the benchmark reads. */
function report({ score, tbt, lcp, fcp }: { score: number | null; tbt: number; lcp: number; fcp: number }): Result {
  const table = (items: object[]) => ({ details: { type: 'table', items } });
  return {
    categories: { performance: { score } },
    audits: {
      'total-blocking-time': { numericValue: tbt },
      'largest-contentful-paint': { numericValue: lcp },
      'first-contentful-paint': { numericValue: fcp },
      'bootup-time': table([{ url: 'http://127.0.0.1:4000/assets/vendor-a.js', total: 612.4, scripting: 500.2, scriptParseCompile: 3 }]),
      'mainthread-work-breakdown': table([{ groupLabel: 'Script Evaluation', duration: 700 }, { groupLabel: 'Style & Layout', duration: 120 }]),
      'long-tasks': table([{ url: 'http://127.0.0.1:4000/assets/vendor-a.js', duration: 616 }]),
    },
  } as unknown as Result;
}

const run = (performance: number, tbt: number, lcp: number): FirstPageRun => ({ performance, totalBlockingTimeMs: tbt, largestContentfulPaintMs: lcp, firstContentfulPaintMs: 1_000, load: '1.00 1.00 1.00' });

describe('bench:first-page figures', () => {
  it('reads the score in hundredths and the metrics in milliseconds', () => {
    expect(figuresOf(report({ score: 0.764, tbt: 840.5, lcp: 2_612, fcp: 1_210 }), '0.50 0.40 0.30')).toEqual({
      performance: 76,
      totalBlockingTimeMs: 840.5,
      largestContentfulPaintMs: 2_612,
      firstContentfulPaintMs: 1_210,
      load: '0.50 0.40 0.30',
    });
  });

  it('refuses a report without a score (a page Lighthouse could not load)', () => {
    expect(() => figuresOf(report({ score: null, tbt: 0, lcp: 0, fcp: 0 }), '')).toThrow(/no performance score/);
  });

  it('judges the medians, not the best run, against the targets', () => {
    const lines = judgeMedians([run(97, 150, 1_900), run(90, 260, 2_100), run(96, 180, 2_050)]);
    expect(lines[0]).toContain('performance  96');
    expect(lines.slice(1)).toEqual([
      '  PASS performance 96 (target 95 or more)',
      '  PASS total blocking time 180 ms (target 200 ms or less)',
      '  MISS largest contentful paint 2.05 s (target 2.00 s or less)',
    ]);
  });

  it('prints where the main thread went, scripts by path', () => {
    const lines = describeMainThread(report({ score: 1, tbt: 0, lcp: 0, fcp: 0 }), 'http://127.0.0.1:4000');
    expect(lines[1]).toBe('     612 ms  (script 500 ms, parse 3 ms)  /assets/vendor-a.js');
    expect(lines[2]).toBe('by kind: Script Evaluation 700 ms, Style & Layout 120 ms');
    expect(lines[3]).toBe('long tasks: 616 ms /assets/vendor-a.js');
  });

  it("counts the page's main-thread tasks by CPU time, whatever their wall time on a loaded machine", () => {
    const task = (pid: number, tid: number, dur: number, tdur?: number): TraceEvent => ({ name: 'RunTask', ph: 'X', pid, tid, dur: dur * 1000, ...(tdur === undefined ? {} : { tdur: tdur * 1000 }) });
    const events: TraceEvent[] = [
      { name: 'thread_name', ph: 'M', pid: 1, tid: 1, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', pid: 2, tid: 7, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', pid: 2, tid: 8, args: { name: 'Compositor' } },
      // about:blank's renderer, nearly idle
      task(1, 1, 3, 2),
      // the page: 30 ms of CPU in a task that took 200 ms of wall time, then 10 ms, then one without thread time
      task(2, 7, 200, 30),
      task(2, 7, 12, 10),
      task(2, 7, 4),
      // another thread of the page's renderer is not its main thread
      task(2, 8, 90, 90),
    ];
    expect(mainThreadCpu(events)).toEqual({ cpuMs: 44, longestTaskMs: 30, blockingAt4xMs: 4 * 30 - 50 });
  });
});
