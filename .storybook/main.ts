/**
 * Storybook: the stories under stories/, built with the app's own Vite config
 * (React, Lingui macros and .po catalogues); the Vitest addon runs each story's
 * `play` function as a test in Chromium (`npm run test:stories`).
 */
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest'],
  // no network but the package registries: never try to send telemetry
  core: { disableTelemetry: true },
};

export default config;
