/**
 * Published versions of a family (table family_versions): their documents
 * are never changed. Each is the next number of its family; the caller holds
 * the family's row lock, so numbers follow each other without gaps. A
 * version still scheduled may be moved or cancelled (it never comes into
 * force then, and its number is not reused: every process caches a
 * version's catalogue by number for good).
 */
import { and, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client.ts';
import { families, familyVersions, users } from '../db/schema.ts';

export type VersionRow = typeof familyVersions.$inferSelect;

/**
 * The number of the version in force of family `familyId` (null while none is): of those not
 * cancelled, the greatest effective_from not after the database's now, ties to the greatest
 * number; a subquery on the index (family_id, effective_from, number). The one definition of "in force".
 */
export const versionInForceOf = (familyId: SQL | number) =>
  sql<number | null>`(select fv.number from family_versions fv where fv.family_id = ${familyId} and fv.effective_from <= now() and fv.cancelled_at is null order by fv.effective_from desc, fv.number desc limit 1)`;

/** The condition of a version that has not taken effect and may still be moved or cancelled (the database's clock). */
export const stillScheduled = and(gt(familyVersions.effectiveFrom, sql`now()`), isNull(familyVersions.cancelledAt));

/** When version `number` of family `familyId` came (or comes) into force; null when there is no such version. */
export async function effectiveFromOf(db: Queryable, familyId: number, number: number): Promise<Date | null> {
  const [row] = await db
    .select({ effectiveFrom: familyVersions.effectiveFrom })
    .from(familyVersions)
    .where(and(eq(familyVersions.familyId, familyId), eq(familyVersions.number, number)));
  return row?.effectiveFrom ?? null;
}

export interface PublishOptions {
  publishedById: number | null;
  /** Default: now. */
  effectiveFrom?: Date | undefined;
  note?: string | null | undefined;
  /** Publish nothing (answer null) when the document equals the latest version's. */
  unlessUnchanged?: boolean;
  /** The draft before publishing: when it equalled the latest version (no edit pending), it becomes the published document. */
  draftFollows?: unknown;
}

/**
 * The greatest version number (cancelled ones included: a number is never reused) and whether
 * `document` (and `draft`) equal the latest version not cancelled, compared as jsonb (key order aside).
 */
export async function latestVersion(tx: Transaction, familyId: number, document: unknown, draft: unknown = null) {
  const [numbered] = await tx
    .select({ number: sql<number | null>`max(${familyVersions.number})` })
    .from(familyVersions)
    .where(eq(familyVersions.familyId, familyId));
  const [latest] = await tx
    .select({
      same: sql<boolean>`${familyVersions.document} = ${JSON.stringify(document)}::jsonb`,
      draftSame: sql<boolean>`${familyVersions.document} = ${JSON.stringify(draft)}::jsonb`,
    })
    .from(familyVersions)
    .where(and(eq(familyVersions.familyId, familyId), isNull(familyVersions.cancelledAt)))
    .orderBy(desc(familyVersions.number))
    .limit(1);
  const number = numbered?.number ?? null;
  return number === null ? undefined : { number, same: latest?.same ?? false, draftSame: latest?.draftSame ?? false };
}

/** Writes `document` as the next version of family `familyId` (whose row the caller has locked). */
export async function publishVersion(tx: Transaction, familyId: number, document: unknown, options: PublishOptions): Promise<VersionRow | null> {
  const latest = await latestVersion(tx, familyId, document, options.draftFollows ?? null);
  if (options.unlessUnchanged && latest?.same) return null;
  const [row] = await tx
    .insert(familyVersions)
    .values({
      familyId,
      number: (latest?.number ?? 0) + 1,
      document,
      effectiveFrom: options.effectiveFrom ?? sql`now()`,
      publishedById: options.publishedById,
      note: options.note ?? null,
    })
    .returning();
  const position = (document as { position?: number }).position ?? 0;
  await tx
    .update(families)
    .set({ position, updatedAt: sql`now()`, ...(options.draftFollows !== undefined && latest?.draftSame ? { document } : {}) })
    .where(eq(families.id, familyId));
  return row!;
}

/**
 * The draft state of families (all, or those of `ids`): the draft document
 * and whether it differs from the latest published version (jsonb equality:
 * key order aside).
 */
export async function draftStates(db: Queryable, ids?: readonly number[]): Promise<Map<number, { document: unknown; changed: boolean }>> {
  // written out: Drizzle leaves the columns of a single-table select unqualified, which the subquery would take for its own
  const latest = sql`(select fv.document from family_versions fv where fv.family_id = "families"."id" and fv.cancelled_at is null order by fv.number desc limit 1)`;
  const query = db
    .select({ id: families.id, document: families.document, changed: sql<boolean>`${families.document} is distinct from ${latest}` })
    .from(families);
  const rows = ids ? await query.where(inArray(families.id, [...ids])) : await query;
  return new Map(rows.map((row) => [row.id, { document: row.document, changed: row.changed }]));
}

export interface VersionSummary {
  number: number;
  effectiveFrom: Date;
  publishedAt: Date;
  publishedBy: string | null;
  note: string | null;
  inForce: boolean;
  scheduled: boolean;
  cancelledAt: Date | null;
}

/** The versions of a family, newest first, with who published them and which is in force now (the database's clock). */
export async function readVersions(db: Queryable, familyId: number): Promise<VersionSummary[]> {
  const rows = await db
    .select({
      number: familyVersions.number,
      effectiveFrom: familyVersions.effectiveFrom,
      publishedAt: familyVersions.publishedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      note: familyVersions.note,
      scheduled: sql<boolean>`${familyVersions.effectiveFrom} > now() and ${familyVersions.cancelledAt} is null`,
      cancelledAt: familyVersions.cancelledAt,
      inForce: sql<boolean>`${familyVersions.number} is not distinct from ${versionInForceOf(familyId)}`,
    })
    .from(familyVersions)
    .leftJoin(users, eq(users.id, familyVersions.publishedById))
    .where(eq(familyVersions.familyId, familyId))
    .orderBy(desc(familyVersions.number));
  return rows.map((row) => ({
    number: row.number,
    effectiveFrom: row.effectiveFrom,
    publishedAt: row.publishedAt,
    publishedBy: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
    note: row.note,
    inForce: row.inForce,
    scheduled: row.scheduled,
    cancelledAt: row.cancelledAt,
  }));
}
