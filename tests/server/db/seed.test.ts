/** seedDemoData: the demo data, written once. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../../server/auth/permissions.ts';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { DEMO_COMPANIES, DEMO_USERS } from '../../../server/db/seed-data.ts';
import { ensureRoles, isEmpty, seedDemoData } from '../../../server/db/seed.ts';
import { companies, roles, users } from '../../../server/db/schema.ts';
import { countRows } from '../helpers/fixtures.ts';
import { createTestDatabase } from '../helpers/test-server.ts';

let database: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase({ seed: false }));
});
afterAll(async () => {
  await dispose?.();
});

describe('seedDemoData', () => {
  it('starts from an empty, migrated database', async () => {
    expect(await isEmpty(database.db)).toBe(true);
    expect(await countRows(database.db, 'users')).toBe(0);
  });

  it('writes the roles, the demo companies and the demo users', async () => {
    const created = await seedDemoData(database.db);
    expect(created).toEqual({ companies: DEMO_COMPANIES.length, users: DEMO_USERS.length });
    expect(created).toEqual({ companies: 11, users: 7 });
    expect(await isEmpty(database.db)).toBe(false);
    const roleRows = await database.db.select().from(roles);
    expect(roleRows.map((r) => r.id).sort()).toEqual([1, 2, 3, 4, 5, 6]);

    const companyRows = await database.db.select().from(companies);
    const byId = new Map(companyRows.map((c) => [c.id, c]));
    const installerBe = companyRows.find((c) => c.name === 'Zwembaden Vlaanderen')!;
    expect(byId.get(installerBe.groupId!)?.name).toBe('Benelux Pool Inkoop');
    const externalIt = companyRows.find((c) => c.name === 'Verde Acqua Giardini')!;
    expect(byId.get(externalIt.installerId!)?.name).toBe('Piscine Lago Blu S.r.l.');

    const userRows = await database.db.select().from(users);
    expect(userRows.map((u) => u.login).sort()).toEqual(DEMO_USERS.map((u) => u.login).sort());
    for (const user of userRows) {
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(user.active).toBe(true);
      expect(user.subscriptionStatus).toBe('active');
    }
  });

  it('creates nothing the second time', async () => {
    const before = {
      companies: await countRows(database.db, 'companies'),
      users: await countRows(database.db, 'users'),
    };
    const usersBefore = await database.db.select().from(users);
    expect(await seedDemoData(database.db)).toEqual({ companies: 0, users: 0 });
    expect(await countRows(database.db, 'companies')).toBe(before.companies);
    expect(await countRows(database.db, 'users')).toBe(before.users);
    // existing users keep their password hash
    const usersAfter = await database.db.select().from(users);
    expect(usersAfter.map((u) => u.passwordHash).sort()).toEqual(usersBefore.map((u) => u.passwordHash).sort());
  });

  it('ensureRoles restores the permission lists of the roles', async () => {
    await database.db.update(roles).set({ permissions: [] }).where(eq(roles.id, 2));
    await ensureRoles(database.db);
    const [role] = await database.db.select().from(roles).where(eq(roles.id, 2));
    expect(role?.permissions).toEqual(ROLES.find((r) => r.id === 2)!.permissions);
  });
});
