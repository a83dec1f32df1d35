/** The table and the targets (PASS/MISS) printed by `npm run bench:api`. */
import type { Measure } from './load.ts';
import type { Scenario } from './scenarios.ts';

export interface DatabaseRun {
  kind: 'pglite' | 'postgres';
  selectLoop: Measure;
  operations: { scenario: Scenario; measure: Measure }[];
}

const P99_TARGET_MS = 25;

function cell(value: string, width: number, left = false): string {
  return left ? value.padEnd(width) : value.padStart(width);
}

function line(cells: string[]): string {
  const widths = [40, 10, 9, 9, 9];
  return cells.map((value, i) => cell(value, widths[i]!, i === 0)).join(' ');
}

/** The rows of one database: the two baselines, then each operation with its ratios. */
export function table(hello: Measure, run: DatabaseRun): string {
  const rows = [
    line(['', 'req/s', 'p99 ms', '/hello', '/select']),
    line(['Fastify hello-world', hello.perSecond.toFixed(0), String(hello.p99), '1.00', (hello.perSecond / run.selectLoop.perSecond).toFixed(2)]),
    line([`bare select loop (${run.kind}, 1 at a time)`, run.selectLoop.perSecond.toFixed(0), '-', (run.selectLoop.perSecond / hello.perSecond).toFixed(2), '1.00']),
  ];
  for (const { scenario, measure } of run.operations) {
    rows.push(
      line([
        scenario.operation,
        measure.perSecond.toFixed(0),
        String(measure.p99),
        (measure.perSecond / hello.perSecond).toFixed(2),
        (measure.perSecond / run.selectLoop.perSecond).toFixed(2),
      ]),
    );
  }
  return rows.join('\n');
}

/** One target's line: PASS or MISS, then what was measured against what. */
export function verdict(ok: boolean, text: string): string {
  return `${ok ? 'PASS' : 'MISS'}  ${text}`;
}

/** The targets: on PGlite against the select loop and p99, on PostgreSQL reads against hello-world. */
export function targets(hello: Measure, run: DatabaseRun): string[] {
  const lines: string[] = [];
  for (const { scenario, measure } of run.operations) {
    const name = scenario.operation;
    if (run.kind === 'pglite') {
      const floor = scenario.kind === 'read' ? 0.5 : 0.25;
      const ratio = measure.perSecond / run.selectLoop.perSecond;
      lines.push(verdict(ratio >= floor, `${name}: ${ratio.toFixed(2)} of the select loop (target >= ${floor})`));
      const p99 = measure.p99 ?? Infinity;
      lines.push(verdict(p99 < P99_TARGET_MS, `${name}: p99 ${p99} ms (target < ${P99_TARGET_MS} ms)`));
    } else if (scenario.kind === 'read') {
      const ratio = measure.perSecond / hello.perSecond;
      lines.push(verdict(ratio >= 0.3, `${name}: ${ratio.toFixed(2)} of hello-world (target >= 0.30)`));
    }
  }
  return lines;
}
