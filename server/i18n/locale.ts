import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE_NAME, type Locale } from '../../engine/index.ts';

/**
 * The language of a request that has no signed-in user yet: the locale cookie,
 * then Accept-Language, then the default.
 */
export function requestLocale(headers: Record<string, string | string[] | undefined>): Locale {
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
