/**
 * BENCH_WORKERS server processes (server/main.ts) behind one address, for
 * `npm run bench:api` on PostgreSQL: node:cluster, round-robin. This primary
 * only accepts each TCP connection and hands it to the next worker in turn;
 * the requests of that connection then go straight to the worker, so the
 * primary costs nothing per request (autocannon keeps its 10 connections
 * open: 5 per worker with 2). The workers start one after the other (the
 * first migrates), and once every one listens this prints "all N server
 * processes listening" (awaited by processes.ts). SIGTERM stops them all.
 * A script, not a module: importing it would start the servers.
 */
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { ROOT } from './children.ts';

const count = Number(process.env.BENCH_WORKERS ?? '2');
cluster.schedulingPolicy = cluster.SCHED_RR;
// BENCH_EXEC: another server script, e.g. the bare hello-world that gives the machine's ceiling (processes.ts)
cluster.setupPrimary({ exec: path.join(ROOT, process.env.BENCH_EXEC ?? 'server/main.ts') });

const workers: Worker[] = [];
let stopping = false;

function started(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    worker.once('listening', () => resolve());
    worker.once('exit', (code, signal) => reject(new Error(`server process ${worker.id} exited (${code ?? signal}) before it listened`)));
  });
}

async function stop(code: number): Promise<never> {
  stopping = true;
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.isDead()) return resolve();
          worker.once('exit', () => resolve());
          worker.process.kill('SIGTERM');
        }),
    ),
  );
  process.exit(code);
}

process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
cluster.on('exit', (worker, code, signal) => {
  if (stopping) return;
  process.stderr.write(`server process ${worker.id} exited (${code ?? signal}): stopping the others\n`);
  void stop(1);
});

try {
  for (let i = 0; i < count; i++) {
    const worker = cluster.fork();
    workers.push(worker);
    await started(worker);
  }
  process.stdout.write(`all ${count} server processes listening\n`);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  await stop(1);
}
