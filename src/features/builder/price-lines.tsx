/**
 * The price step's lines: code, designation, quantity, unit price and amount
 * where the step has room for them; in a narrower step (a phone, or a tablet
 * with the plan beside the form), two columns that fit without scrolling
 * sideways (the designation with its code and "quantity × unit price" under
 * it, and the amount).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { localize, type Locale } from '../../../engine/index.ts';
import type { Schemas } from '../../api/types.ts';
import { formatQuantity } from '../../lib/money.ts';
import { useNarrow } from '../../lib/use-narrow.ts';

type Line = Schemas['Calculation']['lines'][number];

/** Below this width the five columns (110 + 90 + 120 + 130 px and the designation) would scroll sideways. */
const FULL_TABLE_MIN_WIDTH = 560;

export interface PriceLinesProps {
  lines: readonly Line[];
  locale: Locale;
  /** An amount in the quote's currency, in the locale. */
  money: (cents: number) => string;
}

function Designation({ line, locale }: { line: Line; locale: Locale }) {
  return (
    <>
      {localize(line.designation, locale)} {line.kind === 'eco' && <Tag color="green"><Trans>Eco-participation</Trans></Tag>}
    </>
  );
}

export function PriceLines({ lines, locale, money }: PriceLinesProps) {
  const { t } = useLingui();
  const { ref, narrow } = useNarrow(FULL_TABLE_MIN_WIDTH);
  const amount = { title: t`Amount ex VAT`, dataIndex: 'amount_cents', align: 'right' as const, render: money };
  const columns: ColumnsType<Line> = narrow
    ? [
        {
          title: t`Designation`,
          key: 'designation',
          render: (_: unknown, line) => (
            <>
              <Designation line={line} locale={locale} />
              <Typography.Text type="secondary" className="price-line-detail">
                {line.code} · {formatQuantity(line.quantity, locale)} × {money(line.unit_cents)}
              </Typography.Text>
            </>
          ),
        },
        { ...amount, width: 110 },
      ]
    : [
        { title: t`Code`, dataIndex: 'code', width: 110 },
        { title: t`Designation`, key: 'designation', render: (_: unknown, line) => <Designation line={line} locale={locale} /> },
        { title: t`Quantity`, dataIndex: 'quantity', align: 'right', width: 90, render: (q: number) => formatQuantity(q, locale) },
        { title: t`Unit price`, dataIndex: 'unit_cents', align: 'right', width: 120, render: money },
        { ...amount, width: 130 },
      ];
  return (
    <div ref={ref}>
      <Table<Line>
        size="small"
        rowKey={(line) => `${line.code}-${line.designation.en}`}
        pagination={false}
        dataSource={lines as Line[]}
        columns={columns}
      />
    </div>
  );
}
