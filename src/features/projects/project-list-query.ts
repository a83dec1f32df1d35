/**
 * The state of the project list (text, sort, page) as it lives in the URL
 * search params, so that a reload or the back button keeps it, and as it is
 * sent to `listProjects`.
 */
import type { operations } from '../../../openapi/generated/api.ts';
import { DEFAULT_PER_PAGE, oneOf, PAGE_MAX, perPageOf, positiveInt, Q_MAX_LENGTH } from '../../lib/list-query.ts';

export type ListProjectsQuery = NonNullable<operations['listProjects']['parameters']['query']>;
export type ProjectSort = NonNullable<ListProjectsQuery['sort']>;

export interface ProjectListQuery {
  q: string;
  sort: ProjectSort;
  page: number;
  perPage: number;
}

export const DEFAULT_PROJECT_SORT: ProjectSort = '-created_at';

const SORTS: readonly ProjectSort[] = ['created_at', '-created_at', 'updated_at', '-updated_at', 'name', '-name', 'number', '-number', 'city', '-city'];

export const DEFAULT_PROJECT_QUERY: ProjectListQuery = { q: '', sort: DEFAULT_PROJECT_SORT, page: 1, perPage: DEFAULT_PER_PAGE };

/** The query a URL says; anything unknown or malformed falls back to its default. */
export function parseProjectListQuery(params: URLSearchParams): ProjectListQuery {
  return {
    q: (params.get('q') ?? '').slice(0, Q_MAX_LENGTH),
    sort: oneOf(params.get('sort'), SORTS) ?? DEFAULT_PROJECT_SORT,
    page: positiveInt(params.get('page'), PAGE_MAX) ?? 1,
    perPage: perPageOf(params),
  };
}

/** The URL search params of a query, defaults left out. */
export function projectListSearch(query: ProjectListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.sort !== DEFAULT_PROJECT_SORT) params.set('sort', query.sort);
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(query.perPage));
  return params;
}

/** The query of `listProjects`. */
export function listProjectsParams(query: ProjectListQuery): ListProjectsQuery {
  return { page: query.page, per_page: query.perPage, sort: query.sort, ...(query.q.trim() ? { q: query.q.trim() } : {}) };
}
