/** The order life cycle's table: every stage with every event, with and without the dates that matter. */
import { describe, expect, it } from 'vitest';
import {
  ORDER_EVENTS,
  ORDER_STAGES,
  orderStage,
  orderTransition,
  statusOf,
  type OrderDates,
  type OrderEvent,
  type OrderStage,
} from '../../../server/orders/order-lifecycle.ts';

const NONE: OrderDates = { manufactureDate: null, exWorksDate: null, shippingDate: null };
const ACCEPTED: OrderDates = { manufactureDate: '2026-03-02', exWorksDate: '2026-03-09', shippingDate: null };
const SHIPPABLE: OrderDates = { ...ACCEPTED, shippingDate: '2026-03-10' };

/** The outcome with no dates, with both acceptance dates, and with a shipping date too. */
const expected: Record<OrderStage, Record<OrderEvent, [string, string, string]>> = {
  awaiting_confirmation: {
    confirm: ['received', 'accepted', 'accepted'],
    reject: ['cancelled', 'cancelled', 'cancelled'],
    schedule: ['!awaiting_confirmation', '!awaiting_confirmation', '!awaiting_confirmation'],
    ship: ['!awaiting_confirmation', '!awaiting_confirmation', '!awaiting_confirmation'],
    cancel: ['!awaiting_confirmation', '!awaiting_confirmation', '!awaiting_confirmation'],
    reopen: ['!awaiting_confirmation', '!awaiting_confirmation', '!awaiting_confirmation'],
  },
  received: {
    confirm: ['!not_awaiting', '!not_awaiting', '!not_awaiting'],
    reject: ['!not_awaiting', '!not_awaiting', '!not_awaiting'],
    schedule: ['received', 'accepted', 'accepted'],
    ship: ['!not_accepted', '!not_accepted', '!not_accepted'],
    cancel: ['cancelled', 'cancelled', 'cancelled'],
    reopen: ['received', 'accepted', 'accepted'],
  },
  accepted: {
    confirm: ['!not_awaiting', '!not_awaiting', '!not_awaiting'],
    reject: ['!not_awaiting', '!not_awaiting', '!not_awaiting'],
    schedule: ['received', 'accepted', 'accepted'],
    ship: ['!no_shipping_date', '!no_shipping_date', 'shipped'],
    cancel: ['cancelled', 'cancelled', 'cancelled'],
    reopen: ['received', 'accepted', 'accepted'],
  },
  shipped: Object.fromEntries(ORDER_EVENTS.map((event) => [event, ['!shipped', '!shipped', '!shipped']])) as Record<OrderEvent, [string, string, string]>,
  cancelled: Object.fromEntries(ORDER_EVENTS.map((event) => [event, ['!cancelled', '!cancelled', '!cancelled']])) as Record<OrderEvent, [string, string, string]>,
};

describe('orderTransition', () => {
  for (const from of ORDER_STAGES) {
    for (const event of ORDER_EVENTS) {
      [NONE, ACCEPTED, SHIPPABLE].forEach((dates, index) => {
        const outcome = expected[from][event][index]!;
        it(`${from} --${event}--> ${outcome} (${['no dates', 'accepted dates', 'shipping date'][index]})`, () => {
          const result = orderTransition(from, event, dates);
          if (outcome.startsWith('!')) expect(result).toEqual({ ok: false, reason: outcome.slice(1) });
          else expect(result).toEqual({ ok: true, to: outcome });
        });
      });
    }
  }

  it('covers every stage and event of the table', () => {
    expect(Object.keys(expected).sort()).toEqual([...ORDER_STAGES].sort());
    for (const stage of ORDER_STAGES) expect(Object.keys(expected[stage]).sort()).toEqual([...ORDER_EVENTS].sort());
  });

  it('refuses every move out of a closed order, and shipping a cancelled one says it is cancelled', () => {
    for (const closed of ['shipped', 'cancelled'] as const) {
      for (const event of ORDER_EVENTS) expect(orderTransition(closed, event, SHIPPABLE).ok).toBe(false);
    }
    expect(orderTransition('cancelled', 'ship', SHIPPABLE)).toEqual({ ok: false, reason: 'cancelled' });
  });

  it('never reaches a stage the order cannot be read back in', () => {
    for (const from of ORDER_STAGES) {
      for (const event of ORDER_EVENTS) {
        for (const dates of [NONE, ACCEPTED, SHIPPABLE]) {
          const result = orderTransition(from, event, dates);
          if (!result.ok || result.to === 'awaiting_confirmation') continue;
          const state = { status: statusOf(result.to), awaitingConfirmation: false, manufactureDate: dates.manufactureDate, exWorksDate: dates.exWorksDate };
          expect(orderStage(state)).toBe(result.to);
        }
      }
    }
  });
});

describe('orderStage', () => {
  it('reads the stage from the status, the confirmation flag and the acceptance dates', () => {
    const base = { status: 'in_progress' as const, awaitingConfirmation: false, manufactureDate: null, exWorksDate: null };
    expect(orderStage({ ...base, awaitingConfirmation: true })).toBe('awaiting_confirmation');
    expect(orderStage(base)).toBe('received');
    expect(orderStage({ ...base, manufactureDate: '2026-03-02' })).toBe('received');
    expect(orderStage({ ...base, manufactureDate: '2026-03-02', exWorksDate: '2026-03-09' })).toBe('accepted');
    expect(orderStage({ ...base, status: 'shipped' })).toBe('shipped');
    expect(orderStage({ ...base, status: 'cancelled', awaitingConfirmation: true })).toBe('cancelled');
  });
});
