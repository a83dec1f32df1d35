/**
 * The public operations' own limits, with the real defaults of loadConfig:
 * per address and per target (e-mail, login, link), each answered 429 with
 * Retry-After and the error shape in the caller's language, nothing stored
 * or sent for a refused request, and an address or a target past its limit
 * leaving the others alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_LIMITS, loadConfig } from '../../../server/config.ts';
import { countRows, insertUser } from '../helpers/fixtures.ts';
import { createTestServer, expectError, type TestServer } from '../helpers/test-server.ts';
import { confirm, mailsTo } from '../accounts/account-helpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

let addressCounter = 0;
/** A fresh client address, so that each test starts with the whole allowance of an address. */
function newAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}

function accessRequest(email: string, remoteAddress: string, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'POST',
    url: '/api/v1/access-requests',
    remoteAddress,
    headers,
    payload: { company: 'Pool Shop', contact_name: 'Jo Bloggs', email, country_code: 'GB' },
  });
}

function resetPassword(identifier: string, email: string, remoteAddress: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', remoteAddress, headers, payload: { identifier, email } });
}

function expectLimited(response: Awaited<ReturnType<typeof accessRequest>>, minSeconds: number, maxSeconds: number) {
  const body = expectError(response, 429, 'too_many_requests');
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(minSeconds);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  return body;
}

describe('the defaults', () => {
  it('are the ones README documents', () => {
    expect(loadConfig({}).publicLimits).toEqual({
      accessRequestsPerHour: 5,
      accessRequestsPerEmailPerDay: 3,
      resetRequestsPerHour: 10,
      resetRequestsPerLoginPerHour: 5,
      confirmAttemptsPerHour: 30,
      confirmAttemptsPerLinkPerHour: 10,
    });
    expect(server.config.publicLimits).toEqual(DEFAULT_PUBLIC_LIMITS);
  });
});

describe('POST /access-requests', () => {
  it('takes 5 requests an hour from one address, then answers 429 with Retry-After in the caller language and stores nothing', async () => {
    const address = newAddress();
    const before = await countRows(server.db, 'access_requests');
    for (let i = 0; i < 5; i += 1) {
      const response = await accessRequest(`shop${i}@address-limit.example`, address);
      expect(response.statusCode, response.body).toBe(202);
    }
    const refused = expectLimited(await accessRequest('another@address-limit.example', address, { 'accept-language': 'de' }), 3000, 3600);
    expect(refused.error.message).toMatch(/^Zu viele Anfragen: Bitte versuchen Sie es in (59|60) min erneut\.$/);
    for (let i = 0; i < 35; i += 1) expect((await accessRequest(`more${i}@address-limit.example`, address)).statusCode).toBe(429);
    expect(await countRows(server.db, 'access_requests')).toBe(before + 5);
    // another address is not concerned
    expect((await accessRequest('shop@other-address.example', newAddress())).statusCode).toBe(202);
  });

  it('takes 3 requests a day for one e-mail address, whatever the addresses and the case, then 429 for about a day', async () => {
    for (let i = 0; i < 3; i += 1) {
      const response = await accessRequest(i === 1 ? 'Same.Person@Email-Limit.example' : 'same.person@email-limit.example', newAddress());
      expect(response.statusCode, response.body).toBe(202);
    }
    const refused = expectLimited(await accessRequest('SAME.PERSON@email-limit.example', newAddress(), { 'accept-language': 'fr' }), 23 * 3600, 24 * 3600);
    expect(refused.error.message).toBe('Trop de demandes\u00a0: réessayez dans 24 h.');
    expect((await accessRequest('someone.else@email-limit.example', newAddress())).statusCode).toBe(202);
  });

  it('does not count a request refused as malformed', async () => {
    const address = newAddress();
    for (let i = 0; i < 6; i += 1) {
      const response = await server.app.inject({ method: 'POST', url: '/api/v1/access-requests', remoteAddress: address, payload: { email: 'x@malformed.example' } });
      expect(response.statusCode).toBe(400);
    }
    expect((await accessRequest('shop@malformed.example', address)).statusCode).toBe(202);
  });
});

describe('POST /auth/reset-password', () => {
  it('takes 5 requests an hour for one login, whatever the addresses, and e-mails no more', async () => {
    const user = await insertUser(server.db, 'Piscines du Soleil', { email: 'reset.login.limit@example.com' });
    for (let i = 0; i < 5; i += 1) {
      const response = await resetPassword(i === 2 ? user.login.toUpperCase() : user.login, user.email, newAddress());
      expect(response.statusCode, response.body).toBe(202);
    }
    const mails = (await mailsTo(server.db, user.email)).length;
    const refused = expectLimited(await resetPassword(user.login, user.email, newAddress(), { 'accept-language': 'it' }), 3000, 3600);
    expect(refused.error.message).toMatch(/^Troppe richieste: riprovi tra (59|60) min\.$/);
    expect((await mailsTo(server.db, user.email)).length).toBe(mails);
  });

  it('takes 10 requests an hour from one address, then 429, even for logins it has not asked for yet', async () => {
    const address = newAddress();
    const users = [];
    for (const n of [1, 2, 3]) users.push(await insertUser(server.db, 'Piscines du Soleil', { email: `reset.address.limit.${n}@example.com` }));
    for (let i = 0; i < 10; i += 1) {
      const user = users[i % 3]!;
      const response = await resetPassword(user.login, user.email, address);
      expect(response.statusCode, response.body).toBe(202);
    }
    const fresh = await insertUser(server.db, 'Piscines du Soleil', { email: 'reset.address.fresh@example.com' });
    const refused = expectLimited(await resetPassword(fresh.login, fresh.email, address, { 'accept-language': 'en' }), 3000, 3600);
    expect(refused.error.message).toMatch(/^Too many requests: please try again in (59|60) min\.$/);
    expect(await mailsTo(server.db, fresh.email)).toHaveLength(0);
    expect((await resetPassword(fresh.login, fresh.email, newAddress())).statusCode).toBe(202);
  });
});

describe('POST /account/confirm-account', () => {
  it('takes 10 attempts an hour on one link, whatever the addresses, then 429', async () => {
    const token = 'a'.repeat(43);
    for (let i = 0; i < 10; i += 1) {
      expectError(await confirm(server.app, token, 'Kalkoen-Vijver-42', 'Kalkoen-Vijver-43', {}, newAddress()), 422, 'password_mismatch');
    }
    const refused = expectLimited(await confirm(server.app, token, 'Kalkoen-Vijver-42', 'Kalkoen-Vijver-42', { 'accept-language': 'es' }, newAddress()), 3000, 3600);
    expect(refused.error.message).toMatch(/^Demasiadas solicitudes: vuelva a intentarlo dentro de (59|60) min\.$/);
    expectError(await confirm(server.app, 'b'.repeat(43), 'Kalkoen-Vijver-42', 'Kalkoen-Vijver-42', {}, newAddress()), 422, 'invalid_subscription_token');
  });

  it('takes 30 attempts an hour from one address, whatever the links, then 429', async () => {
    const address = newAddress();
    for (let i = 0; i < 30; i += 1) {
      expectError(await confirm(server.app, `guess-${i}-${'x'.repeat(30)}`, 'Kalkoen-Vijver-42', 'Kalkoen-Vijver-42', {}, address), 422, 'invalid_subscription_token');
    }
    const refused = expectLimited(await confirm(server.app, 'c'.repeat(43), 'Kalkoen-Vijver-42', 'Kalkoen-Vijver-42', { 'accept-language': 'nl' }, address), 3000, 3600);
    expect(refused.error.message).toMatch(/^Te veel verzoeken: probeer het over (59|60) min opnieuw\.$/);
  });
});
