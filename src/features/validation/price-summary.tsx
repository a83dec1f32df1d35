/**
 * The server's price of the quote as it will be ordered (the price step's
 * totals), in the quote's currency and the user's locale.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Skeleton } from 'antd';
import { useEffect } from 'react';
import type { Locale } from '../../../engine/index.ts';
import { errorText } from '../../api/errors.ts';
import { readAgain } from '../../api/queries.ts';
import { formatCents } from '../../lib/money.ts';
import { calculationQuery, useQuoteCalculation } from '../../lib/use-quote-calculation.ts';
import { PriceTotals } from '../../components/price-totals.tsx';

export function PriceSummary({ quoteId, locale, onPriced }: { quoteId: number; locale: Locale; onPriced?: (priced: boolean) => void }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const priced = useQuoteCalculation(quoteId);
  const calculation = priced.data?.data ?? null;
  const error = priced.isError ? errorText(priced.error, t`The price could not be calculated.`) : null;
  // told of each answer of the server (not of a call without answer)
  const answered = priced.isSuccess ? true : priced.isError && !(priced.error instanceof Error) ? false : null;
  useEffect(() => {
    if (answered !== null) onPriced?.(answered);
  }, [answered, priced.dataUpdatedAt, priced.errorUpdatedAt, onPriced]);

  if (error) {
    return <Alert type="error" showIcon role="alert" title={error} action={<Button icon={<ReloadOutlined aria-hidden />} onClick={() => void readAgain(client, calculationQuery(quoteId))}><Trans>Try again</Trans></Button>} />;
  }
  if (!calculation) return <Skeleton active paragraph={{ rows: 3 }} />;
  return <PriceTotals calculation={calculation} locale={locale} money={(cents) => formatCents(cents, calculation.currency, locale)} />;
}
