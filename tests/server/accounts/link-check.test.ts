/**
 * checkAccountLink (issue 16): the page of an e-mailed link asks, when it
 * opens, whether the link can still set a password, and is told why not in
 * the caller's language (used, expired, unknown, its user deactivated)
 * without using the link; limited like confirmAccount.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_LIMITS } from '../../../server/config.ts';
import { accountLinks } from '../../../server/db/schema.ts';
import { companyId, userRow } from '../helpers/fixtures.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { confirm, createUserAs, lastMailTo, linkOf, newUserBody, STRONG_PASSWORD } from './account-helpers.ts';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer({ publicUrl: 'https://pool.example', publicLimits: { ...DEFAULT_PUBLIC_LIMITS, confirmAttemptsPerLinkPerHour: 4 } });
  admin = await login(server.app, 'demo.group');
});
afterAll(async () => {
  await server?.close();
});

/** A new user of Zwembaden Vlaanderen and the token of its invitation. */
async function invited(): Promise<{ login: string; id: number; token: string }> {
  const body = newUserBody(await companyId(server.db, 'Zwembaden Vlaanderen'));
  const response = await createUserAs(server.app, admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return { login: body.login, id: (response.json() as { data: { id: number } }).data.id, token: linkOf(await lastMailTo(server.db, body.email)).token };
}

const check = (token: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  server.app.inject({ method: 'POST', url: '/api/v1/account/check-link', payload: { token }, headers, ...(remoteAddress ? { remoteAddress } : {}) });

describe('checkAccountLink', () => {
  it('answers an open invitation with its purpose, and leaves it usable', async () => {
    const { token, login: name } = await invited();
    for (let i = 0; i < 2; i++) {
      const response = await check(token);
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as { data: { purpose: string; expires_at: string } }).data).toMatchObject({ purpose: 'subscription' });
    }
    expect((await confirm(server.app, token, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await userRow(server.db, name)).subscriptionStatus).toBe('active');
  });

  it('says in the caller’s language that a link was used, expired or is unknown, with the reason’s code', async () => {
    const used = await invited();
    expect((await confirm(server.app, used.token, STRONG_PASSWORD)).statusCode).toBe(200);
    const again = expectError(await check(used.token, { 'x-locale': 'fr' }), 422, 'invalid_subscription_token');
    expect(again.error.message).toBe('Ce lien a déjà été utilisé ou remplacé par un lien plus récent. Demandez un nouveau lien.');
    expect(again.error.details).toEqual([{ path: 'body.token', code: 'link_used', message: again.error.message }]);

    const late = await invited();
    await server.db.update(accountLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountLinks.userId, late.id));
    const expired = expectError(await check(late.token, { 'x-locale': 'de' }), 422, 'invalid_subscription_token');
    expect(expired.error.message).toBe('Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.');
    expect(expired.error.details?.[0]?.code).toBe('link_expired');

    const unknown = expectError(await check('x'.repeat(43), { 'x-locale': 'it' }), 422, 'invalid_subscription_token');
    expect(unknown.error.details?.[0]?.code).toBe('link_unknown');

    const ended = await invited();
    expect((await server.app.inject({ method: 'PUT', url: `/api/v1/user/${ended.id}`, payload: { active: false }, headers: auth(admin) })).statusCode).toBe(200);
    expect(expectError(await check(ended.token), 422, 'invalid_subscription_token').error.details?.[0]?.code).toBe('link_unknown');

    expectError(await check('not a token'), 400, 'validation_failed');
  });

  it('is limited per link like confirmAccount: past the limit, 429 with the wait', async () => {
    const { token } = await invited();
    for (let i = 0; i < 4; i++) expect((await check(token, {}, '203.0.113.77')).statusCode).toBe(200);
    const refused = expectError(await check(token, { 'x-locale': 'en' }, '203.0.113.77'), 429, 'too_many_requests');
    expect(refused.error.message).toMatch(/min/);
  });
});
