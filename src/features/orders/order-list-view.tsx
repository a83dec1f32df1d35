/**
 * "My orders" as it looks: the title, the tabs the user's rights give (every
 * order; to confirm, with its count, for a trading group's administrator;
 * open orders and failed messages for the order desk), the filters, then the
 * table, or the empty state, or the error with a retry. It takes data and
 * callbacks only, so that stories can show every state.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Empty, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Locale } from '../../../engine/index.ts';
import type { Schemas } from '../../api/types.ts';
import { ListError } from '../../components/list-error.tsx';
import type { ListStatus } from '../../lib/use-api-list.ts';
import type { OrderRow } from './order-columns.tsx';
import { OrderFilters } from './order-filters.tsx';
import { hasOrderFilters, type OrderListQuery, type OrderView } from './order-list-query.ts';
import { OrderTable } from './order-table.tsx';

export interface OrderListViewProps {
  status: ListStatus;
  rows: OrderRow[];
  total: number;
  refreshing: boolean;
  error: string | null;
  query: OrderListQuery;
  families: Schemas['Family'][];
  locale: Locale;
  /** ORDER_CONFIRM: the "to confirm" tab, with the number of orders awaiting the group (null while unknown). */
  canConfirm: boolean;
  awaitingCount: number | null;
  /** ORDER_DESK: the open orders and failed messages tabs. */
  isDesk: boolean;
  /** The failed messages panel (the "messages" tab). */
  messages?: ReactNode;
  onQueryChange(change: Partial<OrderListQuery>): void;
  onOpen(row: OrderRow): void;
  onDownload(row: OrderRow): void;
  onRetry(): void;
}

function ViewTabs({ query, canConfirm, awaitingCount, isDesk, onQueryChange }: Pick<OrderListViewProps, 'query' | 'canConfirm' | 'awaitingCount' | 'isDesk' | 'onQueryChange'>) {
  const { t } = useLingui();
  if (!canConfirm && !isDesk) return null;
  const items: { key: OrderView; label: ReactNode }[] = [{ key: 'all', label: t`All orders` }];
  if (canConfirm) {
    items.push({
      key: 'to_confirm',
      label: (
        <span className="order-tab-label">
          {t`To confirm`}
          {/* nothing to confirm, no badge: a "0" read as an alert (issue 30, item 8) */}
          {awaitingCount ? <Badge count={awaitingCount} color="gold" aria-label={t`Awaiting your confirmation: ${awaitingCount}`} /> : null}
        </span>
      ),
    });
  }
  if (isDesk) items.push({ key: 'open', label: t`Open orders` }, { key: 'messages', label: t`Failed messages` });
  return <Tabs className="order-tabs" activeKey={query.view} items={items} onChange={(view) => onQueryChange({ view: view as OrderView })} />;
}

export function OrderListView(props: OrderListViewProps) {
  const { status, rows, total, query, onQueryChange } = props;
  const empty = status === 'ready' && total === 0 && !hasOrderFilters(query) && query.view === 'all';
  return (
    <section className="quote-list order-list" aria-busy={status === 'loading' || props.refreshing}>
      <div className="quote-list-header">
        <Typography.Title level={2}>
          <Trans>My orders</Trans>
        </Typography.Title>
      </div>
      <ViewTabs {...props} />
      {query.view === 'messages' ? (
        props.messages
      ) : empty ? (
        <Empty
          className="quote-list-empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <Typography.Title level={3}>
                <Trans>No orders yet</Trans>
              </Typography.Title>
              <Typography.Text type="secondary">
                <Trans>A quote becomes an order when you validate it at its last step.</Trans>
              </Typography.Text>
            </>
          }
        />
      ) : (
        <>
          <OrderFilters query={query} families={props.families} onChange={onQueryChange} />
          {status === 'error' ? (
            <ListError title={<Trans>The orders could not be loaded</Trans>} error={props.error} onRetry={props.onRetry} />
          ) : (
            <OrderTable
              rows={rows}
              total={total}
              query={query}
              locale={props.locale}
              loading={status === 'loading' || props.refreshing}
              emptyText={status === 'loading' ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={query.view === 'to_confirm' && !hasOrderFilters(query) ? <Trans>No order is awaiting your confirmation.</Trans> : <Trans>No order matches these filters.</Trans>} />}
              onOpen={props.onOpen}
              onDownload={props.onDownload}
              onQueryChange={onQueryChange}
            />
          )}
        </>
      )}
    </section>
  );
}
