/**
 * What the server-paginated tables (my quotes, my orders, my pool projects)
 * share: their pagination (page sizes, a simple pager on a phone, "1–25 of
 * 120" in the locale), their sortable columns, and how a sort or page change
 * becomes a change of the list's query.
 */
import type { SortOrder, SorterResult, TablePaginationConfig } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import type { Locale } from '../../engine/index.ts';
import { formatCount } from './format.ts';
import { PER_PAGE_OPTIONS } from './list-query.ts';
import { paginationIcons } from './pagination-icons.tsx';

/** The order a column shows for the list's sort key (`name` ascending, `-name` descending). */
export function sortOrderOf(sort: string, field: string): SortOrder {
  if (sort === field) return 'ascend';
  if (sort === `-${field}`) return 'descend';
  return null;
}

/** A sortable column's props: its key is its sort key without direction. */
export function sortableColumn(sort: string, field: string) {
  return { key: field, sorter: true, sortOrder: sortOrderOf(sort, field), showSorterTooltip: false } as const;
}

/** The sort key for a column and an order; no order goes back to the list's default. */
export function sortKeyOf<S extends string>(defaultSort: S) {
  return (field: string | undefined, order: SortOrder | undefined): S => (!field || !order ? defaultSort : ((order === 'descend' ? `-${field}` : field) as S));
}

export interface PagedQuery {
  page: number;
  perPage: number;
}

/**
 * @param range the translated "first–last of all" label, from numbers already in the locale, and the
 * number of rows itself for the plural ("1 order" rather than "1–1 of 1 orders")
 */
export function listPagination(query: PagedQuery, total: number, locale: Locale, isPhone: boolean, range: (first: string, last: string, all: string, count: number) => string): TablePaginationConfig {
  return {
    ...paginationIcons(),
    current: query.page,
    pageSize: query.perPage,
    total,
    showSizeChanger: !isPhone,
    pageSizeOptions: PER_PAGE_OPTIONS.map(String),
    simple: isPhone,
    showTotal: (count, [from, to]) => range(formatCount(from, locale), formatCount(to, locale), formatCount(count, locale), count),
  };
}

/** The table's onChange: a sort gives the query's sort key, a page or page size the page. */
export function listTableChange<Row, Q extends PagedQuery & { sort: string }, Field extends string>(
  query: Q,
  onQueryChange: (change: Partial<Q>) => void,
  sortOf: (field: Field | undefined, order: SortOrder | undefined) => Q['sort'],
) {
  return (pagination: TablePaginationConfig, _filters: unknown, sorter: SorterResult<Row> | SorterResult<Row>[], { action }: { action: string }) => {
    if (action === 'sort') {
      const { columnKey, order } = sorter as SorterResult<Row>;
      onQueryChange({ sort: sortOf(columnKey as Field | undefined, order) } as Partial<Q>);
    } else if (action === 'paginate') {
      onQueryChange({ page: pagination.current ?? 1, perPage: pagination.pageSize ?? query.perPage } as Partial<Q>);
    }
  };
}

/**
 * The props both tables give antd's Table alike: rows keyed by id, scrolled
 * sideways, the empty text, and the server's pagination and sort.
 */
export function listTableProps<Row, Q extends PagedQuery & { sort: string }, Field extends string>(options: {
  query: Q;
  total: number;
  locale: Locale;
  isPhone: boolean;
  loading: boolean;
  emptyText: ReactNode;
  range: (first: string, last: string, all: string, count: number) => string;
  onQueryChange: (change: Partial<Q>) => void;
  sortOf: (field: Field | undefined, order: SortOrder | undefined) => Q['sort'];
}) {
  const { query, total, locale, isPhone, loading, emptyText, range, onQueryChange, sortOf } = options;
  return {
    rowKey: 'id',
    size: 'middle',
    loading,
    scroll: { x: 'max-content' },
    locale: { emptyText },
    pagination: listPagination(query, total, locale, isPhone, range),
    onChange: listTableChange<Row, Q, Field>(query, onQueryChange, sortOf),
  } as const;
}
