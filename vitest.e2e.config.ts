/**
 * The end-to-end project alone: `npm run test:e2e`. No plugin (vitest.projects.ts, E2E_PROJECT); vite.config.ts
 * runs the same project with the others.
 */
import { defineConfig } from 'vitest/config';
import { E2E_PROJECT } from './vitest.projects.ts';

export default defineConfig({
  test: {
    projects: [E2E_PROJECT],
    reporters: ['default', './tests/slowest-files-reporter.ts'],
  },
});
