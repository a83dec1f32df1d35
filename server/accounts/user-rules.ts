/**
 * Who may manage whom. An administrator (USER_MANAGEMENT) manages the users
 * of the companies in its reach (server/accounts/company-scope.ts) whose
 * effective permissions are a subset of its own: a user holding a
 * permission the administrator lacks can be read but not changed, re-sent a
 * link or ended (403). Whatever it grants (a role, a flag) must be a subset
 * of its own permissions too, and role 1 belongs to the manufacturer's staff.
 */
import { eq } from 'drizzle-orm';
import { effectivePermissions, within } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import { roles, type users } from '../db/schema.ts';
import { AppError, forbidden } from '../http/app-error.ts';
import type { AuthContext } from '../http/request-context.ts';
import type { Queryable } from '../quotes/quote-repository.ts';

type UserRow = typeof users.$inferSelect;

export interface Grant {
  roleId: number;
  canManageUsers: boolean;
  canManageExternalClients: boolean;
}

async function rolePermissions(db: Queryable | Database, roleId: number): Promise<string[] | null> {
  const [role] = await db.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, roleId)).limit(1);
  return role?.permissions ?? null;
}

/** The permissions a role and flags give; 403 unless the caller holds every one of them. */
export async function assertMayGrant(db: Queryable | Database, auth: AuthContext, grant: Grant): Promise<void> {
  const permissions = await rolePermissions(db, grant.roleId);
  if (!permissions) throw forbidden();
  if (!within(effectivePermissions(permissions, grant), auth.permissions)) throw forbidden();
}

/** 403 unless the target's own effective permissions are a subset of the caller's. */
export async function assertMayManage(db: Queryable | Database, auth: AuthContext, target: UserRow): Promise<void> {
  const permissions = await rolePermissions(db, target.roleId);
  if (!permissions || !within(effectivePermissions(permissions, target), auth.permissions)) throw forbidden();
}

/** Role 1 (manufacturer staff) only for users of the manufacturer. */
export function assertRoleFitsCompany(roleId: number, companyKind: string): void {
  if (roleId === 1 && companyKind !== 'manufacturer') throw new AppError(422, 'role_not_allowed');
}
