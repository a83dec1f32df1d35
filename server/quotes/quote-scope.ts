/**
 * Which quotes a caller may see: one SQL condition (tenancy rule: any other
 * quote answers 404, exactly like a missing one).
 *
 * - the quotes of the caller's current reference client; an external
 *   client's user sees only those of its own external company, the
 *   installer's own users see those too;
 * - with ORDER_CONFIRM, also the quotes billed through the caller's trading
 *   group from `pending_confirmation` on (the group's confirmation queue).
 */
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Permission } from '../auth/permissions.ts';
import { companies, quotes } from '../db/schema.ts';

export interface Caller {
  userId: number;
  companyId: number;
  /** The current reference client; null for staff who have not chosen one. */
  clientId: number | null;
  permissions: readonly Permission[];
}

export function quoteScope(caller: Caller): SQL {
  const isExternalCaller = sql`exists (select 1 from ${companies} where ${companies.id} = ${caller.companyId} and ${companies.kind} = 'external')`;
  const ownClient = and(
    eq(quotes.clientId, caller.clientId ?? -1),
    or(eq(quotes.externalCompanyId, caller.companyId), sql`not ${isExternalCaller}`),
  )!;
  if (!caller.permissions.includes('ORDER_CONFIRM')) return ownClient;
  return or(ownClient, and(eq(quotes.billingClientId, caller.companyId), ne(quotes.state, 'draft')))!;
}
