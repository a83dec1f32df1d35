/** A language's name in the page's language ("allemand" on a French page), for the studio's grids. */
import { LOCALE_INFO, type Locale } from '../../../engine/index.ts';

export function languageName(language: Locale, pageLocale: Locale, capitalise = false): string {
  const iso = LOCALE_INFO[pageLocale].iso;
  const name = new Intl.DisplayNames([iso], { type: 'language' }).of(language) ?? LOCALE_INFO[language].label;
  return capitalise ? name.charAt(0).toLocaleUpperCase(iso) + name.slice(1) : name;
}
