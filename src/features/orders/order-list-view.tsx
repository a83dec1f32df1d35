/**
 * "My orders" as it looks: the title, the tabs the user's rights give (every
 * order; to confirm, with its count, for a trading group's administrator;
 * open orders and failed messages for the order desk), the filters, then the
 * table (order-columns.tsx), or the empty state, or the error with a retry,
 * in the lists' shared screen (components/list-screen.tsx). It takes data
 * and callbacks only, so that stories can show every state.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Tabs } from 'antd';
import type { ReactNode } from 'react';
import type { Schemas } from '../../api/types.ts';
import { ListScreen, type ListViewProps } from '../../components/list-screen.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { useDevice } from '../../lib/use-device.ts';
import { orderSortOf, useOrderColumns, type OrderRow } from './order-columns.tsx';
import { OrderFilters } from './order-filters.tsx';
import { hasOrderFilters, type OrderListQuery, type OrderView } from './order-list-query.ts';

export interface OrderListViewProps extends ListViewProps<OrderRow, OrderListQuery> {
  families: Schemas['Family'][];
  /** ORDER_CONFIRM: the "to confirm" tab, with the number of orders awaiting the group (null while unknown). */
  canConfirm: boolean;
  awaitingCount: number | null;
  /** ORDER_DESK: the open orders and failed messages tabs. */
  isDesk: boolean;
  /** The failed messages panel (the "messages" tab). */
  messages?: ReactNode;
  onOpen(row: OrderRow): void;
  onDownload(row: OrderRow): void;
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
  const { t } = useLingui();
  const { isPhone } = useDevice();
  const { query, onQueryChange } = props;
  const columns = useOrderColumns({ locale: props.locale, sort: query.sort, compact: isPhone, onDownload: props.onDownload });
  return (
    <ListScreen
      className="order-list"
      title={<Trans>My orders</Trans>}
      view={props}
      filtered={hasOrderFilters(query) || query.view !== 'all'}
      tabs={<ViewTabs {...props} />}
      empty={{ title: <Trans>No orders yet</Trans>, hint: <Trans>A quote becomes an order when you validate it at its last step.</Trans> }}
      errorTitle={<Trans>The orders could not be loaded</Trans>}
      filters={<OrderFilters query={query} families={props.families} onChange={onQueryChange} />}
      instead={query.view === 'messages' ? (props.messages ?? null) : undefined}
    >
      <ListTable<OrderRow, OrderListQuery>
        className="order-table"
        view={props}
        columns={columns}
        noMatch={query.view === 'to_confirm' && !hasOrderFilters(query) ? <Trans>No order is awaiting your confirmation.</Trans> : <Trans>No order matches these filters.</Trans>}
        range={(first, last, all, count) => t({ message: plural(count, { one: `${all} order`, other: `${first}–${last} of ${all} orders` }) })}
        sortOf={orderSortOf}
        keyboard
        onOpen={props.onOpen}
      />
    </ListScreen>
  );
}
