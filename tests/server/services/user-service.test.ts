/** GET and PUT /user/{id}: language switch, reference-client switch, tenancy and login uniqueness. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema.ts';
import { companyId, insertUser, userId, userRow } from '../helpers/fixtures.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

function putUser(token: string, id: number, payload: unknown, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'PUT', url: `/api/v1/user/${id}`, payload: payload as object, headers: { ...auth(token), ...headers } });
}

async function account(token: string) {
  const response = await server.app.inject({ method: 'GET', url: '/api/v1/account', headers: auth(token) });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { locale: string; client_id: number | null; client: { name: string } | null } }).data;
}

describe('language switch', () => {
  it('lets a user change its own locale; later messages come in that language', async () => {
    const user = await insertUser(server.db, 'Piscinas Mediterráneo S.L.', { roleId: 4, locale: 'es' });
    const token = await login(server.app, user.login);
    const response = await putUser(token, user.id, { locale: 'it' });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { data: { locale: string; id: number } }).data).toMatchObject({ id: user.id, locale: 'it' });
    expect((await userRow(server.db, user.login)).locale).toBe('it');
    expect((await account(token)).locale).toBe('it');

    // the signed-in user's language wins over Accept-Language
    const forbidden = await server.app.inject({
      method: 'POST',
      url: '/api/v1/clients/search?q=pool',
      headers: { ...auth(token), 'accept-language': 'de' },
    });
    expect(expectError(forbidden, 403, 'forbidden').error.message).toBe('Non ha i permessi per questa azione.');
    const invalid = await putUser(token, user.id, { locale: 'pt' });
    const body = expectError(invalid, 400, 'validation_failed');
    expect(body.error.message).toBe('Il modulo contiene errori, verifichi i dati inseriti.');
    expect(body.error.details).toEqual([
      { path: 'body.locale', code: 'enum', message: 'Valore non consentito (consentiti: fr, en, de, es, nl, it)' },
    ]);
  });

  it('refuses fields other than locale and client_id on its own account without USER_MANAGEMENT (403)', async () => {
    const token = await login(server.app, 'demo.junior');
    const id = await userId(server.db, 'demo.junior');
    expectError(await putUser(token, id, { first_name: 'Lucía María' }), 403, 'forbidden');
    expectError(await putUser(token, id, { locale: 'fr', role_id: 2 }), 403, 'forbidden');
    expect((await userRow(server.db, 'demo.junior')).firstName).toBe('Lucía');
    expect((await userRow(server.db, 'demo.junior')).locale).toBe('es');
  });
});

describe('reference-client switch', () => {
  it('is refused to a user without CAN_SWITCH_REF (403), even to its own client', async () => {
    const token = await login(server.app, 'demo.user');
    const self = await userId(server.db, 'demo.user');
    const own = await companyId(server.db, 'Zwembaden Vlaanderen');
    expectError(await putUser(token, self, { client_id: await companyId(server.db, 'Piscines du Soleil') }), 403, 'forbidden');
    expectError(await putUser(token, self, { client_id: own }), 403, 'forbidden');
    expect((await account(token)).client_id).toBe(own);
  });

  it('lets manufacturer staff switch to any installer or trading group', async () => {
    const token = await login(server.app, 'demo.staff');
    const self = await userId(server.db, 'demo.staff');
    for (const name of ['Zwembadbouw Van Dijk B.V.', 'Groupement Piscines de France', 'Schwimmbad Müller GmbH']) {
      const id = await companyId(server.db, name);
      const response = await putUser(token, self, { client_id: id });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      const now = await account(token);
      expect(now.client_id).toBe(id);
      expect(now.client?.name).toBe(name);
    }
  });

  it('refuses manufacturer staff a company that is not a client (external client, manufacturer, unknown id) with 404', async () => {
    const token = await login(server.app, 'demo.staff');
    const self = await userId(server.db, 'demo.staff');
    const before = (await userRow(server.db, 'demo.staff')).clientId;
    for (const id of [
      await companyId(server.db, 'Verde Acqua Giardini'),
      await companyId(server.db, 'Aquaterra Pool Systems'),
      987_654,
    ]) {
      expectError(await putUser(token, self, { client_id: id }), 404, 'not_found');
    }
    expect((await userRow(server.db, 'demo.staff')).clientId).toBe(before);
  });

  it('lets a trading-group administrator switch only to its group or its member installers (others 404)', async () => {
    const token = await login(server.app, 'demo.group');
    const self = await userId(server.db, 'demo.group');
    const member = await companyId(server.db, 'Zwembaden Vlaanderen');
    const group = await companyId(server.db, 'Benelux Pool Inkoop');

    expect((await putUser(token, self, { client_id: member })).statusCode).toBe(200);
    expect((await account(token)).client?.name).toBe('Zwembaden Vlaanderen');
    expect((await putUser(token, self, { client_id: group })).statusCode).toBe(200);
    expect((await account(token)).client_id).toBe(group);

    for (const name of ['Zwembadbouw Van Dijk B.V.', 'Piscines du Soleil', 'Groupement Piscines de France', 'Aquaterra Pool Systems']) {
      const response = await putUser(token, self, { client_id: await companyId(server.db, name) });
      expectError(response, 404, 'not_found');
    }
    expect((await account(token)).client_id).toBe(group);
  });

  it("cannot change another user's reference client (403)", async () => {
    const token = await login(server.app, 'demo.staff');
    const other = await userId(server.db, 'demo.user');
    expectError(await putUser(token, other, { client_id: await companyId(server.db, 'Piscines du Soleil') }), 403, 'forbidden');
  });
});

describe('tenancy', () => {
  it('answers 403 to a user without USER_MANAGEMENT who reads or updates another user, existing or not', async () => {
    const token = await login(server.app, 'demo.user');
    const other = await userId(server.db, 'demo.junior');
    expectError(await putUser(token, other, { locale: 'fr' }), 403, 'forbidden');
    expectError(await server.app.inject({ method: 'GET', url: `/api/v1/user/${other}`, headers: auth(token) }), 403, 'forbidden');
    const missing = expectError(await server.app.inject({ method: 'GET', url: '/api/v1/user/999999', headers: auth(token) }), 403, 'forbidden');
    const existing = expectError(await server.app.inject({ method: 'GET', url: `/api/v1/user/${other}`, headers: auth(token) }), 403, 'forbidden');
    expect(existing).toEqual(missing); // nothing to probe
    expect((await userRow(server.db, 'demo.junior')).locale).toBe('es');
  });

  it('answers 404, like a missing user, to an administrator for a user of another company', async () => {
    const token = await login(server.app, 'demo.admin');
    const outside = await userId(server.db, 'demo.user');
    const missing = expectError(await putUser(token, 999_999, { first_name: 'X' }), 404, 'not_found');
    const foreign = expectError(await putUser(token, outside, { first_name: 'X' }), 404, 'not_found');
    expect(foreign).toEqual(missing);
    expect((await userRow(server.db, 'demo.user')).firstName).toBe('Emma');
  });

  it('lets a user read itself', async () => {
    const token = await login(server.app, 'demo.external');
    const self = await userId(server.db, 'demo.external');
    const response = await server.app.inject({ method: 'GET', url: `/api/v1/user/${self}`, headers: auth(token) });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: Record<string, unknown> }).data).toMatchObject({
      id: self,
      login: 'demo.external',
      active: true,
      subscription_status: 'active',
      company: { name: 'Verde Acqua Giardini', kind: 'external' },
    });
  });

  it('lets an administrator update a user of its own company', async () => {
    const token = await login(server.app, 'demo.admin');
    const colleague = await insertUser(server.db, 'Schwimmbad Müller GmbH', { locale: 'de' });
    const response = await putUser(token, colleague.id, { first_name: 'Anna', last_name: 'Schmidt', can_manage_users: true });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { data: Record<string, unknown> }).data).toMatchObject({
      first_name: 'Anna',
      last_name: 'Schmidt',
      can_manage_users: true,
    });
  });
});

describe('roles and flags', () => {
  it('refuses an administrator a role that grants more than it holds (403), allows a lesser one', async () => {
    const token = await login(server.app, 'demo.admin'); // role 3: no ORDER_CONFIRM, no CAN_SWITCH_REF
    const colleague = await insertUser(server.db, 'Schwimmbad Müller GmbH', { roleId: 4 });
    for (const roleId of [5, 1]) {
      expectError(await putUser(token, colleague.id, { role_id: roleId }), 403, 'forbidden');
    }
    expect((await userRow(server.db, colleague.login)).roleId).toBe(4);
    const lesser = await putUser(token, colleague.id, { role_id: 2 });
    expect(lesser.statusCode, lesser.body).toBe(200);
    expect((lesser.json() as { data: { role: { id: number } } }).data.role.id).toBe(2);
    // sending the unchanged role with other fields is not a grant
    expect((await putUser(token, colleague.id, { role_id: 2, first_name: 'Jan' })).statusCode).toBe(200);
  });

  it('refuses a flag granting a permission the caller lacks (403)', async () => {
    // a role-4 user managing users through its flag only
    const manager = await insertUser(server.db, 'Piscinas Mediterráneo S.L.', { roleId: 4, canManageUsers: true });
    const colleague = await insertUser(server.db, 'Piscinas Mediterráneo S.L.', { roleId: 4 });
    const token = await login(server.app, manager.login);
    expectError(await putUser(token, colleague.id, { can_manage_external_clients: true }), 403, 'forbidden');
    expect((await userRow(server.db, colleague.login)).canManageExternalClients).toBe(false);
    const granted = await putUser(token, colleague.id, { can_manage_users: true });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await userRow(server.db, colleague.login)).canManageUsers).toBe(true);
  });

  it('refuses users deactivating (422 cannot_deactivate_self) or re-roling (403) themselves', async () => {
    const token = await login(server.app, 'demo.admin');
    const self = await userId(server.db, 'demo.admin');
    const body = expectError(await putUser(token, self, { active: false }), 422, 'cannot_deactivate_self');
    expect(body.error.message).toBe('Sie können Ihr eigenes Konto nicht deaktivieren.');
    expectError(await putUser(token, self, { role_id: 2 }), 403, 'forbidden');
    expect(await userRow(server.db, 'demo.admin')).toMatchObject({ active: true, roleId: 3 });
  });

  it('gives role 1 only to users of the manufacturer (422 role_not_allowed)', async () => {
    const token = await login(server.app, 'demo.staff'); // holds every permission
    const installerUser = await insertUser(server.db, 'Piscines du Soleil', { roleId: 2 });
    expectError(await putUser(token, installerUser.id, { role_id: 1 }), 422, 'role_not_allowed');
    expect((await userRow(server.db, installerUser.login)).roleId).toBe(2);
    const colleague = await insertUser(server.db, 'Aquaterra Pool Systems', { roleId: 2 });
    expect((await putUser(token, colleague.id, { role_id: 1 })).statusCode).toBe(200);
  });
});

describe('login uniqueness', () => {
  it('answers 409 login_taken when renaming a login to one in use, whatever its case', async () => {
    const token = await login(server.app, 'demo.admin');
    const colleague = await insertUser(server.db, 'Schwimmbad Müller GmbH');
    for (const taken of ['demo.user', 'DEMO.User', 'demo.admin']) {
      const body = expectError(await putUser(token, colleague.id, { login: taken }), 409, 'login_taken');
      expect(body.error.message).toBe('Diese Kennung wird bereits verwendet.');
    }
    expect((await userRow(server.db, colleague.login)).login).toBe(colleague.login);

    const renamed = await putUser(token, colleague.id, { login: 'mueller.anna' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [row] = await server.db.select().from(users).where(eq(users.id, colleague.id));
    expect(row?.login).toBe('mueller.anna');
    // a user may keep its own login in another case
    expect((await putUser(token, colleague.id, { login: 'Mueller.Anna' })).statusCode).toBe(200);
  });
});
