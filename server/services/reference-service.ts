/** Reference lists that need no catalogue: languages and countries. */
import { LOCALE_INFO, LOCALES } from '../../engine/index.ts';
import { COUNTRY_CODES, countryName } from '../i18n/countries.ts';
import type { ServiceHandlers } from './types.ts';

export function referenceService(): ServiceHandlers {
  return {
    async listLocales() {
      return { data: LOCALES.map((code) => ({ code, ...LOCALE_INFO[code] })) };
    },

    async listCountries(request) {
      const collator = new Intl.Collator(request.locale);
      const data = COUNTRY_CODES.map((code) => ({ code, name: countryName(code, request.locale) }));
      return { data: data.sort((a, b) => collator.compare(a.name, b.name)) };
    },
  };
}
