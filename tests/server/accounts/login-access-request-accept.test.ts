/** Accepting a request for access of the login page (acceptAccessRequest): the company, its first user and its invitation, once. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRequests, companies, users } from '../../../server/db/schema.ts';
import { countRows } from '../helpers/fixtures.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { confirm, linkOf, mailsTo, STRONG_PASSWORD } from './account-helpers.ts';

let server: TestServer;
let staff: string;

beforeAll(async () => {
  server = await createTestServer();
  staff = await login(server.app, 'demo.staff');
});
afterAll(async () => {
  await server?.close();
});

let counter = 0;
async function insertRequest(values: Partial<typeof accessRequests.$inferInsert> = {}) {
  counter += 1;
  const [row] = await server.db
    .insert(accessRequests)
    .values({
      company: `Piscinas Accept ${counter}`,
      contactName: 'Ana María López',
      email: `Ana.Accept.${counter}@piscinas.example`,
      phone: '+34 94 400 00 00',
      countryCode: 'ES',
      locale: 'es',
      ...values,
    })
    .returning();
  return row!;
}

const accept = (token: string, id: number, payload: object = {}, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: `/api/v1/access-requests/${id}/accept`, payload, headers: { ...auth(token), ...headers } });

const requestRow = async (id: number) => (await server.db.select().from(accessRequests).where(eq(accessRequests.id, id)))[0]!;
const usersWithEmail = (email: string) => server.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);

describe('acceptAccessRequest', () => {
  it('creates the installer company and its administrator, e-mails the registration link in the request\'s language, and the user registers', async () => {
    const request = await insertRequest();
    const response = await accept(staff, request.id);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ id: request.id, status: 'accepted', answered_by: 'Claire Morel', reason: null });
    expect(Date.parse(data.answered_at)).toBeGreaterThan(Date.now() - 60_000);

    const [company] = await server.db.select().from(companies).where(eq(companies.id, data.company_id));
    expect(company).toMatchObject({ kind: 'installer', name: request.company, countryCode: 'ES', email: request.email, phone: '+34 94 400 00 00', groupId: null });
    const [user, ...others] = await usersWithEmail(request.email);
    expect(others).toEqual([]);
    expect(user).toMatchObject({
      companyId: company!.id,
      clientId: company!.id,
      roleId: 3,
      canManageUsers: true,
      firstName: 'Ana',
      lastName: 'María López',
      login: request.email.toLowerCase(),
      locale: 'es',
      active: true,
      subscriptionStatus: 'pending',
      passwordHash: null,
    });

    const [mail, ...more] = await mailsTo(server.db, request.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ locale: 'es', subject: 'Su cuenta en el configurador Aquaterra: complete su registro' });
    expect(mail!.text).toContain(`para la empresa ${request.company}.`);
    const { url, token } = linkOf(mail!);
    expect(url.pathname).toBe('/es/user/subscription');
    expect((await confirm(server.app, token, STRONG_PASSWORD)).statusCode).toBe(200);
    await login(server.app, user!.login, { password: STRONG_PASSWORD });

    const listed = (await server.app.inject({ method: 'GET', url: '/api/v1/access-requests', headers: auth(staff) })).json().data;
    expect(listed.find((r: { id: number }) => r.id === request.id)).toEqual(data);
  });

  it('takes the company name, names and login as corrected in the dialog', async () => {
    const request = await insertRequest({ contactName: 'Jo' });
    const response = await accept(staff, request.id, { company: '  Piscinas Norte S.L.  ', first_name: 'Josefa', last_name: 'Ortega', login: 'josefa.ortega' });
    expect(response.statusCode, response.body).toBe(200);
    const [company] = await server.db.select().from(companies).where(eq(companies.id, response.json().data.company_id));
    expect(company!.name).toBe('Piscinas Norte S.L.');
    const [user] = await usersWithEmail(request.email);
    expect(user).toMatchObject({ firstName: 'Josefa', lastName: 'Ortega', login: 'josefa.ortega' });
    expect((await mailsTo(server.db, request.email))[0]!.text).toContain('para la empresa Piscinas Norte S.L.');
  });

  it('answers once: 409 request_already_answered after an acceptance or a decline, nothing created or sent twice', async () => {
    const request = await insertRequest();
    expect((await accept(staff, request.id)).statusCode).toBe(200);
    const companiesBefore = await countRows(server.db, 'companies');
    const again = expectError(await accept(staff, request.id), 409, 'request_already_answered');
    expect(again.error.message).toBe('Cette demande a déjà reçu une réponse.');
    expect(await countRows(server.db, 'companies')).toBe(companiesBefore);
    expect(await mailsTo(server.db, request.email)).toHaveLength(1);

    const declined = await insertRequest();
    const decline = await server.app.inject({ method: 'POST', url: `/api/v1/access-requests/${declined.id}/decline`, payload: {}, headers: auth(staff) });
    expect(decline.statusCode).toBe(200);
    expectError(await accept(staff, declined.id), 409, 'request_already_answered');
    expect(await usersWithEmail(declined.email)).toEqual([]);
  });

  it('makes one company and one user out of two acceptances at once', async () => {
    const request = await insertRequest();
    const companiesBefore = await countRows(server.db, 'companies');
    const answers = await Promise.all([accept(staff, request.id), accept(staff, request.id, { company: 'Other name' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error.code).toBe('request_already_answered');
    expect(await countRows(server.db, 'companies')).toBe(companiesBefore + 1);
    expect(await usersWithEmail(request.email)).toHaveLength(1);
    expect(await mailsTo(server.db, request.email)).toHaveLength(1);
  });

  it('refuses an e-mail address a user already has (409 email_taken, in the caller\'s language) and writes nothing', async () => {
    const [staffUser] = await server.db.select().from(users).where(eq(users.login, 'demo.staff'));
    const email = staffUser!.email.toUpperCase();
    const request = await insertRequest({ email });
    const companiesBefore = await countRows(server.db, 'companies');
    const usersBefore = await countRows(server.db, 'users');
    const mailsBefore = (await mailsTo(server.db, email)).length;
    const body = expectError(await accept(staff, request.id), 409, 'email_taken');
    expect(body.error.message).toBe(`Un utilisateur a déjà l’adresse e-mail ${email}\u00a0: aucun compte n’a été créé.`);
    const german = expectError(await accept(staff, request.id, {}, { 'accept-language': 'de' }), 409, 'email_taken');
    expect(german.error.message).not.toBe('');
    expect(await countRows(server.db, 'companies')).toBe(companiesBefore);
    expect(await countRows(server.db, 'users')).toBe(usersBefore);
    expect(await requestRow(request.id)).toMatchObject({ status: 'pending', answeredAt: null, answeredById: null, companyId: null });
    expect(await mailsTo(server.db, email)).toHaveLength(mailsBefore);
  });

  it('refuses a login already used (409 login_taken) and a missing first name (400 on body.first_name), and writes nothing', async () => {
    const request = await insertRequest({ contactName: 'Jo' });
    const companiesBefore = await countRows(server.db, 'companies');
    expectError(await accept(staff, request.id, { first_name: 'Jo', last_name: 'Doe', login: 'DEMO.ADMIN' }), 409, 'login_taken');
    const missing = expectError(await accept(staff, request.id), 400, 'validation_failed');
    expect(missing.error.details).toEqual([expect.objectContaining({ path: 'body.first_name', code: 'required' })]);
    expect(await countRows(server.db, 'companies')).toBe(companiesBefore);
    expect(await requestRow(request.id)).toMatchObject({ status: 'pending' });
    expect(await mailsTo(server.db, request.email)).toEqual([]);
  });

  it('answers 404 for a missing request and 403 to an installer\'s administrator', async () => {
    expectError(await accept(staff, 999_999), 404, 'not_found');
    const request = await insertRequest();
    expectError(await accept(await login(server.app, 'demo.admin'), request.id), 403, 'forbidden');
    expect(await requestRow(request.id)).toMatchObject({ status: 'pending' });
  });
});
