/**
 * Family documents in the database, and the ids of their keyed items: read
 * and written through the transaction or database the caller gives (the
 * writes, each one transaction, are in family-writes.ts).
 */
import { eq } from 'drizzle-orm';
import { catalogueIdKeys, catalogueIssueMessage, catalogueMessage, compileFamily, reviewFamily, type Catalogue, type FamilyDocument, type IdAllocator, type Locale } from '../../engine/index.ts';
import type { Database } from '../db/client.ts';
import { catalogueIds, families } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';

export type FamilyRow = typeof families.$inferSelect;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Checks a document with the engine, and the product checks of a family written; a broken one is a 422 with one detail per error, in `locale`. */
export function checkDocument(document: unknown, locale: Locale): FamilyDocument {
  const result = compileFamily(document);
  const issues = result.ok ? reviewFamily(result.catalogue) : result.issues;
  if (issues.length > 0) {
    const details = issues.map((found) => ({ path: found.path, code: found.code, message: catalogueIssueMessage(found, locale) }));
    throw new AppError(422, 'invalid_family_document', { details });
  }
  return document as FamilyDocument;
}

/** Stores ids for the keyed items of `document` that have none yet. */
export async function allocateIds(tx: Transaction, familyId: number, document: FamilyDocument): Promise<void> {
  const keys = catalogueIdKeys(document);
  if (keys.length === 0) return;
  await tx
    .insert(catalogueIds)
    .values(keys.map((entry) => ({ familyId, kind: entry.kind, key: entry.key })))
    .onConflictDoNothing();
}

/** The id allocator of a family, from its id rows. */
async function loadIdAllocator(db: Database | Transaction, familyId: number): Promise<IdAllocator> {
  const rows = await db.select().from(catalogueIds).where(eq(catalogueIds.familyId, familyId));
  const ids = new Map(rows.map((row) => [`${row.kind}:${row.key}`, row.id]));
  return (kind, key) => {
    const id = ids.get(`${kind}:${key}`);
    if (id === undefined) throw new Error(`no id for ${kind} ${key} in family ${familyId}`);
    return id;
  };
}

/** Compiles a document of family `familyId` (a version's or the draft) with the family's ids. */
export async function compileVersionDocument(db: Database | Transaction, familyId: number, document: unknown): Promise<Catalogue> {
  const result = compileFamily(document, { ids: await loadIdAllocator(db, familyId) });
  if (!result.ok) throw new Error(`stored document of family ${familyId} no longer compiles: ${result.issues[0]?.message}`);
  return result.catalogue;
}

/** 422 when a document names another family than the one it is written to. */
export function assertSameKey(document: FamilyDocument, key: string, locale: Locale): void {
  if (document.family !== key) {
    throw new AppError(422, 'invalid_family_document', {
      details: [{ path: '/family', code: 'family_key_changed', message: catalogueMessage('family_key_changed', { family: key }, locale) }],
    });
  }
}

/** The draft of a family compiled, for its administration (undefined when there is no such family). */
export async function readDraft(db: Database | Transaction, id: number): Promise<{ row: FamilyRow; draft: Catalogue } | undefined> {
  const [row] = await db.select().from(families).where(eq(families.id, id));
  return row && { row, draft: await compileVersionDocument(db, id, row.document) };
}

export async function familySourceHashes(db: Database): Promise<Map<string, string | null>> {
  const rows = await db.select({ key: families.key, sourceHash: families.sourceHash }).from(families);
  return new Map(rows.map((row) => [row.key, row.sourceHash]));
}

