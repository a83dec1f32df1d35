/**
 * `npm run catalogue:import [file…]`: checks family files and imports them
 * (all of schemas/families/ when no file is named). A file with errors is
 * refused whole, with every error and its location; the exit code is 1 when
 * any file was refused.
 */
import path from 'node:path';
import { familyFiles, importFamilyFiles } from '../catalogue/load-family-files.ts';
import { formatFileIssue } from '../catalogue/family-file.ts';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';

try {
  const named = process.argv.slice(2).map((file) => path.resolve(file));
  const opened = await openConfiguredDatabase(loadConfig(), { seedWhenNew: false, importFamilies: false });
  try {
    const report = await importFamilyFiles(opened.database.db, named.length > 0 ? named : await familyFiles());
    for (const family of report.imported) {
      const verb = family.created ? 'created' : 'updated';
      process.stdout.write(`${family.file}: family ${family.key} ${verb} (id ${family.id}, ${family.steps} steps, ${family.questions} questions)\n`);
    }
    for (const refused of report.refused) {
      process.stderr.write(`${refused.file}: refused, ${refused.issues.length} error(s), nothing imported\n`);
      for (const found of refused.issues) process.stderr.write(`  ${formatFileIssue(found)}\n`);
    }
    process.exitCode = report.refused.length > 0 ? 1 : 0;
  } finally {
    await opened.close();
  }
} catch (error) {
  process.stderr.write(`error: ${(error as Error).message}\n`);
  process.exit(1);
}
