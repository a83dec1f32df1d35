/** An order's status and billing type, in the user's language: the list's tags and the filters' options. */
import { Trans } from '@lingui/react/macro';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { Schemas } from '../../api/types.ts';
import type { BillingMode, OrderStatus } from './order-list-query.ts';

/**
 * Where an order stands, read like the server's life cycle (server/orders/order-lifecycle.ts);
 * a cancelled order that its trading group sent back to its author is told apart from one the order desk cancelled.
 */
export type OrderStage = 'awaiting_confirmation' | 'received' | 'accepted' | 'shipped' | 'cancelled' | 'sent_back';

type StagedOrder = Pick<Schemas['OrderListItem'], 'status' | 'awaiting_confirmation' | 'manufacture_date' | 'ex_works_date'> & Partial<Pick<Schemas['OrderListItem'], 'sent_back'>>;

export function orderStage(order: StagedOrder): OrderStage {
  if (order.status === 'cancelled' && order.sent_back) return 'sent_back';
  if (order.status !== 'in_progress') return order.status;
  if (order.awaiting_confirmation) return 'awaiting_confirmation';
  return order.manufacture_date && order.ex_works_date ? 'accepted' : 'received';
}

export function OrderStageLabel({ stage }: { stage: OrderStage }): ReactNode {
  switch (stage) {
    case 'awaiting_confirmation':
      return <Trans>Awaiting confirmation</Trans>;
    case 'received':
      return <Trans>In progress</Trans>;
    case 'accepted':
      return <Trans>Accepted</Trans>;
    case 'shipped':
      return <Trans>Shipped</Trans>;
    case 'cancelled':
      return <Trans>Cancelled</Trans>;
    case 'sent_back':
      return <Trans>Sent back by the trading group</Trans>;
  }
}

export function OrderStatusTag({ order }: { order: StagedOrder }) {
  const stage = orderStage(order);
  return (
    // colours in orders.css: antd's preset tag colours are too light to read (WCAG AA)
    <Tag className="order-status-tag" data-stage={stage}>
      <OrderStageLabel stage={stage} />
    </Tag>
  );
}

/** The status filter's options (the contract's three statuses). */
export function OrderStatusLabel({ status }: { status: OrderStatus }): ReactNode {
  return <OrderStageLabel stage={status === 'in_progress' ? 'received' : status} />;
}

export function BillingModeLabel({ type }: { type: BillingMode }): ReactNode {
  return type === 'group' ? <Trans>Through the trading group</Trans> : <Trans>Direct</Trans>;
}
