/**
 * How many test files Vitest runs at once (unit and server). Its default is one less than the cores:
 * one on a 2-core machine, which leaves a core idle when nothing else runs. Here: one per core, as
 * many as the memory the process may still use holds (MEMORY_PER_WORKER each), at least one.
 *
 * Not from the load: the load average is the past minute's (a CI machine busy a minute ago got one
 * worker for the whole run), and the cores idle at the moment the config is read are mostly not
 * idle because Vitest itself is starting. The cores and the memory are what the run will have.
 * TEST_WORKERS=n decides instead (TEST_WORKERS=1 on a machine shared with others).
 */
import os from 'node:os';

/** What a worker of the server project may take at its peak (its PGlite copy, the app, a child server it starts). */
export const MEMORY_PER_WORKER = 1.5 * 1024 ** 3;

export interface WorkerChoice {
  workers: number;
  why: string;
}

/** The choice for a machine: `cores` it may run on, `availableBytes` of memory it may still use, `asked` = TEST_WORKERS. */
export function chooseWorkers(cores: number, availableBytes: number, asked: string | undefined): WorkerChoice {
  const wanted = Number(asked);
  if (asked !== undefined && asked !== '') {
    if (!Number.isInteger(wanted) || wanted < 1) throw new Error(`TEST_WORKERS must be a whole number of 1 or more, not "${asked}"`);
    return { workers: wanted, why: 'TEST_WORKERS' };
  }
  const byMemory = Math.floor(availableBytes / MEMORY_PER_WORKER);
  const workers = Math.max(1, Math.min(cores, byMemory));
  const gib = (availableBytes / 1024 ** 3).toFixed(1);
  return { workers, why: `${cores} cores, ${gib} GiB of memory available, ${(MEMORY_PER_WORKER / 1024 ** 3).toFixed(1)} GiB a worker; TEST_WORKERS=n to choose` };
}

export function testWorkers(): number {
  // availableMemory: the free memory, or less when a control group limits the process (a container)
  const { workers, why } = chooseWorkers(os.availableParallelism(), process.availableMemory(), process.env.TEST_WORKERS);
  console.log(`test workers: ${workers} (${why})`);
  return workers;
}
