import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE_NAME, type Locale } from '../../engine/index.ts';

type Headers = Record<string, string | string[] | undefined>;

/** The header in which the app names the language of the page it calls from. */
export const PAGE_LOCALE_HEADER = 'x-locale';

/** The page's language when the caller names it (the app does on every call), else null. */
export function pageLocale(headers: Headers): Locale | null {
  const value = headers[PAGE_LOCALE_HEADER];
  return isLocale(value) ? value : null;
}

/**
 * The language of a request that has no signed-in user yet: the page's
 * language (X-Locale), the locale cookie, then Accept-Language, then the default.
 */
export function requestLocale(headers: Headers): Locale {
  const page = pageLocale(headers);
  if (page) return page;
  const cookie = String(headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE_NAME)?.[1];
  if (isLocale(cookie)) return cookie;
  const accept = String(headers['accept-language'] ?? '');
  for (const part of accept.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLocale(tag)) return tag;
  }
  return DEFAULT_LOCALE;
}
