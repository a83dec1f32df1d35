/** Amounts in integer cents, shown in the user's locale and the quote's currency. */
import type { Locale } from '../../engine/index.ts';

const formats = new Map<string, Intl.NumberFormat>();

export function formatCents(cents: number, currency: string, locale: Locale): string {
  const key = `${locale}:${currency}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, { style: 'currency', currency })));
  return format.format(cents / 100);
}

export function formatQuantity(quantity: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(quantity);
}

/** A rate in basis points (hundredths of a percent, as the API carries rates) as a percentage in the locale. */
export function formatBasisPoints(bp: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}
