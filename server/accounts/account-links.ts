/**
 * Single-use links e-mailed to a user (server/db/schema.ts `account_links`):
 * a 256-bit random token, kept only as its SHA-256 hash, that expires. A new
 * link voids the earlier unused ones of the same purpose; using a link voids
 * every other open link of the user (a password is set, so no older link
 * may set another).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { hashToken } from '../auth/tokens.ts';
import type { ServerConfig } from '../config.ts';
import { accountLinks } from '../db/schema.ts';
import type { Queryable } from '../quotes/quote-repository.ts';

export type LinkPurpose = 'subscription' | 'reset';
export type LinkRow = typeof accountLinks.$inferSelect;

export interface IssuedLink {
  id: number;
  /** The raw token, which only the e-mail carries. */
  token: string;
  expiresAt: Date;
}

function linkLifetimeMs(config: ServerConfig, purpose: LinkPurpose): number {
  return purpose === 'reset' ? config.resetLinkMinutes * 60_000 : config.subscriptionLinkDays * 86_400_000;
}

/** Issues a link (voiding the user's earlier open links of the same purpose); call inside the change's transaction. */
export async function issueLink(db: Queryable, config: ServerConfig, userId: number, purpose: LinkPurpose, now = new Date()): Promise<IssuedLink> {
  await db
    .update(accountLinks)
    .set({ usedAt: now })
    .where(and(eq(accountLinks.userId, userId), eq(accountLinks.purpose, purpose), isNull(accountLinks.usedAt)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + linkLifetimeMs(config, purpose));
  const [row] = await db
    .insert(accountLinks)
    .values({ userId, purpose, tokenHash: hashToken(token), createdAt: now, expiresAt })
    .returning({ id: accountLinks.id });
  return { id: row!.id, token, expiresAt };
}

export type LinkCheck = { status: 'valid'; link: LinkRow } | { status: 'unknown' | 'used' | 'expired' };

/** The link of a raw token, locked for the transaction when `forUpdate` (so that two uses cannot both pass). */
export async function findLink(db: Queryable, token: string, now = new Date(), forUpdate = false): Promise<LinkCheck> {
  const query = db.select().from(accountLinks).where(eq(accountLinks.tokenHash, hashToken(token))).limit(1);
  const [link] = forUpdate ? await query.for('update') : await query;
  if (!link) return { status: 'unknown' };
  if (link.usedAt) return { status: 'used' };
  if (link.expiresAt <= now) return { status: 'expired' };
  return { status: 'valid', link };
}

/** Voids every open link of the user (a password was set, or the account was ended). */
export async function voidLinks(db: Queryable, userId: number, now = new Date()): Promise<void> {
  await db
    .update(accountLinks)
    .set({ usedAt: now })
    .where(and(eq(accountLinks.userId, userId), isNull(accountLinks.usedAt)));
}
