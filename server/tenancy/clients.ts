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
  const scope =
    company.kind === 'manufacturer'
      ? inArray(companies.kind, ['installer', 'group'])
      : company.kind === 'group'
        ? or(eq(companies.id, company.id), and(eq(companies.kind, 'installer'), eq(companies.groupId, company.id)))
        : eq(companies.id, defaultClientId(company) ?? -1);
  const rows = await db
    .select({ id: companies.id, name: companies.name, city: companies.city })
    .from(companies)
    .where(and(matches, scope))
    .orderBy(sql`case when ${companies.id} = ${clientNumber} then 0 when ${companies.name} ilike ${`${escaped}%`} then 1 else 2 end`, asc(companies.name))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, company: row.city ? `${row.name} (${row.city})` : row.name }));
}

/** Whether the user's company may act for the client company `clientId`. */
export async function mayActFor(db: Database, company: Company, clientId: number): Promise<boolean> {
  const [client] = await db.select().from(companies).where(eq(companies.id, clientId)).limit(1);
  if (!client || (client.kind !== 'installer' && client.kind !== 'group')) return false;
  if (company.kind === 'manufacturer') return true;
  if (company.kind === 'group') return client.id === company.id || client.groupId === company.id;
  return client.id === defaultClientId(company);
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
