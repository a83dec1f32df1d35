/** The per-account sign-in delay: growing after a few failures, capped at a minute, cleared by a success, never a lock-out. */
import { describe, expect, it } from 'vitest';
import { afterAll, beforeAll } from 'vitest';
import { AccountThrottle } from '../../../server/auth/account-throttle.ts';
import { insertUser } from '../helpers/fixtures.ts';
import { buildAppOn, createTestServer, DEMO_PASSWORD, expectError, login, type TestServer } from '../helpers/test-server.ts';

describe('AccountThrottle', () => {
  it('lets three failures go, then doubles the wait from 1 s up to 60 s', async () => {
    const throttle = new AccountThrottle();
    let now = 1_000_000;
    const waits: number[] = [];
    for (let failure = 1; failure <= 10; failure += 1) {
      expect(await throttle.waitSeconds('Someone', now)).toBe(0);
      await throttle.recordFailure(' someone ', now);
      waits.push(await throttle.waitSeconds('SOMEONE', now));
      now += waits.at(-1)! * 1000;
    }
    expect(waits).toEqual([0, 0, 0, 1, 2, 4, 8, 16, 32, 60]);
    expect(await throttle.waitSeconds('someone.else', now)).toBe(0);
  });

  it('clears on success and forgets a quarter of an hour after the last failure', async () => {
    const throttle = new AccountThrottle();
    for (let i = 0; i < 6; i += 1) await throttle.recordFailure('a', 0);
    expect(await throttle.waitSeconds('a', 0)).toBeGreaterThan(0);
    await throttle.recordSuccess('A');
    expect(await throttle.waitSeconds('a', 0)).toBe(0);
    for (let i = 0; i < 6; i += 1) await throttle.recordFailure('b', 0);
    await throttle.recordFailure('b', 15 * 60_000 + 1);
    expect(await throttle.waitSeconds('b', 15 * 60_000 + 1)).toBe(0);
  });
});

describe('sign-in with the per-account delay', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 429 with Retry-After during the delay, from any address and even with the right password, then lets the owner in', async () => {
    const user = await insertUser(server.db, 'Zwembaden Vlaanderen', { locale: 'nl' });
    const attempt = (password: string, address: string) =>
      server.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { identifier: user.login, password, accept_terms: true }, remoteAddress: address, headers: { 'x-locale': 'nl' } });
    for (let i = 1; i <= 4; i += 1) expectError(await attempt(`wrong-${i}`, `192.0.2.${i}`), 401, 'invalid_credentials');
    const held = await attempt(DEMO_PASSWORD, '192.0.2.99');
    const body = expectError(held, 429, 'too_many_requests');
    expect(body.error.message).toBe('Te veel aanmeldpogingen voor dit account: probeer het over 1 s opnieuw.');
    expect(held.headers['retry-after']).toBe('1');
    await login(server.app, 'demo.user', { remoteAddress: '192.0.2.99' });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await login(server.app, user.login, { remoteAddress: '192.0.2.99' });
  });

  it.each([
    [false, [401, 401, 429]],
    [true, [401, 401, 200]],
  ] as const)('with TRUST_PROXY=%s, counts the address behind the proxy (X-Forwarded-For) or the proxy itself', async (trustProxy, statuses) => {
    const app = await buildAppOn(server, { trustProxy, loginAttemptsPerMinute: 2 });
    try {
      const attempt = (identifier: string, password: string, client: string) =>
        app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { identifier, password, accept_terms: true }, remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': client } });
      const seen = [
        (await attempt(`nobody.a.${trustProxy}`, 'x', '203.0.113.10')).statusCode,
        (await attempt(`nobody.b.${trustProxy}`, 'x', '203.0.113.10')).statusCode,
        (await attempt('demo.junior', DEMO_PASSWORD, '203.0.113.11')).statusCode,
      ];
      expect(seen).toEqual(statuses);
    } finally {
      await app.close();
    }
  });
});
