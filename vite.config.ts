import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import path from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { compressAssets } from './scripts/compress-assets.ts';
import { firstPageStylesPlugin } from './scripts/first-page-styles.ts';
import { landingPagesPlugin } from './scripts/landing-pages.ts';
import { standIns } from './scripts/stand-ins.ts';
import { E2E_PROJECT, NODE_PROJECTS } from './vitest.projects.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

/**
 * engine/ is pure (no I/O, no globals, nothing done on import: see eslint.config.js), so a module of it
 * whose exports go unused can be left out with everything it imports. Without this, the shell, which
 * needs only the engine's constants, pulls the CEL interpreter and XState into the first page.
 */
const ENGINE_DIR = path.join(import.meta.dirname, 'engine') + path.sep;
const engineIsPure = (id: string) => (id.startsWith(ENGINE_DIR) ? false : undefined);

/** Every module the entry imports statically, in a libraries chunk and an app chunk instead of a dozen pieces. */
const FIRST_PAGE_CHUNKS = [
  { name: 'vendor', tags: ['$initial' as const], test: /[\\/]node_modules[\\/]/, priority: 1 },
  { name: 'app', tags: ['$initial' as const] },
];

/**
 * antd's small internals that most of its lazy components share (hooks, grid, empty state), in one
 * file instead of eight of a few hundred bytes each that opening a quote fetched one by one (each
 * costs its own imports, exports and gzip frame: about 1.6 kB gzipped in all, scripts/web-size.ts).
 * A group takes its modules' dependencies along: flex stays out, since it would bring _util/gapSize,
 * which the login route needs, and with it this whole file into the first page.
 */
const ANTD_SHARED = /[\\/]node_modules[\\/]antd[\\/]es[\\/](_util[\\/](hooks[\\/]useClosable|hooks[\\/]useZIndex|zindexContext|PurePanel|ActionButton|responsiveObserver)|config-provider[\\/]hooks[\\/]useCSSVarCls|grid|row|col|empty)[\\/.]/;
const LAZY_CHUNKS = [{ name: 'antd-shared', test: ANTD_SHARED }];

/** After a build, brotli and gzip copies of the built files, which the server sends as they are. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      await compressAssets(outDir);
    },
  };
}

export default defineConfig({
  plugins: [standIns(), react(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] }), firstPageStylesPlugin(), landingPagesPlugin(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/healthz': apiTarget, '/readyz': apiTarget },
  },
  build: {
    outDir: 'dist',
    // maps for reading a stack trace, never referenced by the bundle nor served (server/app.ts)
    sourcemap: 'hidden',
    // which file holds which module: read by scripts/web-size.ts
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: { moduleSideEffects: engineIsPure },
      // what the first page needs in two files, the libraries apart so that a release of the app alone keeps them cached
      output: { codeSplitting: { groups: [...FIRST_PAGE_CHUNKS, ...LAZY_CHUNKS] } },
    },
  },
  test: {
    reporters: ['default', './tests/slowest-files-reporter.ts'],
    // unit, server and e2e: vitest.projects.ts (run alone, without the stories' plugins, by vitest.node.config.ts and vitest.e2e.config.ts)
    projects: [
      ...NODE_PROJECTS,
      E2E_PROJECT,
      {
        // every story of stories/ and of the family files (see .storybook/main.ts) rendered in Debian's Chromium, its play
        // function as the test; storybookTest applies main.ts's viteFinal, hence the plugin that loads *.family.yaml as stories
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          // Vitest's 15 s let a story that types much (price-line-grid LineNote) fail on a loaded machine
          testTimeout: 60_000,
          // the story files share one page instead of loading React, antd and the app into a fresh iframe each
          // (61 files: 172 -> 125 CPU-s); each story renders into its own root, and a story must not count on a
          // module's state being fresh (a shuffled order passes: --sequence.shuffle.files)
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                args: ['--no-sandbox', '--disable-gpu'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
