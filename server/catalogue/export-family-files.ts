/**
 * Writes the database's families as family files (the engine's canonical
 * text, as exportFamilyFile gives it): families made or changed in the
 * studio reach the repository, where the import at start-up, the engine's
 * tests and Storybook (every schemas/families/*.family.yaml is a story
 * file) read them. By default each family's latest published version; with
 * `draft`, each family's draft (a family never published has only that).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { desc, eq, inArray } from 'drizzle-orm';
import { familyToYaml } from '../../engine/index.ts';
import type { Queryable } from '../db/client.ts';
import { families, familyVersions } from '../db/schema.ts';

export interface ExportOptions {
  /** The folder written to. */
  dir: string;
  /** The drafts rather than the latest published versions. */
  draft?: boolean;
  /** Only these family keys (all when empty). */
  keys?: readonly string[];
}

export interface ExportReport {
  written: { key: string; file: string; version: number | 'draft'; changed: boolean }[];
  /** Families with no published version, left out without `draft`. */
  unpublished: string[];
  /** Keys asked for that no family has. */
  unknown: string[];
}

/** The file name of a family: `<key>.family.yaml`. */
export const familyFileName = (key: string) => `${key}.family.yaml`;

async function latestVersion(db: Queryable, familyId: number): Promise<{ number: number; document: unknown } | undefined> {
  const [row] = await db
    .select({ number: familyVersions.number, document: familyVersions.document })
    .from(familyVersions)
    .where(eq(familyVersions.familyId, familyId))
    .orderBy(desc(familyVersions.number))
    .limit(1);
  return row;
}

async function readIfAny(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return null;
  }
}

export async function exportFamilyFiles(db: Queryable, options: ExportOptions): Promise<ExportReport> {
  const keys = options.keys ?? [];
  const query = db.select({ id: families.id, key: families.key, document: families.document }).from(families).orderBy(families.key);
  const rows = keys.length > 0 ? await query.where(inArray(families.key, [...keys])) : await query;
  const report: ExportReport = { written: [], unpublished: [], unknown: keys.filter((key) => !rows.some((row) => row.key === key)) };
  await fs.mkdir(options.dir, { recursive: true });
  for (const row of rows) {
    const version = options.draft ? undefined : await latestVersion(db, row.id);
    if (!options.draft && !version) {
      report.unpublished.push(row.key);
      continue;
    }
    const text = familyToYaml(version ? version.document : row.document);
    const file = path.join(options.dir, familyFileName(row.key));
    const changed = (await readIfAny(file)) !== text;
    if (changed) await fs.writeFile(file, text);
    report.written.push({ key: row.key, file, version: version ? version.number : 'draft', changed });
  }
  return report;
}
