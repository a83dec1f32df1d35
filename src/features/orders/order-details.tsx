/** An order's facts, its frozen lines and totals in its currency, and the documents attached at validation. */
import { FileOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Descriptions, List, Table, Typography } from 'antd';
import { localize, type Locale } from '../../../engine/index.ts';
import type { Schemas } from '../../api/types.ts';
import { formatDate, formatDateTime, formatFileSize } from '../../lib/format.ts';
import { formatCents, formatBasisPoints, formatQuantity } from '../../lib/money.ts';
import { BillingModeLabel, OrderStatusTag } from './order-status.tsx';

type Order = Schemas['Order'];
type Line = Schemas['CalculationLine'];

const none = <Typography.Text type="secondary">–</Typography.Text>;

export function OrderFacts({ order, locale }: { order: Order; locale: Locale }) {
  const { t } = useLingui();
  const day = (value: string | null) => (value ? formatDate(value, locale) : none);
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2 }} className="order-facts" bordered>
      <Descriptions.Item label={t`Status`}><OrderStatusTag order={order} /></Descriptions.Item>
      <Descriptions.Item label={t`Type`}><BillingModeLabel type={order.type} /></Descriptions.Item>
      <Descriptions.Item label={t`Client`}>{order.client.name}</Descriptions.Item>
      <Descriptions.Item label={t`Installer`}>{order.installer?.name ?? none}</Descriptions.Item>
      <Descriptions.Item label={t`Quote number`}>{order.quote_reference}</Descriptions.Item>
      <Descriptions.Item label={t`Customer reference`}>{order.customer_reference ?? none}</Descriptions.Item>
      <Descriptions.Item label={t`Product family`}>{order.family.title}</Descriptions.Item>
      <Descriptions.Item label={t`Product`}>{order.product ?? none}</Descriptions.Item>
      <Descriptions.Item label={t`Creation date`}>{formatDateTime(order.created_at, locale)}</Descriptions.Item>
      <Descriptions.Item label={t`Confirmed on`}>{order.confirmed_at ? formatDateTime(order.confirmed_at, locale) : none}</Descriptions.Item>
      <Descriptions.Item label={t`Requested delivery`}>{day(order.requested_delivery_date)}</Descriptions.Item>
      <Descriptions.Item label={t`Manufacture date`}>{day(order.manufacture_date)}</Descriptions.Item>
      <Descriptions.Item label={t`Ex-works date`}>{day(order.ex_works_date)}</Descriptions.Item>
      <Descriptions.Item label={t`Shipping date`}>{day(order.shipping_date)}</Descriptions.Item>
    </Descriptions>
  );
}

export function OrderLines({ order, locale }: { order: Order; locale: Locale }) {
  const { t } = useLingui();
  const { calculation } = order;
  const money = (cents: number) => formatCents(cents, calculation.currency, locale);
  // an external client's user is not told the installer's discount (null)
  const { discount_bp: discount, installer_total_with_discount_cents: net } = calculation;
  const totals: [string, string][] = [
    [t`Total ex VAT`, money(calculation.total_ex_vat_cents)],
    ...(discount !== null ? ([[t`Discount`, formatBasisPoints(discount, locale)]] as [string, string][]) : []),
    ...(net !== null ? ([[t`Installer total with discount`, money(net)]] as [string, string][]) : []),
    [t`VAT (${formatBasisPoints(calculation.vat_rate_bp, locale)})`, money(calculation.vat_cents)],
    [t`Total incl. VAT`, money(calculation.total_incl_vat_cents)],
  ];
  return (
    <>
      <Table<Line>
        className="order-lines"
        size="small"
        rowKey={(line, index) => `${line.code}-${index ?? 0}`}
        dataSource={calculation.lines}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t`Code`, dataIndex: 'code' },
          { title: t`Designation`, key: 'designation', render: (_: unknown, line) => localize(line.designation, locale) },
          { title: t`Quantity`, dataIndex: 'quantity', align: 'right', render: (quantity: number) => formatQuantity(quantity, locale) },
          { title: t`Amount`, dataIndex: 'amount_cents', align: 'right', render: (cents: number) => money(cents) },
        ]}
      />
      <dl className="order-totals">
        {totals.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {calculation.reverse_charge && (
        <Typography.Paragraph type="secondary">
          <Trans>VAT reverse charge: intra-EU supply, VAT due by the buyer.</Trans>
        </Typography.Paragraph>
      )}
    </>
  );
}

export function OrderDocuments({ order, locale }: { order: Order; locale: Locale }) {
  if (order.documents.length === 0) return <Typography.Text type="secondary"><Trans>No document was attached.</Trans></Typography.Text>;
  return (
    <List
      size="small"
      className="order-documents"
      dataSource={order.documents}
      renderItem={(document) => {
        return (
          <List.Item>
            <span>
              <FileOutlined aria-hidden /> {document.name}
            </span>
            <Typography.Text type="secondary">{formatFileSize(document.size_bytes, locale)}</Typography.Text>
          </List.Item>
        );
      }}
    />
  );
}
