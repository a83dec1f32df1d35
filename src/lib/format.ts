/** Dates and counts in the user's locale. */
import { LOCALE_INFO, type Locale } from '../../engine/index.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A short date in the locale: `2026-03-05` (a calendar day, shown as is) or an
 * ISO date-time (shown as the day it is in the browser's time zone). Null is
 * an empty string.
 */
export function formatDate(value: string | null, locale: Locale): string {
  if (!value) return '';
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '';
  const day = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, { ...day, ...(dateOnly ? { timeZone: 'UTC' } : {}) }).format(date);
}

/**
 * A date-time with hours and minutes: the day written as formatDate writes it
 * (29/11/2026 05:43), so that one screen never shows a day two ways (the order
 * drawer had "29 nov. 2026, 05:43" beside "03/12/2026": issue 30, item 8).
 */
export function formatDateTime(value: string | null, locale: Locale): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date);
}

/** A whole number with the locale's grouping (`1 234`, `1.234`, `1,234`). */
export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_INFO[locale].iso).format(value);
}

/** A file's size in kilobytes (at least 1), with the locale's unit (`12 ko`, `12 kB`). */
export function formatFileSize(bytes: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_INFO[locale].iso, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)));
}

/** How a date picker shows and reads a day in each language (ISO is read too). */
export const DATE_INPUT_FORMATS: Record<Locale, [string, string]> = {
  fr: ['DD/MM/YYYY', 'YYYY-MM-DD'],
  en: ['DD/MM/YYYY', 'YYYY-MM-DD'],
  de: ['DD.MM.YYYY', 'YYYY-MM-DD'],
  es: ['DD/MM/YYYY', 'YYYY-MM-DD'],
  nl: ['DD-MM-YYYY', 'YYYY-MM-DD'],
  it: ['DD/MM/YYYY', 'YYYY-MM-DD'],
};
