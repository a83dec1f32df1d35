/**
 * `npm run bench:api`: the speed of the API against two baselines started by
 * this same run, on PGlite and, when DATABASE_URL is set, on PostgreSQL:
 * - a bare Fastify hello-world (child process);
 * - a bare primary-key select loop on the database the server then uses;
 * - a bare durable write loop (lock the quote, write its answers, commit)
 *   on the same database once the server has stopped;
 * - the real server (child process, rate limit raised, demo data) under
 *   autocannon, 10 connections, after a warm-up, per operation.
 * Prints requests/s, p99 and the ratios (reads to the select loop, saves to
 * the write loop); on PostgreSQL also the reads with one and with two server
 * processes behind one address (bench-api/processes.ts); then the issue's targets with
 * PASS/MISS, the time to make the quote PDF of 30 and of 200 lines
 * (bench-api/quote-pdf.ts), and the gzipped JavaScript of the login route (scripts/web-size.ts,
 * which builds the front end first when it is stale). Every child and temp
 * folder is removed at the end, also on error.
 */
import { startChild, type Child } from './bench-api/children.ts';
import { pgliteDatabase, postgresDatabase, type BenchDatabase } from './bench-api/database.ts';
import { CONNECTIONS, measureHttp, type Measure } from './bench-api/load.ts';
import { table, targets, verdict, type DatabaseRun } from './bench-api/report.ts';
import { healthWhilePdfsRender, HEALTH_UNDER_PDF_TARGET_MS, type HealthUnderPdfs } from './bench-api/pdf-load.ts';
import { measureQuotePdf, PDF_TARGETS_MS } from './bench-api/quote-pdf.ts';
import { measureProcesses, processReport } from './bench-api/processes.ts';
import { scenarios } from './bench-api/scenarios.ts';
import { LOGIN_ROUTE_GZIP_TARGET, loginRouteJavaScript } from './web-size.ts';

const SERVER_ENV = { RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'warn', MAINTENANCE_BANNER: '0' };

const cleanups: (() => Promise<void>)[] = [];

async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) {
    await cleanups
      .pop()!()
      .catch((error: unknown) => process.stderr.write(`clean-up: ${(error as Error).message}\n`));
  }
}

function track(child: Child): void {
  cleanups.push(() => child.stop());
}

async function helloWorld(): Promise<Measure> {
  const child = await startChild('scripts/bench-api/hello-world.ts', {}, '/', track);
  try {
    return await measureHttp({ url: `${child.baseUrl}/` });
  } finally {
    await child.stop();
  }
}

async function measureDatabase(database: BenchDatabase): Promise<DatabaseRun & { health: HealthUnderPdfs }> {
  const selectLoop = await database.selectLoop();
  const server = await startChild('server/main.ts', { ...database.env, ...SERVER_ENV }, '/readyz', track);
  let measured;
  try {
    const prepared = await scenarios(server.baseUrl);
    const operations = [];
    for (const scenario of prepared.operations) {
      operations.push({ scenario, measure: await measureHttp(scenario.target) });
    }
    measured = { operations, saved: prepared.saved, health: await healthWhilePdfsRender(server.baseUrl) };
  } finally {
    await server.stop();
  }
  // PGlite's data folder has one owner at a time: the bare write loop runs once the server has stopped
  const writeLoop = await database.writeLoop(measured.saved.id, measured.saved.answers);
  return { kind: database.kind, selectLoop, writeLoop, operations: measured.operations, health: measured.health };
}

async function main(): Promise<void> {
  const hello = await helloWorld();
  process.stdout.write(`API speed, ${CONNECTIONS} connections (autocannon), loopback\n`);
  const openers = [pgliteDatabase, ...(process.env.DATABASE_URL ? [() => postgresDatabase(process.env.DATABASE_URL!)] : [])];
  for (const open of openers) {
    const database = await open();
    cleanups.push(database.dispose);
    const run = await measureDatabase(database);
    process.stdout.write(`\n${run.kind}\n${table(hello, run)}\n\n${targets(hello, run).join('\n')}\n`);
    const { health } = run;
    const healthText = `/healthz while ten quote PDFs render: p99 ${health.p99Ms.toFixed(1)} ms, slowest ${health.maxMs.toFixed(1)} ms over ${health.samples} calls, ten PDFs in ${health.roundMs.toFixed(0)} ms (target p99 <= ${HEALTH_UNDER_PDF_TARGET_MS} ms)`;
    process.stdout.write(`${verdict(health.p99Ms <= HEALTH_UNDER_PDF_TARGET_MS, healthText)}\n`);
    if (database.kind === 'postgres') {
      // several processes only exist on PostgreSQL (PGlite has one owner)
      const env = { ...database.env, ...SERVER_ENV };
      const one = await measureProcesses(env, 1, track);
      const two = await measureProcesses(env, 2, track);
      process.stdout.write(`\n${processReport(one, two)}\n`);
    }
  }
  process.stdout.write('\nquote PDF (rendered by the document worker pool, median of 20 after ten)\n');
  for (const { lines, medianMs, firstMs, pages } of await measureQuotePdf()) {
    const text = `quote PDF of ${lines} lines (${pages} pages): ${medianMs.toFixed(1)} ms (target <= ${PDF_TARGETS_MS[lines]} ms), the first one ${firstMs.toFixed(1)} ms`;
    process.stdout.write(`${verdict(medianMs <= PDF_TARGETS_MS[lines], text)}\n`);
  }
  const login = await loginRouteJavaScript();
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  process.stdout.write(
    `\n${verdict(login.gzipBytes <= LOGIN_ROUTE_GZIP_TARGET, `login route (/fr): ${kB(login.gzipBytes)} of gzipped JavaScript in ${login.files.length} files (target <= ${kB(LOGIN_ROUTE_GZIP_TARGET)})`)}\n`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void cleanUp().then(() => process.exit(130)));
}

try {
  await main();
} catch (error) {
  process.stderr.write(`bench:api failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
