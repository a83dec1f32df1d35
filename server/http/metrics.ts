/**
 * Metrics for Prometheus at /metrics (issue 31, item 3), in its text format
 * (prom-client), served only when METRICS_TOKEN is set and only to a
 * scraper that sends it as a bearer token (compared in constant time): 401
 * otherwise, 404 when the token is unset. Each app has its own registry.
 *
 * - `pool_http_requests_total` and `pool_http_request_duration_seconds`, by
 *   operation (the contract's operationId; outside the API, the route), method
 *   and status;
 * - Node's own (event-loop delay `nodejs_eventloop_lag_*`, heap, GC, CPU);
 * - on PostgreSQL, the connection pool: connections open, idle, callers
 *   waiting, and how long a checkout waited;
 * - transactions ended by their time limit, retried after a lost connection,
 *   and lost during their COMMIT;
 * - the outbox: messages pending and failed by kind, and the age of the
 *   oldest pending one;
 * - the PDF workers: how many, busy now, replaced since the start.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { connectionLossEvents } from '../db/transaction-scope.ts';
import { documentWorkerStats } from '../pdf/render-document.ts';
import { AppError } from './app-error.ts';
import { sendError } from './error-handler.ts';

const PREFIX = 'pool_';

/** Latency buckets, in seconds: a list answered in 5 ms up to a PDF rendered in 15 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];
const WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** The request carries `Authorization: Bearer <token>`; compared as digests, in constant time whatever its length. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(sent), digest(token));
}

/** A counter whose value is read, at each scrape, from a count kept elsewhere. */
function countedFrom(registry: Registry, name: string, help: string, read: () => number): void {
  new Counter({
    name: `${PREFIX}${name}`,
    help,
    registers: [registry],
    collect() {
      this.reset();
      this.inc(read());
    },
  });
}

export function registerMetrics(app: FastifyInstance, database: DatabaseHandle, token: string | null): void {
  if (token === null) return; // no route: /metrics answers 404 like any unknown path
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ['operation', 'method', 'status'] as const;
  const requests = new Counter({ name: `${PREFIX}http_requests_total`, help: 'HTTP requests answered, by operation, method and status', labelNames, registers: [registry] });
  const latency = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time to answer an HTTP request, by operation, method and status',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const operation = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId ?? request.routeOptions.url ?? '(no route)';
    const labels = { operation, method: request.method, status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  countedFrom(registry, 'db_transaction_timeouts_total', 'Transactions ended by TRANSACTION_TIMEOUT_SECONDS (answered 503 transaction_timeout)', () => connectionLossEvents.timedOut);
  countedFrom(registry, 'db_retries_total', 'Reads and uncommitted transactions run again after their database connection was lost', () => connectionLossEvents.retried);
  countedFrom(registry, 'db_commit_unknown_total', 'Transactions whose connection was lost during COMMIT (answered 503 database_commit_unknown)', () => connectionLossEvents.commitUnknown);

  const pool = database.pool;
  if (pool) {
    new Gauge({ name: `${PREFIX}db_pool_max_connections`, help: 'Size of the database connection pool', registers: [registry] }).set(pool.max);
    new Gauge({
      name: `${PREFIX}db_pool_connections`,
      help: 'Database connections of the pool, by state (idle, in_use), and callers waiting for one (waiting)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const { total, idle, waiting } = pool.now();
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'in_use' }, total - idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
    const wait = new Histogram({ name: `${PREFIX}db_pool_wait_seconds`, help: 'Time a request waited for a database connection', buckets: WAIT_BUCKETS, registers: [registry] });
    const stop = pool.onWait((seconds) => wait.observe(seconds));
    app.addHook('onClose', async () => stop());
  }

  new Gauge({
    name: `${PREFIX}outbox_messages`,
    help: 'Outbox messages (mails, ERP events) by kind and status: pending (not sent yet) and failed (given up)',
    labelNames: ['kind', 'status'],
    registers: [registry],
    async collect() {
      const rows = await database.db
        .select({ kind: outbox.kind, status: outbox.status, count: sql<number>`count(*)::int` })
        .from(outbox)
        .where(sql`${outbox.status} in ('pending', 'failed')`)
        .groupBy(outbox.kind, outbox.status);
      this.reset();
      for (const kind of ['mail', 'webhook']) for (const status of ['pending', 'failed']) this.set({ kind, status }, 0);
      for (const row of rows) this.set({ kind: row.kind, status: row.status }, row.count);
    },
  });
  new Gauge({
    name: `${PREFIX}outbox_oldest_pending_age_seconds`,
    help: 'Age of the oldest pending outbox message, by kind (0 when none is pending)',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const rows = await database.db
        .select({ kind: outbox.kind, age: sql<number>`extract(epoch from now() - min(${outbox.createdAt}))::float8` })
        .from(outbox)
        .where(sql`${outbox.status} = 'pending'`)
        .groupBy(outbox.kind);
      this.reset();
      for (const kind of ['mail', 'webhook']) this.set({ kind }, 0);
      for (const row of rows) this.set({ kind: row.kind }, Number(row.age));
    },
  });

  new Gauge({
    name: `${PREFIX}pdf_workers`,
    help: 'PDF worker processes, by state: busy (rendering now) and size (PDF_WORKERS)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = documentWorkerStats();
      this.set({ state: 'busy' }, stats.busy);
      this.set({ state: 'size' }, stats.size);
    },
  });
  countedFrom(registry, 'pdf_workers_replaced_total', 'PDF workers killed past PDF_TIME_LIMIT_SECONDS or PDF_MEMORY_MB (or crashed) and replaced', () => documentWorkerStats().replaced);

  app.get('/metrics', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendError(request, reply, new AppError(401, 'unauthorized'));
    }
    const text = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
