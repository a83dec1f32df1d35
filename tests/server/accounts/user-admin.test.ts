/**
 * createUser, deleteUser and updateUser's rules: what an administrator may
 * grant and whom it may manage (a subset of its own permissions), tenancy
 * (another client's user or company: 404), bad input, and ending a
 * subscription (tokens stop at once, quotes stay).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalClientRequests, quotes, tokens } from '../../../server/db/schema.ts';
import { companyId, insertUser, userId, userRow } from '../helpers/fixtures.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { createUserAs, deleteUserAs, mailsTo, newUserBody } from './account-helpers.ts';

let server: TestServer;
let admin: string; // demo.admin, role 3, Schwimmbad Müller GmbH
let mueller: number;

beforeAll(async () => {
  server = await createTestServer();
  admin = await login(server.app, 'demo.admin');
  mueller = await companyId(server.db, 'Schwimmbad Müller GmbH');
});
afterAll(async () => {
  await server?.close();
});

describe('createUser', () => {
  it('creates a pending user of a company in reach and e-mails its link; the answer is the new user', async () => {
    const body = newUserBody(mueller, { locale: 'de', can_manage_external_clients: true, role_id: 4 });
    const response = await createUserAs(server.app, admin, body);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json() as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      login: body.login,
      email: body.email,
      locale: 'de',
      active: true,
      subscription_status: 'pending',
      can_manage_users: false,
      can_manage_external_clients: true,
      company: { id: mueller, name: 'Schwimmbad Müller GmbH', kind: 'installer' },
      role: { id: 4 },
      last_login_at: null,
    });
    const row = await userRow(server.db, body.login);
    expect(row.passwordHash).toBeNull();
    expect(row.clientId).toBe(mueller);
    expect((await mailsTo(server.db, body.email)).map((m) => m.locale)).toEqual(['de']);
  });

  it('answers 409 login_taken for a login in use, whatever its case, in the caller’s language', async () => {
    const taken = expectError(await createUserAs(server.app, admin, newUserBody(mueller, { login: 'DEMO.User' }), { 'x-locale': 'fr' }), 409, 'login_taken');
    expect(taken.error.message).toBe('Cet identifiant est déjà utilisé.');
  });

  it('refuses bad input with field details: invalid e-mail, empty or blank names, a login with spaces, extra fields', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-email' }, 'body.email', 'format'],
      [{ first_name: '' }, 'body.first_name', 'minLength'],
      [{ last_name: '   ' }, 'body.last_name', 'required'],
      [{ login: 'two words' }, 'body.login', 'pattern'],
      [{ password_hash: 'x' }, 'body.password_hash', 'additionalProperties'],
      [{ active: true }, 'body.active', 'additionalProperties'],
      [{ client_id: 1 }, 'body.client_id', 'additionalProperties'],
    ];
    for (const [change, path, code] of cases) {
      const body = expectError(await createUserAs(server.app, admin, newUserBody(mueller, change), { 'x-locale': 'it' }), 400, 'validation_failed');
      expect(body.error.message).toBe('Il modulo contiene errori, verifichi i dati inseriti.');
      expect(body.error.details, JSON.stringify(change)).toEqual(expect.arrayContaining([expect.objectContaining({ path, code })]));
    }
  });

  it('answers 404 for a company outside the caller’s reach, 403 for a role or flag it does not hold, 422 for role 1 outside the manufacturer', async () => {
    const other = await companyId(server.db, 'Zwembaden Vlaanderen');
    expectError(await createUserAs(server.app, admin, newUserBody(other)), 404, 'not_found');
    expectError(await createUserAs(server.app, admin, newUserBody(mueller, { role_id: 5 })), 403, 'forbidden');
    expectError(await createUserAs(server.app, admin, newUserBody(mueller, { role_id: 1 })), 403, 'forbidden');
    const staff = await login(server.app, 'demo.staff');
    const notStaff = expectError(await createUserAs(server.app, staff, newUserBody(mueller, { role_id: 1 }), { 'x-locale': 'en' }), 422, 'role_not_allowed');
    expect(notStaff.error.message).toBe('This role is not available for this user.');
    const plain = await login(server.app, 'demo.user');
    expectError(await createUserAs(server.app, plain, newUserBody(other)), 403, 'forbidden');
    // a user-management flag alone cannot grant what the role lacks
    const flagged = await insertUser(server.db, 'Schwimmbad Müller GmbH', { roleId: 4, canManageUsers: true });
    const flaggedToken = await login(server.app, flagged.login);
    expectError(await createUserAs(server.app, flaggedToken, newUserBody(mueller, { role_id: 2 })), 403, 'forbidden');
    expectError(await createUserAs(server.app, flaggedToken, newUserBody(mueller, { role_id: 4, can_manage_external_clients: true })), 403, 'forbidden');
    expect((await createUserAs(server.app, flaggedToken, newUserBody(mueller, { role_id: 4, can_manage_users: true }))).statusCode).toBe(201);
  });

  it('opens a request for access for an external client’s user, inactive until accepted, and tells the installer’s administrators', async () => {
    const staff = await login(server.app, 'demo.staff');
    const external = await companyId(server.db, 'Jardins & Bassins Provence');
    const installerAdmin = await insertUser(server.db, 'Piscines du Soleil', { roleId: 3, locale: 'fr', email: 'admin.soleil@example.com' });
    const installerUser = await insertUser(server.db, 'Piscines du Soleil', { roleId: 2, email: 'user.soleil@example.com' });
    const body = newUserBody(external, { locale: 'fr', first_name: 'Léa', last_name: 'Garrigue' });
    const response = await createUserAs(server.app, staff, body);
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as { data: { active: boolean } }).data.active).toBe(false);
    const user = await userRow(server.db, body.login);
    const [request] = await server.db.select().from(externalClientRequests).where(eq(externalClientRequests.userId, user.id));
    expect(request).toMatchObject({ status: 'pending', externalCompanyId: external, installerId: await companyId(server.db, 'Piscines du Soleil') });
    expect(await mailsTo(server.db, body.email)).toEqual([]);
    const [told] = await mailsTo(server.db, installerAdmin.email);
    expect(told!.subject).toBe('Demande d’accès de Jardins & Bassins Provence à votre compte');
    expect(told!.text).toContain(`Léa Garrigue (${body.email})`);
    expect(told!.html).toContain('Jardins &amp; Bassins Provence');
    expect(told!.text).toContain('/fr/user/external-clients');
    expect(await mailsTo(server.db, installerUser.email)).toEqual([]);
  });
});

describe('managing only users whose permissions are a subset of one’s own', () => {
  it('lets an administrator read but not change, re-invite or end a user holding a permission it lacks (403)', async () => {
    const limited = await insertUser(server.db, 'Schwimmbad Müller GmbH', { roleId: 4, canManageUsers: true });
    const token = await login(server.app, limited.login);
    const stronger = await userId(server.db, 'demo.admin');
    expect((await server.app.inject({ method: 'GET', url: `/api/v1/user/${stronger}`, headers: auth(token) })).statusCode).toBe(200);
    for (const change of [{ email: 'taken.over@example.com' }, { login: 'taken.over' }, { active: false }, { first_name: 'X' }, { role_id: 4 }]) {
      expectError(await server.app.inject({ method: 'PUT', url: `/api/v1/user/${stronger}`, payload: change, headers: auth(token) }), 403, 'forbidden');
    }
    expectError(await deleteUserAs(server.app, token, stronger), 403, 'forbidden');
    expectError(await server.app.inject({ method: 'POST', url: `/api/v1/account/resend-subscription-link/${stronger}`, headers: auth(token) }), 403, 'forbidden');
    expect(await userRow(server.db, 'demo.admin')).toMatchObject({ email: 'demo-admin@schwimmbad-mueller.example', active: true, firstName: 'Jonas' });

    const weaker = await insertUser(server.db, 'Schwimmbad Müller GmbH', { roleId: 4 });
    const changed = await server.app.inject({ method: 'PUT', url: `/api/v1/user/${weaker.id}`, payload: { first_name: 'Nina', email: 'nina@example.com' }, headers: auth(token) });
    expect(changed.statusCode, changed.body).toBe(200);
    // and cannot raise it beyond its own permissions, nor raise itself
    expectError(await server.app.inject({ method: 'PUT', url: `/api/v1/user/${weaker.id}`, payload: { role_id: 2 }, headers: auth(token) }), 403, 'forbidden');
    expectError(await server.app.inject({ method: 'PUT', url: `/api/v1/user/${limited.id}`, payload: { role_id: 3 }, headers: auth(token) }), 403, 'forbidden');
    expectError(await server.app.inject({ method: 'PUT', url: `/api/v1/user/${limited.id}`, payload: { can_manage_external_clients: true }, headers: auth(token) }), 403, 'forbidden');
  });

  it('says beforehand what the server will accept: the roles one may give, and whether each listed user may be changed', async () => {
    const limited = await insertUser(server.db, 'Schwimmbad Müller GmbH', { roleId: 4, canManageUsers: true });
    const token = await login(server.app, limited.login);
    const grantable = async (who: string) =>
      ((await server.app.inject({ method: 'GET', url: '/api/v1/account', headers: auth(who) })).json() as { data: { grantable_roles: number[] } }).data.grantable_roles;
    expect(await grantable(token)).toEqual([4]);
    expect(await grantable(admin)).toEqual([2, 3, 4]); // role 3: not the administrator with confirmation (5)
    expect(await grantable(await login(server.app, 'demo.group'))).toEqual([2, 3, 4, 5]);
    expect(await grantable(await login(server.app, 'demo.staff'))).toEqual([1, 2, 3, 4, 5]);
    expect(await grantable(await login(server.app, 'demo.user'))).toEqual([]); // no user management

    const listed = await server.app.inject({ method: 'GET', url: `/api/v1/account/clients/${mueller}?per_page=100`, headers: auth(token) });
    expect(listed.statusCode, listed.body).toBe(200);
    const manageable = Object.fromEntries((listed.json() as { data: { login: string; manageable: boolean }[] }).data.map((user) => [user.login, user.manageable]));
    expect(manageable['demo.admin']).toBe(false);
    expect(manageable[limited.login]).toBe(true);
    const stronger = await userId(server.db, 'demo.admin');
    const one = (await server.app.inject({ method: 'GET', url: `/api/v1/user/${stronger}`, headers: auth(token) })).json() as { data: { manageable: boolean } };
    expect(one.data.manageable).toBe(false);
    const byAdmin = (await server.app.inject({ method: 'GET', url: `/api/v1/user/${limited.id}`, headers: auth(admin) })).json() as { data: { manageable: boolean } };
    expect(byAdmin.data.manageable).toBe(true);
  });

  it('never lets a user switch another user’s reference client', async () => {
    const staff = await login(server.app, 'demo.staff');
    const target = await insertUser(server.db, 'Zwembaden Vlaanderen');
    expectError(await server.app.inject({ method: 'PUT', url: `/api/v1/user/${target.id}`, payload: { client_id: mueller }, headers: auth(staff) }), 403, 'forbidden');
  });
});

describe('deleteUser', () => {
  it('ends the subscription after the administrator’s password: tokens stop at once, quotes stay', async () => {
    const user = await insertUser(server.db, 'Schwimmbad Müller GmbH', { roleId: 2 });
    const session = await login(server.app, user.login);
    const family = ((await server.app.inject({ method: 'GET', url: '/api/v1/family', headers: auth(session) })).json() as { data: { id: number }[] }).data[0]!;
    const quote = await server.app.inject({ method: 'POST', url: '/api/v1/quote', payload: { family_id: family.id, name: 'Bleibt' }, headers: auth(session) });
    expect(quote.statusCode, quote.body).toBe(201);

    const wrong = expectError(await deleteUserAs(server.app, admin, user.id, 'not my password'), 422, 'wrong_password');
    expect(wrong.error.message).toBe('Ihr Passwort ist falsch.');
    expect((await userRow(server.db, user.login)).active).toBe(true);

    const ended = await deleteUserAs(server.app, admin, user.id);
    expect(ended.statusCode, ended.body).toBe(204);
    expect(await userRow(server.db, user.login)).toMatchObject({ active: false, subscriptionStatus: 'ended' });
    expectError(await server.app.inject({ method: 'GET', url: '/api/v1/account', headers: auth(session) }), 401, 'invalid_token');
    const live = (await server.db.select().from(tokens).where(eq(tokens.userId, user.id))).filter((t) => !t.revokedAt);
    expect(live).toEqual([]);
    const kept = await server.db.select().from(quotes).where(eq(quotes.userId, user.id));
    expect(kept.map((q) => q.name)).toEqual(['Bleibt']);
    const listed = await server.app.inject({ method: 'GET', url: `/api/v1/user/${user.id}`, headers: auth(admin) });
    expect((listed.json() as { data: { subscription_status: string } }).data.subscription_status).toBe('ended');
  });

  it('refuses one’s own subscription (422), another client’s user (404) and a caller without USER_MANAGEMENT (403)', async () => {
    const self = await userId(server.db, 'demo.admin');
    const own = expectError(await deleteUserAs(server.app, admin, self), 422, 'cannot_deactivate_self');
    expect(own.error.message).toBe('Sie können Ihr eigenes Konto nicht deaktivieren.');
    const foreign = await userId(server.db, 'demo.user');
    expectError(await deleteUserAs(server.app, admin, foreign), 404, 'not_found');
    expectError(await deleteUserAs(server.app, admin, 999_999), 404, 'not_found');
    expect((await userRow(server.db, 'demo.user')).active).toBe(true);
    const plain = await login(server.app, 'demo.junior');
    expectError(await deleteUserAs(server.app, plain, foreign), 403, 'forbidden');
    const missing = expectError(await server.app.inject({ method: 'DELETE', url: `/api/v1/user/${foreign}`, headers: auth(admin) }), 400, 'validation_failed');
    expect(missing.error.details?.[0]?.path).toBe('body');
  });
});
