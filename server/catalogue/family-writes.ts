/**
 * The writes of family documents, each one transaction: a family created,
 * its draft changed, a family file loaded, the draft published, a version
 * published again (rollback), a family deleted. Every write stores a
 * document the engine has accepted, together with the ids of its new keys.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { Catalogue, FamilyDocument, Locale } from '../../engine/index.ts';
import type { Database } from '../db/client.ts';
import { families, familyVersions, quotes } from '../db/schema.ts';
import { AppError, notFound } from '../http/app-error.ts';
import { assertPublishable } from './catalogue-analysis.ts';
import { allocateIds, assertSameKey, checkDocument, compileVersionDocument, type FamilyRow, type Transaction } from './catalogue-repository.ts';
import { publishVersion, type PublishOptions, type VersionRow } from './family-versions.ts';
import { cancelVersions, scheduledAfter, type ScheduledVersion } from './version-schedule.ts';

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Creates a family from an accepted document as its draft (409 when its key is taken), with no
 * version: production sees nothing of it until publishDraft puts its first version through the
 * publishing gate (test cases, reachability), as every version.
 */
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
 * Changes the draft of family `id` (its `document`; production reads only
 * published versions) under a row lock: `modify` gets a copy of the draft
 * and its catalogue and returns the new document (or throws an AppError); the
 * result is checked by the engine before it is stored (errors in `locale`).
 * Answers the row and the new draft compiled, undefined when the family does
 * not exist.
 */
export async function modifyFamilyDocument(
  db: Database,
  id: number,
  modify: (document: FamilyDocument, catalogue: Catalogue) => FamilyDocument,
  locale: Locale,
  options: { active?: boolean } = {},
): Promise<{ row: FamilyRow; draft: Catalogue } | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(families).where(eq(families.id, id)).for('update');
    if (!current) return undefined;
    const catalogue = await compileVersionDocument(tx, id, current.document);
    const document = checkDocument(modify(structuredClone(current.document) as FamilyDocument, catalogue), locale);
    assertSameKey(document, current.key, locale);
    const [row] = await tx
      .update(families)
      .set({ document, sourceHash: null, updatedAt: sql`now()`, ...(options.active === undefined ? {} : { active: options.active }) })
      .where(eq(families.id, id))
      .returning();
    await allocateIds(tx, id, document);
    return { row: row!, draft: await compileVersionDocument(tx, id, document) };
  });
}

/**
 * Creates or publishes a family from its file: a new family is created with
 * its version 1 in force at once; a known one gets a new version (effective
 * `effectiveFrom`, default now) when the file differs from its latest
 * version, and nothing when it does not. The draft follows the file unless it
 * holds edits not yet published. Ids of known keys are kept.
 */
export async function upsertFamilyFromFile(
  db: Database,
  document: FamilyDocument,
  sourceHash: string,
  options: { effectiveFrom?: Date } = {},
): Promise<{ row: FamilyRow; created: boolean; version: number | null }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(families).where(eq(families.key, document.family)).for('update');
    if (!existing) {
      const [row] = await tx
        .insert(families)
        .values({ key: document.family, document, position: document.position ?? 0, sourceHash })
        .returning();
      await allocateIds(tx, row!.id, document);
      await publishVersion(tx, row!.id, document, { publishedById: null });
      return { row: row!, created: true, version: 1 };
    }
    await allocateIds(tx, existing.id, document);
    const published = await publishVersion(tx, existing.id, document, { publishedById: null, effectiveFrom: options.effectiveFrom, unlessUnchanged: true, draftFollows: existing.document });
    const [row] = await tx.update(families).set({ sourceHash }).where(eq(families.id, existing.id)).returning();
    return { row: row!, created: false, version: published?.number ?? null };
  });
}

/** What to do with the versions scheduled after a new one (which would replace it on their date): cancel or keep them; without a choice, `refuse` names them. */
export interface ScheduledChoice {
  choice: 'cancel' | 'keep' | undefined;
  refuse(later: ScheduledVersion[]): Error;
}

/** Cancels or keeps the versions scheduled after the one just written; without a choice, throws the refusal inside the transaction (the version just written goes with it). */
async function settleScheduled(tx: Transaction, id: number, later: ScheduledVersion[], scheduled: ScheduledChoice): Promise<void> {
  if (later.length > 0 && scheduled.choice === undefined) throw scheduled.refuse(later);
  if (scheduled.choice === 'cancel') await cancelVersions(tx, id, later.map((found) => found.number));
}

/**
 * Publishes the draft of family `id` as its next version: the draft is
 * checked whole by the engine (errors in `locale`), then its test cases and
 * reachability in the catalogue worker (422 publish_blocked, naming each);
 * then, under the family's row lock, it is written unless it changed
 * meanwhile (409 draft_changed); 409 nothing_to_publish when it equals the
 * latest version. Versions still scheduled after the new one's date are
 * cancelled, kept or named as `scheduled` says (as a rollback's). Undefined
 * when the family does not exist.
 */
export async function publishDraft(
  db: Database,
  id: number,
  options: Omit<PublishOptions, 'unlessUnchanged' | 'draftFollows'>,
  locale: Locale,
  scheduled: ScheduledChoice,
): Promise<VersionRow | undefined> {
  // the gate runs in the catalogue worker, before the row is locked: a draft changed meanwhile is 409, never published unchecked
  const [draft] = await db.select({ key: families.key, document: families.document }).from(families).where(eq(families.id, id));
  if (!draft) return undefined;
  const checked = checkDocument(draft.document, locale);
  assertSameKey(checked, draft.key, locale);
  await assertPublishable(checked, locale);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(families).where(eq(families.id, id)).for('update');
    if (!current) return undefined;
    if (JSON.stringify(current.document) !== JSON.stringify(draft.document)) throw new AppError(409, 'draft_changed');
    const document = current.document as FamilyDocument;
    await allocateIds(tx, id, document);
    const later = await scheduledAfter(tx, id, options.effectiveFrom);
    const published = await publishVersion(tx, id, document, { ...options, unlessUnchanged: true });
    if (!published) throw new AppError(409, 'nothing_to_publish');
    await settleScheduled(tx, id, later, scheduled);
    await tx.update(families).set({ sourceHash: null }).where(eq(families.id, id));
    return published;
  });
}

/**
 * Rolls back by publishing version `number`'s document again as the next
 * version (history is never rewritten), under the family's row lock. The
 * publish checks are not run again: the version was checked when it was
 * published, and a rollback must stay possible (a check tightened since, or
 * a case added to the draft, does not hold it back); the
 * draft follows when it held no unpublished edit. 409 nothing_to_publish
 * when that document is the latest version's. Versions still scheduled after
 * the rollback's date would undo it on theirs: `scheduled.choice` cancels or
 * keeps them, and without a choice `scheduled.refuse` names them (thrown).
 * Undefined when the family or the version does not exist.
 */
export async function republishVersion(
  db: Database,
  id: number,
  number: number,
  options: Omit<PublishOptions, 'unlessUnchanged' | 'draftFollows'>,
  scheduled: ScheduledChoice,
): Promise<VersionRow | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(families).where(eq(families.id, id)).for('update');
    if (!current) return undefined;
    const [version] = await tx
      .select({ document: familyVersions.document })
      .from(familyVersions)
      .where(and(eq(familyVersions.familyId, id), eq(familyVersions.number, number)));
    if (!version) return undefined;
    const later = await scheduledAfter(tx, id, options.effectiveFrom);
    const published = await publishVersion(tx, id, version.document, { ...options, unlessUnchanged: true, draftFollows: current.document });
    if (!published) throw new AppError(409, 'nothing_to_publish');
    await settleScheduled(tx, id, later, scheduled);
    await tx.update(families).set({ sourceHash: null }).where(eq(families.id, id));
    return published;
  });
}

/**
 * Deletes family `id` unless a quote uses it (409 family_in_use), under the
 * family's row lock, which a quote being created on it waits for (its
 * foreign key): the count holds until the delete. 404 when there is none.
 */
export async function deleteFamily(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [family] = await tx.select({ id: families.id }).from(families).where(eq(families.id, id)).for('update');
    if (!family) throw notFound();
    const [used] = await tx.select({ quotes: count() }).from(quotes).where(eq(quotes.familyId, id));
    if (used!.quotes > 0) throw new AppError(409, 'family_in_use', { params: { count: used!.quotes } });
    await tx.delete(families).where(eq(families.id, id));
  });
}
