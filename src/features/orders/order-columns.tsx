/** The columns of the order list (spec §3), with the server-side sort keys of the sortable ones. */
import { FilePdfOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { Button, Tooltip, Typography } from 'antd';
import type { ColumnsType, SortOrder } from 'antd/es/table/interface';
import type { Locale } from '../../../engine/index.ts';
import type { Schemas } from '../../api/types.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import type { OrderSort } from './order-list-query.ts';
import { BillingModeLabel, OrderStatusTag } from './order-status.tsx';

export type OrderRow = Schemas['OrderListItem'];
export type OrderSortField = 'number' | 'status' | 'created_at' | 'requested_delivery_date' | 'manufacture_date' | 'ex_works_date' | 'shipping_date';

export function sortOrderOf(sort: OrderSort, field: OrderSortField): SortOrder {
  if (sort === field) return 'ascend';
  if (sort === `-${field}`) return 'descend';
  return null;
}

/** The sort key for a column and an order; no order goes back to the default (newest first). */
export function orderSortOf(field: OrderSortField | undefined, order: SortOrder | undefined): OrderSort {
  if (!field || !order) return '-created_at';
  return (order === 'descend' ? `-${field}` : field) as OrderSort;
}

interface ColumnOptions {
  locale: Locale;
  sort: OrderSort;
  compact: boolean;
  onDownload(row: OrderRow): void;
}

const number = (row: OrderRow) => row.number;
const text = (value: string | null) => value || <Typography.Text type="secondary">–</Typography.Text>;

export function useOrderColumns({ locale, sort, compact, onDownload }: ColumnOptions): ColumnsType<OrderRow> {
  const { t } = useLingui();
  const sortable = (field: OrderSortField) => ({ key: field, sorter: true, sortOrder: sortOrderOf(sort, field), showSorterTooltip: false });
  const day = (value: string | null) => text(value && formatDate(value, locale));
  return [
    {
      title: t`Number`,
      dataIndex: 'number',
      ...sortable('number'),
      fixed: 'left',
      width: compact ? 130 : 150,
      render: (number: string) => <span className="order-number">{number}</span>,
    },
    { title: t`Status`, dataIndex: 'status', ...sortable('status'), render: (_, row) => <OrderStatusTag order={row} /> },
    { title: t`Type`, dataIndex: 'type', key: 'type', render: (_, row) => <BillingModeLabel type={row.type} /> },
    { title: t`Client`, key: 'client', render: (_, row) => row.client.name },
    { title: t`Customer reference`, dataIndex: 'customer_reference', key: 'customer_reference', render: text },
    { title: t`Product`, dataIndex: 'product', key: 'product', render: text },
    { title: t`Product family`, key: 'family', render: (_, row) => row.family.title },
    { title: t`Requested delivery`, dataIndex: 'requested_delivery_date', ...sortable('requested_delivery_date'), render: day },
    {
      title: t`Creation date`,
      dataIndex: 'created_at',
      ...sortable('created_at'),
      render: (value: string) => <Tooltip title={formatDateTime(value, locale)}>{formatDate(value, locale)}</Tooltip>,
    },
    { title: t`Manufacture date`, dataIndex: 'manufacture_date', ...sortable('manufacture_date'), render: day },
    { title: t`Ex-works date`, dataIndex: 'ex_works_date', ...sortable('ex_works_date'), render: day },
    { title: t`Shipping date`, dataIndex: 'shipping_date', ...sortable('shipping_date'), render: day },
    {
      title: compact ? <span className="sr-only">{t`Purchase order`}</span> : t`Purchase order`,
      key: 'purchase_order',
      fixed: 'right',
      width: compact ? 56 : 120,
      align: 'center',
      render: (_, row) =>
        row.purchase_order_path ? (
          <Tooltip title={t`Download the purchase order ${number(row)}`}>
            <Button
              type="text"
              icon={<FilePdfOutlined aria-hidden />}
              aria-label={t`Download the purchase order ${number(row)}`}
              onClick={(event) => {
                event.stopPropagation();
                onDownload(row);
              }}
            />
          </Tooltip>
        ) : (
          text(null)
        ),
    },
  ];
}
