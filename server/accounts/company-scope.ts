/**
 * The companies a user's company reaches for user management and the
 * "my companies / my clients / my external clients" lists (contract,
 * listAccountClients): the manufacturer, every company; a trading group,
 * itself, its member installers and their external clients; an installer,
 * itself and its external clients; an external client, itself. A deleted
 * external client (detached from its installer) is reached by nobody.
 */
import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { companies } from '../db/schema.ts';
import { folded, foldedPattern } from '../quotes/quote-list.ts';
import type { Queryable } from '../quotes/quote-repository.ts';
import type { Company } from '../tenancy/clients.ts';

const members = alias(companies, 'member');

/** Not a deleted external client. */
export const attached: SQL = or(ne(companies.kind, 'external'), isNotNull(companies.installerId))!;

export function companyReach(company: Company, db: Queryable | Database): SQL {
  switch (company.kind) {
    case 'manufacturer':
      return attached;
    case 'group': {
      const memberIds = db.select({ id: members.id }).from(members).where(and(eq(members.kind, 'installer'), eq(members.groupId, company.id)));
      return or(
        eq(companies.id, company.id),
        and(eq(companies.kind, 'installer'), eq(companies.groupId, company.id)),
        and(eq(companies.kind, 'external'), inArray(companies.installerId, memberIds)),
      )!;
    }
    case 'installer':
      return or(eq(companies.id, company.id), and(eq(companies.kind, 'external'), eq(companies.installerId, company.id)))!;
    default:
      return eq(companies.id, company.id);
  }
}

/** The company `id` if the caller's company reaches it, else null. */
export async function reachableCompany(db: Queryable | Database, company: Company, id: number): Promise<Company | null> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), companyReach(company, db)))
    .limit(1);
  return row ?? null;
}

/** A company whose name, city or zipcode contains `q` (case and accents aside). */
export function companyMatches(q: string): SQL {
  const pattern = foldedPattern(q);
  return or(
    sql`${folded(companies.name)} like ${pattern}`,
    sql`${folded(sql`coalesce(${companies.city}, '')`)} like ${pattern}`,
    sql`${folded(sql`coalesce(${companies.zipcode}, '')`)} like ${pattern}`,
  )!;
}

/**
 * The number of active users of the company of the row, in a select from
 * `companies`. Written out in full: Drizzle leaves columns unqualified in a
 * single-table select, where `id` inside the subquery would mean the user's.
 */
export const activeUserCount = sql<number>`(select count(*)::int from "users" "active_user" where "active_user"."company_id" = "companies"."id" and "active_user"."active")`;

const COMPANY_SORTS = { name: folded(companies.name), city: folded(sql`coalesce(${companies.city}, '')`), created_at: companies.createdAt } as const;

/** The order of a company list: `sort` by name (`company` in the external clients' list), city or creation, a leading `-` descending; then by id. */
export function companyOrder(sort: string): SQL[] {
  const key = sort.replace(/^-/, '').replace(/^company$/, 'name') as keyof typeof COMPANY_SORTS;
  return [(sort.startsWith('-') ? desc : asc)(COMPANY_SORTS[key]), asc(companies.id)];
}

/** Page, rows per page and offset of a paginated list query (contract: page from 1, 25 rows by default). */
export function pageWindow(query: { page?: number; per_page?: number }) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 25;
  return { page, perPage, offset: (page - 1) * perPage };
}
