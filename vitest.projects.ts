/**
 * The test projects that run in Node (engine, browser-side logic, scripts; the server), shared by
 * vite.config.ts (every project) and vitest.node.config.ts (these alone, without the Storybook,
 * Playwright and React plugins that the browser projects need).
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
