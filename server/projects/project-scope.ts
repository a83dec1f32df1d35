/**
 * Which pool projects a caller may see, and change: one SQL condition each,
 * the quotes' tenancy (server/quotes/quote-scope.ts). Any other project
 * answers 404, exactly like a missing one.
 *
 * - seen and changed: the projects of the caller's current reference client;
 *   an external client's user only those of its own external company (the
 *   installer's own users see those too);
 * - seen only, with ORDER_CONFIRM: a member installer's project holding a
 *   quote the caller sees through its group (billed through it, from
 *   pending confirmation on).
 */
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { companies, projects, quotes } from '../db/schema.ts';
import type { Caller } from '../quotes/quote-scope.ts';

/** The projects the caller may change (and see). */
export function ownProjectScope(caller: Caller): SQL {
  const isExternalCaller = sql`exists (select 1 from ${companies} where ${companies.id} = ${caller.companyId} and ${companies.kind} = 'external')`;
  return and(eq(projects.clientId, caller.clientId ?? -1), or(eq(projects.externalCompanyId, caller.companyId), sql`not ${isExternalCaller}`))!;
}

/** The projects the caller may see. */
export function projectScope(caller: Caller): SQL {
  const own = ownProjectScope(caller);
  if (!caller.permissions.includes('ORDER_CONFIRM')) return own;
  const throughGroup = sql`exists (select 1 from ${quotes} where ${quotes.projectId} = ${projects.id} and ${and(eq(quotes.billingClientId, caller.companyId), ne(quotes.state, 'draft'))})`;
  return or(own, throughGroup)!;
}
