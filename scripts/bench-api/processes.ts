/**
 * `npm run bench:api` on PostgreSQL: the read operations with one server
 * process and with two behind one address (cluster.ts: node:cluster,
 * round-robin, the same harness for both runs), on the same database, with
 * the same 10 autocannon connections. The machine's cores are shared by the
 * load generator (autocannon, in the bench's own process), the server
 * processes and PostgreSQL: the CPU the load generator used and the load
 * average are measured and printed with the figures.
 */
import os from 'node:os';
import { startChild, type Child } from './children.ts';
import { measureHttp, type Measure } from './load.ts';
import { verdict } from './report.ts';
import { scenarios } from './scenarios.ts';

/** What cluster.ts prints once every server process listens. */
const ALL_LISTENING = /all \d+ server processes listening/;

/** Reads with two processes against one (issue 17, on this 2-core machine). */
export const TWO_PROCESS_TARGET = 1.5;

export interface ProcessRun {
  processes: number;
  /** The bare Fastify hello-world behind the same cluster: what this machine lets a second process add at best. */
  ceiling: { measure: Measure; loadCpu: number };
  reads: { operation: string; measure: Measure; loadCpu: number }[];
}

/** Requests/s of `measureHttp`, and the share of one core the load generator (this process) used meanwhile. */
async function measureWithCpu(target: Parameters<typeof measureHttp>[0]): Promise<{ measure: Measure; loadCpu: number }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const measure = await measureHttp(target);
  const used = process.cpuUsage(cpu);
  return { measure, loadCpu: (used.user + used.system) / 1000 / (performance.now() - start) };
}

async function measureCeiling(processes: number, track: (child: Child) => void): Promise<ProcessRun['ceiling']> {
  const hello = await startChild('scripts/bench-api/cluster.ts', { BENCH_WORKERS: String(processes), BENCH_EXEC: 'scripts/bench-api/hello-world.ts' }, '/', track, ALL_LISTENING);
  try {
    return await measureWithCpu({ url: `${hello.baseUrl}/` });
  } finally {
    await hello.stop();
  }
}

export async function measureProcesses(env: NodeJS.ProcessEnv, processes: number, track: (child: Child) => void): Promise<ProcessRun> {
  const ceiling = await measureCeiling(processes, track);
  const server = await startChild('scripts/bench-api/cluster.ts', { ...env, BENCH_WORKERS: String(processes) }, '/readyz', track, ALL_LISTENING);
  try {
    const prepared = await scenarios(server.baseUrl);
    const reads = [];
    for (const scenario of prepared.operations.filter((each) => each.kind === 'read')) {
      reads.push({ operation: scenario.operation, ...(await measureWithCpu(scenario.target)) });
    }
    return { processes, ceiling, reads };
  } finally {
    await server.stop();
  }
}

const pad = (value: string, width: number, left = false) => (left ? value.padEnd(width) : value.padStart(width));

/** The table of reads with one and two processes, the ratio against its target, and what was measured. */
export function processReport(one: ProcessRun, two: ProcessRun): string {
  const lines = [
    `reads with 1 and ${two.processes} server processes behind one address (node:cluster, round-robin; ${os.availableParallelism()} cores, load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')})`,
    [pad('', 40, true), pad('1 proc', 9), pad(`${two.processes} procs`, 9), pad('ratio', 7), pad('gen CPU', 16)].join(' '),
  ];
  const row = (name: string, first: ProcessRun['ceiling'], other: ProcessRun['ceiling']) => {
    const ratio = other.measure.perSecond / first.measure.perSecond;
    const cpu = `${(first.loadCpu * 100).toFixed(0)}% / ${(other.loadCpu * 100).toFixed(0)}%`;
    lines.push([pad(name, 40, true), pad(first.measure.perSecond.toFixed(0), 9), pad(other.measure.perSecond.toFixed(0), 9), pad(ratio.toFixed(2), 7), pad(cpu, 16)].join(' '));
    return ratio;
  };
  const ceiling = row('bare Fastify hello-world (the ceiling)', one.ceiling, two.ceiling);
  const verdicts = [];
  for (const [i, read] of one.reads.entries()) {
    const ratio = row(read.operation, read, two.reads[i]!);
    verdicts.push(verdict(ratio >= TWO_PROCESS_TARGET, `${read.operation}: ${two.processes} processes answer ${ratio.toFixed(2)}x one (target >= ${TWO_PROCESS_TARGET}x)`));
  }
  lines.push(
    `the ceiling: a route that does nothing, behind the same cluster with the same load generator, answers ${ceiling.toFixed(2)}x with ${two.processes} processes;`,
    'no route of the server can scale beyond what this machine gives the bare framework.',
    `gen CPU: the share of one core the load generator (autocannon, 10 connections, in this process) used while measuring, with 1 / ${two.processes} processes;`,
    `it, the server processes and PostgreSQL share the ${os.availableParallelism()} cores, so the ratio is what a second process adds on this machine, not per core.`,
    '',
    ...verdicts,
  );
  return lines.join('\n');
}
