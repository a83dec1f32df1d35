/**
 * Which client companies (installers and trading groups) a user may act for.
 * Tenancy rule: a resource of a client the caller may not act for is answered
 * as not found.
 */
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { companies } from '../db/schema.ts';

export type Company = typeof companies.$inferSelect;

/** A user's default reference client: its own company, or for an external client the installer it quotes under. */
export function defaultClientId(company: Company): number | null {
  if (company.kind === 'external') return company.installerId;
  if (company.kind === 'manufacturer') return null;
  return company.id;
}

/**
 * The client companies (installers and trading groups) a company may act for:
 * the manufacturer, every one; a trading group, itself and its member
 * installers; anyone else, its own reference client only.
 */
function clientScope(company: Company) {
  if (company.kind === 'manufacturer') return inArray(companies.kind, ['installer', 'group']);
  if (company.kind === 'group') {
    return or(eq(companies.id, company.id), and(eq(companies.kind, 'installer'), eq(companies.groupId, company.id)));
  }
  return eq(companies.id, defaultClientId(company) ?? -1);
}

/**
 * The client companies the user's company may switch to that match `q` by
 * name, zipcode, city or client number; names starting with `q` first, then
 * the other matches, each group by name. At most `limit`.
 */
export async function searchAllowedClients(db: Database, company: Company, q: string, limit: number) {
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const contains = `%${escaped}%`;
  const clientNumber = /^\d{1,9}$/.test(q) ? Number(q) : -1;
  const matches = or(
    ilike(companies.name, contains),
    ilike(companies.city, contains),
    ilike(companies.zipcode, `${escaped}%`),
    eq(companies.id, clientNumber),
  );
  const rows = await db
    .select({ id: companies.id, name: companies.name, city: companies.city })
    .from(companies)
    .where(and(matches, clientScope(company)))
    .orderBy(sql`case when ${companies.id} = ${clientNumber} then 0 when ${companies.name} ilike ${`${escaped}%`} then 1 else 2 end`, asc(companies.name))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, company: row.city ? `${row.name} (${row.city})` : row.name }));
}

/** Whether the user's company may act for the client company `clientId`. */
export async function mayActFor(db: Database, company: Company, clientId: number): Promise<boolean> {
  const [client] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, clientId), clientScope(company)))
    .limit(1);
  return client !== undefined;
}

/** The companies whose users the user's company may manage. */
export async function manageableCompanyIds(db: Database, company: Company): Promise<number[] | 'all'> {
  if (company.kind === 'manufacturer') return 'all';
  if (company.kind === 'external') return [company.id];
  const members =
    company.kind === 'group'
      ? await db.select({ id: companies.id }).from(companies).where(eq(companies.groupId, company.id))
      : [];
  const installerIds = company.kind === 'group' ? members.map((m) => m.id) : [company.id];
  const externals = installerIds.length
    ? await db.select({ id: companies.id }).from(companies).where(inArray(companies.installerId, installerIds))
    : [];
  return [...new Set([company.id, ...installerIds, ...externals.map((e) => e.id)])];
}
