/**
 * The users of one company (listAccountClientUsers): searched on login,
 * names and e-mail, filtered by the active flag, sorted and paginated, as
 * the contract's User (the company and the roles read once per page).
 */
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { roles, users } from '../db/schema.ts';
import { folded, foldedPattern } from '../quotes/quote-list.ts';
import type { Permission } from '../auth/permissions.ts';
import { managedUserView } from './account-view.ts';
import type { QueryOf } from '../http/operation.ts';
import type { Company } from '../tenancy/clients.ts';
import { pageWindow } from './company-scope.ts';

const SORT_COLUMNS = {
  last_name: folded(users.lastName),
  login: folded(users.login),
  created_at: users.createdAt,
  last_login_at: users.lastLoginAt,
} as const;

export async function listCompanyUserPage(db: Database, company: Company, query: QueryOf<'listAccountClientUsers'>, callerPermissions: readonly Permission[]) {
  const { page, perPage, offset } = pageWindow(query);
  const conditions: (SQL | undefined)[] = [eq(users.companyId, company.id)];
  if (query.active !== undefined) conditions.push(eq(users.active, query.active));
  if (query.q) {
    const pattern = foldedPattern(query.q);
    conditions.push(
      or(
        sql`${folded(users.login)} like ${pattern}`,
        sql`${folded(users.firstName)} like ${pattern}`,
        sql`${folded(users.lastName)} like ${pattern}`,
        sql`${folded(sql`${users.firstName} || ' ' || ${users.lastName}`)} like ${pattern}`,
        sql`${folded(users.email)} like ${pattern}`,
      ),
    );
  }
  const where = and(...conditions);
  const sort = query.sort ?? 'last_name';
  const direction = sort.startsWith('-') ? desc : asc;
  const column = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const order = column === users.lastLoginAt ? sql`${column} ${direction === desc ? sql`desc nulls last` : sql`asc nulls first`}` : direction(column);
  const [rows, [count], roleRows] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(order, asc(users.firstName), asc(users.id))
      .limit(perPage)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
    db.select().from(roles),
  ]);
  const byId = new Map(roleRows.map((role) => [role.id, role]));
  return {
    data: rows.flatMap((user) => {
      const role = byId.get(user.roleId);
      return role ? [managedUserView(user, company, role, callerPermissions)] : [];
    }),
    meta: { page, per_page: perPage, total: count?.total ?? 0 },
  };
}
