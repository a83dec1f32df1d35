/** Reference lists that need no catalogue (languages, countries) and the public settings the front end needs before sign-in. */
import { LOCALE_INFO, LOCALES } from '../../engine/index.ts';
import { operation } from '../http/operation.ts';
import { COUNTRY_CODES, countryName } from '../i18n/countries.ts';

export const referenceOperations = [
  operation('listLocales', {
    permission: 'public',
    handler: async () => ({ data: LOCALES.map((code) => ({ code, ...LOCALE_INFO[code] })) }),
  }),

  operation('listCountries', {
    permission: 'public',
    handler: async ({ locale }) => {
      const collator = new Intl.Collator(locale);
      const data = COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale) }));
      return { data: data.sort((a, b) => collator.compare(a.name, b.name)) };
    },
  }),

  operation('getAppSettings', {
    permission: 'public',
    handler: async ({ config }) => ({ data: { maintenance_banner: config.maintenanceBanner, upload_max_mb: config.uploadMaxMb } }),
  }),
];
