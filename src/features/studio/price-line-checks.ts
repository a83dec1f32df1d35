/**
 * What the price grid accepts in a cell, each refusal as a message in the
 * page's language: a code, a euro amount and a CEL formula (checked by the
 * engine against the family's questions, its detail quoted).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LOCALE_INFO, type ExpectedCelType, type FormulaChecker, type Locale } from '../../../engine/index.ts';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: MessageDescriptor };

/** The step DSL's `money`: EUR ex VAT, two decimals at most, up to a million. */
export const MAX_EUROS = 1_000_000;
const CODE = /^[A-Z0-9][A-Z0-9_-]*$/;
export const CODE_MAX_LENGTH = 40;
export const FORMULA_MAX_LENGTH = 1000;
export const DESIGNATION_MAX_LENGTH = 200;
/** The step DSL's `note`: the product team's explanation of a line. */
export const NOTE_MAX_LENGTH = 2000;

const SPACES = /[\s\u00a0\u202f]/g;

/** The grid's number formats by language, made once (a format is slow to make: a page of a large family's grid made hundreds a render). */
const eurosFormats = new Map<Locale, Intl.NumberFormat>();

/** An amount as the grid shows it: two decimals, the locale's separator, no grouping (`1290,00`). */
export function formatEuros(euros: number, locale: Locale): string {
  let format = eurosFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_INFO[locale].iso, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
    eurosFormats.set(locale, format);
  }
  return format.format(euros);
}

/** A typed amount in euros, with a comma or a point before the cents. */
export function checkEuros(text: string, locale: Locale): Checked<number> {
  const typed = text.replace(SPACES, '');
  const example = formatEuros(12.5, locale);
  if (typed === '') return { ok: false, error: msg`Enter an amount in euros, for example ${example}.` };
  if (/^-\d*[.,]?\d*$/.test(typed) && /\d/.test(typed)) return { ok: false, error: msg`An amount cannot be negative.` };
  if (/^\d+[.,]\d{3,}$/.test(typed)) return { ok: false, error: msg`An amount has at most two decimals (cents).` };
  if (!/^\d+([.,]\d{1,2})?$/.test(typed)) return { ok: false, error: msg`This is not an amount in euros: write it like ${example}.` };
  const value = Number(typed.replace(',', '.'));
  const max = formatEuros(MAX_EUROS, locale);
  if (value > MAX_EUROS) return { ok: false, error: msg`An amount cannot exceed ${max} €.` };
  return { ok: true, value };
}

/** A price-line code: capitals, digits, `-` and `_`, unique among the family's price and eco lines. */
export function checkCode(text: string, otherCodes: ReadonlySet<string>): Checked<string> {
  const code = text.trim();
  if (code === '') return { ok: false, error: msg`Enter a code.` };
  if (!CODE.test(code)) return { ok: false, error: msg`A code is written in capital letters, digits, - and _, and starts with a letter or a digit.` };
  if (otherCodes.has(code)) return { ok: false, error: msg`Another line already has the code ${code}.` };
  return { ok: true, value: code };
}

/**
 * A line's `when` (a condition) or `quantity` (a number); empty is no formula
 * (the line always applies, its quantity is 1): `undefined`.
 */
export function checkFormula(text: string, expected: ExpectedCelType, check: FormulaChecker): Checked<string | undefined> {
  if (text.trim() === '') return { ok: true, value: undefined };
  const result = check(text, expected);
  if (result.ok) return { ok: true, value: text };
  const detail = result.detail;
  switch (result.code) {
    case 'cel_syntax':
      return { ok: false, error: msg`This formula cannot be read: ${detail}` };
    case 'cel_unknown_key':
      return { ok: false, error: msg`This formula names a question the family does not have: ${detail}` };
    default:
      return expected === 'bool'
        ? { ok: false, error: msg`A condition must be true or false: ${detail}` }
        : { ok: false, error: msg`A quantity must be a number: ${detail}` };
  }
}

/** A designation in the page's language: required in English (the fallback of every other language). */
export function checkDesignation(text: string, locale: Locale): Checked<string> {
  if (text.trim() === '' && locale === 'en') return { ok: false, error: msg`The English text is required: it is shown wherever a translation is missing.` };
  return { ok: true, value: text.trim() === '' ? '' : text };
}

/** A line's note: any text, its trailing spaces and line breaks dropped; empty is no note (`undefined`, the key removed). */
export function checkNote(text: string): Checked<string | undefined> {
  const note = text.trimEnd();
  if (note.trim() === '') return { ok: true, value: undefined };
  if (note.length > NOTE_MAX_LENGTH) {
    const max = NOTE_MAX_LENGTH;
    return { ok: false, error: msg`A note holds at most ${max} characters.` };
  }
  return { ok: true, value: note };
}
