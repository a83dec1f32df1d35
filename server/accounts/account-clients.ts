/**
 * The companies of the user-management screens (listAccountClients): those
 * the caller's company reaches (company-scope.ts), narrowed by kind and a
 * search on name, city and zipcode, sorted and paginated, each with its
 * trading group or installer and its number of active users.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { companies } from '../db/schema.ts';
import { companySummary } from './account-view.ts';
import type { QueryOf } from '../http/operation.ts';
import type { Company } from '../tenancy/clients.ts';
import { activeUserCount, companyMatches, companyOrder, companyReach, pageWindow } from './company-scope.ts';

const groups = alias(companies, 'group_company');
const installers = alias(companies, 'installer_company');

export async function listAccountClientPage(db: Database, caller: Company, query: QueryOf<'listAccountClients'>) {
  const { page, perPage, offset } = pageWindow(query);
  const conditions: (SQL | undefined)[] = [companyReach(caller, db)];
  if (query.kind) conditions.push(eq(companies.kind, query.kind));
  if (query.q) conditions.push(companyMatches(query.q));
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select({ company: companies, group: groups, installer: installers, userCount: activeUserCount })
      .from(companies)
      .leftJoin(groups, eq(groups.id, companies.groupId))
      .leftJoin(installers, eq(installers.id, companies.installerId))
      .where(where)
      .orderBy(...companyOrder(query.sort ?? 'name'))
      .limit(perPage)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(companies).where(where),
  ]);
  return {
    data: rows.map(({ company, group, installer, userCount }) => ({
      ...companySummary(company),
      city: company.city,
      zipcode: company.zipcode,
      group: group ? companySummary(group) : null,
      installer: installer ? companySummary(installer) : null,
      user_count: userCount,
    })),
    meta: { page, per_page: perPage, total: count?.total ?? 0 },
  };
}
