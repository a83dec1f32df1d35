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
import { and, eq, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Permission } from '../auth/permissions.ts';
import { companies, quotes } from '../db/schema.ts';

export interface Caller {
  userId: number;
  companyId: number;
  /** The current reference client; null for staff who have not chosen one. */
  clientId: number | null;
  permissions: readonly Permission[];
}

/** The values the scope reads: numbers, or placeholders of a prepared query. */
export interface ScopeValues {
  companyId: number | Placeholder;
  /** -1 when the caller has no reference client. */
  clientId: number | Placeholder;
  canConfirm: boolean;
}

export function scopeValues(caller: Caller): ScopeValues {
  return { companyId: caller.companyId, clientId: caller.clientId ?? -1, canConfirm: caller.permissions.includes('ORDER_CONFIRM') };
}

export function quoteScope({ companyId, clientId, canConfirm }: ScopeValues): SQL {
  const isExternalCaller = sql`exists (select 1 from ${companies} where ${companies.id} = ${companyId} and ${companies.kind} = 'external')`;
  const ownClient = and(eq(quotes.clientId, clientId), or(eq(quotes.externalCompanyId, companyId), sql`not ${isExternalCaller}`))!;
  if (!canConfirm) return ownClient;
  return or(ownClient, and(eq(quotes.billingClientId, companyId), ne(quotes.state, 'draft')))!;
}
