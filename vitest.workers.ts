/**
 * How many test files Vitest runs at once. Its default is one less than the cores: one on a 2-core
 * machine, which leaves a core idle when nothing else runs. Here: the cores idle right now (sampled
 * over a quarter of a second), rounded, at least one, at most the cores; so two workers on an idle
 * 2-core machine and one when other processes keep a core busy. TEST_WORKERS=n decides instead.
 */
import os from 'node:os';

const SAMPLE_MS = 250;

function cpuTimes(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

export async function testWorkers(): Promise<number> {
  const cores = os.availableParallelism();
  const asked = Number(process.env.TEST_WORKERS);
  if (Number.isInteger(asked) && asked > 0) {
    console.log(`test workers: ${asked} (TEST_WORKERS)`);
    return asked;
  }
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  const after = cpuTimes();
  const idleShare = after.total > before.total ? (after.idle - before.idle) / (after.total - before.total) : 0;
  const workers = Math.max(1, Math.min(cores, Math.round(idleShare * cores)));
  console.log(`test workers: ${workers} (${(idleShare * cores).toFixed(1)} of ${cores} cores idle; TEST_WORKERS=n to choose)`);
  return workers;
}
