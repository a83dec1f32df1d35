/** `node server/main.ts` as a process: start-up failures and the data-folder lock. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { usesPostgres } from './helpers/test-server.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NODE = fs.existsSync(path.join(ROOT, 'node_modules/.bin/node')) ? path.join(ROOT, 'node_modules/.bin/node') : process.execPath;

const children: ChildProcess[] = [];
const folders: string[] = [];

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-main-'));
  folders.push(folder);
  return folder;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Started {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
}

function startServer(env: Record<string, string | undefined>): Started {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env };
  for (const [key, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[key];
  const startedAt = Date.now();
  const child = spawn(NODE, ['server/main.ts'], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, ms: Date.now() - startedAt })),
  );
  return { child, stdout: () => out, stderr: () => err, exited };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms)),
  ]);
}

/**
 * The time limits below say "does not hang", not how fast: a start costs a few CPU-seconds, which
 * is a minute of wall time on a machine loaded twenty times over its cores.
 */
const EXIT_LIMIT_MS = 60_000;

async function waitUntilListening(port: number, started: Started, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`server exited early: ${started.stderr()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not listen on ${port}: ${started.stderr()}`);
}

describe('server start-up', () => {
  it('exits non-zero with one line naming DATABASE_URL when the database cannot be reached', async () => {
    const started = startServer({ PORT: '0', DATA_DIR: tempFolder(), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    const { code, ms } = await withTimeout(started.exited, EXIT_LIMIT_MS, 'start-up with an unreachable database');
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(ms).toBeLessThan(EXIT_LIMIT_MS);
    const lines = started.stderr().trim().split('\n');
    expect(lines, started.stderr()).toHaveLength(1);
    expect(lines[0]).toMatch(/^error: /);
    expect(lines[0]).toContain('DATABASE_URL');
    expect(lines[0]).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
  }, 2 * EXIT_LIMIT_MS);

  it('exits non-zero with one line naming the variable when the configuration is invalid', async () => {
    const started = startServer({ PORT: 'abc', DATA_DIR: tempFolder() });
    const { code } = await withTimeout(started.exited, EXIT_LIMIT_MS, 'start-up with PORT=abc');
    expect(code).toBe(1);
    const lines = started.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('PORT');
  }, 2 * EXIT_LIMIT_MS);

  it.skipIf(usesPostgres)(
    'refuses a second server on the same data folder, keeps the first running, and stops cleanly on SIGTERM',
    async () => {
      const dataDir = tempFolder();
      const port = await freePort();
      const first = startServer({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: undefined });
      await waitUntilListening(port, first);
      expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true);

      const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir, DATABASE_URL: undefined });
      const { code, ms } = await withTimeout(second.exited, EXIT_LIMIT_MS, 'the second server');
      expect(code).toBe(1);
      expect(ms).toBeLessThan(EXIT_LIMIT_MS);
      const lines = second.stderr().trim().split('\n');
      expect(lines, second.stderr()).toHaveLength(1);
      expect(lines[0]).toContain(dataDir);
      expect(lines[0]).toMatch(/in use/);

      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', database: 'pglite' });

      first.child.kill('SIGTERM');
      const stopped = await withTimeout(first.exited, EXIT_LIMIT_MS, 'stopping the first server');
      expect(stopped.code, first.stderr()).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    },
    300_000,
  );
});
