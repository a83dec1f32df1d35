/**
 * Cached sessions end as soon as what they were read from changes: the
 * triggers announce every change to users, roles and tokens, and a session
 * kept by an app (or by a second app on the same database) is not served
 * after a sign-out, a deactivation, a role change, an expiry or any edit made
 * straight in the database. PGlite by default, PostgreSQL with DATABASE_URL.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CHANGE_CHANNEL } from '../../../server/auth/session-cache.ts';
import { hashToken } from '../../../server/auth/tokens.ts';
import type { Subscription } from '../../../server/db/client.ts';
import { companies, roles, tokens, users } from '../../../server/db/schema.ts';
import { companyId, insertUser } from '../helpers/fixtures.ts';
import { auth, buildAppOn, createTestServer, expectError, injectJson, login, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
let messages: string[] = [];
let subscription: Subscription;

beforeAll(async () => {
  server = await createTestServer();
  subscription = await server.database.listen(AUTH_CHANGE_CHANNEL, { message: (payload) => messages.push(payload), live: () => undefined });
});
afterAll(async () => {
  await subscription?.stop();
  await server?.close();
});

/** The account as `app` answers it for `token` (status and body). */
async function account(token: string, app: FastifyInstance = server.app) {
  const response = await app.inject({ method: 'GET', url: '/api/v1/account', headers: auth(token) });
  return {
    status: response.statusCode,
    data: response.json().data as { locale: string; permissions: string[]; role: { id: number }; company: { name: string }; client: { name: string } },
  };
}

/** Signs `login` in and reads the account twice, so that its session is cached. */
async function cachedSession(login_: string, app: FastifyInstance = server.app): Promise<string> {
  const token = await login(app, login_);
  expect((await account(token, app)).status).toBe(200);
  expect((await account(token, app)).status).toBe(200);
  return token;
}

/** The notifications caused by `change`, once every one of them has been heard. */
async function announced(change: () => Promise<unknown>): Promise<string[]> {
  expect(await subscription.sync()).toBe(true);
  messages = [];
  await change();
  expect(await subscription.sync()).toBe(true);
  return messages;
}

describe('the triggers of migrations 0003 and 0004', () => {
  it('announce a changed or deleted user, role, token or company, and nothing for a change that changes nothing', async () => {
    const user = await insertUser(server.db, 'Zwembaden Vlaanderen');
    const token = await login(server.app, user.login);
    const [row] = await server.db.select().from(tokens).where(eq(tokens.tokenHash, hashToken(token)));
    expect(await announced(() => server.db.update(users).set({ passwordHash: 'changed' }).where(eq(users.id, user.id)))).toEqual([`user:${user.id}`]);
    expect(await announced(() => server.db.update(users).set({ passwordHash: 'changed' }).where(eq(users.id, user.id)))).toEqual([]);
    expect(await announced(() => server.db.update(tokens).set({ revokedAt: new Date() }).where(eq(tokens.id, row!.id)))).toEqual([`token:${row!.id}`]);
    expect(await announced(() => server.db.delete(tokens).where(eq(tokens.id, row!.id)))).toEqual([`token:${row!.id}`]);
    expect(await announced(() => server.db.delete(users).where(eq(users.id, user.id)))).toEqual([`user:${user.id}`]);
    const [role] = await server.db.select().from(roles).where(eq(roles.id, 4));
    expect(await announced(() => server.db.update(roles).set({ permissions: [...role!.permissions, 'X'] }).where(eq(roles.id, 4)))).toEqual(['role:4']);
    expect(await announced(() => server.db.update(roles).set({ permissions: role!.permissions }).where(eq(roles.id, 4)))).toEqual(['role:4']);
    const company = await companyId(server.db, 'Zwembaden Vlaanderen');
    expect(await announced(() => server.db.update(companies).set({ phone: '+32 9 000 00 00' }).where(eq(companies.id, company)))).toEqual([`company:${company}`]);
  });

  it('announce nothing for a rolled-back change, and "all" when a table is truncated', async () => {
    const rolledBack = () =>
      server.db
        .transaction(async (tx) => {
          await tx.update(users).set({ locale: 'it' }).where(eq(users.login, 'demo.junior'));
          tx.rollback();
        })
        .catch(() => undefined);
    expect(await announced(rolledBack)).toEqual([]);
    expect(await announced(() => server.db.execute(sql`truncate tokens`))).toEqual(['all']);
  });
});

describe('a cached session', () => {
  it('ends with its sign-out', async () => {
    const token = await cachedSession('demo.user');
    const other = await cachedSession('demo.user');
    const response = await server.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: auth(token) });
    expect(response.statusCode).toBe(204);
    expectError(await server.app.inject({ method: 'GET', url: '/api/v1/account', headers: auth(token) }), 401, 'invalid_token');
    expect((await account(other)).status).toBe(200);
  });

  it('ends for good when an administrator deactivates the user: once reactivated, the user signs in anew', async () => {
    const user = await insertUser(server.db, 'Zwembaden Vlaanderen');
    const token = await cachedSession(user.login);
    const staff = await login(server.app, 'demo.staff');
    expect((await injectJson(server.app, 'PUT', `/api/v1/user/${user.id}`, { active: false }, auth(staff))).statusCode).toBe(200);
    expectError(await server.app.inject({ method: 'GET', url: '/api/v1/account', headers: auth(token) }), 401, 'invalid_token');
    expect((await injectJson(server.app, 'PUT', `/api/v1/user/${user.id}`, { active: true }, auth(staff))).statusCode).toBe(200);
    expectError(await server.app.inject({ method: 'GET', url: '/api/v1/account', headers: auth(token) }), 401, 'invalid_token');
    expect((await account(await login(server.app, user.login))).status).toBe(200);
  });

  it("follows a change of the user's role at once", async () => {
    const user = await insertUser(server.db, 'Zwembaden Vlaanderen', { roleId: 2 });
    const token = await cachedSession(user.login);
    expect((await account(token)).data.permissions).toContain('QUOTE_VALIDATE');
    const staff = await login(server.app, 'demo.staff');
    expect((await injectJson(server.app, 'PUT', `/api/v1/user/${user.id}`, { role_id: 4 }, auth(staff))).statusCode).toBe(200);
    const after = await account(token);
    expect(after.data.role.id).toBe(4);
    expect(after.data.permissions).not.toContain('QUOTE_VALIDATE');
  });

  it("follows a change of the role's permissions made in the database", async () => {
    const user = await insertUser(server.db, 'Zwembaden Vlaanderen', { roleId: 4 });
    const token = await cachedSession(user.login);
    const [role] = await server.db.select().from(roles).where(eq(roles.id, 4));
    await server.db.update(roles).set({ permissions: ['QUOTE_CREATE'] }).where(eq(roles.id, 4));
    try {
      expect((await account(token)).data.permissions).toEqual(['QUOTE_CREATE']);
    } finally {
      await server.db.update(roles).set({ permissions: role!.permissions }).where(eq(roles.id, 4));
    }
    expect((await account(token)).data.permissions).toEqual(role!.permissions);
  });

  it('follows any edit of the user row made in the database (a password change, a language)', async () => {
    const user = await insertUser(server.db, 'Zwembaden Vlaanderen', { locale: 'en' });
    const token = await cachedSession(user.login);
    await server.db.update(users).set({ passwordHash: 'changed elsewhere', locale: 'nl' }).where(eq(users.id, user.id));
    expect((await account(token)).data.locale).toBe('nl');
  });

  it("follows a change of the user's company or reference client made in the database", async () => {
    const id = await companyId(server.db, 'Piscinas Mediterráneo S.L.');
    const token = await cachedSession('demo.junior');
    expect((await account(token)).data.company.name).toBe('Piscinas Mediterráneo S.L.');
    await server.db.update(companies).set({ name: 'Piscinas del Sol' }).where(eq(companies.id, id));
    try {
      const after = (await account(token)).data;
      expect([after.company.name, after.client.name]).toEqual(['Piscinas del Sol', 'Piscinas del Sol']);
    } finally {
      await server.db.update(companies).set({ name: 'Piscinas Mediterráneo S.L.' }).where(eq(companies.id, id));
    }
  });

  it('ends when its token expires or is revoked in the database', async () => {
    const expiring = await cachedSession('demo.junior');
    await server.db.update(tokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(tokens.tokenHash, hashToken(expiring)));
    expectError(await server.app.inject({ method: 'GET', url: '/api/v1/account', headers: auth(expiring) }), 401, 'expired_token');
    const revoked = await cachedSession('demo.junior');
    await server.db.update(tokens).set({ revokedAt: new Date() }).where(eq(tokens.tokenHash, hashToken(revoked)));
    expectError(await server.app.inject({ method: 'GET', url: '/api/v1/account', headers: auth(revoked) }), 401, 'invalid_token');
  });

  it('kept by a second app on the same database ends with a sign-out made through the first', async () => {
    const second = await buildAppOn(server, {});
    try {
      const token = await cachedSession('demo.admin', second);
      expect((await server.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: auth(token) })).statusCode).toBe(204);
      expectError(await second.inject({ method: 'GET', url: '/api/v1/account', headers: auth(token) }), 401, 'invalid_token');
    } finally {
      await second.close();
    }
  });

  it('is served without reading the database: an edit made with the triggers switched off goes unseen', async () => {
    const user = await insertUser(server.db, 'Zwembaden Vlaanderen', { locale: 'en' });
    const token = await cachedSession(user.login);
    await server.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(users).set({ locale: 'de' }).where(eq(users.id, user.id));
    });
    expect((await account(token)).data.locale).toBe('en');
    await server.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    expect((await account(token)).data.locale).toBe('de');
  });
});
