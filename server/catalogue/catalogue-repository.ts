/**
 * Family documents in the database, and the ids of their keyed items. Every
 * write stores a document the engine has accepted, together with the ids of
 * its new keys, in one transaction.
 */
import { eq, sql } from 'drizzle-orm';
import { catalogueIdKeys, compileFamily, reviewFamily, type Catalogue, type FamilyDocument, type IdAllocator, type Locale } from '../../engine/index.ts';
import type { Database } from '../db/client.ts';
import { catalogueIds, families } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { catalogueIssueMessage, catalogueMessage } from '../i18n/catalogue-messages.ts';

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

async function allocateIds(tx: Transaction, familyId: number, document: FamilyDocument): Promise<void> {
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

/** Compiles a stored family with its ids. */
export async function compileStored(db: Database | Transaction, row: FamilyRow): Promise<Catalogue> {
  const result = compileFamily(row.document, { ids: await loadIdAllocator(db, row.id) });
  if (!result.ok) throw new Error(`stored family ${row.key} no longer compiles: ${result.issues[0]?.message}`);
  return result.catalogue;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Creates a family from an accepted document (409 when its key is taken). */
export async function insertFamily(db: Database, document: FamilyDocument, active: boolean): Promise<FamilyRow> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(families)
        .values({ key: document.family, position: document.position ?? 0, active, document, sourceHash: null })
        .returning();
      await allocateIds(tx, row!.id, document);
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'family_key_taken');
    throw error;
  }
}

/**
 * Changes the document of family `id` under a row lock: `modify` gets a copy
 * of the stored document and returns the new one (or throws an AppError);
 * the result is checked by the engine before it is stored (errors in
 * `locale`). Undefined when the family does not exist.
 */
export async function modifyFamilyDocument(
  db: Database,
  id: number,
  modify: (document: FamilyDocument, catalogue: Catalogue) => FamilyDocument,
  locale: Locale,
  options: { active?: boolean } = {},
): Promise<FamilyRow | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(families).where(eq(families.id, id)).for('update');
    if (!current) return undefined;
    const catalogue = await compileStored(tx, current);
    const document = checkDocument(modify(structuredClone(current.document) as FamilyDocument, catalogue), locale);
    if (document.family !== current.key) {
      throw new AppError(422, 'invalid_family_document', {
        details: [{ path: '/family', code: 'family_key_changed', message: catalogueMessage('family_key_changed', { family: current.key }, locale) }],
      });
    }
    const [row] = await tx
      .update(families)
      .set({ document, position: document.position ?? 0, sourceHash: null, updatedAt: sql`now()`, ...(options.active === undefined ? {} : { active: options.active }) })
      .where(eq(families.id, id))
      .returning();
    await allocateIds(tx, id, document);
    return row;
  });
}

/** Creates or replaces a family from its file; ids of known keys are kept. */
export async function upsertFamilyFromFile(db: Database, document: FamilyDocument, sourceHash: string): Promise<{ row: FamilyRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: families.id }).from(families).where(eq(families.key, document.family)).for('update');
    const values = { document, position: document.position ?? 0, sourceHash, updatedAt: sql`now()` };
    const [row] = existing
      ? await tx.update(families).set(values).where(eq(families.id, existing.id)).returning()
      : await tx.insert(families).values({ key: document.family, ...values }).returning();
    await allocateIds(tx, row!.id, document);
    return { row: row!, created: !existing };
  });
}

export async function familySourceHashes(db: Database): Promise<Map<string, string | null>> {
  const rows = await db.select({ key: families.key, sourceHash: families.sourceHash }).from(families);
  return new Map(rows.map((row) => [row.key, row.sourceHash]));
}
