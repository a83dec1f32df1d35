import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Messages are written in English in the code; catalogues live under src/locales/{locale}.
 * messages.po, which Lingui compiles whole into the first page, carries every screen's messages but those of
 * the screens few users open, which have catalogues of their own that their routes load before they render
 * (src/app/route-table.ts withCatalogue, src/i18n/i18n.ts loadCatalogue): studio.po for the catalogue studio
 * (the builder's family preview it borrows stays in messages.po), admin.po for the administration of users,
 * external clients and requests for access, projects.po for the pool projects' screens. A message such a screen shares with another is in both.
 */
/** The pool projects' screens (their list, form, page, pool change and proposal): many texts, not on the first page. */
const PROJECT_SOURCES = ['<rootDir>/src/features/projects', '<rootDir>/src/routes/projects.tsx', '<rootDir>/src/routes/project.tsx', '<rootDir>/src/routes/project-new.tsx', '<rootDir>/src/routes/project-edit.tsx'];
const STUDIO_SOURCES = ['<rootDir>/src/features/studio', '<rootDir>/src/routes/catalogue.tsx', '<rootDir>/src/routes/catalogue-family.tsx'];
const ADMIN_SOURCES = [
  '<rootDir>/src/features/users',
  '<rootDir>/src/features/external-clients',
  '<rootDir>/src/features/access-requests',
  '<rootDir>/src/routes/users.tsx',
  '<rootDir>/src/routes/external-clients.tsx',
  '<rootDir>/src/routes/access-requests.tsx',
  // the password confirmation that ending a subscription and answering an external client's request share
  '<rootDir>/src/components/password-confirm-dialog.tsx',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['fr', 'en', 'de', 'es', 'nl', 'it'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: [...STUDIO_SOURCES, ...ADMIN_SOURCES, ...PROJECT_SOURCES] },
    { path: '<rootDir>/src/locales/{locale}/studio', include: STUDIO_SOURCES },
    { path: '<rootDir>/src/locales/{locale}/admin', include: ADMIN_SOURCES },
    { path: '<rootDir>/src/locales/{locale}/projects', include: PROJECT_SOURCES },
  ],
  format: formatter({ lineNumbers: false }),
});
