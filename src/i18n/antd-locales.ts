/**
 * antd ships its own texts (pagination, pickers, empty states) in each
 * language; only the language in use is downloaded, with its catalogue.
 */
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from '../../engine/index.ts';

const loaders: Record<Locale, () => Promise<{ default: AntdLocale }>> = {
  fr: () => import('antd/es/locale/fr_FR'),
  en: () => import('antd/es/locale/en_GB'),
  de: () => import('antd/es/locale/de_DE'),
  es: () => import('antd/es/locale/es_ES'),
  nl: () => import('antd/es/locale/nl_NL'),
  it: () => import('antd/es/locale/it_IT'),
};

const loaded = new Map<Locale, AntdLocale>();

/** Downloads antd's texts for a language, once. */
export async function loadAntdLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) loaded.set(locale, (await loaders[locale]()).default);
}

/** antd's texts for a language once loadAntdLocale has run (activateLocale does), else none: antd's English. */
export function antdLocale(locale: Locale): AntdLocale | undefined {
  return loaded.get(locale);
}
