/**
 * `node server/main.ts` as a child process of a test (the crash tests kill it with SIGKILL and start
 * it again on the same data). Every process started here is remembered until it has exited, so that
 * `stopChildServers` (in afterAll) ends the ones a failed or timed-out test left running, and a
 * server that does not answer within the start limit is killed before the error is thrown: otherwise
 * it goes on running, with its PDF and catalogue workers, long after the test run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const NODE = fs.existsSync(path.join(ROOT, 'node_modules/.bin/node')) ? path.join(ROOT, 'node_modules/.bin/node') : process.execPath;

/**
 * How long a start may take before the test gives up. A start costs a few CPU-seconds; on a machine
 * loaded twenty times over its cores that is a minute or more of wall time, hence the margin.
 */
export const START_LIMIT_MS = 120_000;

const running = new Set<ChildProcess>();

export interface ChildServer {
  process: ChildProcess;
  url: string;
  /** The last 20,000 characters the server wrote to stderr. */
  stderr: () => string;
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await exited(child);
}

/**
 * Starts the server on `port` with `env` (the caller's whole environment: nothing of the test
 * runner's is added) and resolves once `readyPath` answers 2xx; throws, the process killed, when it
 * exits first or does not answer within `limitMs`.
 */
export async function startChildServer(env: NodeJS.ProcessEnv, port: number, readyPath = '/readyz', limitMs = START_LIMIT_MS): Promise<ChildServer> {
  const child = spawn(NODE, ['server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server ${child.pid} exited (${child.signalCode ?? child.exitCode}): ${errors}`);
    if (await fetch(`${url}${readyPath}`).then((r) => r.ok).catch(() => false)) return { process: child, url, stderr: () => errors };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await kill(child);
  throw new Error(`server ${child.pid} did not answer ${readyPath} within ${limitMs} ms (killed): ${errors}`);
}

/** Kills every server started here that is still running, and waits for each to exit (afterAll). */
export async function stopChildServers(): Promise<void> {
  await Promise.all([...running].map(kill));
}

/** How many servers started here are still running (for the helper's own test). */
export const childServerCount = () => running.size;
