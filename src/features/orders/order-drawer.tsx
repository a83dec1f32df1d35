/**
 * One order in a drawer over the list: its facts, the decisions the user may
 * take on it now, its frozen lines and totals, documents, purchase order and
 * timeline. Full width on a phone.
 */
import { CheckOutlined, CloseCircleOutlined, CloseOutlined, FilePdfOutlined, RollbackOutlined, ScheduleOutlined, SendOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Drawer, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Locale } from '../../../engine/index.ts';
import type { Schemas } from '../../api/types.ts';
import { useDevice } from '../../lib/use-device.ts';
import type { OrderAction } from './order-action-dialog.tsx';
import { OrderDocuments, OrderFacts, OrderLines } from './order-details.tsx';
import { orderStage } from './order-status.tsx';
import { OrderTimeline } from './order-timeline.tsx';

type Order = Schemas['Order'];

export interface OrderDrawerProps {
  open: boolean;
  order: Order | null;
  loading: boolean;
  error: string | null;
  /** The order does not exist or is not the user's to see: said so, with the way back to the list instead of "try again". */
  missing?: boolean;
  locale: Locale;
  canConfirm: boolean;
  isDesk: boolean;
  onAction(action: OrderAction, order: Order): void;
  onDownload(order: Order): void;
  onRetry(): void;
  onClose(): void;
}

/** The decisions open to the user on the order as it stands (the server's life cycle decides in the end). */
export function actionsFor(order: Order, canConfirm: boolean, isDesk: boolean): OrderAction[] {
  const stage = orderStage(order);
  if (stage === 'awaiting_confirmation') return canConfirm ? ['confirm', 'reject'] : [];
  if (!isDesk || stage === 'shipped' || stage === 'cancelled' || stage === 'sent_back') return [];
  return stage === 'accepted' ? ['ship', 'accept', 'cancel'] : ['accept', 'cancel'];
}

function ActionButtons({ order, actions, onAction }: { order: Order; actions: OrderAction[]; onAction: OrderDrawerProps['onAction'] }) {
  const stage = orderStage(order);
  const buttons: Record<OrderAction, ReactNode> = {
    confirm: <Button type="primary" icon={<CheckOutlined aria-hidden />} onClick={() => onAction('confirm', order)}><Trans>Confirm</Trans></Button>,
    reject: <Button danger icon={<RollbackOutlined aria-hidden />} onClick={() => onAction('reject', order)}><Trans>Send back</Trans></Button>,
    accept: (
      <Button type={stage === 'received' ? 'primary' : 'default'} icon={<ScheduleOutlined aria-hidden />} onClick={() => onAction('accept', order)}>
        {stage === 'received' ? <Trans>Accept</Trans> : <Trans>Change dates</Trans>}
      </Button>
    ),
    ship: <Button type="primary" icon={<SendOutlined aria-hidden />} onClick={() => onAction('ship', order)}><Trans>Mark as shipped</Trans></Button>,
    cancel: <Button danger icon={<CloseCircleOutlined aria-hidden />} onClick={() => onAction('cancel', order)}><Trans>Cancel the order</Trans></Button>,
  };
  return (
    <Flex gap={8} wrap className="order-actions">
      {actions.map((action) => (
        <span key={action}>{buttons[action]}</span>
      ))}
    </Flex>
  );
}

export function OrderDrawer({ open, order, loading, error, missing = false, locale, canConfirm, isDesk, onAction, onDownload, onRetry, onClose }: OrderDrawerProps) {
  const { t } = useLingui();
  const { isPhone } = useDevice();
  const number = order?.number ?? '';
  const actions = order ? actionsFor(order, canConfirm, isDesk) : [];
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={isPhone ? '100%' : 720}
      className="order-drawer"
      title={order ? <Trans>Order {number}</Trans> : <Trans>Order</Trans>}
      // the button is named; its icon, which antd's icons name "close" in English, is not read (issue 30, item 6)
      closable={{ 'aria-label': t`Close`, closeIcon: <CloseOutlined aria-hidden /> }}
      extra={
        order?.purchase_order_path && (
          <Button icon={<FilePdfOutlined aria-hidden />} onClick={() => onDownload(order)} aria-label={isPhone ? t`Purchase order` : undefined}>
            {!isPhone && <Trans>Purchase order</Trans>}
          </Button>
        )
      }
    >
      {missing ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t`Order not found`}
          description={t`No order has this number among those you can see: it may not exist, or belong to another company.`}
          action={<Button size="small" onClick={onClose}><Trans>Back to the orders</Trans></Button>}
        />
      ) : error && (
        <Alert type="error" showIcon title={error} action={<Button size="small" onClick={onRetry}><Trans>Try again</Trans></Button>} role="alert" />
      )}
      {!order && loading && <Skeleton active paragraph={{ rows: 8 }} />}
      {order && (
        // focusable, so that the drawer's scrolling body can be scrolled from the keyboard when it holds no button
        <div className="order-detail" aria-busy={loading} tabIndex={0} role="region" aria-label={t`Order ${number}`}>
          {actions.length > 0 && <ActionButtons order={order} actions={actions} onAction={onAction} />}
          <OrderFacts order={order} locale={locale} />
          <Typography.Title level={3}><Trans>Lines and totals</Trans></Typography.Title>
          <OrderLines order={order} locale={locale} />
          <Typography.Title level={3}><Trans>Documents</Trans></Typography.Title>
          <OrderDocuments order={order} locale={locale} />
          <Typography.Title level={3}><Trans>Timeline</Trans></Typography.Title>
          <OrderTimeline history={order.history} locale={locale} />
        </div>
      )}
    </Drawer>
  );
}
