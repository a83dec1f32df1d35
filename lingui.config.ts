import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** Messages are written in English in the code; catalogues live under src/locales/{locale}. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['fr', 'en', 'de', 'es', 'nl', 'it'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false }),
});
