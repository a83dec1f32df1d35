/**
 * Which test files of the unit and server projects `npm run test:quick` runs for a change: the changed
 * test files, the test files of the folder that mirrors each changed source file (tests/server/quotes/
 * for server/quotes/x.ts, tests/engine/ for the engine), the test files that import a changed file
 * directly, and the docs' link check for a markdown file. Vitest's own `--changed` follows the whole module graph, where
 * the engine's index and the server's app reach every test from any file (a comment in
 * engine/pricing/vat.ts ran 130 files, 14 minutes); this stays within what the change is about, and
 * `npm test` still runs everything.
 */
import { dirname, join, normalize } from 'node:path';

/** The check of README.md's and docs/'s links, for a markdown change. */
const DOC_LINKS_TEST = 'tests/scripts/doc-links.test.ts';

export const TEST_FILE = /^tests\/(engine|src|scripts|server)\/.*\.test\.tsx?$/;

/** The test folders that mirror a changed file, relative to the repository (without the trailing slash). */
export function mirrorFolders(file: string): string[] {
  if (file.startsWith('engine/')) return ['tests/engine'];
  if (file.startsWith('scripts/')) return ['tests/scripts'];
  if (file.startsWith('openapi/')) return ['tests/server/contract'];
  const source = /^(src|server)\/(.+)$/.exec(file);
  if (!source) return [];
  const [, root = '', rest = ''] = source;
  const parts = dirname(rest) === '.' ? [] : dirname(rest).split('/');
  // the deepest mirrored folder that exists is chosen by the caller; offer each level, deepest first
  const folders = parts.map((_, index) => `tests/${root}/${parts.slice(0, parts.length - index).join('/')}`);
  return [...folders, `tests/${root}`];
}

/** Relative import specifiers of a module's text, resolved against its path. */
export function importsOf(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1] ?? '');
  return specifiers.map((specifier) => normalize(join(dirname(file), specifier)));
}

export interface Selection {
  tests: string[];
  /** Why each test was chosen, for the report. */
  reasons: Map<string, string>;
}

/**
 * @param changed files changed (relative paths)
 * @param testFiles every test file of the unit and server projects
 * @param read a file's text
 */
export function selectTests(changed: readonly string[], testFiles: readonly string[], read: (file: string) => string): Selection {
  const reasons = new Map<string, string>();
  const add = (test: string, reason: string) => {
    if (!reasons.has(test)) reasons.set(test, reason);
  };
  const changedSet = new Set(changed);
  for (const file of changed) {
    if (TEST_FILE.test(file) && testFiles.includes(file)) add(file, 'changed');
    if (file.endsWith('.md') && testFiles.includes(DOC_LINKS_TEST)) add(DOC_LINKS_TEST, `links of ${file}`);
    if (file.startsWith('tests/')) continue;
    // the deepest mirrored folder holding tests directly (tests/server/quotes/ for server/quotes/x.ts)
    const folder = mirrorFolders(file).find((candidate) => testFiles.some((test) => dirname(test) === candidate || (candidate === 'tests/engine' && test.startsWith(`${candidate}/`))));
    if (!folder) continue;
    for (const test of testFiles) {
      const inFolder = folder === 'tests/engine' ? test.startsWith(`${folder}/`) : dirname(test) === folder;
      if (inFolder) add(test, `mirrors ${file}`);
    }
  }
  for (const test of testFiles) {
    const imported = importsOf(test, read(test)).find((path) => changedSet.has(path));
    if (imported) add(test, `imports ${imported}`);
  }
  return { tests: [...reasons.keys()].sort(), reasons };
}
