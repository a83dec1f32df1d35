/**
 * The difference repricing makes, line by line and in total: each value that
 * changes is shown struck through, an arrow, then the new one (with "before"
 * and "after" said to a screen reader), in a marked cell; an added, removed
 * or changed line says so in words beside its designation. Five columns
 * where the dialog has room; on a phone, two (the line with its code and
 * "quantity × unit price" under it, and the amount).
 */
import { ArrowRightOutlined, MinusCircleOutlined, PlusCircleOutlined, SwapOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import type { Locale } from '../../../engine/index.ts';
import { formatQuantity } from '../../lib/money.ts';
import { useNarrow } from '../../lib/use-narrow.ts';
import type { Repricing, RepricingLine } from './repricing-requests.ts';

/** Below this width the five columns would scroll sideways. */
const FULL_TABLE_MIN_WIDTH = 620;

/** A value under the quote's version and under the new one: the new alone when equal or added, struck through when removed. */
export function Change({ before, after, show }: { before: number | null; after: number | null; show: (value: number) => string }) {
  if (before === null) return after === null ? null : <>{show(after)}</>;
  if (after === null) return <s>{show(before)}</s>;
  if (before === after) return <>{show(after)}</>;
  return (
    <span className="repricing-change">
      <s>
        <span className="sr-only">
          <Trans>Before:</Trans>{' '}
        </span>
        {show(before)}
      </s>
      <ArrowRightOutlined aria-hidden className="repricing-arrow" />
      <strong>
        <span className="sr-only">
          <Trans>After:</Trans>{' '}
        </span>
        {show(after)}
      </strong>
    </span>
  );
}

/** What became of the line, in words (with an icon that says nothing more). */
function LineStatus({ status }: { status: RepricingLine['status'] }) {
  if (status === 'added') return <Tag color="success" icon={<PlusCircleOutlined aria-hidden />}><Trans>Added</Trans></Tag>;
  if (status === 'removed') return <Tag color="error" icon={<MinusCircleOutlined aria-hidden />}><Trans>Removed</Trans></Tag>;
  if (status === 'changed') return <Tag color="processing" icon={<SwapOutlined aria-hidden />}><Trans>Changed</Trans></Tag>;
  return null;
}

type Field = 'quantity' | 'unit_cents' | 'cents';

const valuesOf = (line: RepricingLine, field: Field): [number | null, number | null] => [line[`before_${field}`], line[`after_${field}`]];

/** A cell whose value changes between two priced lines is marked (an added or removed line is marked by its status). */
const changedCell = (field: Field) => (line: RepricingLine) => {
  const [before, after] = valuesOf(line, field);
  return { className: before !== null && after !== null && before !== after ? 'repricing-changed' : undefined };
};

function Designation({ line }: { line: RepricingLine }) {
  return (
    <span className="repricing-designation">
      {line.label} <LineStatus status={line.status} />
    </span>
  );
}

export interface RepricingLinesProps {
  repricing: Repricing;
  locale: Locale;
  /** An amount in the quote's currency, in the locale. */
  money: (cents: number) => string;
}

export function RepricingLines({ repricing, locale, money }: RepricingLinesProps) {
  const { t } = useLingui();
  const { ref, narrow } = useNarrow(FULL_TABLE_MIN_WIDTH);
  const quantity = (value: number) => formatQuantity(value, locale);
  const cell = (field: Field, show: (value: number) => string) => (_: unknown, line: RepricingLine) => {
    const [before, after] = valuesOf(line, field);
    return <Change before={before} after={after} show={show} />;
  };
  const amount = { title: t`Amount ex VAT`, key: 'amount', align: 'right' as const, onCell: changedCell('cents'), render: cell('cents', money) };
  const columns: ColumnsType<RepricingLine> = narrow
    ? [
        {
          title: t`Designation`,
          key: 'designation',
          render: (_: unknown, line) => (
            <>
              <Designation line={line} />
              <Typography.Text type="secondary" className="price-line-detail">
                {line.code} · {cell('quantity', quantity)(null, line)} × {cell('unit_cents', money)(null, line)}
              </Typography.Text>
            </>
          ),
        },
        { ...amount, width: 120 },
      ]
    : [
        { title: t`Code`, dataIndex: 'code', width: 100 },
        { title: t`Designation`, key: 'designation', render: (_: unknown, line) => <Designation line={line} /> },
        { title: t`Quantity`, key: 'quantity', align: 'right', width: 100, onCell: changedCell('quantity'), render: cell('quantity', quantity) },
        { title: t`Unit price`, key: 'unit', align: 'right', width: 150, onCell: changedCell('unit_cents'), render: cell('unit_cents', money) },
        { ...amount, width: 170 },
      ];
  return (
    <div ref={ref}>
      <Table<RepricingLine>
        size="small"
        rowKey={(line) => `${line.code}-${line.label}-${line.status}`}
        rowClassName={(line) => `repricing-row-${line.status}`}
        pagination={false}
        dataSource={repricing.lines}
        columns={columns}
        locale={{ emptyText: t`Neither version can price this quote yet: answer its steps first.` }}
      />
    </div>
  );
}

/** A difference of two amounts with its sign (+12,00 €, −3,00 €). */
function signed(cents: number, money: (cents: number) => string): string {
  if (cents === 0) return money(0);
  return `${cents > 0 ? '+' : '−'}${money(Math.abs(cents))}`;
}

interface TotalRow {
  key: string;
  label: ReactNode;
  exVat: ReactNode;
  inclVat: ReactNode;
}

/** Both totals under each version, and the difference. */
export function RepricingTotals({ repricing, money }: { repricing: Repricing; money: (cents: number) => string }) {
  const { t } = useLingui();
  const from = repricing.from_version;
  const to = repricing.to_version;
  const total = (cents: number | null) => (cents === null ? <Typography.Text type="secondary">{t`Not priced`}</Typography.Text> : money(cents));
  const difference = (before: number | null, after: number | null) => (before === null || after === null ? '—' : <strong>{signed(after - before, money)}</strong>);
  const rows: TotalRow[] = [
    { key: 'from', label: t`Version ${from} (current)`, exVat: total(repricing.before_total_ex_vat_cents), inclVat: total(repricing.before_total_incl_vat_cents) },
    { key: 'to', label: t`Version ${to}`, exVat: total(repricing.after_total_ex_vat_cents), inclVat: total(repricing.after_total_incl_vat_cents) },
    {
      key: 'difference',
      label: t`Difference`,
      exVat: difference(repricing.before_total_ex_vat_cents, repricing.after_total_ex_vat_cents),
      inclVat: difference(repricing.before_total_incl_vat_cents, repricing.after_total_incl_vat_cents),
    },
  ];
  return (
    <Table<TotalRow>
      className="repricing-totals"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: <span className="sr-only">{t`Tariff`}</span>, dataIndex: 'label', key: 'label' },
        { title: t`Total ex VAT`, dataIndex: 'exVat', key: 'exVat', align: 'right' },
        { title: t`Total incl VAT`, dataIndex: 'inclVat', key: 'inclVat', align: 'right' },
      ]}
    />
  );
}
