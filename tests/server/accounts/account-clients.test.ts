/** listAccountClients and listAccountClientUsers: each scope's companies, filters, sorting, pages and tenancy. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyId, insertUser } from '../helpers/fixtures.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface Page<T> {
  data: T[];
  meta: { page: number; per_page: number; total: number };
}
type Company = { id: number; name: string; kind: string; group: { name: string } | null; installer: { name: string } | null; user_count: number };
type User = { login: string; active: boolean; last_name: string };

async function list<T>(token: string, url: string, headers: Record<string, string> = {}): Promise<Page<T>> {
  const response = await server.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...auth(token), ...headers } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page<T>;
}

const names = (page: Page<Company>) => page.data.map((c) => c.name);

describe('GET /account/clients', () => {
  it('gives manufacturer staff every company, sorted by name, with group, installer and active users', async () => {
    const page = await list<Company>(await login(server.app, 'demo.staff'), '/account/clients?per_page=100');
    expect(page.meta).toEqual({ page: 1, per_page: 100, total: 11 });
    expect(names(page)).toEqual([...names(page)].sort((a, b) => a.localeCompare(b, 'en')));
    const soleil = page.data.find((c) => c.name === 'Piscines du Soleil')!;
    expect(soleil).toMatchObject({ kind: 'installer', group: { name: 'Groupement Piscines de France' }, installer: null, user_count: 0 });
    const verde = page.data.find((c) => c.name === 'Verde Acqua Giardini')!;
    expect(verde).toMatchObject({ kind: 'external', installer: { name: 'Piscine Lago Blu S.r.l.' }, user_count: 1 });
  });

  it('gives a trading group itself and its members; an installer itself and its external clients; an external client itself', async () => {
    expect(names(await list<Company>(await login(server.app, 'demo.group'), '/account/clients'))).toEqual(['Benelux Pool Inkoop', 'Zwembaden Vlaanderen']);
    expect(names(await list<Company>(await login(server.app, 'demo.admin'), '/account/clients'))).toEqual(['Schwimmbad Müller GmbH']);
    const italian = await insertUser(server.db, 'Piscine Lago Blu S.r.l.', { roleId: 3 });
    expect(names(await list<Company>(await login(server.app, italian.login), '/account/clients'))).toEqual(['Piscine Lago Blu S.r.l.', 'Verde Acqua Giardini']);
    const externalAdmin = await insertUser(server.db, 'Verde Acqua Giardini', { roleId: 3 });
    expect(names(await list<Company>(await login(server.app, externalAdmin.login), '/account/clients'))).toEqual(['Verde Acqua Giardini']);
  });

  it('gives a trading group the external clients of its members too, and nothing once one is deleted', async () => {
    const staff = await login(server.app, 'demo.staff');
    const member = await companyId(server.db, 'Zwembaden Vlaanderen');
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/v1/external-clients',
      headers: auth(staff),
      payload: { company: 'Tuincentrum De Vijver', address_1: 'Dorpsstraat 1', country_code: 'BE', zipcode: '9000', city: 'Gent', installer_id: member },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = (created.json() as { data: { id: number } }).data;
    const group = await login(server.app, 'demo.group');
    const seen = await list<Company>(group, '/account/clients?kind=external');
    expect(seen.data.map((c) => [c.name, c.installer?.name])).toEqual([['Tuincentrum De Vijver', 'Zwembaden Vlaanderen']]);
    expect((await list<User>(group, `/account/clients/${id}`)).data).toEqual([]);
    expect((await server.app.inject({ method: 'DELETE', url: `/api/v1/external-clients/${id}`, headers: auth(staff) })).statusCode).toBe(204);
    expect((await list<Company>(group, '/account/clients?kind=external')).data).toEqual([]);
    expectError(await server.app.inject({ method: 'GET', url: `/api/v1/account/clients/${id}`, headers: auth(group) }), 404, 'not_found');
  });

  it('narrows by kind and by a search on name, city or zipcode (accents and case aside), pages and sorts', async () => {
    const staff = await login(server.app, 'demo.staff');
    expect(names(await list<Company>(staff, '/account/clients?kind=group'))).toEqual(['Benelux Pool Inkoop', 'Groupement Piscines de France']);
    expect(names(await list<Company>(staff, '/account/clients?q=MUNCHEN'))).toEqual(['Schwimmbad Müller GmbH']);
    expect(names(await list<Company>(staff, '/account/clients?q=3713'))).toEqual(['Verde Acqua Giardini']);
    expect(names(await list<Company>(staff, '/account/clients?q=verona&sort=-name'))).toEqual(['Verde Acqua Giardini', 'Piscine Lago Blu S.r.l.']);
    const second = await list<Company>(staff, '/account/clients?per_page=4&page=2&sort=city');
    expect(second.meta).toEqual({ page: 2, per_page: 4, total: 11 });
    expect(second.data).toHaveLength(4);
    expectError(await server.app.inject({ method: 'GET', url: '/api/v1/account/clients?kind=planet', headers: auth(staff) }), 400, 'validation_failed');
  });

  it('answers 403 to a user with none of the permissions', async () => {
    const body = expectError(await server.app.inject({ method: 'GET', url: '/api/v1/account/clients', headers: { ...auth(await login(server.app, 'demo.user')), 'x-locale': 'es' } }), 403, 'forbidden');
    expect(body.error.message).toBe('No tiene permiso para realizar esta acción.');
  });
});

describe('GET /account/clients/{id}', () => {
  it('lists the users of a company in reach, searched, filtered and sorted', async () => {
    const admin = await login(server.app, 'demo.admin');
    const mueller = await companyId(server.db, 'Schwimmbad Müller GmbH');
    await insertUser(server.db, 'Schwimmbad Müller GmbH', { lastName: 'Ärmel', firstName: 'Zoë', active: false });
    await insertUser(server.db, 'Schwimmbad Müller GmbH', { lastName: 'Bauer', firstName: 'Karl' });
    const all = await list<User>(admin, `/account/clients/${mueller}`);
    expect(all.data.map((u) => u.last_name)).toEqual(['Ärmel', 'Bauer', 'Müller']);
    expect((await list<User>(admin, `/account/clients/${mueller}?active=false`)).data.map((u) => u.last_name)).toEqual(['Ärmel']);
    expect((await list<User>(admin, `/account/clients/${mueller}?q=zoe`)).data.map((u) => u.last_name)).toEqual(['Ärmel']);
    expect((await list<User>(admin, `/account/clients/${mueller}?q=jonas%20m`)).data.map((u) => u.login)).toEqual(['demo.admin']);
    expect((await list<User>(admin, `/account/clients/${mueller}?sort=-last_name&per_page=1`)).data.map((u) => u.last_name)).toEqual(['Müller']);
  });

  it('answers 404 for another client’s company, like a missing one, and 403 without USER_MANAGEMENT', async () => {
    const admin = await login(server.app, 'demo.admin');
    const foreign = expectError(await server.app.inject({ method: 'GET', url: `/api/v1/account/clients/${await companyId(server.db, 'Zwembaden Vlaanderen')}`, headers: auth(admin) }), 404, 'not_found');
    const missing = expectError(await server.app.inject({ method: 'GET', url: '/api/v1/account/clients/999999', headers: auth(admin) }), 404, 'not_found');
    expect(foreign).toEqual(missing);
    const plain = await login(server.app, 'demo.junior');
    expectError(await server.app.inject({ method: 'GET', url: `/api/v1/account/clients/${await companyId(server.db, 'Piscinas Mediterráneo S.L.')}`, headers: auth(plain) }), 403, 'forbidden');
  });
});
