/**
 * A price line's grid of bands, edited in the price grid: what a band's upper
 * bound accepts (the engine's rule: bounds rise strictly, only the last band
 * may have none; see compileGrid in engine/catalogue/compile-expressions.ts),
 * each refusal in the page's language, and the edits (a band's bound or
 * price, a band added or removed), each a new list of bands whose keys are in
 * the files' order (`upTo`, then `unitPrice`). Bands have no lower bound of
 * their own, so no gap or overlap can arise: each starts above the previous.
 */
import { msg } from '@lingui/core/macro';
import { LOCALE_INFO, type DocBand, type Locale } from '../../../engine/index.ts';
import type { Checked } from './price-line-checks.ts';

/** The step DSL's `maxItems` of a grid's bands. */
export const MAX_BANDS = 50;

const SPACES = /[\s\u00a0\u202f]/g;

/** A bound as the input shows it: the language's decimal separator, no grouping (`6,5`). */
export function formatBound(value: number | undefined, locale: Locale): string {
  if (value === undefined) return '';
  return new Intl.NumberFormat(LOCALE_INFO[locale].iso, { maximumFractionDigits: 6, useGrouping: false }).format(value);
}

/** Where the band being checked sits: the bounds of the bands around it (undefined: none, or no band). */
export interface BandPlace {
  previous: number | undefined;
  next: number | undefined;
  last: boolean;
}

export function bandPlace(bands: readonly DocBand[], index: number): BandPlace {
  return { previous: bands[index - 1]?.upTo, next: bands[index + 1]?.upTo, last: index === bands.length - 1 };
}

/**
 * A band's upper bound typed with a comma or a point: empty only for the last
 * band (no upper bound, `undefined`), above the previous band's and below the
 * next band's. `unit` follows the numbers named in a refusal (` m`).
 */
export function checkBound(text: string, place: BandPlace, locale: Locale, unit = ''): Checked<number | undefined> {
  const typed = text.replace(SPACES, '');
  if (typed === '') {
    return place.last ? { ok: true, value: undefined } : { ok: false, error: msg`Only the last band can have no upper bound: enter a number.` };
  }
  const example = formatBound(2.5, locale);
  if (!/^-?\d+([.,]\d+)?$/.test(typed)) return { ok: false, error: msg`This is not a number: write it like ${example}.` };
  const value = Number(typed.replace(',', '.'));
  if (place.previous !== undefined && value <= place.previous) {
    const previous = `${formatBound(place.previous, locale)}${unit}`;
    return { ok: false, error: msg`The bounds must rise: this one must be above the previous band's (${previous}).` };
  }
  if (place.next !== undefined && value >= place.next) {
    const next = `${formatBound(place.next, locale)}${unit}`;
    return { ok: false, error: msg`The bounds must rise: this one must be below the next band's (${next}).` };
  }
  return { ok: true, value };
}

const band = (upTo: number | undefined, unitPrice: number): DocBand => (upTo === undefined ? { unitPrice } : { upTo, unitPrice });

export function withBandBound(bands: readonly DocBand[], index: number, upTo: number | undefined): DocBand[] {
  return bands.map((old, i) => (i === index ? band(upTo, old.unitPrice) : old));
}

export function withBandPrice(bands: readonly DocBand[], index: number, unitPrice: number): DocBand[] {
  return bands.map((old, i) => (i === index ? band(old.upTo, unitPrice) : old));
}

/**
 * One more band, always valid: when the last band has no upper bound, a band
 * before it, bounded one above the band before (or at 1), at the last band's
 * price; else a last band without upper bound at the last band's price.
 */
export function withBandAdded(bands: readonly DocBand[]): DocBand[] {
  const last = bands.at(-1);
  if (!last) return [{ unitPrice: 0 }];
  if (last.upTo !== undefined) return [...bands, { unitPrice: last.unitPrice }];
  const below = bands.at(-2)?.upTo;
  return [...bands.slice(0, -1), band(below === undefined ? 1 : below + 1, last.unitPrice), last];
}

/** The bands without the one at `index` (the others' bounds still rise); a grid keeps at least one band. */
export function withBandRemoved(bands: readonly DocBand[], index: number): DocBand[] {
  if (bands.length <= 1) return [...bands];
  return bands.filter((_, i) => i !== index);
}
