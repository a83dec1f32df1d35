/** The order list's table: sorted and paginated on the server, a click on a row opens the order. */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Table } from 'antd';
import type { ReactNode } from 'react';
import type { Locale } from '../../../engine/index.ts';
import { listTableProps } from '../../lib/list-table.ts';
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
      columns={columns}
      dataSource={rows}
      onRow={(row) => ({
        onClick: () => onOpen(row),
        onKeyDown: (event) => {
          if (event.key === 'Enter') onOpen(row);
        },
        tabIndex: 0,
        className: 'quote-row',
      })}
      {...listTableProps<OrderRow, OrderListQuery, OrderSortField>({
        query, total, locale, isPhone, loading, emptyText, onQueryChange, sortOf: orderSortOf,
        range: (first, last, all, count) => t({ message: plural(count, { one: `${all} order`, other: `${first}–${last} of ${all} orders` }) }),
      })}
    />
  );
}
