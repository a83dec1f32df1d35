/**
 * The messages the outbox relay gave up (48 hours of retries over, or refused
 * for good), for the order desk: what and to whom, the order, attempts and
 * the last error, with a resend button. Self-contained: it reads and calls
 * the API itself (needs ORDER_DESK).
 */
import { MailOutlined, ApiOutlined, RedoOutlined, ReloadOutlined } from '@ant-design/icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Table, Tag, Tooltip, Typography } from 'antd';
import type { Locale } from '../../../engine/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { FAILED_MESSAGES_PER_PAGE, useFailedMessages, type OutboxMessage } from './use-failed-messages.ts';
import './failed-messages.css';
import { paginationIcons } from '../../lib/pagination-icons.tsx';

export interface FailedMessagesProps {
  /** The page's language (dates). */
  locale: Locale;
  /** The level of the panel's heading in the page (default 2). */
  headingLevel?: 2 | 3;
  /** Opens an order (its number becomes a link); without it the number is plain text. */
  onOpenOrder?(orderId: number): void;
  /** Called once a message is back in the queue. */
  onResent?(message: OutboxMessage): void;
}

const EVENT_LABELS: Record<NonNullable<OutboxMessage['event_type']>, MessageDescriptor> = {
  validated: msg`Order validated`,
  confirmed: msg`Order confirmed`,
  sent_back: msg`Order sent back`,
  accepted: msg`Order accepted`,
  dates_changed: msg`Order dates changed`,
  shipped: msg`Order shipped`,
  cancelled: msg`Order cancelled`,
  status_changed: msg`Order status changed`,
};

export function FailedMessages({ locale, headingLevel = 2, onOpenOrder, onResent }: FailedMessagesProps) {
  const { t, i18n } = useLingui();
  const { status, rows, total, refreshing, error, reload, page, setPage, resend, resending } = useFailedMessages(onResent);
  const Heading = `h${headingLevel}` as const;

  const what = (message: OutboxMessage) => (
    <span className="failed-message-what">
      {message.kind === 'mail' ? <Tag icon={<MailOutlined aria-hidden />}>{t`E-mail`}</Tag> : <Tag icon={<ApiOutlined aria-hidden />} color="purple">{t`ERP event`}</Tag>}
      <span>{message.kind === 'mail' ? message.subject : message.event_type ? i18n._(EVENT_LABELS[message.event_type]) : ''}</span>
      {/* on a phone the order column folds away: its number comes here */}
      {message.order && <span className="failed-message-order-inline">{order(message)}</span>}
    </span>
  );

  function order(message: OutboxMessage) {
    if (!message.order) return <Typography.Text type="secondary">{t`None`}</Typography.Text>;
    const { id, number } = message.order;
    return onOpenOrder ? (
      <Button type="link" className="failed-message-order" onClick={() => onOpenOrder(id)}>
        {number}
      </Button>
    ) : (
      number
    );
  }

  return (
    <section className="failed-messages" aria-labelledby="failed-messages-title">
      <div className="failed-messages-header">
        <Heading id="failed-messages-title" className="failed-messages-title">
          <Trans>Messages not sent</Trans>
        </Heading>
        <Button icon={<ReloadOutlined aria-hidden />} loading={refreshing && status !== 'loading'} onClick={reload}>
          <Trans>Refresh</Trans>
        </Button>
      </div>
      <Typography.Paragraph type="secondary">
        <Trans>E-mails and ERP events still refused after 48 hours of retries. Check the address or the receiver, then send them again.</Trans>
      </Typography.Paragraph>
      {status === 'error' && error && (
        <Alert
          type="error"
          showIcon
          title={error}
          action={
            <Button size="small" onClick={reload}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      )}
      {status !== 'error' && (
        <Table<OutboxMessage>
          rowKey="id"
          size="middle"
          dataSource={rows}
          loading={status === 'loading'}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t`No message waiting: every e-mail and ERP event went out.` }}
          pagination={{ ...paginationIcons(), current: page, pageSize: FAILED_MESSAGES_PER_PAGE, total, hideOnSinglePage: true, showSizeChanger: false, onChange: setPage }}
          columns={[
            { key: 'what', title: t`Message`, render: (_, message) => what(message) },
            { key: 'recipient', title: t`Recipient`, responsive: ['xl'], render: (_, message) => <span className="failed-message-recipient" title={message.recipient ?? undefined}>{message.recipient ?? t`ERP`}</span> },
            { key: 'order', title: t`Order`, responsive: ['sm'], render: (_, message) => order(message) },
            {
              key: 'error',
              title: t`Last error`,
              responsive: ['lg'],
              render: (_, message) => {
                const attempts = message.attempts;
                const queued = formatDateTime(message.created_at, locale);
                return (
                  <>
                    <Tooltip title={message.last_error}>
                      <span className="failed-message-error">{message.last_error}</span>
                    </Tooltip>
                    <Typography.Text type="secondary" className="failed-message-when">
                      {t`Attempts: ${attempts}`} · {t`Queued on ${queued}`}
                    </Typography.Text>
                  </>
                );
              },
            },
            {
              key: 'actions',
              title: <span className="sr-only">{t`Actions`}</span>,
              render: (_, message) => {
                const to = message.recipient ?? t`ERP`;
                const number = message.order?.number;
                return (
                  <Button
                    size="small"
                    icon={<RedoOutlined aria-hidden />}
                    loading={resending === message.id}
                    disabled={resending !== null && resending !== message.id}
                    aria-label={number ? t`Send again the message of order ${number}` : t`Send again the message to ${to}`}
                    onClick={() => void resend(message)}
                  >
                    <span className="failed-message-resend-label">
                      <Trans>Send again</Trans>
                    </span>
                  </Button>
                );
              },
            },
          ]}
        />
      )}
    </section>
  );
}
