/** A price line's price grid, read-only in the price grid: its bands by one number question; the bands are edited in the text. */
import { Trans, useLingui } from '@lingui/react/macro';
import { localize, type DocPriceLine, type FamilyDocument, type Locale } from '../../../engine/index.ts';
import { formatEuros } from './price-line-checks.ts';

export function PriceGridBands({ grid, document, locale }: { grid: NonNullable<DocPriceLine['grid']>; document: FamilyDocument; locale: Locale }) {
  const { t } = useLingui();
  const question = document.steps.flatMap((step) => step.questions).find((candidate) => candidate.key === grid.dimension);
  const dimension = question ? localize(question.title, locale) : grid.dimension;
  const unit = question?.unit ? ` ${question.unit}` : '';
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  return (
    <div className="price-grid-bands">
      <div className="price-grid-bands-title">
        <Trans>Price grid by {dimension}</Trans>
      </div>
      <ul>
        {grid.bands.map((band, index) => {
          const price = `${formatEuros(band.unitPrice, locale)} €`;
          const previous = grid.bands[index - 1]?.upTo;
          if (band.upTo !== undefined) {
            const bound = `${number(band.upTo)}${unit}`;
            return <li key={index}>{t`up to ${bound}: ${price}`}</li>;
          }
          const bound = previous === undefined ? null : `${number(previous)}${unit}`;
          return <li key={index}>{bound === null ? t`any value: ${price}` : t`above ${bound}: ${price}`}</li>;
        })}
      </ul>
      <div className="price-grid-bands-note">
        <Trans>The bands are edited in the text.</Trans>
      </div>
    </div>
  );
}
