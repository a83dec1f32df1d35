/** The order list's query in the URL and in listOrders, and the stage an order shows. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_QUERY, hasOrderFilters, listOrdersParams, orderListSearch, parseOrderListQuery } from '../../../../src/features/orders/order-list-query.ts';
import { actionsFor } from '../../../../src/features/orders/order-drawer.tsx';
import { orderStage } from '../../../../src/features/orders/order-status.tsx';
import type { Schemas } from '../../../../src/api/types.ts';

describe('order list query', () => {
  it('reads every field from the URL and writes back only what differs from the defaults', () => {
    const search = 'view=to_confirm&status=shipped&type=group&q=Villa&family=3&from=2026-01-01&to=2026-12-31&sort=-shipping_date&page=2&per_page=50';
    const query = parseOrderListQuery(new URLSearchParams(search));
    expect(query).toEqual({ view: 'to_confirm', q: 'Villa', status: 'shipped', familyId: 3, type: 'group', createdFrom: '2026-01-01', createdTo: '2026-12-31', sort: '-shipping_date', page: 2, perPage: 50 });
    expect(orderListSearch(query).toString()).toBe(search);
    expect(orderListSearch(DEFAULT_ORDER_QUERY).toString()).toBe('');
  });

  it('falls back to the defaults on anything unknown or malformed', () => {
    const query = parseOrderListQuery(new URLSearchParams('view=nope&status=lost&type=cash&family=-1&from=2026-13-01&sort=price&page=0&per_page=7'));
    expect(query).toEqual(DEFAULT_ORDER_QUERY);
    expect(hasOrderFilters(query)).toBe(false);
  });

  it('sends the confirmation queue and the open orders as the API filters them', () => {
    expect(listOrdersParams({ ...DEFAULT_ORDER_QUERY, view: 'to_confirm' })).toMatchObject({ awaiting_confirmation: true });
    expect(listOrdersParams({ ...DEFAULT_ORDER_QUERY, view: 'open', status: 'shipped' })).toMatchObject({ awaiting_confirmation: false, status: 'in_progress' });
    expect(listOrdersParams({ ...DEFAULT_ORDER_QUERY, q: '  ' })).toEqual({ page: 1, per_page: 25, sort: '-created_at' });
  });
});

describe('order stage and decisions', () => {
  const order = (values: Partial<Schemas['Order']>) => ({ status: 'in_progress', awaiting_confirmation: false, manufacture_date: null, ex_works_date: null, ...values }) as Schemas['Order'];

  it('reads the stage like the server’s life cycle', () => {
    expect(orderStage(order({ awaiting_confirmation: true }))).toBe('awaiting_confirmation');
    expect(orderStage(order({}))).toBe('received');
    expect(orderStage(order({ manufacture_date: '2026-03-02', ex_works_date: '2026-03-09' }))).toBe('accepted');
    expect(orderStage(order({ status: 'cancelled', awaiting_confirmation: true }))).toBe('cancelled');
  });

  it('offers the group its decision, the desk its changes, and nothing on a closed order', () => {
    expect(actionsFor(order({ awaiting_confirmation: true }), true, true)).toEqual(['confirm', 'reject']);
    expect(actionsFor(order({ awaiting_confirmation: true }), false, true)).toEqual([]);
    expect(actionsFor(order({}), true, true)).toEqual(['accept', 'cancel']);
    expect(actionsFor(order({ manufacture_date: '2026-03-02', ex_works_date: '2026-03-09' }), false, true)).toEqual(['ship', 'accept', 'cancel']);
    expect(actionsFor(order({}), true, false)).toEqual([]);
    expect(actionsFor(order({ status: 'shipped' }), true, true)).toEqual([]);
  });
});
