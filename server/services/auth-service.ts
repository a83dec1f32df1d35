/** Sign-in, sign-out, the current account and the password-reset request. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { issueLink } from '../accounts/account-links.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { issueToken, revokeToken } from '../auth/tokens.ts';
import { accountLinks, users } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { authOf, bearerToken } from '../http/authenticate.ts';
import { queueAccountMail, resetMail } from '../mail/account-mails.ts';
import { accountView } from '../accounts/account-view.ts';
import type { BodyOf, ServiceContext, ServiceHandlers } from '../http/operation.ts';

/** A reset link asked for again within this time is not sent again (the earlier one still works). */
const RESET_RESEND_MS = 60_000;

export function authService(ctx: ServiceContext): ServiceHandlers {
  const { db, config, loginLimiter } = ctx;

  return {
    async login(request) {
      const body = request.body as BodyOf<'login'>;
      if (loginLimiter.isBlocked(request.ip)) throw new AppError(429, 'too_many_requests');
      if (body.accept_terms !== true) {
        throw new AppError(422, 'terms_not_accepted');
      }
      const wait = loginLimiter.accounts.waitSeconds(body.identifier);
      if (wait > 0) {
        throw new AppError(429, 'too_many_requests', { messageKey: 'login_throttled', params: { seconds: wait }, retryAfterSeconds: wait });
      }
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.login}) = lower(${body.identifier.trim()})`)
        .limit(1);
      const passwordOk = await verifyPassword(user?.passwordHash ?? null, body.password);
      if (!user || !passwordOk || !user.active || user.subscriptionStatus !== 'active') {
        loginLimiter.recordFailure(request.ip);
        loginLimiter.accounts.recordFailure(body.identifier);
        throw new AppError(401, 'invalid_credentials');
      }
      loginLimiter.accounts.recordSuccess(body.identifier);
      const now = new Date();
      await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
      const token = await issueToken(db, config, user.id, body.remember_me ?? false, now);
      request.locale = user.locale;
      return { data: { ...token, user: await accountView(db, user) } };
    },

    /** Accepts an expired token too, so that signing out never asks to sign in first. */
    async logout(request, reply) {
      if (!(await revokeToken(db, bearerToken(request)))) throw new AppError(401, 'invalid_token');
      return reply.status(204).send();
    },

    async getAccount(request) {
      const auth = authOf(request);
      return { data: await accountView(db, auth.user, auth) };
    },

    /** Contract: 202 and a reset link e-mailed when login and e-mail name one active user, else 422 reset_invalid. */
    async resetPassword(request, reply) {
      const body = request.body as BodyOf<'resetPassword'>;
      if (loginLimiter.isBlocked(request.ip)) throw new AppError(429, 'too_many_requests');
      const [user] = await db
        .select()
        .from(users)
        .where(
          and(
            sql`lower(${users.login}) = lower(${body.identifier.trim()})`,
            sql`lower(${users.email}) = lower(${body.email.trim()})`,
            eq(users.active, true),
          ),
        )
        .limit(1);
      if (!user) {
        loginLimiter.recordFailure(request.ip);
        throw new AppError(422, 'reset_invalid');
      }
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
      return reply.status(202).send({ data: { accepted: true } });
    },
  };
}
