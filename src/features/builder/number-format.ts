/** How numbers are typed and shown in a language. */
import { LOCALE_INFO, type Locale } from '../../../engine/index.ts';

/** The decimal separator of the language, e.g. ',' in French and '.' in English. */
export function decimalSeparator(locale: Locale): string {
  const part = new Intl.NumberFormat(LOCALE_INFO[locale].iso).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value ?? '.';
}

/** The decimals a step allows: 2 for 0.01, 0 for 1 (and for no step). */
export function stepPrecision(step: number | undefined): number {
  if (step === undefined || !Number.isFinite(step) || step <= 0) return 0;
  const text = String(step);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Number(exponent[1]);
  return text.split('.')[1]?.length ?? 0;
}

/** A number in the language with the step's decimals, e.g. 2.5 -> '2,50' in French for step 0.01. */
export function formatNumber(value: number, locale: Locale, step?: number): string {
  const digits = stepPrecision(step);
  return new Intl.NumberFormat(LOCALE_INFO[locale].iso, { minimumFractionDigits: digits, maximumFractionDigits: Math.max(digits, 6) }).format(value);
}
