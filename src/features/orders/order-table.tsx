/** The order list's table: sorted and paginated on the server, a click on a row opens the order. */
import { useLingui } from '@lingui/react/macro';
import { Table } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import type { Locale } from '../../../engine/index.ts';
import { formatCount } from '../../lib/format.ts';
import { PER_PAGE_OPTIONS } from '../../lib/list-query.ts';
import { useDevice } from '../../lib/use-device.ts';
import { orderSortOf, useOrderColumns, type OrderRow, type OrderSortField } from './order-columns.tsx';
import type { OrderListQuery } from './order-list-query.ts';

export interface OrderTableProps {
  rows: OrderRow[];
  total: number;
  query: OrderListQuery;
  locale: Locale;
  loading: boolean;
  emptyText: ReactNode;
  onOpen(row: OrderRow): void;
  onDownload(row: OrderRow): void;
  onQueryChange(change: Partial<OrderListQuery>): void;
}

export function OrderTable({ rows, total, query, locale, loading, emptyText, onOpen, onDownload, onQueryChange }: OrderTableProps) {
  const { t } = useLingui();
  const { isPhone } = useDevice();
  const columns = useOrderColumns({ locale, sort: query.sort, compact: isPhone, onDownload });
  return (
    <Table<OrderRow>
      className="quote-table order-table"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      onRow={(row) => ({
        onClick: () => onOpen(row),
        onKeyDown: (event) => {
          if (event.key === 'Enter') onOpen(row);
        },
        tabIndex: 0,
        className: 'quote-row',
      })}
      pagination={{
        current: query.page,
        pageSize: query.perPage,
        total,
        showSizeChanger: !isPhone,
        pageSizeOptions: PER_PAGE_OPTIONS.map(String),
        simple: isPhone,
        showTotal: (count, [from, to]) => {
          const first = formatCount(from, locale);
          const last = formatCount(to, locale);
          const all = formatCount(count, locale);
          return t`${first}–${last} of ${all} orders`;
        },
      }}
      onChange={(pagination, _filters, sorter, { action }) => {
        if (action === 'sort') {
          const { columnKey, order } = sorter as SorterResult<OrderRow>;
          onQueryChange({ sort: orderSortOf(columnKey as OrderSortField | undefined, order) });
        } else if (action === 'paginate') {
          onQueryChange({ page: pagination.current ?? 1, perPage: pagination.pageSize ?? query.perPage });
        }
      }}
    />
  );
}
