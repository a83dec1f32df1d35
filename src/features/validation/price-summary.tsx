/**
 * The server's price of the quote as it will be ordered: public total, the
 * client's discount, the net total, VAT and the total incl VAT, in the
 * quote's currency and the user's locale.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Descriptions, Skeleton, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '../../../engine/index.ts';
import { api } from '../../api/client.ts';
import { errorMessageOf, type Schemas } from '../../api/types.ts';
import { formatCents, formatPercent } from '../../lib/money.ts';

type Calculation = Schemas['Calculation'];

export function PriceSummary({ quoteId, locale, onPriced }: { quoteId: number; locale: Locale; onPriced?: (priced: boolean) => void }) {
  const { t } = useLingui();
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setError(null);
    try {
      const { data, error: failure } = await api.GET('/quote/{id}/calculate', { params: { path: { id: quoteId } } });
      setCalculation(data?.data ?? null);
      if (!data) setError(errorMessageOf(failure) ?? t`The price could not be calculated.`);
      onPriced?.(Boolean(data));
    } catch {
      setError(t`Connection to the server was lost. Check your network and try again.`);
    }
  }, [quoteId, t, onPriced]);

  useEffect(() => {
    void load();
  }, [load]);

  if (error) {
    return <Alert type="error" showIcon role="alert" title={error} action={<Button icon={<ReloadOutlined />} onClick={() => void load()}><Trans>Try again</Trans></Button>} />;
  }
  if (!calculation) return <Skeleton active paragraph={{ rows: 3 }} />;
  const money = (cents: number) => formatCents(cents, calculation.currency, locale);
  const lines = calculation.lines.length;
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        { key: 'lines', label: t`Items`, children: <Trans>{lines} price lines</Trans> },
        { key: 'ex', label: t`Total ex VAT`, children: money(calculation.total_ex_vat_cents) },
        // an external client's user sees public prices only (no discount, no net total)
        ...(calculation.discount_percent !== null && calculation.installer_total_with_discount_cents !== null
          ? [
              { key: 'discount', label: t`Your discount`, children: formatPercent(calculation.discount_percent, locale) },
              { key: 'net', label: t`Your total with discount, ex VAT`, children: <Typography.Text strong>{money(calculation.installer_total_with_discount_cents)}</Typography.Text> },
            ]
          : []),
        {
          key: 'vat',
          label: t`VAT (${formatPercent(calculation.vat_rate, locale)})`,
          children: (
            <>
              {money(calculation.vat_cents)}
              {calculation.reverse_charge && <Typography.Text type="secondary"> · <Trans>Reverse charge: VAT due by the customer</Trans></Typography.Text>}
            </>
          ),
        },
        { key: 'incl', label: t`Total incl VAT`, children: money(calculation.total_incl_vat_cents) },
      ]}
    />
  );
}
