/**
 * A trading group's decision on an order awaiting its confirmation
 * (confirmQuote): confirmed, the quote becomes `ordered` and the order goes
 * to the order desk; sent back, the order is cancelled and kept, and the
 * quote is a draft again with the group's reason for its author. The quote
 * and its order are locked, both life cycles asked, both rows written and the
 * timeline event recorded in one transaction.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Locale } from '../../engine/index.ts';
import type { Database } from '../db/client.ts';
import { orders, quotes } from '../db/schema.ts';
import { AppError, notFound } from '../http/app-error.ts';
import { quoteTransition } from '../quotes/quote-lifecycle.ts';
import { lockQuoteById, type QuoteRecord, type Transaction } from '../quotes/quote-repository.ts';
import type { Caller } from '../quotes/quote-scope.ts';
import type { BodyOf } from '../http/operation.ts';
import { orderStage } from './order-lifecycle.ts';
import { insertOrderEvent } from './order-repository.ts';
import { requiredReason, transitionOrThrow } from './order-update.ts';

export interface Decided {
  quote: QuoteRecord;
  orderId: number;
}

/**
 * The quote with its row lock if the caller confirms for its billed group
 * (a trading group's administrator for its own group; the manufacturer's
 * staff for any), else 404 as for a missing quote.
 */
async function lockConfirmable(tx: Transaction, caller: Caller, companyKind: string, id: number): Promise<QuoteRecord> {
  const record = await lockQuoteById(tx, id);
  if (!record) throw notFound();
  const ownGroup = record.quote.billing === 'group' && record.quote.billingClientId === caller.companyId;
  if (!ownGroup && companyKind !== 'manufacturer') throw notFound();
  return record;
}

/** The trading group's decision on quote `id`, in one transaction (the use case confirmQuote calls). */
export function confirmOrder(db: Database, caller: Caller & { companyKind: string }, id: number, body: BodyOf<'confirmQuote'>, locale: Locale): Promise<Decided> {
  return db.transaction((tx) => decideConfirmation(tx, caller, id, body, locale));
}

async function decideConfirmation(
  tx: Transaction,
  caller: Caller & { companyKind: string },
  id: number,
  body: BodyOf<'confirmQuote'>,
  locale: Locale,
): Promise<Decided> {
  const record = await lockConfirmable(tx, caller, caller.companyKind, id);
  const quoteMove = quoteTransition(record.quote.state, body.decision, { billing: record.quote.billing });
  if (!quoteMove.ok) throw new AppError(409, quoteMove.error);
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.quoteId, id), ne(orders.status, 'cancelled')))
    .for('update');
  if (!order) throw new AppError(409, 'quote_not_pending');
  const dates = { manufactureDate: order.manufactureDate, exWorksDate: order.exWorksDate, shippingDate: order.shippingDate };
  transitionOrThrow(orderStage(order), body.decision, dates, locale);
  const reason = body.decision === 'reject' ? requiredReason(body.reason) : null;

  const now = new Date();
  await tx
    .update(orders)
    .set(body.decision === 'confirm' ? { awaitingConfirmation: false, confirmedAt: now, updatedAt: now } : { awaitingConfirmation: false, status: 'cancelled', updatedAt: now })
    .where(eq(orders.id, order.id));
  const quoteChanges =
    body.decision === 'confirm'
      ? { state: quoteMove.to, updatedAt: now }
      : { state: quoteMove.to, rejectionReason: reason, orderId: null, validatedAt: null, updatedAt: now };
  const [quote] = await tx
    .update(quotes)
    .set({ ...quoteChanges, version: record.quote.version + 1 })
    .where(eq(quotes.id, id))
    .returning();
  await insertOrderEvent(tx, {
    orderId: order.id,
    kind: body.decision === 'confirm' ? 'confirmed' : 'rejected',
    fromValue: 'awaiting_confirmation',
    toValue: body.decision === 'confirm' ? 'confirmed' : 'rejected',
    reason,
    userId: caller.userId,
    locale,
  });
  return { quote: { ...record, quote: quote! }, orderId: order.id };
}
