/**
 * Two server instances on one database, each with its own stores, as two
 * processes behind a balancer: on PostgreSQL (DATABASE_URL) the API limit,
 * the public operations' limits and the failed sign-ins count together by
 * default, so N/2 requests through each exhaust a limit of N; on PGlite,
 * which one process owns, they count in each instance's memory unless the
 * database store is forced (which the default suite does, to run the same
 * checks). A failing counter table neither answers 500 nor lets a flood
 * through: the instance counts on its own.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { hashedKey } from '../../../server/auth/limit-store.ts';
import type { ServerConfig } from '../../../server/config.ts';
import { limitCounters } from '../../../server/db/schema.ts';
import { insertUser } from '../helpers/fixtures.ts';
import { watchContract } from '../helpers/contract-responses.ts';
import { createTestServer, DEMO_PASSWORD, expectError, usesPostgres, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await server?.close();
});

/** Another instance on the server's database; `forceShared` forces the database store (else the default of the database's kind). */
async function instance(overrides: Partial<ServerConfig>, forceShared: boolean): Promise<FastifyInstance> {
  const app = await buildApp({ config: { ...server.config, ...overrides }, database: server.database, serveFrontEnd: false, logger: false, ...(forceShared ? { sharedLimits: true } : {}) });
  apps.push(app);
  await app.ready();
  watchContract(app);
  return app;
}

let addressCounter = 0;
const newAddress = () => `203.0.113.${(addressCounter += 1)}`;
const settings = (app: FastifyInstance, remoteAddress: string) => app.inject({ method: 'GET', url: '/api/v1/settings', remoteAddress });
const signIn = (app: FastifyInstance, identifier: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { identifier, password, accept_terms: true }, remoteAddress, headers: { 'x-locale': 'en' } });

describe(`two instances on one ${usesPostgres ? 'PostgreSQL database (shared by default)' : 'PGlite database (database store forced)'}`, () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    const config = { rateLimitPerMinute: 10, loginAttemptsPerMinute: 2 };
    a = await instance(config, !usesPostgres);
    b = await instance(config, !usesPostgres);
  });

  it('share the API limit: 5 requests through each exhaust a limit of 10', async () => {
    const address = newAddress();
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await settings(a, address)).statusCode, (await settings(b, address)).statusCode);
    expect(statuses).toEqual(Array(10).fill(200));
    const refused = await settings(a, address);
    expectError(refused, 429, 'too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expectError(await settings(b, address), 429, 'too_many_requests');
    expect((await settings(b, newAddress())).statusCode).toBe(200);
  });

  it('share the public operations’ limits: 3 access requests through one and 2 through the other use up 5 an hour', async () => {
    const address = newAddress();
    const request = (app: FastifyInstance, i: number) =>
      app.inject({ method: 'POST', url: '/api/v1/access-requests', remoteAddress: address, payload: { company: 'Pool Shop', contact_name: 'Jo Bloggs', email: `shared${i}@limits.example`, country_code: 'GB' } });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await request(i % 2 === 0 ? a : b, i)).statusCode);
    expect(statuses).toEqual(Array(5).fill(202));
    expectError(await request(a, 5), 429, 'too_many_requests');
    expectError(await request(b, 6), 429, 'too_many_requests');
  });

  it('share the sign-in delay: failures through one delay the account on the other', async () => {
    const user = await insertUser(server.db, 'Zwembaden Vlaanderen', { locale: 'en' });
    for (let i = 1; i <= 4; i += 1) expectError(await signIn(i % 2 === 0 ? a : b, user.login, `wrong-${i}`, newAddress()), 401, 'invalid_credentials');
    const held = await signIn(b, user.login, DEMO_PASSWORD, newAddress());
    expect(expectError(held, 429, 'too_many_requests').error.message).toBe('Too many sign-in attempts for this account: please try again in 1 s.');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await signIn(a, user.login, DEMO_PASSWORD, newAddress())).statusCode).toBe(200);
    // the success through one cleared the delay for both
    expect((await signIn(b, user.login, 'wrong-again', newAddress())).statusCode).toBe(401);
  });

  it('share the failed sign-ins of an address: one through each uses up 2 a minute', async () => {
    const address = newAddress();
    expectError(await signIn(a, 'nobody.shared.a', 'x', address), 401, 'invalid_credentials');
    expectError(await signIn(b, 'nobody.shared.b', 'x', address), 401, 'invalid_credentials');
    expectError(await signIn(a, 'demo.user', DEMO_PASSWORD, address), 429, 'too_many_requests');
    expectError(await signIn(b, 'demo.user', DEMO_PASSWORD, address), 429, 'too_many_requests');
  });

  it('count on their own, without a 500, while the counter table fails, and share again after', async () => {
    const address = newAddress();
    await server.db.execute(sql`alter table limit_counters rename to limit_counters_away`);
    const during = [];
    try {
      for (let i = 0; i < 11; i += 1) during.push((await settings(a, address)).statusCode);
      during.push((await settings(b, address)).statusCode);
    } finally {
      await server.db.execute(sql`alter table limit_counters_away rename to limit_counters`);
    }
    // each instance limits on its own: ten through A, the eleventh refused, B's own first one let through
    expect(during).toEqual([...Array(10).fill(200), 429, 200]);
    const after = newAddress();
    for (let i = 0; i < 5; i += 1) expect([(await settings(a, after)).statusCode, (await settings(b, after)).statusCode]).toEqual([200, 200]);
    expectError(await settings(a, after), 429, 'too_many_requests');
  });
});

describe.skipIf(usesPostgres)('two instances on PGlite by default', () => {
  it('count in their own memory (PGlite is one process)', async () => {
    const a = await instance({ rateLimitPerMinute: 10 }, false);
    const b = await instance({ rateLimitPerMinute: 10 }, false);
    const address = newAddress();
    for (let i = 0; i < 10; i += 1) expect((await settings(a, address)).statusCode).toBe(200);
    expectError(await settings(a, address), 429, 'too_many_requests');
    expect((await settings(b, address)).statusCode).toBe(200);
    expect(await server.db.select().from(limitCounters).where(eq(limitCounters.key, hashedKey('api', address)))).toEqual([]);
  });
});
