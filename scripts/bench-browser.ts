/**
 * What the benchmarks that drive Chromium share (bench:interact, bench:studio):
 * the front end built when stale, the production server started on a new
 * PGlite folder (demo data, rate limit raised), headless Chromium, and
 * everything stopped and removed at the end, whatever happened. Also the
 * figures' helpers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { buildIfStale } from './build-if-stale.ts';
import { startChild, type Child } from './bench-api/children.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const SERVER_ENV = { RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'warn', MAINTENANCE_BANNER: '0' };

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The machine's load average (1, 5, 15 min): the figures move with it. */
export const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');

/**
 * Runs a benchmark on a server and a browser of its own; `bench` says whether its target is met (the exit code
 * says it too). A failure is printed, and the server, the browser and the data folder are always cleaned up.
 */
export async function benchInBrowser(name: string, bench: (setup: { baseUrl: string; browser: Browser }) => Promise<boolean>): Promise<void> {
  const cleanups: (() => Promise<void>)[] = [];
  try {
    buildIfStale();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pool-bench-${name}-`));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const server = await startChild('server/main.ts', { ...SERVER_ENV, DATA_DIR: dataDir }, '/readyz', (child: Child) => cleanups.push(() => child.stop()));
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
    cleanups.push(() => browser.close());
    if (!(await bench({ baseUrl: server.baseUrl, browser }))) process.exitCode = 1;
  } catch (error) {
    process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    process.exitCode = 1;
  } finally {
    while (cleanups.length > 0) {
      await cleanups
        .pop()!()
        .catch((error: unknown) => process.stderr.write(`clean-up: ${(error as Error).message}\n`));
    }
  }
}
