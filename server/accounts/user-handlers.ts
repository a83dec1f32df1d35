/**
 * Users: reading and updating one (PUT /user/{id} is also how a user changes
 * their own language and, with CAN_SWITCH_REF, their reference client), user
 * management's changes (add a user, send the link again, end a subscription
 * after the administrator's password) and its lists (the companies the caller
 * reaches, the users of one of them).
 */
import type { Database } from '../db/client.ts';
import type { users } from '../db/schema.ts';
import { AppError, forbidden, notFound } from '../http/app-error.ts';
import { operation, type BodyOf } from '../http/operation.ts';
import type { AuthContext } from '../http/request-context.ts';
import { requiredText } from '../http/text-input.ts';
import { mayActFor } from '../tenancy/clients.ts';
import { listAccountClientPage } from './account-clients.ts';
import { userView } from './account-view.ts';
import { reachableCompany } from './company-scope.ts';
import { assertLoginFree } from './logins.ts';
import { confirmOwnPassword } from './password-confirmation.ts';
import { managedUser, visibleUser } from './user-access.ts';
import { addUser, endUserSubscription, resendSubscriptionLink, saveUserChanges } from './user-changes.ts';
import { listCompanyUserPage } from './user-list.ts';
import { assertMayGrant, assertRoleFitsCompany } from './user-rules.ts';

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

export const userOperations = [
  operation('getUser', {
    permission: { selfOr: 'USER_MANAGEMENT' },
    handler: async ({ db, params: { id }, auth }) => {
      return { data: await userView(db, (await visibleUser(db, auth, id)).user, auth.permissions) };
    },
  }),

  operation('updateUser', {
    permission: { selfOr: 'USER_MANAGEMENT' },
    handler: async ({ db, params: { id }, body, auth, request }) => {
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
      const updated = await saveUserChanges(db, target, changes);
      if (!updated) throw notFound();
      if (isSelf && updated.locale) request.locale = updated.locale;
      return { data: await userView(db, updated, auth.permissions) };
    },
  }),

  operation('createUser', {
    permission: 'USER_MANAGEMENT',
    handler: async ({ db, config, body, locale, auth }) => {
      const values = {
        firstName: requiredText(body.first_name, 'body.first_name', locale),
        lastName: requiredText(body.last_name, 'body.last_name', locale),
        email: body.email.trim(),
        login: body.login.trim(),
      };
      const company = await reachableCompany(db, auth.company, body.company_id);
      if (!company) throw notFound();
      const grant = { roleId: body.role_id, canManageUsers: body.can_manage_users ?? false, canManageExternalClients: body.can_manage_external_clients ?? false };
      await assertMayGrant(db, auth, grant);
      assertRoleFitsCompany(body.role_id, company.kind);
      await assertLoginFree(db, values.login);
      const created = await addUser(db, config, { ...values, ...grant, civility: body.civility ?? null, locale: body.locale ?? 'fr' }, company);
      return { data: await userView(db, created, auth.permissions) };
    },
  }),

  operation('resendSubscriptionLink', {
    permission: 'USER_MANAGEMENT',
    handler: async ({ db, config, params: { id }, auth }) => {
      const { user, company } = await managedUser(db, auth, id);
      if (!user.active) throw new AppError(409, 'user_inactive');
      if (user.subscriptionStatus !== 'pending') throw new AppError(409, 'subscription_active');
      await resendSubscriptionLink(db, config, user, company);
      return { data: { accepted: true as const } };
    },
  }),

  operation('deleteUser', {
    permission: 'USER_MANAGEMENT',
    handler: async ({ db, loginLimiter, params: { id }, body, auth, request }) => {
      if (id === auth.user.id) throw new AppError(422, 'cannot_deactivate_self');
      const { user } = await managedUser(db, auth, id);
      await confirmOwnPassword(request, auth, body.password, loginLimiter);
      await endUserSubscription(db, user.id);
    },
  }),

  operation('listAccountClients', {
    permission: ['USER_MANAGEMENT', 'EXTERNAL_CLIENTS_MANAGEMENT', 'CAN_SWITCH_REF'],
    handler: async ({ db, query, auth }) => {
      return listAccountClientPage(db, auth.company, query);
    },
  }),

  operation('listAccountClientUsers', {
    permission: 'USER_MANAGEMENT',
    handler: async ({ db, params: { id }, query, auth }) => {
      const company = await reachableCompany(db, auth.company, id);
      if (!company) throw notFound();
      return listCompanyUserPage(db, company, query, auth.permissions);
    },
  }),
];
