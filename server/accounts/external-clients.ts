/**
 * External clients: companies of kind `external` attached to an installer
 * (`installer_id`). Reached through that installer: the caller must be able
 * to act for it (tenancy: any other answers 404). A deleted one is detached
 * (`installer_id` null) and so hidden from everyone, its quotes and orders
 * staying with the installer.
 */
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { companies } from '../db/schema.ts';
import { AppError, notFound } from '../http/app-error.ts';
import type { AuthContext } from '../http/request-context.ts';
import { isCountryCode } from '../i18n/countries.ts';
import type { QueryOf } from '../http/operation.ts';
import { mayActFor, type Company } from '../tenancy/clients.ts';
import { activeUserCount, companyMatches, companyOrder, pageWindow } from './company-scope.ts';

export function externalClientView(company: Company, userCount: number) {
  return {
    id: company.id,
    company: company.name,
    address_1: company.address1,
    address_2: company.address2,
    address_3: company.address3,
    address_4: company.address4,
    country_code: company.countryCode,
    zipcode: company.zipcode ?? '',
    city: company.city ?? '',
    phone: company.phone,
    fax: company.fax,
    installer_id: company.installerId!,
    user_count: userCount,
    created_at: company.createdAt.toISOString(),
  };
}

/**
 * The caller of an external-client operation: EXTERNAL_CLIENTS_MANAGEMENT,
 * and not itself an external client's user (an external client's
 * administrator manages its own users, never its installer's account).
 */
export function managesExternalClients(auth: AuthContext): boolean {
  return auth.permissions.includes('EXTERNAL_CLIENTS_MANAGEMENT') && auth.company.kind !== 'external';
}

/**
 * The installer whose external clients are meant: `installerId` when given
 * (one the caller may act for, else 404), else the current reference client
 * (null when that is not an installer).
 */
export async function installerFor(db: Database, auth: AuthContext, installerId: number | undefined): Promise<Company | null> {
  if (installerId === undefined) return auth.client?.kind === 'installer' ? auth.client : null;
  const [installer] = await db.select().from(companies).where(and(eq(companies.id, installerId), eq(companies.kind, 'installer'))).limit(1);
  if (!installer || !(await mayActFor(db, auth.company, installer.id))) throw notFound();
  return installer;
}

/** An external client the caller may manage, with its number of active users; else 404. */
export async function reachableExternalClient(db: Database, auth: AuthContext, id: number): Promise<{ company: Company; userCount: number }> {
  const [row] = await db
    .select({ company: companies, userCount: activeUserCount })
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.kind, 'external'), isNotNull(companies.installerId)))
    .limit(1);
  if (!row || !(await mayActFor(db, auth.company, row.company.installerId!))) throw notFound();
  return row;
}

export function assertCountry(code: string | undefined): void {
  if (code !== undefined && !isCountryCode(code)) throw new AppError(422, 'unknown_country');
}

export async function listExternalClientPage(db: Database, installer: Company | null, query: QueryOf<'listExternalClients'>) {
  const { page, perPage, offset } = pageWindow(query);
  if (!installer) return { data: [], meta: { page, per_page: perPage, total: 0 } };
  const conditions: (SQL | undefined)[] = [eq(companies.kind, 'external'), eq(companies.installerId, installer.id)];
  if (query.q) conditions.push(companyMatches(query.q));
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select({ company: companies, userCount: activeUserCount })
      .from(companies)
      .where(where)
      .orderBy(...companyOrder(query.sort ?? 'company'))
      .limit(perPage)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(companies).where(where),
  ]);
  return { data: rows.map((row) => externalClientView(row.company, row.userCount)), meta: { page, per_page: perPage, total: count?.total ?? 0 } };
}
