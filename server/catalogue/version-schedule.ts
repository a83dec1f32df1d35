/**
 * Versions still scheduled (not in force yet, not cancelled): moved to
 * another date or cancelled, under the family's row lock. A version that
 * has taken effect is never touched (quotes may have been priced by it): the
 * condition is checked by the database's clock in the same statement that
 * changes the row.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { families, familyVersions } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { Transaction } from '../db/client.ts';
import { stillScheduled } from './family-versions.ts';

export interface ScheduledVersion {
  number: number;
  effectiveFrom: Date;
}

/** The versions of family `familyId` still scheduled to take effect after `from` (default now), soonest first. */
export async function scheduledAfter(tx: Transaction, familyId: number, from: Date | undefined): Promise<ScheduledVersion[]> {
  return tx
    .select({ number: familyVersions.number, effectiveFrom: familyVersions.effectiveFrom })
    .from(familyVersions)
    .where(and(eq(familyVersions.familyId, familyId), stillScheduled, ...(from ? [gt(familyVersions.effectiveFrom, from)] : [])))
    .orderBy(asc(familyVersions.effectiveFrom), asc(familyVersions.number));
}

/** Cancels those of `numbers` still scheduled; answers the numbers cancelled. */
export async function cancelVersions(tx: Transaction, familyId: number, numbers: readonly number[]): Promise<number[]> {
  if (numbers.length === 0) return [];
  const rows = await tx
    .update(familyVersions)
    .set({ cancelledAt: sql`now()` })
    .where(and(eq(familyVersions.familyId, familyId), inArray(familyVersions.number, [...numbers]), stillScheduled))
    .returning({ number: familyVersions.number });
  return rows.map((row) => row.number);
}

/**
 * Changes scheduled version `number` of family `familyId`: cancels it, or moves it to `effectiveFrom`
 * (undefined: now). Undefined when the family or version does not exist; 409 version_not_scheduled
 * when it is in force, past or cancelled.
 */
export async function rescheduleVersion(db: Database, familyId: number, number: number, change: { cancel: true } | { cancel: false; effectiveFrom: Date | undefined }): Promise<true | undefined> {
  return db.transaction(async (tx) => {
    const [family] = await tx.select({ id: families.id }).from(families).where(eq(families.id, familyId)).for('update');
    if (!family) return undefined;
    const [version] = await tx
      .select({ number: familyVersions.number })
      .from(familyVersions)
      .where(and(eq(familyVersions.familyId, familyId), eq(familyVersions.number, number)));
    if (!version) return undefined;
    const set = change.cancel ? { cancelledAt: sql`now()` } : { effectiveFrom: change.effectiveFrom ?? sql`now()` };
    const changed = await tx
      .update(familyVersions)
      .set(set)
      .where(and(eq(familyVersions.familyId, familyId), eq(familyVersions.number, number), stillScheduled))
      .returning({ number: familyVersions.number });
    if (changed.length === 0) throw new AppError(409, 'version_not_scheduled');
    return true;
  });
}
