/**
 * The test projects that run in Node (engine, browser-side logic, scripts; the server; the end-to-end
 * files, which drive Chromium from Node), shared by vite.config.ts (every project) and the configs that
 * run them alone without the Storybook, Playwright and React plugins that the stories need:
 * vitest.node.config.ts (unit and server) and vitest.e2e.config.ts.
 */
import type { TestProjectInlineConfiguration } from 'vitest/config';

export const NODE_PROJECTS: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'unit',
      include: ['tests/engine/**/*.test.ts', 'tests/src/**/*.test.{ts,tsx}', 'tests/scripts/**/*.test.ts'],
      environment: 'node',
      // Vitest's 5 s let a test that imports a module afresh (vi.resetModules: toast.test.ts) fail on a loaded machine
      testTimeout: 30_000,
      // one module graph per worker, as the server project: the engine, Lingui and the rest imported once, not per
      // file (72 files: 55.9 -> 25.7 CPU-s at load 19-20); a test must not count on a module's state being fresh
      isolate: false,
    },
  },
  {
    extends: true,
    test: {
      name: 'server',
      include: ['tests/server/**/*.test.ts'],
      environment: 'node',
      // every answer a server test receives must be declared by openapi.yaml (issue 14, case 9)
      setupFiles: ['tests/server/helpers/contract-walker-setup.ts'],
      // the files share one module graph per worker instead of importing the server again each (about
      // 3 CPU-s a file): a test must not count on a module's state being fresh
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
];

/**
 * The end-to-end files: Node drives the run's one Chromium against the run's one server, both started by the
 * global set-up. No plugin: the files and their helpers import no module that needs one (Lingui's macros are
 * the app's, which they meet built), and without the root config's plugins Vitest starts about 4 CPU-s faster.
 */
export const E2E_PROJECT: TestProjectInlineConfiguration = {
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    // one server and one browser for the whole run; a test that changes what its user sees everywhere
    // (reference client, language) does it as a user of its own (tests/e2e/helpers/own-user.ts), never a demo user
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // two files at once on the run's one server and browser: the machine's two cores are busy, not one
    fileParallelism: true,
    maxWorkers: 2,
    // the files share a worker process and its modules (playwright-core, the helpers, the engine's constants)
    // instead of starting one each; each file connects to the browser and signs its users in itself
    isolate: false,
  },
};
