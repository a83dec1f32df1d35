/** Builds the API views of the signed-in user and of a managed user. */
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { effectivePermissions, grantableRoles, within, type Permission } from '../auth/permissions.ts';
import { preparedFor, type Database } from '../db/client.ts';
import type { users } from '../db/schema.ts';
import { companies, roles } from '../db/schema.ts';
import { notFound } from '../http/app-error.ts';
import type { Company } from '../tenancy/clients.ts';
import type { DataOf } from '../http/operation.ts';

type UserRow = typeof users.$inferSelect;
type RoleRow = typeof roles.$inferSelect;

export function companySummary(company: Company) {
  return { id: company.id, name: company.name, kind: company.kind, country_code: company.countryCode };
}

function roleView(role: RoleRow) {
  return { id: role.id, name: role.key, permissions: role.permissions };
}

const clientCompanies = alias(companies, 'client');

/** A user's company, role and reference client: one prepared query. */
const userParts = preparedFor((db) =>
  db
    .select({ company: companies, role: roles, client: clientCompanies })
    .from(companies)
    .innerJoin(roles, eq(roles.id, sql.placeholder('roleId')))
    .leftJoin(clientCompanies, eq(clientCompanies.id, sql.placeholder('clientId')))
    .where(eq(companies.id, sql.placeholder('companyId')))
    .prepare('user_parts'),
);

export type UserParts = { company: Company; role: RoleRow; client: Company | null };

export async function loadUserParts(db: Database, user: UserRow): Promise<UserParts> {
  const [parts] = await userParts(db).execute({ companyId: user.companyId, roleId: user.roleId, clientId: user.clientId });
  if (!parts) throw notFound();
  return parts;
}

/** What both views say of the person, the company and the role. */
function commonView(user: UserRow, company: Company, role: RoleRow) {
  return {
    id: user.id,
    login: user.login,
    civility: user.civility,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    locale: user.locale,
    company: companySummary(company),
    role: roleView(role),
    can_manage_users: user.canManageUsers,
    can_manage_external_clients: user.canManageExternalClients,
  };
}

/** The signed-in user's account; `parts` when the caller has them already (the session does). */
export async function accountView(db: Database, user: UserRow, parts?: UserParts): Promise<DataOf<'getAccount'>> {
  const { company, role, client } = parts ?? (await loadUserParts(db, user));
  const isExternal = company.kind === 'external';
  const permissions = effectivePermissions(role.permissions, user);
  return {
    ...commonView(user, company, role),
    client_id: client?.id ?? null,
    client: client ? companySummary(client) : null,
    external_client_id: isExternal ? company.id : null,
    externe: isExternal ? companySummary(company) : null,
    permissions,
    scope: company.kind,
    grantable_roles: grantableRoles(permissions, company.kind),
  } as DataOf<'getAccount'>;
}

/** A user as user management sees it; `callerPermissions`: the effective permissions of who asks. */
export async function userView(db: Database, user: UserRow, callerPermissions: readonly Permission[]): Promise<DataOf<'getUser'>> {
  const { company, role } = await loadUserParts(db, user);
  return managedUserView(user, company, role, callerPermissions);
}

/** A user as user management sees it, from its company and role already read. */
export function managedUserView(user: UserRow, company: Company, role: RoleRow, callerPermissions: readonly Permission[]): DataOf<'getUser'> {
  return {
    ...commonView(user, company, role),
    active: user.active,
    subscription_status: user.subscriptionStatus,
    created_at: user.createdAt.toISOString(),
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    // the rule of assertMayManage (user-rules.ts)
    manageable: within(effectivePermissions(role.permissions, user), callerPermissions),
  } as DataOf<'getUser'>;
}
