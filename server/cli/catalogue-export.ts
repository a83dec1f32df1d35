/**
 * `npm run catalogue:export [--draft] [--out DIR] [key…]`: writes the
 * database's families as family files, into schemas/families/ unless
 * `--out` names another folder: each family's latest published version, or
 * with `--draft` its draft (a family made in the studio and never published
 * has only that). Storybook, the engine's tests and the import at start-up
 * read those files. Exit code 1 when a key named has no family, 2 for a bad
 * command line.
 */
import path from 'node:path';
import { exportFamilyFiles } from '../catalogue/export-family-files.ts';
import { FAMILY_FILES_DIR } from '../catalogue/load-family-files.ts';
import { withConfiguredDatabase } from './with-database.ts';

export function parseExportArguments(args: readonly string[]): { dir: string; draft: boolean; keys: string[] } | { error: string } {
  let dir = FAMILY_FILES_DIR;
  let draft = false;
  const keys: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--draft') draft = true;
    else if (arg === '--out' || arg.startsWith('--out=')) {
      const value = arg === '--out' ? args[++index] : arg.slice('--out='.length);
      if (!value) return { error: '--out wants a folder' };
      dir = path.resolve(value);
    } else if (/^[a-z][a-z0-9_]*$/.test(arg)) keys.push(arg);
    else return { error: `${arg} is neither an option (--draft, --out DIR) nor a family key` };
  }
  return { dir, draft, keys };
}

if (import.meta.main) {
  const parsed = parseExportArguments(process.argv.slice(2));
  if ('error' in parsed) {
    process.stderr.write(`error: ${parsed.error}\n`);
    process.exit(2);
  }
  await withConfiguredDatabase(async (db) => {
    const report = await exportFamilyFiles(db, parsed);
    for (const family of report.written) {
      const what = family.version === 'draft' ? 'its draft' : `version ${family.version}`;
      process.stdout.write(`${family.file}: family ${family.key}, ${what}${family.changed ? '' : ' (unchanged)'}\n`);
    }
    for (const key of report.unpublished) process.stdout.write(`family ${key}: never published, left out (--draft writes its draft)\n`);
    for (const key of report.unknown) process.stderr.write(`family ${key}: no such family\n`);
    return report.unknown.length > 0 ? 1 : 0;
  });
}
