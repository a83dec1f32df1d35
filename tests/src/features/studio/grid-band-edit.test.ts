/** A grid's bands edited in the price grid: the bounds the engine accepts, each refusal with its reason, and edits that keep the grid valid. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { compileFamily, type DocBand, type FamilyDocument } from '../../../../engine/index.ts';
import { bandPlace, checkBound, formatBound, withBandAdded, withBandBound, withBandPrice, withBandRemoved } from '../../../../src/features/studio/grid-band-edit.ts';
import type { Checked } from '../../../../src/features/studio/price-line-checks.ts';

const refused = (checked: Checked<unknown>): string | null =>
  checked.ok ? null : (checked.error.message ?? '').replace(/\{(\w+)\}/g, (_, name: string) => String(checked.error.values?.[name]));

const BANDS: DocBand[] = [{ upTo: 6, unitPrice: 18 }, { upTo: 10, unitPrice: 21.5 }, { unitPrice: 26 }];

const bar = parse(readFileSync(new URL('../../../../schemas/families/bar.family.yaml', import.meta.url), 'utf8')) as FamilyDocument;

/** The bar cover with one more line priced by a grid of the pool's length, to ask the engine whether it takes `bands`. */
function familyWith(bands: DocBand[]): FamilyDocument {
  return { ...bar, pricing: [...(bar.pricing ?? []), { code: 'BAR-EDGE', designation: { en: 'Edge' }, quantity: '2.0 * (length + width)', grid: { dimension: 'length', bands } }] };
}
const engineRefuses = (bands: DocBand[]) => {
  const result = compileFamily(familyWith(bands));
  if (result.ok) return false;
  // anything else wrong with the family would make this comparison meaningless
  expect(result.issues.map((issue) => issue.code)).toEqual(['grid_bands']);
  return true;
};

describe('checkBound', () => {
  it('reads a comma or a point, between the bounds around it', () => {
    expect(checkBound('8,5', bandPlace(BANDS, 1), 'fr')).toEqual({ ok: true, value: 8.5 });
    expect(checkBound(' 7.25 ', bandPlace(BANDS, 1), 'en')).toEqual({ ok: true, value: 7.25 });
    expect(checkBound('12', bandPlace(BANDS, 2), 'de')).toEqual({ ok: true, value: 12 });
  });

  it('refuses a bound at or below the previous band’s, and at or above the next band’s, naming it with its unit', () => {
    expect(refused(checkBound('6', bandPlace(BANDS, 1), 'fr', ' m'))).toBe("The bounds must rise: this one must be above the previous band's (6 m).");
    expect(refused(checkBound('4', bandPlace(BANDS, 1), 'fr', ' m'))).toMatch(/above the previous band's \(6 m\)/);
    expect(refused(checkBound('10', bandPlace(BANDS, 0), 'de', ' m'))).toBe("The bounds must rise: this one must be below the next band's (10 m).");
    expect(refused(checkBound('10,5', bandPlace([{ upTo: 2.5, unitPrice: 1 }, { upTo: 10.5, unitPrice: 2 }], 0), 'fr'))).toMatch(/\(10,5\)/);
  });

  it('leaves only the last band without an upper bound', () => {
    expect(checkBound('', bandPlace(BANDS, 2), 'fr')).toEqual({ ok: true, value: undefined });
    expect(refused(checkBound(' ', bandPlace(BANDS, 1), 'fr'))).toMatch(/Only the last band/);
  });

  it('refuses what is not a number, with an example in the language', () => {
    expect(refused(checkBound('6 m', bandPlace(BANDS, 0), 'fr'))).toBe('This is not a number: write it like 2,5.');
    expect(refused(checkBound('abc', bandPlace(BANDS, 0), 'en'))).toBe('This is not a number: write it like 2.5.');
  });

  it('accepts exactly what the engine accepts for a bound in the middle', () => {
    for (const value of [5, 6, 6.01, 9.99, 10, 11]) {
      const accepted = checkBound(String(value), bandPlace(BANDS, 1), 'en').ok;
      expect(accepted).toBe(!engineRefuses(withBandBound(BANDS, 1, value)));
    }
    expect(engineRefuses(withBandBound(BANDS, 1, undefined))).toBe(true);
    expect(checkBound('', bandPlace(BANDS, 1), 'en').ok).toBe(false);
  });
});

describe('band edits', () => {
  it('set a bound or a price with the keys in the files’ order, sharing the other bands', () => {
    const priced = withBandPrice(BANDS, 1, 23.75);
    expect(priced).toEqual([{ upTo: 6, unitPrice: 18 }, { upTo: 10, unitPrice: 23.75 }, { unitPrice: 26 }]);
    expect(Object.keys(priced[1]!)).toEqual(['upTo', 'unitPrice']);
    expect(priced[0]).toBe(BANDS[0]);
    const bounded = withBandBound(BANDS, 2, 14);
    expect(Object.keys(bounded[2]!)).toEqual(['upTo', 'unitPrice']);
    expect(withBandBound(bounded, 2, undefined)[2]).toEqual({ unitPrice: 26 });
  });

  it('add a band the engine accepts: before an open-ended last band, or as a new open-ended last band', () => {
    expect(withBandAdded(BANDS)).toEqual([{ upTo: 6, unitPrice: 18 }, { upTo: 10, unitPrice: 21.5 }, { upTo: 11, unitPrice: 26 }, { unitPrice: 26 }]);
    expect(withBandAdded([{ unitPrice: 5 }])).toEqual([{ upTo: 1, unitPrice: 5 }, { unitPrice: 5 }]);
    expect(withBandAdded([{ upTo: 4, unitPrice: 5 }])).toEqual([{ upTo: 4, unitPrice: 5 }, { unitPrice: 5 }]);
    for (const bands of [BANDS, [{ unitPrice: 5 }], [{ upTo: 4, unitPrice: 5 }], withBandAdded(withBandAdded(BANDS))]) {
      expect(engineRefuses(withBandAdded(bands))).toBe(false);
    }
  });

  it('remove a band, the others still rising; the only band stays', () => {
    for (const index of [0, 1, 2]) expect(engineRefuses(withBandRemoved(BANDS, index))).toBe(false);
    expect(withBandRemoved(BANDS, 2)).toEqual([{ upTo: 6, unitPrice: 18 }, { upTo: 10, unitPrice: 21.5 }]);
    expect(withBandRemoved([{ unitPrice: 5 }], 0)).toEqual([{ unitPrice: 5 }]);
  });

  it('format a bound in the language, without grouping', () => {
    expect(formatBound(1250.5, 'fr')).toBe('1250,5');
    expect(formatBound(6, 'de')).toBe('6');
    expect(formatBound(undefined, 'en')).toBe('');
  });
});
