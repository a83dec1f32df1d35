/**
 * Two `server/main.ts` processes on one PostgreSQL database, each with its
 * own pool and session cache: a sign-out, a deactivation or a role change
 * made through one is seen by the other on the very next request, also
 * while the other's listening connection is being cut; failed sign-ins
 * through one delay the account on the other. Runs only with DATABASE_URL
 * (PGlite is one process by design).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChild, type Child } from '../../../scripts/bench-api/children.ts';
import { hashToken } from '../../../server/auth/tokens.ts';
import { LISTENER_NAME } from '../../../server/db/listen-postgres.ts';
import { createPostgresDatabase, DEMO_PASSWORD, usesPostgres } from '../helpers/test-server.ts';

const children: Child[] = [];
let database: { url: string; drop(): Promise<void> } | undefined;
let a: Child;
let b: Child;

async function api(server: Child, method: string, url: string, token: string | null, body?: unknown) {
  const response = await fetch(`${server.baseUrl}/api/v1${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as { data?: Record<string, unknown>; error?: { code: string } }) : {} };
}

async function signIn(server: Child, login: string): Promise<string> {
  const response = await api(server, 'POST', '/auth/login', null, { identifier: login, password: DEMO_PASSWORD, accept_terms: true });
  expect(response.status).toBe(200);
  return response.body.data!.access_token as string;
}

/** Reads the account twice through `server`, so that the session is cached there. */
async function warm(server: Child, token: string) {
  for (let i = 0; i < 2; i++) expect((await api(server, 'GET', '/account', token)).status).toBe(200);
}

async function sql(text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: database!.url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

// this test's database only: other test files' servers (session-invalidation, shared-limits…) listen under the same
// name on theirs at the same time, and on an idle machine a third listener was counted (CI of stop 35)
const listenerPids = async () =>
  (await sql('select pid from pg_stat_activity where application_name = $1 and datname = current_database()', [LISTENER_NAME])).map((row) => Number(row.pid));
const listeners = async () => (await listenerPids()).length;

describe.skipIf(!usesPostgres)('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    database = await createPostgresDatabase();
    const env = { DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: '100000', LOG_LEVEL: 'warn' };
    a = await startChild('server/main.ts', env, '/readyz', (child) => children.push(child));
    b = await startChild('server/main.ts', env, '/readyz', (child) => children.push(child));
  }, 120_000);

  afterAll(async () => {
    for (const child of children) await child.stop();
    await database?.drop();
  }, 30_000);

  it('a sign-out through one is refused by the other on the next request, every time', async () => {
    for (let round = 0; round < 20; round++) {
      const token = await signIn(a, 'demo.user');
      await warm(b, token);
      expect((await api(a, 'POST', '/auth/logout', token)).status).toBe(204);
      const next = await api(b, 'GET', '/account', token);
      expect([round, next.status, next.body.error?.code]).toEqual([round, 401, 'invalid_token']);
    }
  });

  it('a deactivation and a role change through one are seen by the other at once', async () => {
    const staff = await signIn(a, 'demo.staff');
    const token = await signIn(b, 'demo.junior');
    await warm(b, token);
    const id = (await api(b, 'GET', '/account', token)).body.data!.id as number;
    expect((await api(a, 'PUT', `/user/${id}`, staff, { active: false })).status).toBe(200);
    expect((await api(b, 'GET', '/account', token)).status).toBe(401);
    expect((await api(a, 'PUT', `/user/${id}`, staff, { active: true })).status).toBe(200);
    // a deactivation revoked the user's tokens: reactivated, it signs in again
    expect((await api(b, 'GET', '/account', token)).status).toBe(401);
    const again = await signIn(b, 'demo.junior');
    await warm(b, again);
    expect((await api(a, 'PUT', `/user/${id}`, staff, { role_id: 2 })).status).toBe(200);
    const after = await api(b, 'GET', '/account', again);
    expect((after.body.data!.role as { id: number }).id).toBe(2);
    expect(after.body.data!.permissions).toContain('QUOTE_VALIDATE');
  });

  it('a revocation made while the listening connections are being cut is still seen, and caching resumes after', async () => {
    expect(await listeners()).toBe(2);
    const token = await signIn(a, 'demo.admin');
    await warm(b, token);
    const cut = await listenerPids();
    await sql('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [cut]);
    await sql('update tokens set revoked_at = now() where token_hash = $1', [hashToken(token)]);
    expect((await api(b, 'GET', '/account', token)).status).toBe(401);
    // both processes listen again, each on one new connection (a cut backend may linger in pg_stat_activity a moment)
    const reconnected = async () => {
      const pids = await listenerPids();
      return pids.length === 2 && pids.every((pid) => !cut.includes(pid));
    };
    const deadline = Date.now() + 10_000;
    while (!(await reconnected()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await listenerPids()).toEqual([expect.any(Number), expect.any(Number)]);
    expect(await reconnected()).toBe(true);
    const again = await signIn(b, 'demo.admin');
    await warm(b, again);
    expect((await api(a, 'POST', '/auth/logout', again)).status).toBe(204);
    expect((await api(b, 'GET', '/account', again)).status).toBe(401);
  });

  it('failed sign-ins through one delay the same account on the other', async () => {
    const attempt = (server: Child, password: string) => api(server, 'POST', '/auth/login', null, { identifier: 'demo.group', password, accept_terms: true });
    for (let i = 1; i <= 4; i++) expect((await attempt(i % 2 === 0 ? a : b, `wrong-${i}`)).status).toBe(401);
    const held = await attempt(b, DEMO_PASSWORD);
    expect([held.status, held.body.error?.code]).toEqual([429, 'too_many_requests']);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await attempt(a, DEMO_PASSWORD)).status).toBe(200);
  });
});
