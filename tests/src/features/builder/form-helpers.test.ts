/** The step forms' pure helpers: numbers, shown errors, category groups. */
import type { RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { groupByCategory, type FieldCategory } from '../../../../src/features/builder/category-groups.ts';
import { decimalSeparator, formatNumber, stepPrecision } from '../../../../src/features/builder/number-format.ts';
import { fieldOfId, fieldsWithErrors, shownErrorSchema } from '../../../../src/features/builder/shown-errors.ts';

describe('numbers', () => {
  it('has the decimal separator of each language', () => {
    expect(['fr', 'en', 'de', 'es', 'nl', 'it'].map((locale) => decimalSeparator(locale as 'fr'))).toEqual([',', '.', ',', ',', ',', ',']);
  });

  it('counts the decimals of a step', () => {
    expect([0.01, 0.5, 1, 5, 1e-7, undefined, 0].map(stepPrecision)).toEqual([2, 1, 0, 0, 7, 0, 0]);
  });

  it('formats with the step’s decimals', () => {
    expect(formatNumber(2.5, 'fr', 0.01)).toBe('2,50');
    expect(formatNumber(15, 'en', 0.01)).toBe('15.00');
    expect(formatNumber(0.01, 'de')).toBe('0,01');
  });
});

describe('shown errors', () => {
  const errors = [
    { property: '.length', message: 'The minimum is 3 m', name: 'minimum', stack: '' },
    { property: 'width', message: 'Required field', name: 'required', stack: '' },
    { property: '.length', message: 'Enter a multiple of 0.01', name: 'multipleOf', stack: '' },
  ] as RJSFValidationError[];

  it('reads the field of an RJSF id', () => {
    expect(fieldOfId('root_stairs_width')).toBe('stairs_width');
    expect(fieldOfId('root')).toBe('root');
  });

  it('lists the fields with errors once, in order', () => {
    expect(fieldsWithErrors(errors)).toEqual(['length', 'width']);
  });

  it('keeps the errors of the shown fields only', () => {
    expect(shownErrorSchema(errors, new Set(['length']))).toEqual({ length: { __errors: ['The minimum is 3 m', 'Enter a multiple of 0.01'] } });
    expect(shownErrorSchema(errors, new Set())).toEqual({});
  });
});

describe('groupByCategory', () => {
  const motor: FieldCategory = { id: 1, title: 'Motor and control', depth: 0 };
  const power: FieldCategory = { id: 2, title: 'Power supply', depth: 0 };
  const mains: FieldCategory = { id: 3, title: 'Mains connection', depth: 1 };
  const size: FieldCategory = { id: 4, title: 'Pool size', depth: 0 };
  const stairs: FieldCategory = { id: 5, title: 'Stairs', depth: 1 };
  const parents = new Map([
    [3, power],
    [5, size],
  ]);
  const parentOf = (id: number) => parents.get(id);
  const group = (fields: [string, FieldCategory | undefined][]) =>
    groupByCategory(fields, ([, category]) => category, parentOf).map((g) => [g.category?.title ?? null, g.items.map(([name]) => name)]);

  it('gathers a category where it first appears, its sub-categories after it', () => {
    expect(
      group([
        ['motor', motor],
        ['power', power],
        ['control', motor],
        ['cable', mains],
      ]),
    ).toEqual([
      ['Motor and control', ['motor', 'control']],
      ['Power supply', ['power']],
      ['Mains connection', ['cable']],
    ]);
  });

  it('shows the heading of a parent without fields of its own', () => {
    expect(group([['stairs_width', stairs], ['stairs_depth', stairs]])).toEqual([
      ['Pool size', []],
      ['Stairs', ['stairs_width', 'stairs_depth']],
    ]);
  });

  it('keeps fields without a category together, where the first one is', () => {
    expect(group([['variant', undefined], ['length', size], ['note', undefined]])).toEqual([
      [null, ['variant', 'note']],
      ['Pool size', ['length']],
    ]);
  });

  it('groups consecutive fields when parents are unknown', () => {
    expect(groupByCategory(['a', 'b'], () => stairs).map((g) => g.items)).toEqual([['a', 'b']]);
  });
});
