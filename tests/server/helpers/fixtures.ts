/** Looks up demo rows and adds extra ones for tests that need them. */
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../../server/auth/passwords.ts';
import type { Database } from '../../../server/db/client.ts';
import { accessRequests, companies, tokens, users } from '../../../server/db/schema.ts';
import { DEMO_PASSWORD } from '../../../server/db/seed-data.ts';

export async function companyId(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  if (!row) throw new Error(`no company named ${name}`);
  return row.id;
}

export async function userId(db: Database, login: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.login, login));
  if (!row) throw new Error(`no user ${login}`);
  return row.id;
}

export async function userRow(db: Database, login: string) {
  const [row] = await db.select().from(users).where(eq(users.login, login));
  if (!row) throw new Error(`no user ${login}`);
  return row;
}

let counter = 0;
/** argon2 is slow on purpose: hash the demo password once per test file. */
let demoHash: Promise<string> | undefined;

/**
 * Inserts an active, subscribed user (password demo1234 unless told) in the
 * company named `company` (or of that id), with that company as its reference client.
 */
export async function insertUser(
  db: Database,
  company: string | number,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<typeof users.$inferSelect> {
  counter += 1;
  if (typeof company === 'string') company = await companyId(db, company);
  const [row] = await db
    .insert(users)
    .values({
      companyId: company,
      clientId: company,
      roleId: 2,
      firstName: 'Test',
      lastName: `User ${counter}`,
      email: `test.user.${counter}@example.com`,
      login: `test.user.${counter}.${process.pid}`,
      passwordHash: await (demoHash ??= hashPassword(DEMO_PASSWORD)),
      locale: 'en',
      active: true,
      subscriptionStatus: 'active',
      ...values,
    })
    .returning();
  return row!;
}

const TABLES = { tokens, users, companies, access_requests: accessRequests };

export async function countRows(db: Database, table: keyof typeof TABLES): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(TABLES[table]);
  return row!.count;
}
