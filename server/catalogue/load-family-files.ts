/**
 * Imports family files into the database: at start-up (files changed since
 * their last import) and with `npm run catalogue:import`. A file with errors
 * is refused whole and the family keeps its previous version; a file that
 * differs from its family's latest version is published as the next version
 * (effective now, or at `effectiveFrom`); an unchanged one publishes nothing.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/client.ts';
import { familySourceHashes } from './catalogue-repository.ts';
import { upsertFamilyFromFile } from './family-writes.ts';
import { familySourceHash, readFamilyFile, type FileIssue } from './family-file.ts';

export const FAMILY_FILES_DIR = fileURLToPath(new URL('../../schemas/families/', import.meta.url));
export const FAMILY_FILE_SUFFIX = '.family.yaml';

export interface ImportReport {
  imported: { file: string; key: string; id: number; created: boolean; version: number; steps: number; questions: number }[];
  unchanged: { file: string; key: string }[];
  refused: { file: string; issues: FileIssue[] }[];
}

/** The family files of a folder, sorted. */
export async function familyFiles(dir: string = FAMILY_FILES_DIR): Promise<string[]> {
  const names = await readdir(dir);
  return names.filter((name) => name.endsWith(FAMILY_FILE_SUFFIX)).sort().map((name) => path.join(dir, name));
}

/**
 * Imports the given files. With `onlyChanged` (start-up), a file whose
 * content was already imported is skipped, and so is a family changed
 * through the API since (its source hash is cleared), so that a restart never
 * undoes an edit; `npm run catalogue:import` imports the files regardless.
 */
export async function importFamilyFiles(db: Database, files: readonly string[], options: { onlyChanged?: boolean; effectiveFrom?: Date } = {}): Promise<ImportReport> {
  const report: ImportReport = { imported: [], unchanged: [], refused: [] };
  const hashes = options.onlyChanged ? await familySourceHashes(db) : new Map<string, string | null>();
  const imported = new Map([...hashes].flatMap(([key, hash]) => (hash === null ? [] : [[hash, key] as const])));
  for (const file of files) {
    // a file whose very text was imported is skipped before it is parsed and checked (about 0.1 s a family at every start)
    const importedAs = options.onlyChanged ? imported.get(await textHash(file)) : undefined;
    if (importedAs !== undefined) {
      report.unchanged.push({ file, key: importedAs });
      continue;
    }
    const result = await readFamilyFile(file);
    if (!result.ok) {
      report.refused.push({ file, issues: result.issues });
      continue;
    }
    const key = result.document.family;
    if (options.onlyChanged && hashes.has(key)) {
      const stored = hashes.get(key);
      if (stored === result.hash || stored === null) {
        report.unchanged.push({ file, key });
        continue;
      }
    }
    const { row, created, version } = await upsertFamilyFromFile(db, result.document, result.hash, { effectiveFrom: options.effectiveFrom });
    if (version === null) {
      report.unchanged.push({ file, key });
      continue;
    }
    report.imported.push({ file, key, id: row.id, created, version, steps: result.catalogue.steps.length, questions: result.catalogue.questions.length });
  }
  return report;
}

/** The hash of a file's text, or '' when it cannot be read (readFamilyFile then says why). */
async function textHash(file: string): Promise<string> {
  try {
    return familySourceHash(await readFile(file, 'utf8'));
  } catch {
    return '';
  }
}
