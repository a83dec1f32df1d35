/**
 * The Node test projects (unit, server) alone: `npm run test:unit` and `npm run test:quick`. Only the
 * plugins their modules need (Lingui's macros and catalogues); vite.config.ts also loads Storybook's,
 * Playwright's and React's, which cost a few CPU-seconds per start of Vitest.
 */
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { NODE_PROJECTS } from './vitest.projects.ts';
import { testWorkers } from './vitest.workers.ts';

export default defineConfig({
  plugins: [lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
  // two files at once when the machine has two idle cores (vitest.workers.ts)
  test: { projects: NODE_PROJECTS, maxWorkers: await testWorkers(), reporters: ['default', './tests/slowest-files-reporter.ts'] },
});
