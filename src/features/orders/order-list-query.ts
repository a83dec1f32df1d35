/**
 * The state of the order list (view, filters, sort, page) as it lives in the
 * URL search params, and as it is sent to `listOrders`. The view is the tab:
 * every order, the group's confirmation queue, or the order desk's open
 * orders.
 */
import type { operations } from '../../../openapi/generated/api.ts';
import type { Schemas } from '../../api/types.ts';
import { type CommonListQuery, DEFAULT_PER_PAGE, listParams, listSearch, oneOf, parseCommonListQuery } from '../../lib/list-query.ts';

export type ListOrdersQuery = NonNullable<operations['listOrders']['parameters']['query']>;
export type OrderSort = NonNullable<ListOrdersQuery['sort']>;
export type OrderStatus = Schemas['OrderStatus'];
export type BillingMode = Schemas['BillingMode'];
/** The tab: every order, the group's confirmation queue, the desk's open orders, or the desk's failed messages. */
export type OrderView = 'all' | 'to_confirm' | 'open' | 'messages';

export interface OrderListQuery extends CommonListQuery {
  view: OrderView;
  status: OrderStatus | null;
  type: BillingMode | null;
  sort: OrderSort;
}

export const ORDER_STATUSES: readonly OrderStatus[] = ['in_progress', 'shipped', 'cancelled'];
export const BILLING_MODES: readonly BillingMode[] = ['group', 'direct'];
const VIEWS: readonly OrderView[] = ['all', 'to_confirm', 'open', 'messages'];
export const DEFAULT_SORT: OrderSort = '-created_at';
const SORTS: readonly OrderSort[] = [
  'created_at', '-created_at', 'number', '-number', 'requested_delivery_date', '-requested_delivery_date',
  'manufacture_date', '-manufacture_date', 'shipping_date', '-shipping_date', 'ex_works_date', '-ex_works_date', 'status', '-status',
];

export const DEFAULT_ORDER_QUERY: OrderListQuery = {
  view: 'all', q: '', status: null, familyId: null, type: null, createdFrom: null, createdTo: null, sort: DEFAULT_SORT, page: 1, perPage: DEFAULT_PER_PAGE,
};

export function parseOrderListQuery(params: URLSearchParams): OrderListQuery {
  return {
    ...parseCommonListQuery(params),
    view: oneOf(params.get('view'), VIEWS) ?? 'all',
    status: oneOf(params.get('status'), ORDER_STATUSES),
    type: oneOf(params.get('type'), BILLING_MODES),
    sort: oneOf(params.get('sort'), SORTS) ?? DEFAULT_SORT,
  };
}

/** The URL search params of a query; defaults are left out. */
export function orderListSearch(query: OrderListQuery): URLSearchParams {
  return listSearch(query, DEFAULT_SORT, { view: query.view === 'all' ? null : query.view, status: query.status, type: query.type });
}

/** The query of `listOrders`: the view's own conditions win over the status filter. */
export function listOrdersParams(query: OrderListQuery): ListOrdersQuery {
  const status = query.view === 'open' ? 'in_progress' : query.status;
  return {
    ...listParams(query),
    ...(query.view === 'to_confirm' ? { awaiting_confirmation: true } : query.view === 'open' ? { awaiting_confirmation: false } : {}),
    ...(status ? { status } : {}),
    ...(query.type ? { type: query.type } : {}),
  };
}

/** True when a filter narrows the list (view, sort and page do not). */
export function hasOrderFilters(query: OrderListQuery): boolean {
  return Boolean(query.q.trim() || query.status || query.familyId !== null || query.type || query.createdFrom || query.createdTo);
}
