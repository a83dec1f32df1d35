/**
 * The e-mailed links' two changes, each in one transaction: a reset link
 * issued and queued (not again within a minute: the earlier one still works),
 * and a password set from a link (the link checked again under its row lock,
 * then every link of the user voided and its tokens revoked).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { accountLinks, users } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { queueAccountMail, resetMail } from '../outbox/account-mails.ts';
import { findLink, issueLink, voidLinks, type LinkCheck } from './account-links.ts';
import type { UserRow } from './user-access.ts';
import { revokeUserTokens } from './user-lifecycle.ts';

/** A reset link asked for again within this time is not sent again (the earlier one still works). */
const RESET_RESEND_MS = 60_000;

const MESSAGE_OF_STATUS = { unknown: 'invalid_subscription_token', used: 'subscription_token_used', expired: 'subscription_token_expired' } as const;

/** 422 invalid_subscription_token, its message saying why the link does not work. */
export function invalidLink(status: Exclude<LinkCheck['status'], 'valid'>): AppError {
  return new AppError(422, 'invalid_subscription_token', { messageKey: MESSAGE_OF_STATUS[status] });
}

/** Issues a reset link to `user` and queues its e-mail, unless one was issued within the last minute. */
export async function sendResetLink(db: Database, config: ServerConfig, user: UserRow): Promise<void> {
  await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ createdAt: accountLinks.createdAt })
      .from(accountLinks)
      .where(and(eq(accountLinks.userId, user.id), eq(accountLinks.purpose, 'reset')))
      .orderBy(desc(accountLinks.createdAt))
      .limit(1);
    if (last && Date.now() - last.createdAt.getTime() < RESET_RESEND_MS) return;
    const link = await issueLink(tx, config, user.id, 'reset');
    await queueAccountMail(tx, resetMail(config, user, link), `account-link:${link.id}`);
  });
}

/** Sets the password of link `token`'s user (its subscription active): 422 when the link stopped working meanwhile. */
export async function setPasswordFromLink(db: Database, token: string, userId: number, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    const again = await findLink(tx, token, new Date(), true);
    if (again.status !== 'valid') throw invalidLink(again.status);
    await tx.update(users).set({ passwordHash, subscriptionStatus: 'active' }).where(eq(users.id, userId));
    await voidLinks(tx, userId);
    await revokeUserTokens(tx, userId);
  });
}
