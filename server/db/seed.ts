/** Writes the roles (always) and the demo data (on a new database or on request). */
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import { ROLES } from '../auth/permissions.ts';
import type { Database } from './client.ts';
import { companies, externalClientRequests, roles, users } from './schema.ts';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from './seed-data.ts';

/** Roles are reference data: every database has them, with the current permission lists. */
export async function ensureRoles(db: Database): Promise<void> {
  for (const role of ROLES) {
    await db
      .insert(roles)
      .values({ id: role.id, key: role.key, permissions: role.permissions })
      .onConflictDoUpdate({ target: roles.id, set: { key: role.key, permissions: role.permissions } });
  }
}

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(companies);
  return (row?.count ?? 0) === 0;
}

/** Inserts whatever part of the demo data is missing; running it twice changes nothing. */
export async function seedDemoData(db: Database): Promise<{ companies: number; users: number }> {
  await ensureRoles(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    let createdCompanies = 0;
    let createdUsers = 0;
    for (const demo of DEMO_COMPANIES) {
      const [existing] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.name, demo.name));
      if (existing) {
        ids.set(demo.key, existing.id);
        continue;
      }
      const [row] = await tx
        .insert(companies)
        .values({
          kind: demo.kind,
          name: demo.name,
          email: demo.email,
          vatNumber: demo.vatNumber ?? null,
          address1: demo.address1,
          address2: demo.address2 ?? null,
          zipcode: demo.zipcode,
          city: demo.city,
          countryCode: demo.countryCode,
          phone: demo.phone,
          fax: demo.fax ?? null,
          groupId: demo.group ? ids.get(demo.group) : null,
          installerId: demo.installer ? ids.get(demo.installer) : null,
          discountBp: demo.discountBp ?? 0,
        })
        .returning({ id: companies.id });
      ids.set(demo.key, row!.id);
      createdCompanies += 1;
    }
    for (const demo of DEMO_USERS) {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.login, demo.login));
      if (existing) continue;
      const company = DEMO_COMPANIES.find((c) => c.key === demo.company)!;
      await tx.insert(users).values({
        login: demo.login,
        roleId: demo.roleId,
        companyId: ids.get(demo.company)!,
        clientId: ids.get(demo.client)!,
        civility: demo.civility,
        firstName: demo.firstName,
        lastName: demo.lastName,
        email: `${demo.login.replace('.', '-')}@${company.email.split('@')[1]}`,
        passwordHash,
        locale: demo.locale,
        active: true,
        subscriptionStatus: 'active',
      });
      createdUsers += 1;
    }
    await acceptDemoRequests(tx, ids);
    return { companies: createdCompanies, users: createdUsers };
  });
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The demo external clients' users quote under their installer's account: their requests for access are accepted (by demo.staff). */
async function acceptDemoRequests(tx: Transaction, ids: Map<string, number>): Promise<void> {
  const [staff] = await tx.select({ id: users.id }).from(users).where(eq(users.login, 'demo.staff'));
  for (const demo of DEMO_USERS) {
    const company = DEMO_COMPANIES.find((c) => c.key === demo.company)!;
    if (company.kind !== 'external') continue;
    const [user] = await tx.select({ id: users.id, createdAt: users.createdAt }).from(users).where(eq(users.login, demo.login));
    const [existing] = await tx.select({ id: externalClientRequests.id }).from(externalClientRequests).where(eq(externalClientRequests.userId, user!.id));
    if (existing) continue;
    await tx.insert(externalClientRequests).values({
      userId: user!.id,
      externalCompanyId: ids.get(company.key)!,
      installerId: ids.get(company.installer!)!,
      status: 'accepted',
      requestedAt: user!.createdAt,
      answeredAt: user!.createdAt,
      answeredById: staff?.id ?? null,
    });
  }
}
