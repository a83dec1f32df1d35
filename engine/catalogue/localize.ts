// English ('en', FALLBACK_LOCALE) is the one label every text must have.
import type { Locale } from '../constants.ts';
import type { LocalizedText } from './family-document.ts';

/** A catalogue label in the locale, or in English when it is missing there. */
export function localize(text: LocalizedText, locale: Locale): string {
  return text[locale] ?? text.en;
}

/** Like `localize`, for optional texts. */
export function localizeOptional(text: LocalizedText | null | undefined, locale: Locale): string | null {
  return text ? localize(text, locale) : null;
}
