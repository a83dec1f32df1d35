/**
 * Checking an e-mailed link when its page opens (`checkAccountLink`): the
 * same reading of the token as `confirmAccount` (server/accounts/handlers.ts),
 * without using it, so that a used or expired invitation is told at once with
 * what to do rather than after the password form is filled in.
 */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { operation } from '../http/operation.ts';
import { ERROR_MESSAGES } from '../i18n/messages.ts';
import { text } from '../i18n/text.ts';
import type { Locale } from '../../engine/index.ts';
import { findLink, type LinkCheck } from './account-links.ts';

type Refusal = Exclude<LinkCheck['status'], 'valid'>;

const MESSAGE_OF_STATUS = { unknown: 'invalid_subscription_token', used: 'subscription_token_used', expired: 'subscription_token_expired' } as const;

/** 422 invalid_subscription_token saying which, with the reason's code under `body.token` for the page to say what to do. */
function refusal(status: Refusal, locale: Locale): AppError {
  const messageKey = MESSAGE_OF_STATUS[status];
  return new AppError(422, 'invalid_subscription_token', {
    messageKey,
    details: [{ path: 'body.token', code: `link_${status}`, message: text(ERROR_MESSAGES, messageKey, locale) }],
  });
}

export const linkCheckOperations = [
  operation('checkAccountLink', {
    permission: 'public',
    handler: async ({ db, body, locale }) => {
      const found = await findLink(db, body.token);
      if (found.status !== 'valid') throw refusal(found.status, locale);
      const [user] = await db.select({ active: users.active }).from(users).where(eq(users.id, found.link.userId)).limit(1);
      if (!user?.active) throw refusal('unknown', locale);
      return { data: { purpose: found.link.purpose, expires_at: found.link.expiresAt.toISOString() } };
    },
  }),
];
