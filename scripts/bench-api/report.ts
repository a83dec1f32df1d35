/** The table and the targets (PASS/MISS) printed by `npm run bench:api`. */
import type { Measure } from './load.ts';
import type { Scenario } from './scenarios.ts';

export interface DatabaseRun {
  kind: 'pglite' | 'postgres';
  selectLoop: Measure;
  writeLoop: Measure;
  operations: { scenario: Scenario; measure: Measure }[];
}

const P99_TARGET_MS = 25;
/** Saves against the bare durable write loop on PGlite (issue 17). */
const SAVE_TARGET = 0.6;

function cell(value: string, width: number, left = false): string {
  return left ? value.padEnd(width) : value.padStart(width);
}

function line(cells: string[]): string {
  const widths = [40, 10, 9, 9, 9, 9];
  return cells.map((value, i) => cell(value, widths[i]!, i === 0)).join(' ');
}

/** One row: requests/s, p99 and the ratios to hello-world, the select loop and the write loop. */
function baseline(name: string, measure: Measure, hello: Measure, run: DatabaseRun): string {
  const ratio = (to: Measure) => (measure.perSecond / to.perSecond).toFixed(2);
  return line([name, measure.perSecond.toFixed(0), measure.p99 === null ? '-' : String(measure.p99), ratio(hello), ratio(run.selectLoop), ratio(run.writeLoop)]);
}

/** The rows of one database: the two baselines, then each operation with its ratios. */
export function table(hello: Measure, run: DatabaseRun): string {
  const rows = [
    line(['', 'req/s', 'p99 ms', '/hello', '/select', '/write']),
    baseline('Fastify hello-world', hello, hello, run),
    baseline(`bare select loop (${run.kind}, 1 at a time)`, run.selectLoop, hello, run),
    baseline(`bare durable write (${run.kind}, 1 at a time)`, run.writeLoop, hello, run),
  ];
  for (const { scenario, measure } of run.operations) rows.push(baseline(scenario.operation, measure, hello, run));
  return rows.join('\n');
}

/** One target's line: PASS or MISS, then what was measured against what. */
export function verdict(ok: boolean, text: string): string {
  return `${ok ? 'PASS' : 'MISS'}  ${text}`;
}

/** The targets: on PGlite reads against the select loop, saves against the write loop, and p99; on PostgreSQL reads against hello-world. */
export function targets(hello: Measure, run: DatabaseRun): string[] {
  const lines: string[] = [];
  for (const { scenario, measure } of run.operations) {
    const name = scenario.operation;
    if (run.kind === 'pglite') {
      if (scenario.kind === 'read') {
        const ratio = measure.perSecond / run.selectLoop.perSecond;
        lines.push(verdict(ratio >= 0.5, `${name}: ${ratio.toFixed(2)} of the select loop (target >= 0.5)`));
      } else {
        const ratio = measure.perSecond / run.writeLoop.perSecond;
        lines.push(verdict(ratio >= SAVE_TARGET, `${name}: ${ratio.toFixed(2)} of the bare durable write (target >= ${SAVE_TARGET})`));
      }
      const p99 = measure.p99 ?? Infinity;
      lines.push(verdict(p99 < P99_TARGET_MS, `${name}: p99 ${p99} ms (target < ${P99_TARGET_MS} ms)`));
    } else if (scenario.kind === 'read') {
      const ratio = measure.perSecond / hello.perSecond;
      lines.push(verdict(ratio >= 0.3, `${name}: ${ratio.toFixed(2)} of hello-world (target >= 0.30)`));
    }
  }
  return lines;
}
