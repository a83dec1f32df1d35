/** An order's timeline: every change with who made it, when, and the reason given. */
import { useLingui } from '@lingui/react/macro';
import { Timeline, Typography } from 'antd';
import type { Locale } from '../../../engine/index.ts';
import type { Schemas } from '../../api/types.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { OrderStageLabel } from './order-status.tsx';

type Entry = Schemas['OrderHistoryEntry'];

function useEntryText(locale: Locale) {
  const { t } = useLingui();
  const day = (value: string | null) => (value ? formatDate(value, locale) : t`none`);
  const dates: Partial<Record<Entry['field'], (from: string, to: string) => string>> = {
    manufacture_date: (from, to) => t`Manufacture date: ${from} → ${to}`,
    ex_works_date: (from, to) => t`Ex-works date: ${from} → ${to}`,
    shipping_date: (from, to) => t`Shipping date: ${from} → ${to}`,
    requested_delivery_date: (from, to) => t`Requested delivery: ${from} → ${to}`,
  };
  return (entry: Entry) => {
    if (entry.field === 'created') return t`Quote validated into an order`;
    if (entry.field === 'confirmation') return entry.to === 'rejected' ? t`Sent back by the trading group` : t`Confirmed by the trading group`;
    if (entry.field === 'status') {
      const to = entry.to === 'shipped' || entry.to === 'cancelled' ? entry.to : 'received';
      return <>{t`Status:`} <OrderStageLabel stage={to} /></>;
    }
    return dates[entry.field]!(day(entry.from), day(entry.to));
  };
}

const COLOURS: Partial<Record<string, string>> = { rejected: 'red', cancelled: 'red', shipped: 'green', confirmed: 'green' };

export function OrderTimeline({ history, locale }: { history: Entry[]; locale: Locale }) {
  const text = useEntryText(locale);
  return (
    <Timeline
      className="order-timeline"
      items={history.map((entry, index) => ({
        key: index,
        color: COLOURS[entry.to ?? ''] ?? 'blue',
        children: (
          <div data-field={entry.field}>
            <div className="order-timeline-what">{text(entry)}</div>
            {entry.reason && <Typography.Paragraph className="order-timeline-reason">{entry.reason}</Typography.Paragraph>}
            <Typography.Text type="secondary">
              {formatDateTime(entry.at, locale)} · {entry.by}
            </Typography.Text>
          </div>
        ),
      }))}
    />
  );
}
