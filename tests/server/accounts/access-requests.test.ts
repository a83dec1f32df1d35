/**
 * Requests for access to the main account: opened with an external client's
 * user, listed for the installer, accepted (the user activated and e-mailed
 * its link in its language, then quoting under the installer at public
 * prices) or refused, once, after the administrator's password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyId, insertUser, userRow } from '../helpers/fixtures.ts';
import { auth, createTestServer, DEMO_PASSWORD, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { familyByKey, presetAnswers, putQuote } from '../quotes/quote-helpers.ts';
import { confirm, createUserAs, lastMailTo, linkOf, mailsTo, newUserBody, STRONG_PASSWORD } from './account-helpers.ts';

let server: TestServer;
let admin: string; // an administrator of Piscine Lago Blu S.r.l.
let verde: number;

beforeAll(async () => {
  server = await createTestServer();
  const lagoBlu = await insertUser(server.db, 'Piscine Lago Blu S.r.l.', { roleId: 3, locale: 'it' });
  admin = await login(server.app, lagoBlu.login);
  verde = await companyId(server.db, 'Verde Acqua Giardini');
});
afterAll(async () => {
  await server?.close();
});

type Request = { id: number; status: string; user: { login: string; email: string }; external_client: { name: string }; installer: { name: string }; answered_by: string | null };

async function requests(token = admin, status = ''): Promise<Request[]> {
  const response = await server.app.inject({ method: 'GET', url: `/api/v1/account/user/external-clients-requests${status ? `?status=${status}` : ''}`, headers: auth(token) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Request[] }).data;
}

function answer(id: number, decision: 'accept' | 'refuse', password = DEMO_PASSWORD, token = admin, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'POST', url: `/api/v1/account/user/external-clients-requests/${id}`, payload: { decision, password }, headers: { ...auth(token), ...headers } });
}

async function openRequest(values: Record<string, unknown> = {}) {
  const body = newUserBody(verde, { locale: 'it', ...values });
  expect((await createUserAs(server.app, admin, body)).statusCode).toBe(201);
  const request = (await requests()).find((r) => r.user.login === body.login)!;
  return { body, request };
}

describe('requests for access', () => {
  it('lists the demo external client’s accepted request, and a new pending one first', async () => {
    const accepted = await requests(admin, 'accepted');
    expect(accepted.map((r) => [r.user.login, r.answered_by])).toEqual([['demo.external', 'Claire Morel']]);
    const { body } = await openRequest();
    const pending = await requests();
    expect(pending[0]).toMatchObject({ status: 'pending', user: { login: body.login }, external_client: { name: 'Verde Acqua Giardini' }, installer: { name: 'Piscine Lago Blu S.r.l.' }, answered_by: null });
    expect((await requests(admin, 'all')).length).toBe(pending.length + 1);
  });

  it('accepts once after the password: the user is activated and e-mailed its link in its language, then quotes at public prices', async () => {
    const { body, request } = await openRequest({ first_name: 'Paolo', last_name: 'Verdi' });
    const wrong = expectError(await answer(request.id, 'accept', 'nope'), 422, 'wrong_password');
    expect(wrong.error.message).toBe('La Sua password non è corretta.');
    expect((await userRow(server.db, body.login)).active).toBe(false);

    const accepted = await answer(request.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((accepted.json() as { data: Request }).data).toMatchObject({ status: 'accepted', answered_by: expect.stringContaining('Test') });
    expect(await userRow(server.db, body.login)).toMatchObject({ active: true, subscriptionStatus: 'pending' });
    const mail = await lastMailTo(server.db, body.email);
    expect(mail.subject).toBe('Il Suo accesso all’account di Piscine Lago Blu S.r.l. è stato concesso');
    expect(mail.key).toBe(`access-request:${request.id}:accept`);
    const { url, token } = linkOf(mail);
    expect(url.pathname).toBe('/it/user/subscription');

    const twice = expectError(await answer(request.id, 'refuse', DEMO_PASSWORD, admin, { 'x-locale': 'en' }), 409, 'request_already_answered');
    expect(twice.error.message).toBe('This request has already been answered.');

    expect((await confirm(server.app, token, STRONG_PASSWORD)).statusCode).toBe(200);
    const session = await login(server.app, body.login, { password: STRONG_PASSWORD });
    const account = (await server.app.inject({ method: 'GET', url: '/api/v1/account', headers: auth(session) })).json() as { data: { externe: { name: string }; client: { name: string } } };
    expect(account.data.externe.name).toBe('Verde Acqua Giardini');
    expect(account.data.client.name).toBe('Piscine Lago Blu S.r.l.');
    const family = await familyByKey(server.app, session, 'bubble');
    const quote = await server.app.inject({ method: 'POST', url: '/api/v1/quote', payload: { family_id: family.id, name: 'Vasca Paolo' }, headers: auth(session) });
    expect(quote.statusCode, quote.body).toBe(201);
  });

  it('refuses: the user stays inactive and is told in its language', async () => {
    const { body, request } = await openRequest({ locale: 'en' });
    expect((await answer(request.id, 'refuse')).statusCode).toBe(200);
    expect((await userRow(server.db, body.login)).active).toBe(false);
    const [mail] = await mailsTo(server.db, body.email);
    expect(mail!.subject).toBe('Your access to the account of Piscine Lago Blu S.r.l.');
    expect(mail!.text).toContain('Piscine Lago Blu S.r.l. has not given it access to its account: you cannot sign in.');
    const signIn = await server.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { identifier: body.login, password: 'whatever1', accept_terms: true } });
    expectError(signIn, 401, 'invalid_credentials');
  });

  it('answers 404 for another installer’s request and 403 to a user without the permission', async () => {
    const { request } = await openRequest();
    const other = await login(server.app, 'demo.admin');
    expectError(await answer(request.id, 'accept', DEMO_PASSWORD, other), 404, 'not_found');
    expect(await requests(other)).toEqual([]);
    expectError(await answer(999_999, 'accept'), 404, 'not_found');
    const plain = await login(server.app, 'demo.external');
    expectError(await answer(request.id, 'accept', DEMO_PASSWORD, plain), 403, 'forbidden');
    expectError(await server.app.inject({ method: 'GET', url: '/api/v1/account/user/external-clients-requests', headers: auth(plain) }), 403, 'forbidden');
    expectError(await answer(request.id, 'maybe' as 'accept'), 400, 'validation_failed');
  });
});

describe("an external client's user and its installer's terms", () => {
  it('sees public prices only: no discount nor net total in the calculation or the installer record', async () => {
    const session = await login(server.app, 'demo.external');
    const family = await familyByKey(server.app, session, 'bubble');
    const created = await server.app.inject({ method: 'POST', url: '/api/v1/quote', payload: { family_id: family.id, name: 'Termini' }, headers: auth(session) });
    const { id } = (created.json() as { data: { id: number } }).data;
    const answers = await presetAnswers(server.app, session, family.id, 'rect_8x4_blue');
    expect((await putQuote(server.app, session, id, { answers })).statusCode).toBe(200);
    const calculation = await server.app.inject({ method: 'GET', url: `/api/v1/quote/${id}/calculate`, headers: auth(session) });
    expect(calculation.statusCode, calculation.body).toBe(200);
    const data = (calculation.json() as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({ discount_bp: null, installer_total_with_discount_cents: null });
    expect(data.total_ex_vat_cents).toBeGreaterThan(0);

    const installerSide = await server.app.inject({ method: 'GET', url: `/api/v1/quote/${id}/calculate`, headers: auth(admin) });
    expect((installerSide.json() as { data: Record<string, unknown> }).data).toMatchObject({ discount_bp: 3000 });
  });
});
