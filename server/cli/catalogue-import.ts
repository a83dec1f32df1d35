/**
 * `npm run catalogue:import [--effective YYYY-MM-DD] [file…]`: checks family
 * files and publishes them (all of schemas/families/ when no file is named):
 * a new family is created with its version 1; a file that differs from its
 * family's latest version becomes the next version, in force now or from
 * 00:00 UTC of the `--effective` day; an unchanged file publishes nothing. A
 * file with errors is refused whole, with every error and its location; the
 * exit code is 1 when any file was refused, 2 for a bad command line.
 */
import path from 'node:path';
import { familyFiles, importFamilyFiles } from '../catalogue/load-family-files.ts';
import { formatFileIssue } from '../catalogue/family-file.ts';
import { withConfiguredDatabase } from './with-database.ts';

/** The arguments: the files and the day the new versions take effect (undefined: now). */
export function parseImportArguments(args: readonly string[], now = new Date()): { files: string[]; effectiveFrom?: Date } | { error: string } {
  const files: string[] = [];
  let effectiveFrom: Date | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--effective' || arg.startsWith('--effective=')) {
      const value = arg === '--effective' ? args[++index] : arg.slice('--effective='.length);
      if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return { error: `--effective wants a day, YYYY-MM-DD (got ${value ?? 'nothing'})` };
      const day = new Date(`${value}T00:00:00Z`);
      const today = now.toISOString().slice(0, 10);
      if (value < today) return { error: `--effective ${value} is in the past: a published version takes effect today or later` };
      effectiveFrom = value === today ? undefined : day;
    } else {
      files.push(path.resolve(arg));
    }
  }
  return effectiveFrom ? { files, effectiveFrom } : { files };
}

if (import.meta.main) {
  const parsed = parseImportArguments(process.argv.slice(2));
  if ('error' in parsed) {
    process.stderr.write(`error: ${parsed.error}\n`);
    process.exit(2);
  }
  await withConfiguredDatabase(async (db) => {
    const report = await importFamilyFiles(db, parsed.files.length > 0 ? parsed.files : await familyFiles(), { effectiveFrom: parsed.effectiveFrom });
    const from = parsed.effectiveFrom ? `effective ${parsed.effectiveFrom.toISOString().slice(0, 10)}` : 'effective now';
    for (const family of report.imported) {
      const what = family.created ? `created (id ${family.id}, ${family.steps} steps, ${family.questions} questions)` : `version ${family.version} published, ${from} (id ${family.id}, ${family.steps} steps, ${family.questions} questions)`;
      process.stdout.write(`${family.file}: family ${family.key} ${what}\n`);
    }
    for (const family of report.unchanged) process.stdout.write(`${family.file}: family ${family.key} unchanged since its latest version, nothing published\n`);
    for (const refused of report.refused) {
      process.stderr.write(`${refused.file}: refused, ${refused.issues.length} error(s), nothing imported\n`);
      for (const found of refused.issues) process.stderr.write(`  ${formatFileIssue(found)}\n`);
    }
    return report.refused.length > 0 ? 1 : 0;
  });
}
