/**
 * The state of the project list (text, sort, page) as it lives in the URL
 * search params, so that a reload or the back button keeps it, and as it is
 * sent to `listProjects`.
 */
import type { operations } from '../../../openapi/generated/api.ts';
import { DEFAULT_PER_PAGE, listParams, listSearch, oneOf, parseSearchListQuery, type SearchListQuery } from '../../lib/list-query.ts';

export type ListProjectsQuery = NonNullable<operations['listProjects']['parameters']['query']>;
export type ProjectSort = NonNullable<ListProjectsQuery['sort']>;

/** The list's query: its text, sort, page and page size (lib/list-query.ts reads and writes them as every list does). */
export interface ProjectListQuery extends SearchListQuery {
  sort: ProjectSort;
}

export const DEFAULT_PROJECT_SORT: ProjectSort = '-created_at';

const SORTS: readonly ProjectSort[] = ['created_at', '-created_at', 'updated_at', '-updated_at', 'name', '-name', 'number', '-number', 'city', '-city'];

export const DEFAULT_PROJECT_QUERY: ProjectListQuery = { q: '', sort: DEFAULT_PROJECT_SORT, page: 1, perPage: DEFAULT_PER_PAGE };

/** The query a URL says; anything unknown or malformed falls back to its default. */
export function parseProjectListQuery(params: URLSearchParams): ProjectListQuery {
  return { ...parseSearchListQuery(params), sort: oneOf(params.get('sort'), SORTS) ?? DEFAULT_PROJECT_SORT };
}

/** The URL search params of a query, defaults left out. */
export function projectListSearch(query: ProjectListQuery): URLSearchParams {
  return listSearch(query, DEFAULT_PROJECT_SORT);
}

/** The query of `listProjects`. */
export function listProjectsParams(query: ProjectListQuery): ListProjectsQuery {
  return listParams(query);
}
