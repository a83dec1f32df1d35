/**
 * Database connections cut while requests hold them (issue 31, item 1): on
 * PostgreSQL, pg_terminate_backend on the application's connections, five
 * times, under a load of requests. The reads cut are sent again once on a new
 * connection and answered 200 (connection-retry.test.ts tests the rule);
 * a request that still fails is answered 503 database_unavailable in its
 * caller's language with Retry-After (500 before), and the process goes on:
 * a checked-out client's 'error' event had no listener and ended it. Runs where DATABASE_URL is set (CI's
 * PostgreSQL leg); PGlite has no connection to cut.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestServer, login, usesPostgres, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
let user: string;

describe.skipIf(!usesPostgres)('connections cut under load', () => {
  beforeAll(async () => {
    // the load is as fast as the machine allows: on an idle one it passed the 600 requests a minute in 1.5 s and the
    // rest were answered 429 (CI of stop 35); the limit is not what this test is about
    server = await createTestServer({ rateLimitPerMinute: 1_000_000 });
    user = await login(server.app, 'demo.user');
  });
  afterAll(() => server?.close());

  it('answers the requests in flight 503 database_unavailable, never 500, and the server goes on', async () => {
    const { rows } = (await server.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const database = rows[0]!.name;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const statuses = new Map<number, number>();
    const refusals: { code: string; message: string; retryAfter: unknown }[] = [];
    let running = true;
    const load = Array.from({ length: 6 }, async () => {
      while (running) {
        const response = await server.app.inject({ method: 'GET', url: '/api/v1/quote?per_page=5', headers: { ...auth(user), 'x-locale': 'fr' } });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode === 503) {
          const body = response.json() as { error: { code: string; message: string } };
          refusals.push({ ...body.error, retryAfter: response.headers['retry-after'] });
        }
      }
    });
    try {
      for (let cut = 0; cut < 5; cut++) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      running = false;
      await Promise.all(load);
      await admin.end();
    }
    expect([...statuses.keys()].every((status) => status === 200 || status === 503), JSON.stringify([...statuses])).toBe(true);
    for (const refusal of refusals) {
      expect(refusal).toEqual({ code: 'database_unavailable', message: 'La base de données ne répond pas pour le moment\u00a0; rien n’a été enregistré. Réessayez dans quelques secondes.', retryAfter: '5' });
    }
    expect(statuses.get(200)).toBeGreaterThan(0);
    // the list is a read: its query, cut, is sent again on a new connection. Without the retry 21-28 of
    // 120-185 requests were refused; with it none in three runs (a retry cut by the next cut may still be)
    expect(refusals.length, JSON.stringify([...statuses])).toBeLessThanOrEqual(2);
    // the pool made new connections: the next request is answered
    const after = await server.app.inject({ method: 'GET', url: '/api/v1/quote?per_page=5', headers: auth(user) });
    expect(after.statusCode, after.body).toBe(200);
  }, 60_000);
});
