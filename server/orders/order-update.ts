/**
 * The order desk's change of an order (updateOrder, also the ERP's): dates
 * and status through the order life cycle, in one transaction with one
 * timeline event per changed field (dates first, then the status), under
 * the order's row lock.
 */
import { eq } from 'drizzle-orm';
import type { Locale } from '../../engine/index.ts';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { ERROR_MESSAGES } from '../i18n/messages.ts';
import { REFUSAL_REASONS } from '../i18n/order-texts.ts';
import { text } from '../i18n/text.ts';
import type { Transaction } from '../quotes/quote-repository.ts';
import type { Caller } from '../quotes/quote-scope.ts';
import type { BodyOf } from '../http/operation.ts';
import { orderStage, orderTransition, type OrderDates, type OrderEvent, type OrderStage } from './order-lifecycle.ts';
import { insertOrderEvent, lockVisibleOrder, type OrderRow } from './order-repository.ts';

const DATE_FIELDS = [
  ['manufacture_date', 'manufactureDate'],
  ['ex_works_date', 'exWorksDate'],
  ['shipping_date', 'shippingDate'],
  ['requested_delivery_date', 'requestedDeliveryDate'],
] as const;

type DateColumn = (typeof DATE_FIELDS)[number][1];

const STATUS_EVENTS: Record<OrderRow['status'], OrderEvent> = { in_progress: 'reopen', shipped: 'ship', cancelled: 'cancel' };

/** 409 invalid_status_transition with the life cycle's reason in the caller's language, unless the move is allowed. */
export function transitionOrThrow(from: OrderStage, event: OrderEvent, dates: OrderDates, locale: Locale): OrderStage {
  const result = orderTransition(from, event, dates);
  if (!result.ok) throw new AppError(409, 'invalid_status_transition', { params: { reason: text(REFUSAL_REASONS, result.reason, locale) } });
  return result.to;
}

/** A reason with its blanks trimmed; 422 reason_required when it says nothing. */
export function requiredReason(reason: string | undefined): string {
  const trimmed = reason?.trim() ?? '';
  if (trimmed === '') throw new AppError(422, 'reason_required');
  return trimmed;
}

/** How far ahead of today an order's date may be set. */
export const ORDER_DATE_HORIZON_YEARS = 2;

const day = (date: Date) => date.toISOString().slice(0, 10);
const shown = (isoDay: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

/**
 * 422 date_out_of_range, one detail per field, when a date changed is before
 * the order was placed or more than ORDER_DATE_HORIZON_YEARS ahead: a typing
 * slip (02/01/2020 for 02/01/2027) is refused before it is e-mailed to the
 * client. Dates left as they were are not judged again.
 */
function assertDatesInRange(order: OrderRow, changed: ReadonlyArray<readonly [string, string | null]>, locale: Locale, now = new Date()): void {
  const min = day(order.createdAt);
  const horizon = new Date(now);
  horizon.setUTCFullYear(horizon.getUTCFullYear() + ORDER_DATE_HORIZON_YEARS);
  const max = day(horizon);
  const params = { min: shown(min, locale), max: shown(max, locale) };
  const outside = changed.filter(([, value]) => value !== null && (value < min || value > max));
  if (outside.length === 0) return;
  throw new AppError(422, 'date_out_of_range', {
    params,
    details: outside.map(([field]) => ({ path: `body.${field}`, code: 'date_out_of_range', message: text(ERROR_MESSAGES, 'date_out_of_range', locale, params) })),
  });
}

/** Today at the manufacturer's (Europe/Paris), as `YYYY-MM-DD`. */
export const manufacturerToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);

/**
 * 422 shipping_date_in_future when the shipping date set is after today: an
 * order is marked as shipped once it has left (its client is told at once
 * that it has), so a shipping date to come is a slip or a plan, and the
 * ex-works date is the plan (issue 30, item 4: 12/12/2026 on 29/11/2026).
 */
function assertShippedAlready(shippingDate: string | null | undefined, locale: Locale, now = new Date()): void {
  if (shippingDate === null || shippingDate === undefined) return;
  const today = manufacturerToday(now);
  if (shippingDate <= today) return;
  const params = { date: shown(shippingDate, locale), today: shown(today, locale) };
  throw new AppError(422, 'shipping_date_in_future', {
    params,
    details: [{ path: 'body.shipping_date', code: 'shipping_date_in_future', message: text(ERROR_MESSAGES, 'shipping_date_in_future', locale, params) }],
  });
}

/** Checks manufacture <= ex works <= shipping among the dates that are set. */
function assertDateOrder(dates: OrderDates): void {
  const set = [dates.manufactureDate, dates.exWorksDate, dates.shippingDate].filter((date): date is string => date !== null);
  if (set.some((date, index) => index > 0 && date < set[index - 1]!)) throw new AppError(422, 'invalid_dates');
}

/** The order desk's change of order `id`, in one transaction (the use case updateOrder calls). */
export function updateOrder(db: Database, caller: Caller, id: number, body: BodyOf<'updateOrder'>, locale: Locale): Promise<void> {
  return db.transaction((tx) => applyOrderUpdate(tx, caller, id, body, locale));
}

async function applyOrderUpdate(tx: Transaction, caller: Caller, id: number, body: BodyOf<'updateOrder'>, locale: Locale): Promise<void> {
  const order = await lockVisibleOrder(tx, caller, id);
  const changedDates = DATE_FIELDS.filter(([field, column]) => body[field] !== undefined && body[field] !== order[column]);
  const next = { ...order };
  for (const [field, column] of changedDates) next[column] = body[field] ?? null;
  const dates: OrderDates = { manufactureDate: next.manufactureDate, exWorksDate: next.exWorksDate, shippingDate: next.shippingDate };
  assertDatesInRange(order, changedDates.map(([field, column]) => [field, next[column]] as const), locale);

  const stage = orderStage(order);
  const scheduled = changedDates.length > 0 ? transitionOrThrow(stage, 'schedule', dates, locale) : stage;
  // the same status again is no change (an ERP may repeat itself)
  const statusChanges = body.status !== undefined && body.status !== order.status;
  if (statusChanges) transitionOrThrow(scheduled, STATUS_EVENTS[body.status!], dates, locale);
  const reason = body.status === 'cancelled' && statusChanges ? requiredReason(body.reason) : (body.reason?.trim() || null);
  assertDateOrder(dates);
  if (changedDates.some(([field]) => field === 'shipping_date')) assertShippedAlready(next.shippingDate, locale);
  if (changedDates.length === 0 && !statusChanges) return;

  const changes: Partial<Record<DateColumn, string | null>> = Object.fromEntries(changedDates.map(([, column]) => [column, next[column]]));
  await tx
    .update(orders)
    .set({ ...changes, ...(statusChanges ? { status: body.status } : {}), updatedAt: new Date() })
    .where(eq(orders.id, id));
  const event = { orderId: id, userId: caller.userId, locale, reason };
  for (const [field, column] of changedDates) {
    await insertOrderEvent(tx, { ...event, kind: field, fromValue: order[column], toValue: next[column] });
  }
  if (statusChanges) await insertOrderEvent(tx, { ...event, kind: 'status', fromValue: order.status, toValue: body.status! });
}
