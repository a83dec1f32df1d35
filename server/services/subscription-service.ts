/**
 * confirmAccount: the page of an e-mailed link sets the password (a new
 * account's first, or a new one after a forgotten one). The link is used
 * once: the password, the subscription and the link change in one
 * transaction that holds the link's row, every other open link of the user
 * is voided, and every token of the user is revoked (a password change ends
 * every session at once).
 */
import { eq } from 'drizzle-orm';
import { findLink, voidLinks, type LinkCheck } from '../accounts/account-links.ts';
import { passwordProblem, PASSWORD_MIN_LENGTH } from '../accounts/password-policy.ts';
import { revokeUserTokens } from '../accounts/user-lifecycle.ts';
import { hashPassword } from '../auth/passwords.ts';
import { users } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { errorMessage } from '../i18n/messages.ts';
import type { BodyOf, ServiceContext, ServiceHandlers } from '../http/operation.ts';

const MESSAGE_OF_STATUS = { unknown: 'invalid_subscription_token', used: 'subscription_token_used', expired: 'subscription_token_expired' } as const;

function invalidLink(status: Exclude<LinkCheck['status'], 'valid'>): AppError {
  return new AppError(422, 'invalid_subscription_token', { messageKey: MESSAGE_OF_STATUS[status] });
}

export function subscriptionService({ db }: ServiceContext): ServiceHandlers {
  return {
    async confirmAccount(request) {
      const body = request.body as BodyOf<'confirmAccount'>;
      if (body.password !== body.password_confirmation) {
        throw new AppError(422, 'password_mismatch', {
          details: [{ path: 'body.password_confirmation', code: 'password_mismatch', message: errorMessage('password_mismatch', request.locale) }],
        });
      }
      const found = await findLink(db, body.token);
      if (found.status !== 'valid') throw invalidLink(found.status);
      const [user] = await db.select().from(users).where(eq(users.id, found.link.userId)).limit(1);
      if (!user?.active) throw invalidLink('unknown');
      const problem = passwordProblem(body.password, user);
      if (problem) {
        const params = { min: PASSWORD_MIN_LENGTH };
        throw new AppError(422, 'weak_password', {
          messageKey: problem,
          params,
          details: [{ path: 'body.password', code: problem, message: errorMessage(problem, request.locale, params) }],
        });
      }
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const again = await findLink(tx, body.token, new Date(), true);
        if (again.status !== 'valid') throw invalidLink(again.status);
        await tx.update(users).set({ passwordHash, subscriptionStatus: 'active' }).where(eq(users.id, user.id));
        await voidLinks(tx, user.id);
        await revokeUserTokens(tx, user.id);
      });
      return { data: { login: user.login, locale: user.locale } };
    },
  };
}
