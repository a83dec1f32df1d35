/**
 * The page after validation: /quote/{id}/confirmation while the order waits
 * for its trading group, /quote/{id}/success once it is ordered. It says
 * what happens next, with the order's number and details, the purchase
 * order to download, and follows the quote: the confirmation page turns
 * into the success page when the group confirms, a quote sent back shows
 * the group's reason.
 */
import { ClockCircleOutlined, FilePdfOutlined, ReloadOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { Result } from '../../components/status-result.tsx';
import { Link, Navigate } from 'react-router-dom';
import { useLocale, useLocalePrefix } from '../../app/locale-scope.tsx';
import { localePath } from '../../i18n/locale-path.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { formatCents } from '../../lib/money.ts';
import { showErrorToast } from '../../lib/toast.ts';
import { useOrderOutcome } from './use-order-outcome.ts';
import { outcomePath } from './outcome-path.ts';
import { downloadPurchaseOrder } from './validation-requests.ts';
import './validation.css';

export interface OrderOutcomeProps {
  quoteId: number;
  /** The page shown: its quote's state decides whether it is the right one. */
  page: 'confirmation' | 'success';
}

/** Where an ordered quote's order stands now (the order desk's life cycle), so that the page does not stay at validation time. */
type Progress = 'received' | 'accepted' | 'shipped' | 'cancelled';
function progressOf(order: { status: string; manufacture_date: string | null; ex_works_date: string | null } | null): Progress {
  if (order?.status === 'shipped' || order?.status === 'cancelled') return order.status;
  return order?.manufacture_date && order.ex_works_date ? 'accepted' : 'received';
}

export function OrderOutcome({ quoteId, page }: OrderOutcomeProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const prefix = useLocalePrefix();
  const { state, refreshing, refresh } = useOrderOutcome(quoteId);

  if (state.status === 'loading') return <Skeleton active />;
  if (state.status === 'error') {
    return (
      <Result
        status="warning"
        title={state.notFound ? <Trans>This quote does not exist, or it is not one of yours.</Trans> : state.message}
        extra={[
          <Link key="quotes" to={localePath(prefix, '/quote')}>
            <Button type="primary"><Trans>Back to my quotes</Trans></Button>
          </Link>,
          !state.notFound && <Button key="retry" onClick={() => void refresh()}><Trans>Try again</Trans></Button>,
        ]}
      />
    );
  }
  const { quote, order } = state;
  const builder = (
    <Link key="quote" to={localePath(prefix, `/quote/${quote.id}`)}>
      <Button><Trans>Open the quote</Trans></Button>
    </Link>
  );
  if (quote.state === 'draft') {
    return (
      <Result
        status="warning"
        title={quote.rejection_reason ? <Trans>Your trading group sent the order back</Trans> : <Trans>This quote has not been validated yet.</Trans>}
        subTitle={
          quote.rejection_reason ? (
            // the group's words as written, on their own line: a sentence of ours after them would double their full stop
            <>
              <span className="order-outcome-reason"><Trans>Reason: {quote.rejection_reason}</Trans></span>
              <br />
              <Trans>Correct the quote, then validate it again.</Trans>
            </>
          ) : undefined
        }
        extra={[builder]}
      />
    );
  }
  const expected = quote.state === 'pending_confirmation' ? 'confirmation' : 'success';
  if (expected !== page) return <Navigate replace to={localePath(prefix, outcomePath(quote))} />;

  const waiting = quote.state === 'pending_confirmation';
  // non-breaking hyphens: the number stays whole on a phone
  const number = order?.number.replaceAll('-', '\u2011') ?? '—';
  const group = quote.billing_client?.name ?? '';
  const money = (cents: number) => formatCents(cents, order?.calculation.currency ?? 'EUR', locale);
  const download = async () => {
    if (!(await downloadPurchaseOrder(quote.id, `${order?.number ?? quote.reference}.pdf`))) showErrorToast(t`The purchase order does not exist.`);
  };
  const checkedAt = formatDateTime(state.checkedAt.toISOString(), locale);
  const progress = progressOf(order);
  const manufacture = formatDate(order?.manufacture_date ?? null, locale);
  const exWorks = formatDate(order?.ex_works_date ?? null, locale);
  const shipping = formatDate(order?.shipping_date ?? null, locale);
  const titles: Record<Progress, React.ReactNode> = {
    // validated (and confirmed by its group, if any), but the order desk has not accepted it yet
    received: <Trans>Your order {number} is recorded</Trans>,
    accepted: <Trans>Your order {number} is accepted</Trans>,
    shipped: <Trans>Your order {number} has shipped</Trans>,
    cancelled: <Trans>Your order {number} is cancelled</Trans>,
  };

  return (
    <Flex vertical gap={16} className="order-outcome">
      <Result
        status={waiting ? 'info' : progress === 'cancelled' ? 'warning' : 'success'}
        icon={waiting ? <ClockCircleOutlined aria-hidden /> : undefined}
        title={waiting ? <Trans>Your order {number} awaits the confirmation of {group}</Trans> : titles[progress]}
        subTitle={<Trans>Quote {quote.reference} · {quote.name}</Trans>}
        extra={[
          <Button key="po" type="primary" icon={<FilePdfOutlined aria-hidden />} onClick={() => void download()}>
            <Trans>Download the purchase order</Trans>
          </Button>,
          <Link key="orders" to={localePath(prefix, '/order')}>
            <Button><Trans>My orders</Trans></Button>
          </Link>,
          builder,
        ]}
      />
      <section aria-labelledby="outcome-next">
        <Typography.Title level={2} id="outcome-next">
          {progress === 'shipped' || progress === 'cancelled' ? <Trans>Where the order stands</Trans> : <Trans>What happens next</Trans>}
        </Typography.Title>
        {waiting ? (
          <ol className="order-outcome-next">
            <li><Trans>{group}, your trading group, checks the order and confirms it, or sends it back to you with a reason.</Trans></li>
            <li><Trans>Once confirmed, the order goes to our order desk, which schedules its manufacture.</Trans></li>
            <li><Trans>You receive an e-mail at each step, and you follow the order in My orders.</Trans></li>
          </ol>
        ) : progress === 'received' ? (
          <ol className="order-outcome-next">
            <li><Trans>Our order desk has received the order and schedules its manufacture.</Trans></li>
            <li><Trans>You receive the manufacture, ex-works and shipping dates by e-mail, and you follow them in My orders.</Trans></li>
          </ol>
        ) : progress === 'accepted' ? (
          <ol className="order-outcome-next">
            <li><Trans>Our order desk has accepted the order: manufacture on {manufacture}, leaving the works on {exWorks}.</Trans></li>
            <li><Trans>You receive the shipping date by e-mail, and you follow the order in My orders.</Trans></li>
          </ol>
        ) : (
          <Typography.Paragraph className="order-outcome-state">
            {progress === 'shipped' ? <Trans>The order was shipped on {shipping}.</Trans> : <Trans>The order was cancelled by our order desk; My orders gives the reason.</Trans>}
          </Typography.Paragraph>
        )}
        {!waiting && (
          <Typography.Paragraph type="secondary">
            <Trans>The purchase order is the document as of validation: the order's current state is the one on this page and in My orders.</Trans>
          </Typography.Paragraph>
        )}
      </section>
      {waiting && (
        <Alert
          type="info"
          showIcon
          title={<Trans>This page updates by itself once your trading group has answered (last checked {checkedAt}).</Trans>}
          action={<Button icon={<ReloadOutlined aria-hidden />} loading={refreshing} onClick={() => void refresh()}><Trans>Refresh</Trans></Button>}
        />
      )}
      {order && (
        <section aria-labelledby="outcome-order">
          <Typography.Title level={2} id="outcome-order">
            <Trans>The order</Trans>
          </Typography.Title>
          <Descriptions
            bordered
            size="small"
            column={1}
            items={[
              { key: 'number', label: t`Order number`, children: order.number },
              { key: 'family', label: t`Product family`, children: [order.family.title, order.product].filter(Boolean).join(' · ') },
              { key: 'reference', label: t`Customer reference`, children: order.customer_reference ?? '—' },
              { key: 'created', label: t`Validated on`, children: formatDateTime(order.created_at, locale) },
              order.calculation.installer_total_with_discount_cents === null
                ? { key: 'total', label: t`Total ex VAT`, children: money(order.calculation.total_ex_vat_cents) }
                : { key: 'net', label: t`Your total with discount, ex VAT`, children: money(order.calculation.installer_total_with_discount_cents) },
              { key: 'documents', label: t`Attached documents`, children: order.documents.length > 0 ? order.documents.map((document) => document.name).join(', ') : t`None` },
            ]}
          />
        </section>
      )}
    </Flex>
  );
}
