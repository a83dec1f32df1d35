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
import WaitingFirstSequencer from './tests/waiting-first-sequencer.ts';

export default defineConfig({
  plugins: [lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
  // one file per core when the memory holds them (vitest.workers.ts); TEST_WORKERS=n decides instead
  test: {
    projects: NODE_PROJECTS,
    maxWorkers: testWorkers(),
    reporters: ['default', './tests/slowest-files-reporter.ts'],
    // the files that mostly wait (child servers, time limits) first, so that the others' work fills their waits
    sequence: { sequencer: WaitingFirstSequencer },
  },
});
