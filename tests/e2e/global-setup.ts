/**
 * Global set-up of the end-to-end tests: builds the front end when its
 * sources changed, starts one server on a free loopback port with a fresh
 * PGlite data folder (demo data seeded on start) and hands its address to the
 * tests as `inject('baseUrl')`, and launches one Chromium for the whole run,
 * which every test file connects to (`inject('browserEndpoint')`, see
 * helpers/browser.ts). Teardown closes both and removes the folder.
 * A test file that needs a server of its own (another clock) starts one
 * with `startE2eServer`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_ARGS, featuresDroppedFrom } from './helpers/chromium.ts';
import { scratchFolder } from '../scratch-folder.ts';

declare module 'vitest' {
  interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: e-mails are written as .eml files into its mail/ folder. */
    dataDir: string;
    /** The WebSocket address of the run's Chromium, for `chromium.connect`. */
    browserEndpoint: string;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The project's pinned Node (the machine's own may be older). */
const NODE = fs.existsSync(path.join(ROOT, 'node_modules/.bin/node'))
  ? path.join(ROOT, 'node_modules/.bin/node')
  : process.execPath;
/** Three minutes: on a machine shared with other test runs, the first start (migrations, demo data, catalogue) took more than one. */
const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;

function freePort(): Promise<number> {
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

/** The environment of a child: without what Vitest sets for its own workers (NODE_ENV=test would make Vite build a development bundle). */
function childEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (name === 'NODE_ENV' || name === 'TEST' || name.startsWith('VITEST')) delete env[name];
  }
  return env;
}

function buildFrontEnd(): void {
  const result = spawnSync(NODE, ['scripts/build-if-stale.ts'], { cwd: ROOT, stdio: 'inherit', env: childEnv() });
  if (result.status !== 0) throw new Error(`scripts/build-if-stale.ts failed (exit ${result.status ?? result.signal})`);
  if (!fs.existsSync(path.join(ROOT, 'dist/index.html'))) throw new Error('dist/index.html is missing after the build');
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the e2e server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the e2e server was not ready after ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

export interface E2eServer {
  baseUrl: string;
  dataDir: string;
  /** Stops the server; `keepData` leaves its data folder for another server to start on. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * Starts a server on a free loopback port with its own PGlite data folder
 * (a fresh one, demo data seeded on start, unless `dataDir` is given) and
 * waits until it is ready. `nodeArgs` go before the server's script (e.g. an
 * `--import` that moves the server's clock), `env` adds to its environment.
 */
export async function startE2eServer(options: { dataDir?: string; nodeArgs?: string[]; env?: NodeJS.ProcessEnv } = {}): Promise<E2eServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? scratchFolder('pool-e2e-');
  const env: NodeJS.ProcessEnv = {
    ...childEnv(),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    MAINTENANCE_BANNER: '0',
    // every page of two files at once comes from 127.0.0.1: more than production's 600 requests and 10 sign-ins
    // of one login a minute (the limits are the server tests': tests/server/http/shared-limits, accounts/login-throttle)
    RATE_LIMIT_PER_MINUTE: '1000000',
    LOGIN_ATTEMPTS_PER_MINUTE: '1000',
    ...options.env,
  };
  delete env.DATABASE_URL; // the e2e server always uses its own PGlite database
  delete env.PUBLIC_URL;
  delete env.SMTP_URL;

  const child = spawn(NODE, [...(options.nodeArgs ?? []), 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout = (stdout + chunk.toString()).slice(-20_000);
  });
  const output = () => `--- stderr ---\n${stderr}\n--- stdout ---\n${stdout}`;

  const stop = async ({ keepData = false } = {}) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(timer);
    }
    if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(baseUrl, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}

export default async function setup(project: TestProject) {
  buildFrontEnd();
  const [started, launched] = await Promise.allSettled([startE2eServer(), chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })]);
  if (started.status === 'rejected' || launched.status === 'rejected') {
    if (started.status === 'fulfilled') await started.value.stop();
    if (launched.status === 'fulfilled') await launched.value.close();
    throw started.status === 'rejected' ? started.reason : (launched as PromiseRejectedResult).reason;
  }
  const [server, browser] = [started.value, launched.value];
  // the browser's own command line (Linux): Chromium keeps only the last of several --disable-features
  const commandLine = process.platform === 'linux' ? fs.readFileSync(`/proc/${browser.process().pid}/cmdline`, 'utf8').split('\0') : [];
  const dropped = featuresDroppedFrom(commandLine);
  if (dropped.length > 0) {
    await Promise.all([browser.close(), server.stop()]);
    throw new Error(`Playwright now disables ${dropped.join(', ')} as well: add them to PLAYWRIGHT_DISABLED_FEATURES in tests/e2e/helpers/chromium.ts`);
  }
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.stop();
  };
}
