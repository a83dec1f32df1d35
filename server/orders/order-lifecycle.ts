/**
 * The life cycle of an order as a pure transition table (domain brief §3):
 *
 *   awaiting_confirmation --confirm--> received        (the trading group confirms; no dates are set before)
 *   awaiting_confirmation --reject---> cancelled       (sent back to its author)
 *   received --schedule--> received | accepted         (accepted once manufacture and ex-works dates are set)
 *   accepted --schedule--> accepted | received         (dates moved, or cleared)
 *   accepted --ship------> shipped                     (with a shipping date)
 *   received | accepted --cancel--> cancelled          (with a reason)
 *   received | accepted --reopen--> as its dates say   (status in_progress again: no change; a shipped or cancelled order stays closed)
 *
 * The stage is read from the order's columns: `status` (in_progress,
 * shipped, cancelled), `awaiting_confirmation` and the two dates of
 * acceptance. An order billed directly starts `received`; one billed
 * through a trading group starts `awaiting_confirmation`. Confirmation,
 * the order desk and the ERP all ask this table; a move it does not list is
 * refused with the reason it names (409 invalid_status_transition).
 * A received order may not be shipped: it is accepted first (the ERP may
 * send the dates and the status in one request, dates first).
 */

export const ORDER_STAGES = ['awaiting_confirmation', 'received', 'accepted', 'shipped', 'cancelled'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

export const ORDER_EVENTS = ['confirm', 'reject', 'schedule', 'ship', 'cancel', 'reopen'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** Why a move is refused; each has a sentence in server/i18n/order-texts.ts. */
export const REFUSAL_REASONS = ['awaiting_confirmation', 'not_awaiting', 'not_accepted', 'no_shipping_date', 'shipped', 'cancelled'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** The order's dates once the requested change is applied. */
export interface OrderDates {
  manufactureDate: string | null;
  exWorksDate: string | null;
  shippingDate: string | null;
}

export interface OrderState {
  status: 'in_progress' | 'shipped' | 'cancelled';
  awaitingConfirmation: boolean;
  manufactureDate: string | null;
  exWorksDate: string | null;
}

type Outcome = OrderStage | RefusalReason;
type Target = Outcome | ((dates: OrderDates) => Outcome);

const scheduled = (dates: OrderDates): OrderStage => (dates.manufactureDate !== null && dates.exWorksDate !== null ? 'accepted' : 'received');

const TRANSITIONS: Record<OrderStage, Partial<Record<OrderEvent, Target>>> = {
  awaiting_confirmation: { confirm: scheduled, reject: 'cancelled' },
  received: { schedule: scheduled, ship: 'not_accepted', cancel: 'cancelled', reopen: scheduled },
  accepted: { schedule: scheduled, ship: (dates) => (dates.shippingDate === null ? 'no_shipping_date' : 'shipped'), cancel: 'cancelled', reopen: scheduled },
  shipped: {},
  cancelled: {},
};

/** The refusal of an event a stage does not list. */
const DEFAULT_REFUSAL: Record<OrderStage, RefusalReason> = {
  awaiting_confirmation: 'awaiting_confirmation',
  received: 'not_awaiting',
  accepted: 'not_awaiting',
  shipped: 'shipped',
  cancelled: 'cancelled',
};

export type OrderTransitionResult = { ok: true; to: OrderStage } | { ok: false; reason: RefusalReason };

export function orderStage(order: OrderState): OrderStage {
  if (order.status !== 'in_progress') return order.status;
  if (order.awaitingConfirmation) return 'awaiting_confirmation';
  return scheduled({ manufactureDate: order.manufactureDate, exWorksDate: order.exWorksDate, shippingDate: null });
}

const isStage = (outcome: Outcome): outcome is OrderStage => (ORDER_STAGES as readonly string[]).includes(outcome);

/**
 * @example
 * orderTransition('accepted', 'ship', { manufactureDate: '2026-03-02', exWorksDate: '2026-03-09', shippingDate: '2026-03-10' }) // { ok: true, to: 'shipped' }
 * orderTransition('cancelled', 'ship', dates) // { ok: false, reason: 'cancelled' }
 */
export function orderTransition(from: OrderStage, event: OrderEvent, dates: OrderDates): OrderTransitionResult {
  const target = TRANSITIONS[from][event];
  if (target === undefined) return { ok: false, reason: DEFAULT_REFUSAL[from] };
  const outcome = typeof target === 'function' ? target(dates) : target;
  return isStage(outcome) ? { ok: true, to: outcome } : { ok: false, reason: outcome };
}

/** The order's status in a stage (the stages before shipping are all in_progress). */
export function statusOf(stage: OrderStage): OrderState['status'] {
  return stage === 'shipped' || stage === 'cancelled' ? stage : 'in_progress';
}
