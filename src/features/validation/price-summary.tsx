/**
 * The server's price of the quote as it will be ordered (the price step's
 * totals), in the quote's currency and the user's locale.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Skeleton } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '../../../engine/index.ts';
import { api } from '../../api/client.ts';
import { errorMessageOf, type Schemas } from '../../api/types.ts';
import { formatCents } from '../../lib/money.ts';
import { PriceTotals } from '../builder/price-totals.tsx';
import { connectionLostText } from '../../api/errors.ts';

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
      setError(connectionLostText());
    }
  }, [quoteId, t, onPriced]);

  useEffect(() => {
    void load();
  }, [load]);

  if (error) {
    return <Alert type="error" showIcon role="alert" title={error} action={<Button icon={<ReloadOutlined />} onClick={() => void load()}><Trans>Try again</Trans></Button>} />;
  }
  if (!calculation) return <Skeleton active paragraph={{ rows: 3 }} />;
  return <PriceTotals calculation={calculation} locale={locale} money={(cents) => formatCents(cents, calculation.currency, locale)} />;
}
