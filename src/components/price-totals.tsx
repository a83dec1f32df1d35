/**
 * The totals of a calculation: ex VAT, VAT (with the reverse-charge mention),
 * incl VAT, and the client's discount with its net total (left out for an
 * external client's user, who sees public prices only: both are null then).
 * The price step and the validation step show the same.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Descriptions, Typography } from 'antd';
import type { Locale } from '../../engine/index.ts';
import type { Schemas } from '../api/types.ts';
import { formatBasisPoints } from '../lib/money.ts';

export function PriceTotals({ calculation, locale, money }: { calculation: Schemas['Calculation']; locale: Locale; money: (cents: number) => string }) {
  const { t } = useLingui();
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        { key: 'ex', label: t`Total ex VAT`, children: money(calculation.total_ex_vat_cents) },
        {
          key: 'vat',
          label: t`VAT (${formatBasisPoints(calculation.vat_rate_bp, locale)})`,
          children: (
            <>
              {money(calculation.vat_cents)}
              {calculation.reverse_charge && <Typography.Text type="secondary"> · <Trans>Reverse charge: VAT due by the customer</Trans></Typography.Text>}
            </>
          ),
        },
        { key: 'incl', label: t`Total incl VAT`, children: <strong>{money(calculation.total_incl_vat_cents)}</strong> },
        // null for an external client's user: the installer's terms are not shown to it (README, Accounts)
        ...(calculation.discount_bp === null || calculation.installer_total_with_discount_cents === null
          ? []
          : [
              { key: 'discount', label: t`Your discount`, children: formatBasisPoints(calculation.discount_bp, locale) },
              { key: 'net', label: t`Your total with discount, ex VAT`, children: <strong>{money(calculation.installer_total_with_discount_cents)}</strong> },
            ]),
      ]}
    />
  );
}
