/**
 * What ends a user's sessions and links, inside the change's transaction:
 * revoking its tokens makes them fail at once in every process (the session
 * cache hears the token and user notifications of the triggers).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { tokens, users } from '../db/schema.ts';
import type { Queryable } from '../quotes/quote-repository.ts';
import { voidLinks } from './account-links.ts';

/** Revokes every live token of the user (after a password change, a deactivation, an ended subscription). */
export async function revokeUserTokens(db: Queryable, userId: number, now = new Date()): Promise<void> {
  await db
    .update(tokens)
    .set({ revokedAt: now })
    .where(and(eq(tokens.userId, userId), isNull(tokens.revokedAt)));
}

/** Revokes the user's tokens and voids its open links. */
export async function endSessions(db: Queryable, userId: number, now = new Date()): Promise<void> {
  await revokeUserTokens(db, userId, now);
  await voidLinks(db, userId, now);
}

/** Ends a subscription: deactivated, `ended`, tokens revoked, open links voided. Its quotes and orders stay. */
export async function endSubscription(db: Queryable, userId: number, now = new Date()): Promise<void> {
  await db.update(users).set({ active: false, subscriptionStatus: 'ended' }).where(eq(users.id, userId));
  await endSessions(db, userId, now);
}
