/**
 * Business constants and limits of the specification (section 9), in one
 * place for the engine, the React layer and the server.
 */

/** Interface languages; the first is the default. */
export const LOCALES = ['fr', 'en', 'de', 'es', 'nl', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';
/** Language used where a text is missing in the requested one. */
export const FALLBACK_LOCALE: Locale = 'en';

/** Each language's own name and ISO code (GET /locale). */
export const LOCALE_INFO: Record<Locale, { label: string; iso: string }> = {
  fr: { label: 'Français', iso: 'fr-FR' },
  en: { label: 'English', iso: 'en-GB' },
  de: { label: 'Deutsch', iso: 'de-DE' },
  es: { label: 'Español', iso: 'es-ES' },
  nl: { label: 'Nederlands', iso: 'nl-NL' },
  it: { label: 'Italiano', iso: 'it-IT' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export const QUOTE_NAME_MAX_LENGTH = 35;
export const CLIENT_SEARCH_MIN_LENGTH = 2;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const LOCALE_COOKIE_NAME = 'locale';
export const LOCALE_COOKIE_DAYS = 365;

/** Device widths: phone at 768 px or less, tablet above 768 up to 1024, mobile at 1024 or less. */
export const PHONE_MAX_WIDTH = 768;
export const TABLET_MAX_WIDTH = 1024;
export const MOBILE_MAX_WIDTH = 1024;

export const STEP_REFRESH_DELAY_MS = 150;
export const ERROR_TOAST_MS = 5000;
export const DIALOG_CLOSE_MS = 250;
/** A loader stays at least this long, so that it never flashes. */
export const FETCH_MIN_DELAY_MS = 200;

/** Confirmation e-mails may be delayed by up to this many hours during maintenance. */
export const MAINTENANCE_MAIL_DELAY_HOURS = 48;

/** Special quote-builder steps. */
export const STEP_REFERENCE = 0;
export const STEP_CALCULATION = -1;
export const STEP_CUSTOMISE = 10;
export const STEP_VALIDATE = 11;
export const SPECIAL_STEP_IDS = [STEP_REFERENCE, STEP_CALCULATION, STEP_CUSTOMISE, STEP_VALIDATE] as const;
