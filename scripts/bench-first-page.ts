/**
 * `npm run bench:first-page`: Lighthouse (mobile, its default simulated
 * throttling) on the first page, /fr, as the production server serves it
 * (issue 28). Builds the front end when it is stale, starts the server on a
 * free port with a new PGlite folder (demo data), runs Lighthouse three times
 * in Debian's Chromium and prints, per run, the performance score, total
 * blocking time, largest and first contentful paint with the machine's load
 * average, then the medians against the targets (score 95 or more, TBT
 * 200 ms or less, LCP 2.0 s or less) and where the median run's main thread
 * went (Lighthouse's bootup-time and mainthread-work-breakdown audits). Beside
 * Lighthouse's figures, which scale wall time and so grow with the machine's
 * load, each run's main-thread CPU time from the same trace (mainThreadCpu):
 * its longest task and the blocking time 4x that CPU time makes. It is
 * a benchmark that prints: it exits 0 whatever the figures, and non-zero only
 * when it could not measure. `-- --runs N` changes the number of runs,
 * `-- --path /en` the page, `-- --json DIR` keeps each run's report there.
 * The server, Chromium and the data folder are always stopped and removed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { describeMainThread, describeRun, figuresOf, judgeMedians, mainThreadCpu, type FirstPageRun, type TraceEvent } from './bench-first-page/figures.ts';
import { startChild, type Child } from './bench-api/children.ts';
import { loadAverage } from './bench-browser.ts';
import { measureRoutes } from './web-size.ts';
import { buildIfStale } from './build-if-stale.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const SERVER_ENV = { RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'warn', MAINTENANCE_BANNER: '0' };
const DIST_DIR = path.join(import.meta.dirname, '..', 'dist');

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, path: { type: 'string', default: '/fr' }, json: { type: 'string' } } });
  const runCount = Number(values.runs);
  if (!Number.isInteger(runCount) || runCount < 1) throw new Error(`--runs must be a whole number of 1 or more, not ${values.runs}`);
  const cleanups: (() => Promise<void>)[] = [];
  try {
    buildIfStale();
    const { login } = await measureRoutes(DIST_DIR);
    process.stdout.write(`first page's JavaScript (bench:web): ${login.files.length} files, ${(login.gzipBytes / 1000).toFixed(1)} kB gzipped, ${(login.rawBytes / 1000).toFixed(1)} kB raw\n`);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-bench-first-page-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const server = await startChild('server/main.ts', { ...SERVER_ENV, DATA_DIR: dataDir }, '/readyz', (child: Child) => cleanups.push(() => child.stop()));
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
    cleanups.push(async () => chrome.kill());
    const url = `${server.baseUrl}${values.path}`;
    process.stdout.write(`Lighthouse ${lighthouseVersion()} (mobile, simulated throttling) on ${url}, ${runCount} runs, Chromium at ${CHROMIUM}\n`);
    const runs: { figures: FirstPageRun; lhr: Result }[] = [];
    for (let index = 0; index < runCount; index++) {
      const load = loadAverage();
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error('Lighthouse returned no result');
      if (values.json) {
        fs.mkdirSync(values.json, { recursive: true });
        fs.writeFileSync(path.join(values.json, `first-page-${index + 1}.json`), JSON.stringify(result.lhr));
      }
      const trace = (result.artifacts as { Trace?: { traceEvents?: TraceEvent[] } } | undefined)?.Trace?.traceEvents;
      const figures = { ...figuresOf(result.lhr, load), ...(trace ? { cpu: mainThreadCpu(trace) } : {}) };
      runs.push({ figures, lhr: result.lhr });
      process.stdout.write(`${describeRun(`run ${index + 1}`, figures, load)}\n`);
    }
    for (const line of judgeMedians(runs.map((run) => run.figures))) process.stdout.write(`${line}\n`);
    const byTbt = [...runs].sort((a, b) => a.figures.totalBlockingTimeMs - b.figures.totalBlockingTimeMs);
    const medianRun = byTbt[Math.floor((byTbt.length - 1) / 2)]!;
    for (const line of describeMainThread(medianRun.lhr, server.baseUrl)) process.stdout.write(`${line}\n`);
    process.stdout.write(`load average now: ${loadAverage()} on ${os.availableParallelism()} cores\n`);
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

function lighthouseVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

if (import.meta.main) await main();
