/**
 * The table of a server-paginated list (my quotes, my pool projects, my
 * orders): rows keyed by id that open on a click, scrolled sideways, the
 * server's sort and pagination (lib/list-table.ts), a spinner over the rows
 * while a page loads, and what the list says when no row matches its filters.
 */
import { Empty, Table } from 'antd';
import type { ColumnsType, SortOrder } from 'antd/es/table/interface';
import type { KeyboardEvent, ReactNode } from 'react';
import { listTableProps, type PagedQuery } from '../lib/list-table.ts';
import { useDevice } from '../lib/use-device.ts';
import type { ListViewProps } from './list-screen.tsx';

export interface ListTableProps<Row, Q extends PagedQuery & { sort: string }> {
  /** The list's own class, beside the shared `quote-table`. */
  className?: string;
  /** The list view's own props: the page's rows (kept while the next page or filter is on its way), the query and its change. */
  view: Pick<ListViewProps<Row, Q>, 'status' | 'rows' | 'total' | 'refreshing' | 'query' | 'locale' | 'onQueryChange'>;
  columns: ColumnsType<Row>;
  /** What the table says when no row matches the filters. */
  noMatch: ReactNode;
  /** The translated "first–last of all" label (see listPagination). */
  range(first: string, last: string, all: string, count: number): string;
  /** The sort key of a column and an order (sortKeyOf). */
  sortOf(field: string | undefined, order: SortOrder | undefined): Q['sort'];
  /** Rows take the focus and Enter opens them too. */
  keyboard?: boolean;
  onOpen(row: Row): void;
}

export function ListTable<Row extends object, Q extends PagedQuery & { sort: string }>(props: ListTableProps<Row, Q>) {
  const { className, view, columns, noMatch, range, sortOf, keyboard, onOpen } = props;
  const { isPhone } = useDevice();
  return (
    <Table<Row>
      className={className ? `quote-table ${className}` : 'quote-table'}
      columns={columns}
      dataSource={view.rows}
      // antd marks each row with data-row-key, the row's id
      onRow={(row) => ({
        onClick: () => onOpen(row),
        ...(keyboard
          ? {
              onKeyDown: (event: KeyboardEvent) => {
                if (event.key === 'Enter') onOpen(row);
              },
              tabIndex: 0,
            }
          : {}),
        className: 'quote-row',
      })}
      {...listTableProps<Row, Q, string>({
        query: view.query,
        total: view.total,
        locale: view.locale,
        isPhone,
        loading: view.status === 'loading' || view.refreshing,
        // nothing under the spinner of the first load
        emptyText: view.status === 'loading' ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={noMatch} />,
        onQueryChange: view.onQueryChange,
        sortOf,
        range,
      })}
    />
  );
}
