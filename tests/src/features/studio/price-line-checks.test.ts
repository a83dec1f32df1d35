/** What the price grid's cells accept: amounts typed with a comma or a point, codes, formulas checked by the engine. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { formulaChecker, type FamilyDocument } from '../../../../engine/index.ts';
import { checkCode, checkDesignation, checkEuros, checkFormula, checkNote, formatEuros, NOTE_MAX_LENGTH, type Checked } from '../../../../src/features/studio/price-line-checks.ts';

const bar = parse(readFileSync(new URL('../../../../schemas/families/bar.family.yaml', import.meta.url), 'utf8')) as FamilyDocument;
/** The refusal in English with its values filled in (null: accepted). */
const refused = (checked: Checked<unknown>): string | null =>
  checked.ok ? null : (checked.error.message ?? '').replace(/\{(\w+)\}/g, (_, name: string) => String(checked.error.values?.[name]));

describe('checkEuros', () => {
  it('reads a comma or a point before the cents, and spaces', () => {
    expect(checkEuros('12,5', 'fr')).toEqual({ ok: true, value: 12.5 });
    expect(checkEuros(' 1290.00 ', 'de')).toEqual({ ok: true, value: 1290 });
    expect(checkEuros('0', 'en')).toEqual({ ok: true, value: 0 });
  });

  it('refuses empty, negative, more than two decimals, text and more than a million, each with its reason', () => {
    expect(refused(checkEuros('', 'fr'))).toMatch(/Enter an amount/);
    expect(refused(checkEuros('-3', 'fr'))).toMatch(/negative/);
    expect(refused(checkEuros('1,234', 'fr'))).toMatch(/two decimals/);
    expect(refused(checkEuros('12 €', 'fr'))).toMatch(/not an amount.*12,50/);
    expect(refused(checkEuros('abc', 'fr'))).toMatch(/not an amount/);
    expect(refused(checkEuros('1000000,01', 'fr'))).toMatch(/exceed/);
  });

  it('formats with two decimals and the language separator, without grouping', () => {
    expect(formatEuros(1290, 'fr')).toBe('1290,00');
    expect(formatEuros(12.5, 'en')).toBe('12.50');
  });
});

describe('checkCode', () => {
  it('refuses an empty code, a bad pattern and a taken code', () => {
    expect(checkCode('BAR-X_1', new Set(['BAR-CRANK']))).toEqual({ ok: true, value: 'BAR-X_1' });
    expect(refused(checkCode(' ', new Set()))).toMatch(/Enter a code/);
    expect(refused(checkCode('bar-x', new Set()))).toMatch(/capital letters/);
    expect(refused(checkCode('BAR-CRANK', new Set(['BAR-CRANK'])))).toMatch(/already has the code/);
  });
});

describe('checkFormula', () => {
  const check = formulaChecker(bar);
  it('empty is no formula; a valid one is kept as typed', () => {
    expect(checkFormula('  ', 'bool', check)).toEqual({ ok: true, value: undefined });
    expect(checkFormula('ceil(length) + 1.0', 'number', check)).toEqual({ ok: true, value: 'ceil(length) + 1.0' });
  });
  it('wraps the engine detail in a sentence per kind of error', () => {
    expect(refused(checkFormula('length +', 'number', check))).toMatch(/^This formula cannot be read: /);
    expect(refused(checkFormula('tint == "red"', 'bool', check))).toMatch(/^This formula names a question the family does not have: .*tint/);
    expect(refused(checkFormula('length', 'bool', check))).toMatch(/^A condition must be true or false: /);
    expect(refused(checkFormula('variant', 'number', check))).toMatch(/^A quantity must be a number: /);
  });
});

describe('checkDesignation', () => {
  it('requires the English text only', () => {
    expect(refused(checkDesignation('', 'en'))).toMatch(/English text is required/);
    expect(checkDesignation('', 'de')).toEqual({ ok: true, value: '' });
  });
});

describe('checkNote', () => {
  it('keeps a note as typed, its line breaks and indentation, dropping only trailing spaces and breaks', () => {
    expect(checkNote('Surface:\n  floor + walls\n\n')).toEqual({ ok: true, value: 'Surface:\n  floor + walls' });
    expect(checkNote('  indented first line')).toEqual({ ok: true, value: '  indented first line' });
  });

  it('reads an empty or blank note as none (the key is removed), and refuses one over the DSL limit', () => {
    expect(checkNote('')).toEqual({ ok: true, value: undefined });
    expect(checkNote(' \n \t')).toEqual({ ok: true, value: undefined });
    expect(checkNote('x'.repeat(NOTE_MAX_LENGTH))).toEqual({ ok: true, value: 'x'.repeat(NOTE_MAX_LENGTH) });
    expect(refused(checkNote('x'.repeat(NOTE_MAX_LENGTH + 1)))).toBe('A note holds at most 2000 characters.');
  });

  it("has the step DSL's limit", () => {
    const schema = JSON.parse(readFileSync(new URL('../../../../schemas/step-dsl.schema.json', import.meta.url), 'utf8')) as { $defs: { note: { maxLength: number } } };
    expect(NOTE_MAX_LENGTH).toBe(schema.$defs.note.maxLength);
  });
});
