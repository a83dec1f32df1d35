/**
 * The relay's side of the outbox table: take the next due message (FOR
 * UPDATE SKIP LOCKED, so that several processes never take the same one),
 * then record the outcome. Taking a message reserves it for the lease: a
 * process that dies while sending leaves it due again when the lease ends.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { nextAttemptAt } from './backoff.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxKind = OutboxRow['kind'];

/** Takes the oldest due message of `kinds` and reserves it until `leaseEnd`; null when none is due. */
export async function claimNext(db: Database, kinds: OutboxKind[], now: Date, leaseEnd: Date): Promise<OutboxRow | null> {
  if (kinds.length === 0) return null;
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: outbox.id, firstAttemptAt: outbox.firstAttemptAt })
      .from(outbox)
      // the database's own clock too: a row queued a few microseconds ago (its default now()) is due
      .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`greatest(${now.toISOString()}::timestamptz, now())`), inArray(outbox.kind, kinds)))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [claimed] = await tx
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, firstAttemptAt: due.firstAttemptAt ?? now, nextAttemptAt: leaseEnd })
      .where(eq(outbox.id, due.id))
      .returning();
    return claimed ?? null;
  });
}

export async function markSent(db: Database, id: number, now: Date): Promise<void> {
  await db.update(outbox).set({ status: 'sent', sentAt: now, lastError: null }).where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
}

/**
 * Records a failed attempt: the message is due again after its back-off, or
 * failed when its 48 hours are over or the refusal is permanent. Answers
 * the new status.
 */
export async function markAttemptFailed(db: Database, row: OutboxRow, error: string, now: Date, permanent: boolean): Promise<'pending' | 'failed'> {
  const next = permanent ? null : nextAttemptAt(row.firstAttemptAt ?? now, row.attempts, now);
  await db
    .update(outbox)
    .set(next ? { nextAttemptAt: next, lastError: error.slice(0, 1000) } : { status: 'failed', lastError: error.slice(0, 1000) })
    .where(and(eq(outbox.id, row.id), eq(outbox.status, 'pending')));
  return next ? 'pending' : 'failed';
}

/** How many messages of `kind` wait to be sent (for the start-up log). */
export async function countPending(db: Database, kind: OutboxKind): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(and(eq(outbox.kind, kind), eq(outbox.status, 'pending')));
  return row?.count ?? 0;
}
