/**
 * The families with no version in force (a new family before its first
 * publication, or whose first version is still scheduled): production never
 * sees them; the studio lists them by their draft.
 */
import { asc, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { families } from '../db/schema.ts';
import { compileVersionDocument } from './catalogue-repository.ts';
import { versionInForce } from './catalogue-store.ts';
import type { ShownFamily } from './catalogue-views.ts';

/** Every family with no version in force, its draft compiled (leaving out those of `known`, already listed). */
export async function unpublishedFamilies(db: Database, known: readonly ShownFamily[]): Promise<ShownFamily[]> {
  const listed = new Set(known.map((family) => family.row.id));
  const rows = await db.select().from(families).where(isNull(versionInForce)).orderBy(asc(families.position), asc(families.id));
  const fresh = rows.filter((row) => !listed.has(row.id));
  return Promise.all(fresh.map(async (row) => ({ row, version: null, catalogue: await compileVersionDocument(db, row.id, row.document) })));
}

/** Families by position, then id (the catalogue's order). */
export function byPosition(list: ShownFamily[]): ShownFamily[] {
  return list.sort((a, b) => a.row.position - b.row.position || a.row.id - b.row.id);
}
