/** External clients: list, read, create, update, delete, with tenancy (another installer's: 404) and bad input. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, externalClientRequests, users } from '../../../server/db/schema.ts';
import { companyId, insertUser, userRow } from '../helpers/fixtures.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { createUserAs, newUserBody } from './account-helpers.ts';

let server: TestServer;
let admin: string; // demo.admin, Schwimmbad Müller GmbH (installer, no external client yet)

beforeAll(async () => {
  server = await createTestServer();
  admin = await login(server.app, 'demo.admin');
});
afterAll(async () => {
  await server?.close();
});

const CLIENT = {
  company: '  Gartenteich Huber KG ',
  address_1: 'Isarweg 3',
  address_2: '',
  country_code: 'AT',
  zipcode: '5020',
  city: 'Salzburg',
  phone: '+43 662 000 000',
  fax: null,
};

function call(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return server.app.inject({ method, url: `/api/v1${url}`, headers: { ...auth(token), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function create(token = admin, body: Record<string, unknown> = CLIENT) {
  const response = await call(token, 'POST', '/external-clients', body);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { id: number } & Record<string, unknown> }).data;
}

describe('external clients', () => {
  it('creates one for the current reference client, trimmed, empty optional fields null, then lists, reads and updates it', async () => {
    const created = await create();
    expect(created).toMatchObject({
      company: 'Gartenteich Huber KG',
      address_1: 'Isarweg 3',
      address_2: null,
      address_3: null,
      country_code: 'AT',
      zipcode: '5020',
      city: 'Salzburg',
      phone: '+43 662 000 000',
      fax: null,
      installer_id: await companyId(server.db, 'Schwimmbad Müller GmbH'),
      user_count: 0,
    });
    const list = await call(admin, 'GET', '/external-clients?q=salzb');
    expect((list.json() as { data: { id: number }[]; meta: { total: number } }).data.map((c) => c.id)).toEqual([created.id]);
    expect((await call(admin, 'GET', `/external-clients/${created.id}`)).json()).toEqual({ data: created });
    const updated = await call(admin, 'PUT', `/external-clients/${created.id}`, { city: 'Linz', zipcode: '4020', address_2: 'Hof 2' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((updated.json() as { data: Record<string, unknown> }).data).toMatchObject({ company: 'Gartenteich Huber KG', city: 'Linz', zipcode: '4020', address_2: 'Hof 2' });
  });

  it('refuses a country outside the list (422 unknown_country), blank required fields and bad phones (400), in the caller’s language', async () => {
    const unknown = expectError(await call(admin, 'POST', '/external-clients', { ...CLIENT, country_code: 'XX' }, { 'x-locale': 'nl' }), 422, 'unknown_country');
    expect(unknown.error.message).toBe('Dit land staat niet in de lijst van ondersteunde landen.');
    const blank = expectError(await call(admin, 'POST', '/external-clients', { ...CLIENT, city: '  ' }, { 'x-locale': 'de' }), 400, 'validation_failed');
    expect(blank.error.details).toEqual([{ path: 'body.city', code: 'required', message: 'Pflichtfeld' }]);
    expectError(await call(admin, 'POST', '/external-clients', { ...CLIENT, company: '' }), 400, 'validation_failed');
    expectError(await call(admin, 'POST', '/external-clients', { ...CLIENT, phone: 'call me' }), 400, 'validation_failed');
    expectError(await call(admin, 'POST', '/external-clients', { ...CLIENT, kind: 'installer' }), 400, 'validation_failed');
    const { id } = await create();
    expectError(await call(admin, 'PUT', `/external-clients/${id}`, { country_code: 'ZZ' }), 422, 'unknown_country');
    expectError(await call(admin, 'PUT', `/external-clients/${id}`, { installer_id: 1 }), 400, 'validation_failed');
    expect((await call(admin, 'GET', `/external-clients/${id}`)).json()).toMatchObject({ data: { country_code: 'AT' } });
  });

  it('answers 404 for another installer’s external client, 403 without the permission or for an external client’s user', async () => {
    const verde = await companyId(server.db, 'Verde Acqua Giardini');
    for (const [method, payload] of [['GET', undefined], ['PUT', { city: 'X' }], ['DELETE', undefined]] as const) {
      expectError(await call(admin, method, `/external-clients/${verde}`, payload), 404, 'not_found');
    }
    // an installer, not an external client, under that id
    expectError(await call(admin, 'GET', `/external-clients/${await companyId(server.db, 'Schwimmbad Müller GmbH')}`), 404, 'not_found');
    expectError(await call(admin, 'GET', `/external-clients?installer_id=${await companyId(server.db, 'Piscine Lago Blu S.r.l.')}`), 404, 'not_found');
    expectError(await call(await login(server.app, 'demo.user'), 'GET', '/external-clients'), 403, 'forbidden');
    const externalAdmin = await insertUser(server.db, 'Verde Acqua Giardini', { roleId: 3 });
    expectError(await call(await login(server.app, externalAdmin.login), 'GET', '/external-clients'), 403, 'forbidden');
    const staff = await login(server.app, 'demo.staff');
    const named = await call(staff, 'GET', `/external-clients?installer_id=${await companyId(server.db, 'Piscine Lago Blu S.r.l.')}`);
    expect((named.json() as { data: { company: string }[] }).data.map((c) => c.company)).toEqual(['Verde Acqua Giardini']);
  });

  it('needs an installer as reference client to create one (422 not_an_installer); a trading group lists none', async () => {
    const group = await login(server.app, 'demo.group');
    const refused = expectError(await call(group, 'POST', '/external-clients', CLIENT, { 'x-locale': 'en' }), 422, 'not_an_installer');
    expect(refused.error.message).toBe('The current reference client is not an installer: please choose an installer.');
    expect((await call(group, 'GET', '/external-clients')).json()).toEqual({ data: [], meta: { page: 1, per_page: 25, total: 0 } });
  });

  it('deletes by detaching: hidden, its users ended and signed out, its pending requests refused, its row kept', async () => {
    const { id } = await create();
    const member = await insertUser(server.db, 'Schwimmbad Müller GmbH', {});
    await server.db.update(users).set({ companyId: id }).where(eq(users.id, member.id));
    const session = await login(server.app, member.login);
    const pending = newUserBody(id, { locale: 'de' });
    expect((await createUserAs(server.app, admin, pending)).statusCode).toBe(201);

    expect((await call(admin, 'DELETE', `/external-clients/${id}`)).statusCode).toBe(204);
    expectError(await call(admin, 'GET', `/external-clients/${id}`), 404, 'not_found');
    expect(((await call(admin, 'GET', '/external-clients')).json() as { data: { id: number }[] }).data.map((c) => c.id)).not.toContain(id);
    expect(await userRow(server.db, member.login)).toMatchObject({ active: false, subscriptionStatus: 'ended' });
    expectError(await server.app.inject({ method: 'GET', url: '/api/v1/account', headers: auth(session) }), 401, 'invalid_token');
    const requests = await server.db.select().from(externalClientRequests).where(eq(externalClientRequests.externalCompanyId, id));
    expect(requests.map((r) => r.status)).toEqual(['refused']);
    const [row] = await server.db.select().from(companies).where(eq(companies.id, id));
    expect(row).toMatchObject({ name: 'Gartenteich Huber KG', installerId: null });
  });
});
