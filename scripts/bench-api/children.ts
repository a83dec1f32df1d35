/**
 * Child processes of `npm run bench:api`: started on a free loopback port,
 * awaited until they answer, and always stopped (SIGTERM, then SIGKILL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The project's pinned Node (the machine's own may be older). */
const NODE = fs.existsSync(path.join(ROOT, 'node_modules/.bin/node')) ? path.join(ROOT, 'node_modules/.bin/node') : process.execPath;
const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;

export interface Child {
  baseUrl: string;
  stop(): Promise<void>;
}

/** A port nobody listens on, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The environment of a child, without what a test runner or an outer npm may have set. */
export function childEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (name === 'NODE_ENV' || name.startsWith('VITEST') || name === 'DATABASE_URL' || name === 'PUBLIC_URL' || name === 'SMTP_URL') {
      delete env[name];
    }
  }
  return { ...env, ...extra, HOST: '127.0.0.1' };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited(child);
  clearTimeout(timer);
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string, readyOutput: RegExp | undefined): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${url}: the child exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok && (!readyOutput || readyOutput.test(output()))) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * Starts `node <script>` with PORT set to a free port and waits until
 * `readyPath` answers 2xx (and, with `readyOutput`, until the child has
 * printed a line that matches it); `track` receives the child at once so
 * that it is stopped even when waiting fails.
 */
export async function startChild(
  script: string,
  env: NodeJS.ProcessEnv,
  readyPath: string,
  track: (child: Child) => void,
  readyOutput?: RegExp,
): Promise<Child> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(NODE, [script], { cwd: ROOT, env: childEnv({ ...env, PORT: String(port) }), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const handle: Child = { baseUrl, stop: () => stopChild(child) };
  track(handle);
  await waitUntilReady(`${baseUrl}${readyPath}`, child, () => output, readyOutput);
  return handle;
}
