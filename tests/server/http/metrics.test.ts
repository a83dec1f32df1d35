/**
 * /metrics (issue 31, item 3): Prometheus text for a scraper that sends
 * METRICS_TOKEN as a bearer token, 401 to anyone else, 404 when no token is
 * configured; requests by operation and status, the event-loop delay, the
 * transactions ended by their time limit, the outbox's backlog and the age
 * of its oldest message, the PDF workers, and on PostgreSQL the pool.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/client.ts';
import { outbox } from '../../../server/db/schema.ts';
import { TransactionTimeoutError } from '../../../server/db/transaction-scope.ts';
import { bearerMatches } from '../../../server/http/metrics.ts';
import { auth, buildAppOn, createTestServer, login, usesPostgres, type TestServer } from '../helpers/test-server.ts';

const TOKEN = 'scrape-me-7f3a9c2e41d8b6';

let server: TestServer;

/** The value of one sample line (`name{labels} value`), or undefined. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((candidate) => candidate.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

async function scrape(): Promise<string> {
  const response = await server.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

describe('/metrics', () => {
  beforeAll(async () => {
    server = await createTestServer({ metricsToken: TOKEN });
  });
  afterAll(() => server?.close());

  it('answers 401 without the token or with another, 404 when no token is set', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-of-some-length' }, { authorization: TOKEN }, { authorization: `Basic ${TOKEN}` }]) {
      const response = await server.app.inject({ method: 'GET', url: '/metrics', headers: { ...headers, 'x-locale': 'de' } });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toMatchObject({ error: { code: 'unauthorized' } });
      expect(response.body).not.toContain('pool_http_requests_total');
    }
    const without = await buildAppOn(server, { metricsToken: null });
    try {
      const response = await without.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(404);
    } finally {
      await without.close();
    }
  });

  it('compares the bearer token whole, and refuses a short METRICS_TOKEN', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN} `, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeNull();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
  });

  it('counts requests and their time by operation and status', async () => {
    const token = await login(server.app, 'demo.user');
    for (let i = 0; i < 3; i++) expect((await server.app.inject({ method: 'GET', url: '/api/v1/quote?per_page=5', headers: auth(token) })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/v1/quote/999999', headers: auth(token) })).statusCode).toBe(404);
    const text = await scrape();
    expect(sample(text, 'pool_http_requests_total{operation="listQuotes",method="GET",status="200"}')).toBe(3);
    expect(sample(text, 'pool_http_requests_total{operation="getQuote",method="GET",status="404"}')).toBe(1);
    expect(sample(text, 'pool_http_request_duration_seconds_count{operation="listQuotes",method="GET",status="200"}')).toBe(3);
    expect(sample(text, 'pool_http_request_duration_seconds_bucket{le="+Inf",operation="listQuotes",method="GET",status="200"}')).toBe(3);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_p99_seconds gauge');
    expect(sample(text, 'pool_pdf_workers{state="size"}')).toBe(server.config.pdfWorkers);
    expect(sample(text, 'pool_pdf_workers{state="busy"}')).toBe(0);
    expect(sample(text, 'pool_pdf_workers_replaced_total')).toBeGreaterThanOrEqual(0);
  });

  it('counts the transactions ended by their time limit', async () => {
    const before = sample(await scrape(), 'pool_db_transaction_timeouts_total')!;
    // the count is the process's: a database of its own with a short limit, so that the server's requests keep theirs
    const short = await openDatabase({ kind: 'pglite', dataDir: null, transactionTimeoutMs: 200 });
    try {
      const ended = await short.db.transaction(() => new Promise((resolve) => setTimeout(resolve, 600))).catch((error: unknown) => error);
      expect(ended).toBeInstanceOf(TransactionTimeoutError);
    } finally {
      await short.close();
    }
    expect(sample(await scrape(), 'pool_db_transaction_timeouts_total')).toBe(before + 1);
  });

  it('tells the outbox backlog by kind and the age of its oldest pending message', async () => {
    await server.db.delete(outbox);
    let text = await scrape();
    expect(sample(text, 'pool_outbox_messages{kind="mail",status="pending"}')).toBe(0);
    expect(sample(text, 'pool_outbox_oldest_pending_age_seconds{kind="mail"}')).toBe(0);
    const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000);
    await server.db.insert(outbox).values([
      { kind: 'mail', payload: {}, idempotencyKey: 'metrics-1', createdAt: at(600), nextAttemptAt: at(-3600) },
      { kind: 'mail', payload: {}, idempotencyKey: 'metrics-2', createdAt: at(30), nextAttemptAt: at(-3600) },
      { kind: 'webhook', payload: {}, idempotencyKey: 'metrics-3', createdAt: at(90), nextAttemptAt: at(-3600) },
      { kind: 'mail', payload: {}, idempotencyKey: 'metrics-4', status: 'failed', createdAt: at(7200) },
      { kind: 'mail', payload: {}, idempotencyKey: 'metrics-5', status: 'sent', createdAt: at(9000) },
    ]);
    text = await scrape();
    expect(sample(text, 'pool_outbox_messages{kind="mail",status="pending"}')).toBe(2);
    expect(sample(text, 'pool_outbox_messages{kind="webhook",status="pending"}')).toBe(1);
    expect(sample(text, 'pool_outbox_messages{kind="mail",status="failed"}')).toBe(1);
    const age = sample(text, 'pool_outbox_oldest_pending_age_seconds{kind="mail"}')!;
    expect(age).toBeGreaterThanOrEqual(600);
    expect(age).toBeLessThan(700);
    expect(sample(text, 'pool_outbox_oldest_pending_age_seconds{kind="webhook"}')).toBeGreaterThanOrEqual(90);
    await server.db.delete(outbox).where(sql`${outbox.idempotencyKey} like 'metrics-%'`);
  });

  it.skipIf(!usesPostgres)('tells the connection pool: connections by state and the wait for one', async () => {
    const text = await scrape();
    expect(sample(text, 'pool_db_pool_max_connections')).toBe(10);
    expect(sample(text, 'pool_db_pool_connections{state="waiting"}')).toBe(0);
    expect(sample(text, 'pool_db_pool_connections{state="idle"}')).toBeGreaterThan(0);
    expect(sample(text, 'pool_db_pool_wait_seconds_count')).toBeGreaterThan(0);
  });

  it.skipIf(usesPostgres)('has no pool figures on PGlite, which has one connection', async () => {
    expect(await scrape()).not.toContain('pool_db_pool_connections');
  });
});
