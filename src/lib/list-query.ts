/**
 * What the server-paginated lists (my quotes, my orders, my pool projects)
 * share: reading their query from the URL safely, writing it back to the
 * URL, sending it to the API (listQuotes, listOrders, listProjects), and how
 * a change moves the page. Each list's own module adds only its own filters
 * (a quote's state; an order's view, status and billing type) and sorts.
 */

/** The page sizes a list offers, and its default. */
export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PER_PAGE = 25;
/** The server's bounds of `q` and `page`. */
export const Q_MAX_LENGTH = 100;
export const PAGE_MAX = 100_000;

/** A `YYYY-MM-DD` day that exists. */
export const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** A whole number from 1 to `max`, else null. */
export function positiveInt(value: string | null, max: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

/** One of `allowed`, else null. */
export const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null => (allowed.includes(value as T) ? (value as T) : null);

/** The page size of a URL, if it is one of the offered ones. */
export function perPageOf(params: URLSearchParams): number {
  const perPage = positiveInt(params.get('per_page'), 100);
  return perPage && (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE;
}

/** The fields every list's query has: text, page and page size. */
export interface SearchListQuery {
  q: string;
  page: number;
  perPage: number;
}

/** The fields the lists of quotes and orders add: product family and creation dates. */
export interface CommonListQuery extends SearchListQuery {
  familyId: number | null;
  /** `YYYY-MM-DD`, inclusive. */
  createdFrom: string | null;
  createdTo: string | null;
}

/** Text, page and page size as every list reads them from its URL. */
export function parseSearchListQuery(params: URLSearchParams): SearchListQuery {
  return {
    q: (params.get('q') ?? '').slice(0, Q_MAX_LENGTH),
    page: positiveInt(params.get('page'), PAGE_MAX) ?? 1,
    perPage: perPageOf(params),
  };
}

/** The fields the lists of quotes and orders read alike from their URL: text, product family, creation dates, page and page size. */
export function parseCommonListQuery(params: URLSearchParams): CommonListQuery {
  return {
    ...parseSearchListQuery(params),
    familyId: positiveInt(params.get('family'), 2_147_483_647),
    createdFrom: isDate(params.get('from')) ? params.get('from') : null,
    createdTo: isDate(params.get('to')) ? params.get('to') : null,
  };
}

/** A list's query as listSearch and listParams take it: the family and dates only for the lists that have them. */
type ListQueryOf<S extends string> = SearchListQuery & Partial<Pick<CommonListQuery, 'familyId' | 'createdFrom' | 'createdTo'>> & { sort: S };

/**
 * The query after a change: a change of filter or page size goes back to
 * page 1, a change of page alone keeps the rest.
 */
export function changeQuery<Q extends { page: number; perPage: number }>(query: Q, change: Partial<Q>): Q {
  const next = { ...query, ...change };
  const perPageChanged = change.perPage !== undefined && change.perPage !== query.perPage;
  if (change.page === undefined || perPageChanged) next.page = 1;
  return next;
}

/**
 * The URL search params of a list's query: the list's own filters first (in
 * the order given; null or empty left out), then the fields every list
 * shares and the sort. Defaults are left out, so that the plain list has a
 * plain URL.
 *
 * @example
 * listSearch({ ...query, sort: 'name' }, '-created_at', { state: 'draft' }).toString() // 'state=draft&q=Villa&sort=name'
 */
export function listSearch(query: ListQueryOf<string>, defaultSort: string, own: Record<string, string | null> = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(own)) if (value) params.set(key, value);
  if (query.q.trim()) params.set('q', query.q.trim());
  if (typeof query.familyId === 'number') params.set('family', String(query.familyId));
  if (query.createdFrom) params.set('from', query.createdFrom);
  if (query.createdTo) params.set('to', query.createdTo);
  if (query.sort !== defaultSort) params.set('sort', query.sort);
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(query.perPage));
  return params;
}

/** The API query of what every list shares: page, page size, sort, and the text, family and dates when set. */
export function listParams<S extends string>(query: ListQueryOf<S>) {
  return {
    page: query.page,
    per_page: query.perPage,
    sort: query.sort,
    ...(query.q.trim() ? { q: query.q.trim() } : {}),
    ...(typeof query.familyId === 'number' ? { family_id: query.familyId } : {}),
    ...(query.createdFrom ? { created_from: query.createdFrom } : {}),
    ...(query.createdTo ? { created_to: query.createdTo } : {}),
  };
}
