/**
 * Escalation through the user operations: nobody raises its own role or
 * permissions, switches to a client it may not see, grants what it does not
 * hold, or sets a field the contract does not offer; a refused request
 * changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema.ts';
import { companyId, insertUser } from '../helpers/fixtures.ts';
import { auth, createTestServer, login, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
const ids = { group: 0, member: 0, otherGroup: 0, otherInstaller: 0, external: 0 };

beforeAll(async () => {
  server = await createTestServer({ rateLimitPerMinute: 1_000_000 });
  ids.group = await companyId(server.db, 'Benelux Pool Inkoop');
  ids.member = await companyId(server.db, 'Zwembaden Vlaanderen');
  ids.otherGroup = await companyId(server.db, 'Groupement Piscines de France');
  ids.otherInstaller = await companyId(server.db, 'Schwimmbad Müller GmbH');
  ids.external = await companyId(server.db, 'Verde Acqua Giardini');
});
afterAll(() => server?.close());

type UserRow = typeof users.$inferSelect;

async function put(token: string, id: number, payload: object) {
  return server.app.inject({ method: 'PUT', url: `/api/v1/user/${id}`, headers: auth(token), payload });
}

async function row(id: number): Promise<UserRow> {
  const [found] = await server.db.select().from(users).where(eq(users.id, id));
  return found!;
}

/** What a refused request must leave as it was. */
const guarded = (user: UserRow) => ({
  roleId: user.roleId,
  companyId: user.companyId,
  clientId: user.clientId,
  active: user.active,
  canManageUsers: user.canManageUsers,
  canManageExternalClients: user.canManageExternalClients,
  subscriptionStatus: user.subscriptionStatus,
  passwordHash: user.passwordHash,
  email: user.email,
  login: user.login,
});

async function permissionsOf(token: string): Promise<string[]> {
  const response = await server.app.inject({ method: 'GET', url: '/api/v1/account', headers: auth(token) });
  return (response.json() as { data: { permissions: string[] } }).data.permissions;
}

/** Sends each body; every answer must be `status`, and the user row and permissions stay as they were. */
async function expectRefused(token: string, target: UserRow, attempts: [body: object, status: number][]) {
  const before = guarded(await row(target.id));
  const permissions = await permissionsOf(token);
  const wrong: string[] = [];
  for (const [body, status] of attempts) {
    const response = await put(token, target.id, body);
    if (response.statusCode !== status) wrong.push(`${JSON.stringify(body)}: expected ${status}, got ${response.statusCode} ${response.body}`);
  }
  expect(wrong).toEqual([]);
  expect(guarded(await row(target.id))).toEqual(before);
  expect(await permissionsOf(token)).toEqual(permissions);
}

/** Bodies outside the contract's UserUpdate: 400 for anyone, before any permission is looked at. */
const UNKNOWN_FIELDS: [object, number][] = [
  [{ permissions: ['CATALOGUE_ADMIN'] }, 400],
  [{ company_id: 1 }, 400],
  [{ role: { id: 1 } }, 400],
  [{ subscription_status: 'active' }, 400],
  [{ password: 'a-new-password', password_hash: 'x' }, 400],
  [{ locale: 'fr', is_admin: true }, 400],
];

describe('on its own account', () => {
  it('a user without USER_MANAGEMENT raises neither its role nor its flags, and cannot switch client', async () => {
    for (const role of [2, 4]) {
      const user = await insertUser(server.db, ids.member, { roleId: role });
      const token = await login(server.app, user.login);
      await expectRefused(token, user, [
        [{ role_id: 1 }, 403],
        [{ role_id: 3 }, 403],
        [{ role_id: 5 }, 403],
        [{ can_manage_users: true }, 403],
        [{ can_manage_external_clients: true }, 403],
        [{ locale: 'en', can_manage_users: true }, 403], // a self field does not carry an admin one through
        [{ client_id: ids.otherInstaller }, 403],
        [{ client_id: ids.member }, 403], // even its own: switching needs CAN_SWITCH_REF
        ...UNKNOWN_FIELDS,
      ]);
    }
  });

  it('an external client’s user cannot reach its installer’s powers or another client', async () => {
    const user = await insertUser(server.db, ids.external, { roleId: 2, clientId: await companyId(server.db, 'Piscine Lago Blu S.r.l.') });
    const token = await login(server.app, user.login);
    await expectRefused(token, user, [
      [{ role_id: 3 }, 403],
      [{ can_manage_external_clients: true }, 403],
      [{ client_id: ids.otherInstaller }, 403],
      ...UNKNOWN_FIELDS,
    ]);
  });

  it('an administrator does not re-role itself, not even to a role within its permissions', async () => {
    const admin = await insertUser(server.db, ids.member, { roleId: 3 });
    const token = await login(server.app, admin.login);
    await expectRefused(token, admin, [
      [{ role_id: 1 }, 403],
      [{ role_id: 5 }, 403],
      [{ role_id: 2 }, 403],
      [{ active: false }, 422], // nor ends its own access
      [{ client_id: ids.otherInstaller }, 403],
      ...UNKNOWN_FIELDS,
    ]);
  });

  it('a trading-group administrator switches only to its group and member installers', async () => {
    const admin = await insertUser(server.db, ids.group, { roleId: 5 });
    const token = await login(server.app, admin.login);
    await expectRefused(token, admin, [
      [{ client_id: ids.otherInstaller }, 404], // not a member: answered like a missing client
      [{ client_id: ids.otherGroup }, 404],
      [{ client_id: ids.external }, 404],
      [{ client_id: 999_999 }, 404],
      [{ role_id: 1 }, 403],
    ]);
    const switched = await put(token, admin.id, { client_id: ids.member });
    expect(switched.statusCode, switched.body).toBe(200);
    expect((await row(admin.id)).clientId).toBe(ids.member);
  });
});

describe('on another user', () => {
  it('an administrator without confirmation grants no role beyond its own permissions', async () => {
    const admin = await insertUser(server.db, ids.member, { roleId: 3 });
    const colleague = await insertUser(server.db, ids.member, { roleId: 4 });
    const token = await login(server.app, admin.login);
    await expectRefused(token, colleague, [
      [{ role_id: 1 }, 403], // CATALOGUE_ADMIN, ORDER_DESK...
      [{ role_id: 5 }, 403], // ORDER_CONFIRM, CAN_SWITCH_REF
      [{ client_id: ids.otherInstaller }, 403], // nobody sets another user's reference client
      ...UNKNOWN_FIELDS,
    ]);
    const granted = await put(token, colleague.id, { role_id: 2, can_manage_users: true });
    expect(granted.statusCode, granted.body).toBe(200);
  });

  it('a holder of only USER_MANAGEMENT (by its flag) grants neither other flags nor roles with more', async () => {
    const manager = await insertUser(server.db, ids.member, { roleId: 4, canManageUsers: true });
    const colleague = await insertUser(server.db, ids.member, { roleId: 4 });
    const token = await login(server.app, manager.login);
    await expectRefused(token, colleague, [
      [{ can_manage_external_clients: true }, 403],
      [{ role_id: 2 }, 403], // QUOTE_VALIDATE
      [{ role_id: 3 }, 403],
    ]);
  });

  it('a trading-group administrator does not make a member installer’s user manufacturer staff', async () => {
    const admin = await insertUser(server.db, ids.group, { roleId: 5 });
    const member = await insertUser(server.db, ids.member, { roleId: 4 });
    const token = await login(server.app, admin.login);
    await expectRefused(token, member, [[{ role_id: 1 }, 403], ...UNKNOWN_FIELDS]);
  });

  it('a user manager changes nothing of a user holding a permission it lacks: e-mail, login, active flag, role, flags', async () => {
    const manager = await insertUser(server.db, ids.member, { roleId: 4, canManageUsers: true }); // lacks QUOTE_VALIDATE
    const colleague = await insertUser(server.db, ids.member, { roleId: 2 }); // holds QUOTE_VALIDATE
    const token = await login(server.app, manager.login);
    await expectRefused(token, colleague, [
      [{ email: 'taken.over@example.com' }, 403],
      [{ login: `taken.over.${colleague.id}` }, 403],
      [{ active: false }, 403],
      [{ role_id: 4 }, 403],
      [{ can_manage_users: true }, 403],
      [{ first_name: 'Renamed' }, 403],
    ]);
  });
});

describe('creating a user', () => {
  const create = (token: string, payload: object) => server.app.inject({ method: 'POST', url: '/api/v1/user', headers: auth(token), payload });
  const body = (companyId: number, extra: object) => ({
    company_id: companyId,
    first_name: 'New',
    last_name: 'User',
    email: `new.${Math.random().toString(36).slice(2)}@example.com`,
    login: `new.${Math.random().toString(36).slice(2)}`,
    role_id: 4,
    ...extra,
  });
  const count = async () => (await server.db.select({ id: users.id }).from(users)).length;

  it('grants nothing beyond the creator’s permissions, in no company beyond its reach, and creates nothing when refused', async () => {
    const admin = await insertUser(server.db, ids.member, { roleId: 3 });
    const manager = await insertUser(server.db, ids.member, { roleId: 4, canManageUsers: true });
    const adminToken = await login(server.app, admin.login);
    const managerToken = await login(server.app, manager.login);
    const before = await count();
    const attempts: [string, object, number][] = [
      [adminToken, body(ids.member, { role_id: 5 }), 403],
      [adminToken, body(ids.member, { role_id: 1 }), 403],
      [adminToken, body(ids.otherInstaller, {}), 404],
      [adminToken, body(ids.group, {}), 404], // its trading group is not its to manage
      [adminToken, body(ids.member, { permissions: ['ORDER_DESK'] }), 400],
      [adminToken, body(ids.member, { active: true, subscription_status: 'active' }), 400],
      [managerToken, body(ids.member, { role_id: 2 }), 403],
      [managerToken, body(ids.member, { can_manage_external_clients: true }), 403],
    ];
    const wrong: string[] = [];
    for (const [token, payload, status] of attempts) {
      const response = await create(token, payload);
      if (response.statusCode !== status) wrong.push(`${JSON.stringify(payload)}: expected ${status}, got ${response.statusCode} ${response.body}`);
    }
    expect(wrong).toEqual([]);
    expect(await count()).toBe(before);
  });
});
