/**
 * The state of the order list (view, filters, sort, page) as it lives in the
 * URL search params, and as it is sent to `listOrders`. The view is the tab:
 * every order, the group's confirmation queue, or the order desk's open
 * orders.
 */
import type { operations } from '../../../openapi/generated/api.ts';
import type { Schemas } from '../../api/types.ts';
import { DEFAULT_PER_PAGE, oneOf, parseCommonListQuery } from '../../lib/list-query.ts';

export type ListOrdersQuery = NonNullable<operations['listOrders']['parameters']['query']>;
export type OrderSort = NonNullable<ListOrdersQuery['sort']>;
export type OrderStatus = Schemas['OrderStatus'];
export type BillingMode = Schemas['BillingMode'];
/** The tab: every order, the group's confirmation queue, the desk's open orders, or the desk's failed messages. */
export type OrderView = 'all' | 'to_confirm' | 'open' | 'messages';

export interface OrderListQuery {
  view: OrderView;
  q: string;
  status: OrderStatus | null;
  familyId: number | null;
  type: BillingMode | null;
  createdFrom: string | null;
  createdTo: string | null;
  sort: OrderSort;
  page: number;
  perPage: number;
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
  const params = new URLSearchParams();
  if (query.view !== 'all') params.set('view', query.view);
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.status) params.set('status', query.status);
  if (query.familyId !== null) params.set('family', String(query.familyId));
  if (query.type) params.set('type', query.type);
  if (query.createdFrom) params.set('from', query.createdFrom);
  if (query.createdTo) params.set('to', query.createdTo);
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(query.perPage));
  return params;
}

/** The query of `listOrders`: the view's own conditions win over the status filter. */
export function listOrdersParams(query: OrderListQuery): ListOrdersQuery {
  const status = query.view === 'open' ? 'in_progress' : query.status;
  return {
    page: query.page,
    per_page: query.perPage,
    sort: query.sort,
    ...(query.view === 'to_confirm' ? { awaiting_confirmation: true } : query.view === 'open' ? { awaiting_confirmation: false } : {}),
    ...(query.q.trim() ? { q: query.q.trim() } : {}),
    ...(status ? { status } : {}),
    ...(query.familyId !== null ? { family_id: query.familyId } : {}),
    ...(query.type ? { type: query.type } : {}),
    ...(query.createdFrom ? { created_from: query.createdFrom } : {}),
    ...(query.createdTo ? { created_to: query.createdTo } : {}),
  };
}

/** True when a filter narrows the list (view, sort and page do not). */
export function hasOrderFilters(query: OrderListQuery): boolean {
  return Boolean(query.q.trim() || query.status || query.familyId !== null || query.type || query.createdFrom || query.createdTo);
}
