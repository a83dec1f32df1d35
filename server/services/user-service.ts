/**
 * Reading and updating one user. PUT /user/{id} is also how a user changes
 * their own language and, with CAN_SWITCH_REF, their reference client.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { companies, roles, users } from '../db/schema.ts';
import { AppError, forbidden, notFound } from '../http/app-error.ts';
import { authOf } from '../http/authenticate.ts';
import { manageableCompanyIds, mayActFor } from '../tenancy/clients.ts';
import { userView } from './account-view.ts';
import type { BodyOf, PathOf, ServiceContext, ServiceHandlers } from './types.ts';

type UserRow = typeof users.$inferSelect;

/** Fields a user may change on their own account without USER_MANAGEMENT. */
const SELF_FIELDS = new Set(['locale', 'client_id']);

async function companyOf(db: Database, user: UserRow) {
  const [company] = await db.select().from(companies).where(eq(companies.id, user.companyId));
  if (!company) throw notFound();
  return company;
}

/** The target user if the caller may see it (itself, or a user it manages); else 404. */
async function visibleUser(db: Database, request: FastifyRequest, id: number): Promise<UserRow> {
  const auth = authOf(request);
  const [target] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!target) throw notFound();
  if (target.id === auth.user.id) return target;
  if (!auth.permissions.includes('USER_MANAGEMENT')) throw notFound();
  const manageable = await manageableCompanyIds(db, await companyOf(db, auth.user));
  if (manageable !== 'all' && !manageable.includes(target.companyId)) throw notFound();
  return target;
}

export function userService({ db }: ServiceContext): ServiceHandlers {
  return {
    async getUser(request) {
      const { id } = request.params as PathOf<'getUser'>;
      return { data: await userView(db, await visibleUser(db, request, id)) };
    },

    async updateUser(request) {
      const auth = authOf(request);
      const { id } = request.params as PathOf<'updateUser'>;
      const body = request.body as BodyOf<'updateUser'>;
      const target = await visibleUser(db, request, id);
      const isSelf = target.id === auth.user.id;
      const adminFields = Object.keys(body).filter((key) => !SELF_FIELDS.has(key));
      if (adminFields.length > 0 && !auth.permissions.includes('USER_MANAGEMENT')) throw forbidden();
      if (isSelf && body.active === false) throw new AppError(422, 'cannot_deactivate_self');
      if (isSelf && body.role_id !== undefined && body.role_id !== target.roleId) throw forbidden(); // nobody re-roles themselves
      // contract (createUser rules): nobody grants a permission it does not hold itself
      if (body.role_id !== undefined && body.role_id !== target.roleId) {
        const [role] = await db.select().from(roles).where(eq(roles.id, body.role_id));
        if (!role || role.permissions.some((p) => !(auth.permissions as string[]).includes(p))) throw forbidden();
      }
      if (body.role_id === 1 && (await companyOf(db, target)).kind !== 'manufacturer') {
        throw new AppError(422, 'role_not_allowed'); // role 1 is the manufacturer's own staff
      }
      if (body.can_manage_users === true && !auth.permissions.includes('USER_MANAGEMENT')) throw forbidden();
      if (body.can_manage_external_clients === true && !auth.permissions.includes('EXTERNAL_CLIENTS_MANAGEMENT')) {
        throw forbidden();
      }

      const changes: Partial<typeof users.$inferInsert> = {};
      if (body.client_id !== undefined) {
        if (!isSelf) throw forbidden();
        if (!auth.permissions.includes('CAN_SWITCH_REF')) throw forbidden();
        if (!(await mayActFor(db, await companyOf(db, auth.user), body.client_id))) throw notFound();
        changes.clientId = body.client_id;
      }
      if (body.login !== undefined) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.login}) = lower(${body.login})`, ne(users.id, target.id)))
          .limit(1);
        if (taken) throw new AppError(409, 'login_taken');
        changes.login = body.login;
      }
      if (body.locale !== undefined) changes.locale = body.locale;
      if (body.civility !== undefined) changes.civility = body.civility;
      if (body.first_name !== undefined) changes.firstName = body.first_name;
      if (body.last_name !== undefined) changes.lastName = body.last_name;
      if (body.email !== undefined) changes.email = body.email;
      if (body.role_id !== undefined) changes.roleId = body.role_id;
      if (body.active !== undefined) changes.active = body.active;
      if (body.can_manage_users !== undefined) changes.canManageUsers = body.can_manage_users;
      if (body.can_manage_external_clients !== undefined) {
        changes.canManageExternalClients = body.can_manage_external_clients;
      }
      const [updated] = await db.update(users).set(changes).where(eq(users.id, target.id)).returning();
      if (!updated) throw notFound();
      if (isSelf && updated.locale) request.locale = updated.locale;
      return { data: await userView(db, updated) };
    },
  };
}
