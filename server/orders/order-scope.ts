/**
 * Which orders a caller may see: one SQL condition (tenancy rule: any other
 * order answers 404, exactly like a missing one).
 *
 * - the orders of the caller's current reference client; an external
 *   client's user sees only those of its own external company, the
 *   installer's own users see those too (as with quotes);
 * - with ORDER_CONFIRM, also the orders billed through the caller's own
 *   company (a trading group's installers' orders);
 * - with ORDER_DESK (the manufacturer's order desk) or ORDER_SYNC (the
 *   ERP's service account), every order.
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { companies, orders } from '../db/schema.ts';
import type { Caller } from '../quotes/quote-scope.ts';

/** The order desk and the ERP: every order, and the right to change it (updateOrder). */
export const seesEveryOrder = (caller: Pick<Caller, 'permissions'>) => caller.permissions.includes('ORDER_DESK') || caller.permissions.includes('ORDER_SYNC');

export function orderScope(caller: Caller): SQL {
  if (seesEveryOrder(caller)) return sql`true`;
  const isExternalCaller = sql`exists (select 1 from ${companies} where ${companies.id} = ${caller.companyId} and ${companies.kind} = 'external')`;
  const ownClient = and(eq(orders.clientId, caller.clientId ?? -1), or(eq(orders.externalCompanyId, caller.companyId), sql`not ${isExternalCaller}`))!;
  if (!caller.permissions.includes('ORDER_CONFIRM')) return ownClient;
  return or(ownClient, eq(orders.billingClientId, caller.companyId))!;
}

