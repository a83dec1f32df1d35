/**
 * The price step's lines: code, designation, quantity, unit price and amount
 * on wider screens; on a phone, two columns that fit without scrolling
 * sideways (the designation with its code and "quantity × unit price" under
 * it, and the amount).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { Locale } from '../../../engine/index.ts';
import type { Schemas } from '../../api/types.ts';
import { formatQuantity } from '../../lib/money.ts';
import { useDevice } from '../../lib/use-device.ts';

type Line = Schemas['Calculation']['lines'][number];

export interface PriceLinesProps {
  lines: readonly Line[];
  locale: Locale;
  /** An amount in the quote's currency, in the locale. */
  money: (cents: number) => string;
}

function Designation({ line }: { line: Line }) {
  return (
    <>
      {line.designation} {line.eco_participation && <Tag color="green"><Trans>Eco-participation</Trans></Tag>}
    </>
  );
}

export function PriceLines({ lines, locale, money }: PriceLinesProps) {
  const { t } = useLingui();
  const { isPhone } = useDevice();
  const amount = { title: t`Amount ex VAT`, dataIndex: 'amount_cents', align: 'right' as const, render: money };
  const columns: ColumnsType<Line> = isPhone
    ? [
        {
          title: t`Designation`,
          key: 'designation',
          render: (_: unknown, line) => (
            <>
              <Designation line={line} />
              <Typography.Text type="secondary" className="price-line-detail">
                {line.code} · {formatQuantity(line.quantity, locale)} × {money(line.unit_amount_cents)}
              </Typography.Text>
            </>
          ),
        },
        { ...amount, width: 110 },
      ]
    : [
        { title: t`Code`, dataIndex: 'code', width: 110 },
        { title: t`Designation`, key: 'designation', render: (_: unknown, line) => <Designation line={line} /> },
        { title: t`Quantity`, dataIndex: 'quantity', align: 'right', width: 90, render: (q: number) => formatQuantity(q, locale) },
        { title: t`Unit price`, dataIndex: 'unit_amount_cents', align: 'right', width: 120, render: money },
        { ...amount, width: 130 },
      ];
  return (
    <Table<Line>
      size="small"
      rowKey={(line) => `${line.code}-${line.designation}`}
      pagination={false}
      scroll={isPhone ? undefined : { x: 560 }}
      dataSource={lines as Line[]}
      columns={columns}
    />
  );
}
