import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Messages are written in English in the code; catalogues live under src/locales/{locale}.
 * The catalogue studio's own messages (staff only) have a catalogue of their own, studio.po, which its
 * routes load before they render (src/i18n/i18n.ts, loadCatalogue): the first page's messages.po, which
 * Lingui compiles whole into the first page, does not carry them. A message the studio shares with
 * another screen is in both; the builder's family preview, which the studio borrows, stays in messages.po.
 */
const STUDIO_SOURCES = ['<rootDir>/src/features/studio', '<rootDir>/src/routes/catalogue.tsx', '<rootDir>/src/routes/catalogue-family.tsx'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['fr', 'en', 'de', 'es', 'nl', 'it'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: STUDIO_SOURCES },
    { path: '<rootDir>/src/locales/{locale}/studio', include: STUDIO_SOURCES },
  ],
  format: formatter({ lineNumbers: false }),
});
