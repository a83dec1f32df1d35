/**
 * Reading and updating one user. PUT /user/{id} is also how a user changes
 * their own language and, with CAN_SWITCH_REF, their reference client.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { AppError, forbidden, notFound } from '../http/app-error.ts';
import { authOf } from '../http/authenticate.ts';
import type { AuthContext } from '../http/request-context.ts';
import { assertLoginFree, loginTakenOnConflict } from '../accounts/logins.ts';
import { managedUser, visibleUser, type UserRow } from '../accounts/user-access.ts';
import { revokeUserTokens } from '../accounts/user-lifecycle.ts';
import { assertMayGrant, assertRoleFitsCompany } from '../accounts/user-rules.ts';
import { mayActFor } from '../tenancy/clients.ts';
import { userView } from '../accounts/account-view.ts';
import type { BodyOf, PathOf, ServiceContext, ServiceHandlers } from '../http/operation.ts';

/** Fields a user may change on their own account without USER_MANAGEMENT. */
const SELF_FIELDS = new Set(['locale', 'client_id']);

/** The target, checked for what the body asks: self fields, or USER_MANAGEMENT over a user it may manage. */
async function targetFor(db: Database, auth: AuthContext, id: number, body: BodyOf<'updateUser'>) {
  const adminFields = Object.keys(body).filter((key) => !SELF_FIELDS.has(key));
  if (id === auth.user.id) {
    const self = await visibleUser(db, auth, id);
    if (adminFields.length > 0 && !auth.permissions.includes('USER_MANAGEMENT')) throw forbidden();
    if (body.active === false) throw new AppError(422, 'cannot_deactivate_self');
    if (body.role_id !== undefined && body.role_id !== self.user.roleId) throw forbidden(); // nobody re-roles itself
    return self;
  }
  if (body.client_id !== undefined) throw forbidden(); // only one's own reference client
  return managedUser(db, auth, id);
}

function changesOf(body: BodyOf<'updateUser'>): Partial<typeof users.$inferInsert> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (body.login !== undefined) changes.login = body.login.trim();
  if (body.locale !== undefined) changes.locale = body.locale;
  if (body.civility !== undefined) changes.civility = body.civility;
  if (body.first_name !== undefined) changes.firstName = body.first_name.trim();
  if (body.last_name !== undefined) changes.lastName = body.last_name.trim();
  if (body.email !== undefined) changes.email = body.email.trim();
  if (body.role_id !== undefined) changes.roleId = body.role_id;
  if (body.active !== undefined) changes.active = body.active;
  if (body.can_manage_users !== undefined) changes.canManageUsers = body.can_manage_users;
  if (body.can_manage_external_clients !== undefined) changes.canManageExternalClients = body.can_manage_external_clients;
  return changes;
}

export function userService({ db }: ServiceContext): ServiceHandlers {
  return {
    async getUser(request) {
      const { id } = request.params as PathOf<'getUser'>;
      return { data: await userView(db, (await visibleUser(db, authOf(request), id)).user) };
    },

    async updateUser(request) {
      const auth = authOf(request);
      const { id } = request.params as PathOf<'updateUser'>;
      const body = request.body as BodyOf<'updateUser'>;
      const { user: target, company } = await targetFor(db, auth, id, body);
      const isSelf = target.id === auth.user.id;
      const grant = {
        roleId: body.role_id ?? target.roleId,
        canManageUsers: body.can_manage_users ?? target.canManageUsers,
        canManageExternalClients: body.can_manage_external_clients ?? target.canManageExternalClients,
      };
      if (body.role_id !== undefined || body.can_manage_users !== undefined || body.can_manage_external_clients !== undefined) {
        await assertMayGrant(db, auth, grant);
        assertRoleFitsCompany(grant.roleId, company.kind);
      }
      const changes = changesOf(body);
      if (body.client_id !== undefined) {
        if (!auth.permissions.includes('CAN_SWITCH_REF')) throw forbidden();
        if (!(await mayActFor(db, auth.company, body.client_id))) throw notFound();
        changes.clientId = body.client_id;
      }
      if (changes.login !== undefined) await assertLoginFree(db, changes.login, target.id);
      const updated = await db
        .transaction(async (tx) => {
          const [row] = await tx.update(users).set(changes).where(eq(users.id, target.id)).returning();
          if (row && target.active && row.active === false) await revokeUserTokens(tx, row.id);
          return row;
        })
        .catch(loginTakenOnConflict);
      if (!updated) throw notFound();
      if (isSelf && updated.locale) request.locale = updated.locale;
      return { data: await userView(db, updated as UserRow) };
    },
  };
}
