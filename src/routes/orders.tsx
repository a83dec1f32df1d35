/**
 * My orders (/order, and /order/{id} with that order open in a drawer): the
 * orders the user may see, filtered, sorted and paginated on the server with
 * the list's state in the URL; the group's confirmation queue for
 * ORDER_CONFIRM; the order desk's open orders, decisions and failed messages
 * for ORDER_DESK.
 */
import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { $api } from '../api/queries.ts';
import { useLocale, useLocalePrefix } from '../app/locale-scope.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { OrderActionDialog } from '../features/orders/order-action-dialog.tsx';
import { OrderDrawer } from '../features/orders/order-drawer.tsx';
import { listOrdersParams, orderListSearch, parseOrderListQuery } from '../features/orders/order-list-query.ts';
import { OrderListView } from '../features/orders/order-list-view.tsx';
import { useAwaitingCount } from '../features/orders/use-awaiting-count.ts';
import { useOrder } from '../features/orders/use-order.ts';
import { downloadPurchaseOrder, useOrderActions } from '../features/orders/use-order-actions.ts';
import { FailedMessages } from '../features/outbox/failed-messages.tsx';
import { useFamilies } from '../features/quotes/use-families.ts';
import { localePath } from '../i18n/locale-path.ts';
import { positiveInt } from '../lib/list-query.ts';
import { useApiList } from '../lib/use-api-list.ts';
import { useListQuery, useStayWithinPages } from '../lib/use-list-query.ts';
import '../features/quotes/quotes.css';
import '../features/orders/orders.css';

function OrdersScreen() {
  const { t } = useLingui();
  const { can } = useAuth();
  const locale = useLocale();
  const prefix = useLocalePrefix();
  const navigate = useNavigate();
  const { search } = useLocation();
  const openId = positiveInt(useParams().id ?? null, 2_147_483_647);
  const [query, update] = useListQuery(parseOrderListQuery, orderListSearch);
  const canConfirm = can('ORDER_CONFIRM');
  const isDesk = can('ORDER_DESK');
  const params = listOrdersParams(query);
  const list = useApiList(query.view === 'messages' ? null : $api.queryOptions('get', '/order', { params: { query: params } }));
  const awaitingCount = useAwaitingCount(canConfirm);
  const opened = useOrder(openId);
  const families = useFamilies();
  const actions = useOrderActions();
  // an order confirmed or sent back leaves a filtered view: its last page may empty
  useStayWithinPages(list, query, update);

  const open = (id: number) => void navigate({ pathname: localePath(prefix, `/order/${id}`), search });
  const download = (order: Parameters<typeof downloadPurchaseOrder>[0]) => void downloadPurchaseOrder(order, t`The purchase order could not be downloaded.`);

  return (
    <>
      <OrderListView
        {...list}
        onRetry={list.reload}
        query={query}
        families={families.families ?? []}
        locale={locale}
        canConfirm={canConfirm}
        awaitingCount={awaitingCount}
        isDesk={isDesk}
        messages={isDesk && query.view === 'messages' ? <FailedMessages locale={locale} headingLevel={3} onOpenOrder={open} /> : null}
        onQueryChange={update}
        onOpen={(row) => open(row.id)}
        onDownload={download}
      />
      <OrderDrawer
        open={openId !== null}
        {...opened}
        locale={locale}
        canConfirm={canConfirm}
        isDesk={isDesk}
        onAction={actions.ask}
        onDownload={download}
        onRetry={opened.reload}
        onClose={() => void navigate({ pathname: localePath(prefix, '/order'), search })}
      />
      <OrderActionDialog
        action={actions.pending?.action ?? null}
        order={actions.pending?.order ?? null}
        submitting={actions.submitting}
        locale={locale}
        error={actions.error}
        onSubmit={(values) => void actions.perform(values)}
        onClose={actions.close}
      />
    </>
  );
}

export default function OrdersPage() {
  const { account } = useAuth();
  return account ? <OrdersScreen /> : null;
}
