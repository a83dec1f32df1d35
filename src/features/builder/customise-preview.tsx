/**
 * The live totals of the customised quote as the user types: the engine's
 * `customiseQuote` on the server's calculation, exactly what the PDF prints
 * (public total, trade discount, extra lines, total ex VAT, VAT, total incl
 * VAT, eco-participation included).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Card, Descriptions, Typography } from 'antd';
import type { CustomisedQuote, Locale } from '../../../engine/index.ts';
import { formatBasisPoints, formatCents } from '../../lib/money.ts';

export interface CustomisePreviewProps {
  offer: CustomisedQuote;
  locale: Locale;
}

export function CustomisePreview({ offer, locale }: CustomisePreviewProps) {
  const { t } = useLingui();
  const money = (cents: number) => formatCents(cents, offer.currency, locale);
  const lineCount = offer.lines.length;
  // the discount names what it applies to, as the PDF does: the eco-participation (and the shipping, unless chosen) is not discounted (issue 30, item 8)
  const percent = formatBasisPoints(offer.tradeDiscountBp, locale);
  const base = money(offer.discountBaseCents);
  const items = [
    { key: 'public', label: t`Price list total ex VAT`, children: money(offer.publicTotalCents) },
    ...(offer.tradeDiscountCents !== 0
      ? [{ key: 'discount', label: t`Trade discount ${percent} on ${base}`, children: money(-offer.tradeDiscountCents) }]
      : []),
    ...(offer.extraTotalCents !== 0 ? [{ key: 'extra', label: t`Extra lines`, children: money(offer.extraTotalCents) }] : []),
    { key: 'ex', label: t`Total ex VAT`, children: <strong data-testid="offer-total-ex-vat">{money(offer.totalExVatCents)}</strong> },
    { key: 'vat', label: t`VAT (${formatBasisPoints(offer.vatRateBp, locale)})`, children: money(offer.vatCents) },
    { key: 'incl', label: t`Total incl VAT`, children: <strong data-testid="offer-total-incl-vat">{money(offer.totalInclVatCents)}</strong> },
  ];
  return (
    <Card size="small" title={<Trans>Your customer's total</Trans>} className="customise-preview">
      <div aria-live="polite">
        <Descriptions size="small" column={1} bordered items={items} />
      </div>
      <Typography.Text type="secondary" className="live-plan-note">
        {offer.ecoCents > 0 && <Trans>Including eco-participation of {money(offer.ecoCents)}, never discounted.</Trans>}{' '}
        {offer.simplified ? (
          <Plural value={lineCount} one="Printed simplified: # line." other="Printed simplified: # lines." />
        ) : (
          <Plural value={lineCount} one="Printed in detail: # line." other="Printed in detail: # lines." />
        )}
      </Typography.Text>
    </Card>
  );
}
