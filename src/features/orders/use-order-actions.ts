/**
 * The decisions on an order through the API: the group's confirmation
 * (confirmQuote) and the order desk's changes (updateOrder). A success is
 * told by a toast and reloads what shows the order; a refusal stays in the
 * dialog, in the user's language.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { changed } from '../../api/changes.ts';
import { $api, once, queryClient as cache, settle } from '../../api/queries.ts';
import { errorMessageOf, type Schemas } from '../../api/types.ts';
import { saveBlob } from '../../lib/download.ts';
import { showErrorToast, showSuccessToast } from '../../lib/toast.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import type { OrderAction, OrderActionValues } from './order-action-dialog.tsx';
import { orderStage } from './order-status.tsx';

type Order = Pick<Schemas['Order'], 'id' | 'number' | 'quote_id'>;

export function useOrderActions() {
  const { t } = useLingui();
  const [pending, setPending] = useState<{ action: OrderAction; order: Schemas['Order'] } | null>(null);
  const { submitting, error, setError, submit } = useSubmit();
  // a decision changes the order (list, drawer, the confirmation count) and its quote's state
  const queryClient = useQueryClient();
  const onSuccess = () => changed(queryClient, 'order');
  const { mutateAsync: decide } = $api.useMutation('post', '/quote/{id}/confirmation', { onSuccess });
  const { mutateAsync: update } = $api.useMutation('put', '/order/{id}', { onSuccess });

  const call = async (action: OrderAction, order: Order, values: OrderActionValues) => {
    if (action === 'confirm' || action === 'reject') {
      const body = action === 'confirm' ? { decision: 'confirm' as const } : { decision: 'reject' as const, reason: values.reason ?? '' };
      return settle(decide({ params: { path: { id: order.quote_id } }, body }));
    }
    const body = action === 'accept' ? { manufacture_date: values.manufacture_date, ex_works_date: values.ex_works_date } : action === 'ship' ? { status: 'shipped' as const, shipping_date: values.shipping_date } : { status: 'cancelled' as const, reason: values.reason };
    return settle(update({ params: { path: { id: order.id } }, body }));
  };

  const done: Record<OrderAction, (number: string) => string> = {
    confirm: (number) => t`Order ${number} confirmed.`,
    reject: (number) => t`Order ${number} sent back to its author.`,
    accept: (number) => t`Order ${number} accepted.`,
    ship: (number) => t`Order ${number} marked as shipped.`,
    cancel: (number) => t`Order ${number} cancelled.`,
  };

  return {
    pending,
    submitting,
    error,
    ask(action: OrderAction, order: Schemas['Order']) {
      setError(null);
      setPending({ action, order });
    },
    close: () => setPending(null),
    async perform(values: OrderActionValues) {
      if (!pending) return;
      const { action, order } = pending;
      await submit(async () => {
        const { ok, error: refusal } = await call(action, order, values);
        if (!ok) return errorMessageOf(refusal) ?? t`Something went wrong. Please try again.`;
        // 'accept' on an order accepted already is the desk's "change dates": it tells of the dates, not of an acceptance
        const { number } = order;
        showSuccessToast(action === 'accept' && orderStage(order) === 'accepted' ? t`Dates of order ${number} changed.` : done[action](number));
        setPending(null);
        return null;
      });
    },
  };
}

/** Downloads an order's purchase order (the bearer token is a header, so not a plain link). */
export async function downloadPurchaseOrder(order: Pick<Schemas['OrderListItem'], 'number' | 'purchase_order_path'>, failure: string): Promise<void> {
  if (!order.purchase_order_path) return;
  try {
    const file = $api.queryOptions('get', '/order/purchase-order', { params: { query: { path: order.purchase_order_path } }, parseAs: 'blob' });
    const answer = await settle(cache.fetchQuery({ ...file, ...once }));
    if (answer.ok) saveBlob(answer.data as Blob, `${order.number}.pdf`);
    else showErrorToast(errorMessageOf(answer.error) ?? failure);
  } catch {
    showErrorToast(failure);
  }
}
