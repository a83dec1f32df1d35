/** Bearer tokens: storage, sign-out, expiry and the remember-me renewal (spec §8). */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../server/auth/tokens.ts';
import { tokens, users } from '../../../server/db/schema.ts';
import { insertUser } from '../helpers/fixtures.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

const sha256 = (raw: string) => createHash('sha256').update(raw).digest('hex');

function getAccount(token?: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url: '/api/v1/account', headers: { ...(token ? auth(token) : {}), ...headers } });
}

async function tokenRow(raw: string) {
  const [row] = await server.db.select().from(tokens).where(eq(tokens.tokenHash, sha256(raw)));
  if (!row) throw new Error('token not stored');
  return row;
}

async function setToken(raw: string, values: Partial<typeof tokens.$inferInsert>) {
  await server.db.update(tokens).set(values).where(eq(tokens.tokenHash, sha256(raw)));
}

const ago = (ms: number) => new Date(Date.now() - ms);

interface Renewed {
  access_token: string;
  token_type: string;
  expires_at: string;
}

describe('a valid token', () => {
  it('opens GET /account as its user', async () => {
    const token = await login(server.app, 'demo.admin');
    const response = await getAccount(token);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: { login: string } }).data.login).toBe('demo.admin');
  });

  it('is stored only as its SHA-256 hash', async () => {
    const token = await login(server.app, 'demo.user');
    const rows = await server.db.select().from(tokens);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(JSON.stringify(rows)).not.toContain(token);
    const row = await tokenRow(token);
    expect(row.tokenHash).toBe(hashToken(token));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.remember).toBe(false);
    expect(row.renewUntil).toBeNull();
  });

  it('is stored with the expiry given at sign-in; remember-me adds a renewal deadline of REMEMBER_TTL_DAYS', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { identifier: 'demo.user', password: 'demo1234', accept_terms: true, remember_me: true },
    });
    const { data } = response.json() as { data: Renewed };
    const row = await tokenRow(data.access_token);
    expect(row.expiresAt.toISOString()).toBe(data.expires_at);
    expect(row.remember).toBe(true);
    const renewDays = (row.renewUntil!.getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(renewDays).toBeCloseTo(30, 5);
  });
});

describe('missing, unknown and revoked tokens', () => {
  it('answers 401 unauthorized without an Authorization header', async () => {
    expectError(await getAccount(), 401, 'unauthorized');
  });

  it('answers 401 invalid_token for a malformed or unknown token', async () => {
    expectError(await getAccount(undefined, { authorization: 'Bearer short' }), 401, 'invalid_token');
    expectError(await getAccount(undefined, { authorization: 'Basic ZGVtbzpkZW1vMTIzNA==' }), 401, 'invalid_token');
    expectError(await getAccount('A'.repeat(43)), 401, 'invalid_token');
  });

  it('signs out with 204 and then answers 401 invalid_token for the token', async () => {
    const token = await login(server.app, 'demo.junior');
    const logout = await server.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: auth(token) });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    expect((await tokenRow(token)).revokedAt).toBeInstanceOf(Date);
    const body = expectError(await getAccount(token), 401, 'invalid_token');
    expect(body).not.toHaveProperty('data');
    // a second sign-out with the revoked token is refused as well
    expectError(await server.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: auth(token) }), 401, 'invalid_token');
  });

  it('revokes only the token of the request', async () => {
    const first = await login(server.app, 'demo.group');
    const second = await login(server.app, 'demo.group');
    expect((await server.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: auth(first) })).statusCode).toBe(204);
    expect((await getAccount(second)).statusCode).toBe(200);
  });

  it("refuses the token of a user who has been deactivated (401 invalid_token)", async () => {
    const user = await insertUser(server.db, 'Schwimmbad Müller GmbH');
    const token = await login(server.app, user.login);
    expect((await getAccount(token)).statusCode).toBe(200);
    await server.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expectError(await getAccount(token), 401, 'invalid_token');
  });
});

describe('expired tokens', () => {
  it('answers 401 expired_token without data when remember-me was off', async () => {
    const token = await login(server.app, 'demo.user');
    await setToken(token, { expiresAt: ago(1000) });
    const body = expectError(await getAccount(token), 401, 'expired_token');
    expect(body).not.toHaveProperty('data');
    expect(Object.keys(body)).toEqual(['error']);
  });

  it('answers in the language of the caller before sign-in', async () => {
    const token = await login(server.app, 'demo.user');
    await setToken(token, { expiresAt: ago(1000) });
    const body = expectError(await getAccount(token, { 'accept-language': 'de' }), 401, 'expired_token');
    expect(body.error.message).toBe('Ihre Sitzung ist abgelaufen.');
  });

  it('with remember-me, answers 401 expired_token carrying a fresh token that works on replay', async () => {
    const token = await login(server.app, 'demo.user', { rememberMe: true });
    await setToken(token, { expiresAt: ago(1000) });

    const body = expectError(await getAccount(token), 401, 'expired_token');
    const renewed = body.data as Renewed;
    expect(renewed.token_type).toBe('Bearer');
    expect(renewed.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(renewed.access_token).not.toBe(token);
    expect(Date.parse(renewed.expires_at)).toBeGreaterThan(Date.now() + 60 * 60_000);

    const replay = await getAccount(renewed.access_token);
    expect(replay.statusCode).toBe(200);
    expect((replay.json() as { data: { login: string } }).data.login).toBe('demo.user');

    // the new token is a remember-me token too, and the old one is marked as replaced
    expect((await tokenRow(renewed.access_token)).remember).toBe(true);
    expect((await tokenRow(token)).replacedAt).toBeInstanceOf(Date);
  });

  it('renews again when the old token comes back within 30 s (concurrent requests)', async () => {
    const token = await login(server.app, 'demo.admin', { rememberMe: true });
    await setToken(token, { expiresAt: ago(1000) });
    const first = expectError(await getAccount(token), 401, 'expired_token').data as Renewed;
    const second = expectError(await getAccount(token), 401, 'expired_token').data as Renewed;
    expect(second.access_token).not.toBe(first.access_token);
    expect((await getAccount(first.access_token)).statusCode).toBe(200);
    expect((await getAccount(second.access_token)).statusCode).toBe(200);
  });

  it('refuses the replaced token more than 30 s after its renewal (401 invalid_token)', async () => {
    const token = await login(server.app, 'demo.admin', { rememberMe: true });
    await setToken(token, { expiresAt: ago(60_000) });
    expectError(await getAccount(token), 401, 'expired_token');
    await setToken(token, { replacedAt: ago(31_000) });
    const body = expectError(await getAccount(token), 401, 'invalid_token');
    expect(body).not.toHaveProperty('data');
  });

  it('answers 401 expired_token without data once the renewal deadline has passed', async () => {
    const token = await login(server.app, 'demo.user', { rememberMe: true });
    await setToken(token, { expiresAt: ago(2 * 86_400_000), renewUntil: ago(1000) });
    const body = expectError(await getAccount(token), 401, 'expired_token');
    expect(body).not.toHaveProperty('data');
    expect((await tokenRow(token)).replacedAt).toBeNull();
  });

  it('signs out with an expired token too (204), which then renews nothing', async () => {
    const token = await login(server.app, 'demo.user', { rememberMe: true });
    await setToken(token, { expiresAt: ago(1000) });
    const logout = await server.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: auth(token) });
    expect(logout.statusCode, logout.body).toBe(204);
    expectError(await getAccount(token), 401, 'invalid_token');
  });

  it('does not renew a revoked remember-me token', async () => {
    const token = await login(server.app, 'demo.user', { rememberMe: true });
    expect((await server.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: auth(token) })).statusCode).toBe(204);
    await setToken(token, { expiresAt: ago(1000) });
    const body = expectError(await getAccount(token), 401, 'invalid_token');
    expect(body).not.toHaveProperty('data');
  });
});
