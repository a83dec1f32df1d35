/**
 * Lingui set-up: one catalogue per language, loaded lazily; English is the
 * fallback for a missing message (lingui.config.ts).
 */
import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE_DAYS, LOCALE_COOKIE_NAME, type Locale } from '../../engine/index.ts';
import { loadAntdLocale } from './antd-locales.ts';

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  fr: () => import('../locales/fr/messages.po'),
  en: () => import('../locales/en/messages.po'),
  de: () => import('../locales/de/messages.po'),
  es: () => import('../locales/es/messages.po'),
  nl: () => import('../locales/nl/messages.po'),
  it: () => import('../locales/it/messages.po'),
};

const loaded = new Set<Locale>();

/** Loads a language's catalogue and antd's texts (once, in parallel), then makes it the active language. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    const [{ messages }] = await Promise.all([loaders[locale](), loadAntdLocale(locale)]);
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

export function readLocaleCookie(): Locale | null {
  const value = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE_NAME)?.[1];
  return isLocale(value) ? value : null;
}

export function writeLocaleCookie(locale: Locale): void {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  document.cookie = `${LOCALE_COOKIE_NAME}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

/** The language of an unprefixed URL: the cookie, else the default. */
export function unprefixedLocale(): Locale {
  return readLocaleCookie() ?? DEFAULT_LOCALE;
}

export { i18n };
