/**
 * Reaching one user: a user may read itself; anyone else needs
 * USER_MANAGEMENT (403 without it, for any id: declared in the operation
 * table, `{ selfOr: 'USER_MANAGEMENT' }` of getUser and updateUser, the
 * permission of the others) over the user's company (a user outside it
 * answers 404, like a missing one), and changing it also needs its
 * permissions to be a subset of the caller's (403, user-rules.ts).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { notFound } from '../http/app-error.ts';
import type { AuthContext } from '../http/request-context.ts';
import type { Queryable } from '../quotes/quote-repository.ts';
import type { Company } from '../tenancy/clients.ts';
import { reachableCompany } from './company-scope.ts';
import { assertMayManage } from './user-rules.ts';

export type UserRow = typeof users.$inferSelect;

/**
 * The target user if the caller may see it (itself, or a user it manages),
 * with its company; 404 outside its reach. The caller is itself or holds
 * USER_MANAGEMENT: the operation's permission checked that (403) before the
 * id is looked up, so the answer says nothing of it.
 */
export async function visibleUser(db: Queryable | Database, auth: AuthContext, id: number): Promise<{ user: UserRow; company: Company }> {
  const [target] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!target) throw notFound();
  if (target.id === auth.user.id) return { user: target, company: auth.company };
  const company = await reachableCompany(db, auth.company, target.companyId);
  if (!company) throw notFound();
  return { user: target, company };
}

/** A user the caller may change: one it sees (404 otherwise) whose permissions are a subset of its own (403). */
export async function managedUser(db: Queryable | Database, auth: AuthContext, id: number): Promise<{ user: UserRow; company: Company }> {
  const found = await visibleUser(db, auth, id);
  await assertMayManage(db, auth, found.user);
  return found;
}
