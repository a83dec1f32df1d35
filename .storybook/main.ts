/**
 * Storybook: the stories under stories/, built with the app's own Vite config
 * (React, Lingui macros and .po catalogues); the Vitest addon runs each story's
 * `play` function as a test in Chromium (`npm run test:stories`).
 *
 * Each family file schemas/families/*.family.yaml is a story file too: the
 * indexer lists one story per form step and the Vite plugin turns the file
 * into its CSF module (see family-stories.ts). The Vitest addon applies this
 * `viteFinal`, so the same plugin serves the stories run as tests.
 */
import type { StorybookConfig } from '@storybook/react-vite';
import { FAMILY_STORIES_GLOB, familyIndexer, familyStoriesPlugin } from './family-stories.ts';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)', FAMILY_STORIES_GLOB],
  experimental_indexers: async (existing) => [...(existing ?? []), familyIndexer],
  viteFinal: async (viteConfig) => ({ ...viteConfig, plugins: [...(viteConfig.plugins ?? []), familyStoriesPlugin()] }),
  // images of the information dialogs, as the app serves them under /catalogue/
  staticDirs: [{ from: '../stories/assets/catalogue', to: '/catalogue' }],
  addons: ['@storybook/addon-vitest'],
  // no network but the package registries: never try to send telemetry
  core: { disableTelemetry: true },
};

export default config;
