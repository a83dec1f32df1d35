/**
 * The state of the quote list (filters, sort, page) as it lives in the URL
 * search params, so that a reload or the back button keeps it, and as it is
 * sent to `listQuotes`.
 */
import type { operations } from '../../../openapi/generated/api.ts';
import type { Schemas } from '../../api/types.ts';
import { type CommonListQuery, DEFAULT_PER_PAGE, listParams, listSearch, oneOf, parseCommonListQuery } from '../../lib/list-query.ts';

export type ListQuotesQuery = NonNullable<operations['listQuotes']['parameters']['query']>;
export type QuoteSort = NonNullable<ListQuotesQuery['sort']>;
export type QuoteState = Schemas['QuoteState'];

/** The list's query; every field is always set, `''` or null meaning "no filter". */
export interface QuoteListQuery extends CommonListQuery {
  state: QuoteState | null;
  sort: QuoteSort;
}

export const QUOTE_STATES: readonly QuoteState[] = ['draft', 'pending_confirmation', 'ordered'];
export const DEFAULT_SORT: QuoteSort = '-created_at';

const SORTS: readonly QuoteSort[] = [
  'created_at', '-created_at', 'updated_at', '-updated_at', 'name', '-name',
  'reference', '-reference', 'project_number', '-project_number', 'sent_at', '-sent_at',
];

export const DEFAULT_QUERY: QuoteListQuery = {
  q: '',
  state: null,
  familyId: null,
  createdFrom: null,
  createdTo: null,
  sort: DEFAULT_SORT,
  page: 1,
  perPage: DEFAULT_PER_PAGE,
};

/** The query a URL says; anything unknown or malformed falls back to its default. */
export function parseQuoteListQuery(params: URLSearchParams): QuoteListQuery {
  return {
    ...parseCommonListQuery(params),
    state: oneOf(params.get('state'), QUOTE_STATES),
    sort: oneOf(params.get('sort'), SORTS) ?? DEFAULT_SORT,
  };
}

/** The URL search params of a query; defaults are left out so that the plain list has a plain URL. */
export function quoteListSearch(query: QuoteListQuery): URLSearchParams {
  return listSearch(query, DEFAULT_SORT, { state: query.state });
}

/** The query of `listQuotes`. */
export function listQuotesParams(query: QuoteListQuery): ListQuotesQuery {
  return { ...listParams(query), ...(query.state ? { state: query.state } : {}) };
}

/** True when a filter narrows the list (sort and page do not). */
export function hasFilters(query: QuoteListQuery): boolean {
  return Boolean(query.q.trim() || query.state || query.familyId !== null || query.createdFrom || query.createdTo);
}
