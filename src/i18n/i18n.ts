/**
 * Lingui set-up: the catalogues of a language, loaded lazily (a screen's own
 * catalogue when that screen is first shown); English is the fallback for a
 * missing message (lingui.config.ts).
 */
import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE_DAYS, LOCALE_COOKIE_NAME, type Locale } from '../../engine/index.ts';
import { loadAntdLocale } from './antd-locales.ts';

type CatalogueLoaders = Record<Locale, () => Promise<{ messages: Messages }>>;

/**
 * The catalogues of each language: `messages` for every screen; `studio` (the catalogue studio) and `admin`
 * (users, external clients, requests for access) and `projects` (the pool projects) for screens kept out of the first page
 * (lingui.config.ts).
 */
const catalogues = {
  messages: {
    fr: () => import('../locales/fr/messages.po'),
    en: () => import('../locales/en/messages.po'),
    de: () => import('../locales/de/messages.po'),
    es: () => import('../locales/es/messages.po'),
    nl: () => import('../locales/nl/messages.po'),
    it: () => import('../locales/it/messages.po'),
  },
  studio: {
    fr: () => import('../locales/fr/studio.po'),
    en: () => import('../locales/en/studio.po'),
    de: () => import('../locales/de/studio.po'),
    es: () => import('../locales/es/studio.po'),
    nl: () => import('../locales/nl/studio.po'),
    it: () => import('../locales/it/studio.po'),
  },
  admin: {
    fr: () => import('../locales/fr/admin.po'),
    en: () => import('../locales/en/admin.po'),
    de: () => import('../locales/de/admin.po'),
    es: () => import('../locales/es/admin.po'),
    nl: () => import('../locales/nl/admin.po'),
    it: () => import('../locales/it/admin.po'),
  },
  projects: {
    fr: () => import('../locales/fr/projects.po'),
    en: () => import('../locales/en/projects.po'),
    de: () => import('../locales/de/projects.po'),
    es: () => import('../locales/es/projects.po'),
    nl: () => import('../locales/nl/projects.po'),
    it: () => import('../locales/it/projects.po'),
  },
} satisfies Record<string, CatalogueLoaders>;
export type CatalogueName = keyof typeof catalogues;

/** Catalogues a screen shown so far needed: each language activated from now on loads them all. */
const inUse = new Set<CatalogueName>(['messages']);
/** `${locale}/${catalogue}` already handed to Lingui. */
const loaded = new Set<string>();

/**
 * Loads the catalogues in use of a language that are not loaded yet (in parallel) and adds their messages
 * to Lingui's; again if a screen put another one in use meanwhile (a language switch while it loads).
 */
export async function loadCatalogues(locale: Locale): Promise<void> {
  for (;;) {
    const missing = [...inUse].filter((name) => !loaded.has(`${locale}/${name}`));
    if (missing.length === 0) return;
    const results = await Promise.all(missing.map((name) => catalogues[name][locale]()));
    results.forEach(({ messages }, index) => {
      // added to the language's messages already loaded: a copy, since Lingui keeps the first object it is given and
      // adds the next catalogues into it, which would change what the catalogue's module exports
      i18n.load(locale, { ...messages });
      loaded.add(`${locale}/${missing[index]!}`);
    });
  }
}

/** Loads a language's catalogues in use and antd's texts (once, in parallel), then makes it the active language, the page's `lang` included. */
export async function activateLocale(locale: Locale): Promise<void> {
  await Promise.all([loadCatalogues(locale), loadAntdLocale(locale)]);
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/**
 * A screen's own catalogue (its route's loader awaits it before the screen renders): loaded now for the
 * active language, and from now on with every language activated (a language switch on that screen).
 */
export async function loadCatalogue(name: CatalogueName): Promise<void> {
  inUse.add(name);
  if (isLocale(i18n.locale)) await loadCatalogues(i18n.locale);
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
