/**
 * A price line's grid, edited in the price grid under its line: one row per
 * band (where it starts, its upper bound, its unit price), a band added or
 * removed. Each cell checks what is typed as the engine does (bounds rising,
 * only the last band open-ended, prices as money) and hands on a new grid
 * only when valid; a refusal stays under its cell, in the page's language.
 * Past 20 bands (the schema allows 50) only the bands around the window's
 * view are rendered, by the price grid's virtualiser (virtual-rows.tsx): the
 * table stays a table, the others stood in for by an empty row of their
 * height, the table saying how many rows it has. A line's bands render again
 * only when its grid, code, question or language change, not at each edit
 * of another line: a line of 50 bands made each key typed in the grid take
 * 200 ms (issue 27, item 7).
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'antd';
import { memo } from 'react';
import { localize, type DocPriceLine, type FamilyDocument, type Locale } from '../../../engine/index.ts';
import { CheckedInput } from './checked-input.tsx';
import { bandPlace, checkBound, formatBound, MAX_BANDS, withBandAdded, withBandBound, withBandPrice, withBandRemoved } from './grid-band-edit.ts';
import { Spacer } from './grid-table.tsx';
import { checkEuros, formatEuros } from './price-line-checks.ts';
import { useVirtualRows } from './virtual-rows.tsx';

type Grid = NonNullable<DocPriceLine['grid']>;

export interface PriceGridBandsProps {
  grid: Grid;
  /** The line's place in its list, handed back with its new grid. */
  at: number;
  /** The line's code, which the cells' names give. */
  code: string;
  /** The grid's question's title and unit (dimensionOf). */
  dimension: string;
  unit: string;
  locale: Locale;
  /** The same function from one render to the next, so that the bands of a line that did not change are not rendered again. */
  onChange(at: number, grid: Grid): void;
  readOnly?: boolean;
}

/** Up to this many bands, every band is rendered; past it, the bands around the window's view. */
export const BANDS_RENDERED_WHOLE = 20;
/** A band's row height before it is measured (px). */
const BAND_ESTIMATE = 40;

/**
 * The grid's bands as the text gives them: the document on screen may not
 * pass the schema yet (the file's problems name it), so a grid without a list
 * of bands shows none, ready for one to be added.
 */
const bandsOf = (grid: Grid): Grid['bands'] => (Array.isArray(grid.bands) ? grid.bands : []);

/** The grid's question (a number question of the family), for its title and unit. */
export function dimensionOf(grid: Grid, document: FamilyDocument, locale: Locale) {
  const question = document.steps.flatMap((step) => step.questions).find((candidate) => candidate.key === grid.dimension);
  return { title: question ? localize(question.title, locale) : grid.dimension, unit: question?.unit ?? '' };
}

/** What the price cell of a grid line says: by which question, and where its bands are. */
export function PriceGridSummary({ grid, document, locale }: { grid: Grid; document: FamilyDocument; locale: Locale }) {
  const { t } = useLingui();
  const dimension = dimensionOf(grid, document, locale).title;
  const count = bandsOf(grid).length;
  return (
    <div className="price-grid-summary">
      <div className="price-grid-bands-title">
        <Trans>Price grid by {dimension}</Trans>
      </div>
      <div className="price-grid-bands-note">{t({ message: plural(count, { one: '# band, under this line', other: '# bands, under this line' }) })}</div>
    </div>
  );
}

export const PriceGridBands = memo(function PriceGridBands({ grid, at, code, dimension, unit, locale, onChange, readOnly }: PriceGridBandsProps) {
  const { t } = useLingui();
  const suffix = unit ? `\u00a0${unit}` : ''; // a bound and its unit on one line
  const bands = bandsOf(grid);
  const setBands = (next: Grid['bands']) => onChange(at, { ...grid, bands: next });
  const columns = readOnly ? 3 : 4;
  const { indexes, rowProps, spacers, rowCount, around } = useVirtualRows({ count: bands.length, estimate: BAND_ESTIMATE, from: BANDS_RENDERED_WHOLE });
  return (
    <div className="price-grid-bands" ref={around}>
      <table className="price-grid-bands-table" aria-rowcount={rowCount}>
        <caption>{t`Bands of ${code} by ${dimension}`}</caption>
        <thead>
          <tr aria-rowindex={rowCount === undefined ? undefined : 1}>
            <th scope="col">{t`Above`}</th>
            <th scope="col">{unit ? t`Up to (${unit})` : t`Up to`}</th>
            <th scope="col">{t`Unit price (€ excl. VAT)`}</th>
            {!readOnly && <th scope="col"><span className="sr-only">{t`Actions`}</span></th>}
          </tr>
        </thead>
        <tbody className="grid-table-body">
          <Spacer height={spacers.top} columns={columns} />
          {indexes.map((index) => {
            const band = bands[index]!;
            const number = index + 1;
            const previous = bands[index - 1]?.upTo;
            return (
              // new rows on an added or removed band: a refused text never stays under another band
              <tr key={`${bands.length}:${index}`} {...rowProps(index)}>
                <td className="price-grid-bands-from">{previous === undefined ? '—' : `${formatBound(previous, locale)}${suffix}`}</td>
                <td>
                  <CheckedInput<number | undefined>
                    value={band.upTo}
                    format={(value) => formatBound(value, locale)}
                    check={(text) => checkBound(text, bandPlace(bands, index), locale, suffix)}
                    onCommit={(upTo) => setBands(withBandBound(bands, index, upTo))}
                    label={t`Upper bound of band ${number} of ${code}`}
                    placeholder={index === bands.length - 1 ? t`no limit` : undefined}
                    readOnly={readOnly}
                    suffix={unit || undefined}
                    className="price-grid-bands-number"
                  />
                </td>
                <td>
                  <CheckedInput
                    value={band.unitPrice}
                    format={(euros) => formatEuros(euros, locale)}
                    check={(text) => checkEuros(text, locale)}
                    onCommit={(euros) => setBands(withBandPrice(bands, index, euros))}
                    label={t`Unit price of band ${number} of ${code}`}
                    readOnly={readOnly}
                    suffix="€"
                    className="price-grid-bands-number"
                  />
                </td>
                {!readOnly && (
                  <td>
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t`Remove band ${number} of ${code}`}
                      disabled={bands.length <= 1}
                      onClick={() => setBands(withBandRemoved(bands, index))}
                    />
                  </td>
                )}
              </tr>
            );
          })}
          <Spacer height={spacers.bottom} columns={columns} />
        </tbody>
      </table>
      {!readOnly && (
        <Button size="small" icon={<PlusOutlined aria-hidden />} disabled={bands.length >= MAX_BANDS} onClick={() => setBands(withBandAdded(bands))} aria-label={t`Add a band to ${code}`}>
          <Trans>Add a band</Trans>
        </Button>
      )}
    </div>
  );
});
