import path from 'node:path';
import type { Plugin } from 'vite';

const ROOT = path.join(import.meta.dirname, '..');

/**
 * Imports of a library answered by a smaller module of ours (by specifier and importing file or folder):
 * each stand-in says why it can stand in.
 */
export const STAND_INS: { importer: string; specifier: string; file: string }[] = [
  { importer: 'antd/es/config-provider/index.js', specifier: '../tooltip/UniqueProvider', file: 'src/app/no-unique-tooltip.tsx' },
  { importer: '@rjsf/core/lib/', specifier: 'markdown-to-jsx/react', file: 'src/features/builder/markdown-as-text.tsx' },
];

/** The build takes each stand-in where its library's files import the specifier (a dev server pre-bundles libraries as they are). */
export function standIns(): Plugin {
  return {
    name: 'stand-ins',
    apply: 'build',
    enforce: 'pre',
    resolveId(specifier, importer) {
      const standIn = STAND_INS.find((entry) => entry.specifier === specifier && importer?.includes(`node_modules/${entry.importer}`));
      return standIn ? path.join(ROOT, standIn.file) : null;
    },
  };
}
