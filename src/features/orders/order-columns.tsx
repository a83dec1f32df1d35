/** The columns of the order list (spec §3), with the server-side sort keys of the sortable ones. */
import { FilePdfOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { Button, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { Locale } from '../../../engine/index.ts';
import type { Schemas } from '../../api/types.ts';
import { dateTimeCell, textCell } from '../../components/list-columns.tsx';
import { formatDate } from '../../lib/format.ts';
import { sortableColumn, sortKeyOf } from '../../lib/list-table.ts';
import { DEFAULT_SORT, type OrderSort } from './order-list-query.ts';
import { BillingModeLabel, OrderStatusTag } from './order-status.tsx';

export type OrderRow = Schemas['OrderListItem'];
export type OrderSortField = 'number' | 'status' | 'created_at' | 'requested_delivery_date' | 'manufacture_date' | 'ex_works_date' | 'shipping_date';

/** The sort key for a column and an order; no order goes back to the default (newest first). */
export const orderSortOf = sortKeyOf<OrderSort>(DEFAULT_SORT);

interface ColumnOptions {
  locale: Locale;
  sort: OrderSort;
  compact: boolean;
  onDownload(row: OrderRow): void;
}

const number = (row: OrderRow) => row.number;

export function useOrderColumns({ locale, sort, compact, onDownload }: ColumnOptions): ColumnsType<OrderRow> {
  const { t } = useLingui();
  const sortable = (field: OrderSortField) => sortableColumn(sort, field);
  const day = (value: string | null) => textCell(value && formatDate(value, locale));
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
    { title: t`Customer reference`, dataIndex: 'customer_reference', key: 'customer_reference', render: textCell },
    { title: t`Product`, dataIndex: 'product', key: 'product', render: textCell },
    { title: t`Product family`, key: 'family', render: (_, row) => row.family.title },
    { title: t`Requested delivery`, dataIndex: 'requested_delivery_date', ...sortable('requested_delivery_date'), render: day },
    {
      title: t`Creation date`,
      dataIndex: 'created_at',
      ...sortable('created_at'),
      render: dateTimeCell(locale),
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
          textCell(null)
        ),
    },
  ];
}
