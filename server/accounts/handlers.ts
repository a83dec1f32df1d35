/** Signing in and out, the current account, the password-reset request, the account confirmation of an e-mailed link and the requests for access of the login page. */
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { issueToken, revokeToken } from '../auth/tokens.ts';
import { users } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { bearerToken } from '../http/authenticate.ts';
import { operation } from '../http/operation.ts';
import { isCountryCode } from '../i18n/countries.ts';
import { ERROR_MESSAGES } from '../i18n/messages.ts';
import { text } from '../i18n/text.ts';
import { validationMessage } from '../i18n/validation-messages.ts';
import { findLink } from './account-links.ts';
import { invalidLink, sendResetLink, setPasswordFromLink } from './account-recovery.ts';
import { accountView } from './account-view.ts';
import { recordAccessRequest } from './login-access-requests.ts';
import { passwordProblem, PASSWORD_MIN_LENGTH } from './password-policy.ts';

export const accountOperations = [
  operation('login', {
    permission: 'public',
    handler: async ({ db, config, loginLimiter, body, request }) => {
      if (await loginLimiter.isBlocked(request.ip)) throw new AppError(429, 'too_many_requests');
      if (body.accept_terms !== true) {
        throw new AppError(422, 'terms_not_accepted');
      }
      const wait = await loginLimiter.accounts.waitSeconds(body.identifier);
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
        await loginLimiter.recordFailure(request.ip);
        await loginLimiter.accounts.recordFailure(body.identifier);
        throw new AppError(401, 'invalid_credentials');
      }
      await loginLimiter.accounts.recordSuccess(body.identifier);
      const now = new Date();
      await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
      const token = await issueToken(db, config, user.id, body.remember_me ?? false, now);
      request.locale = user.locale;
      return { data: { ...token, user: await accountView(db, user) } };
    },
  }),

  /** Accepts an expired token too, so that signing out never asks to sign in first. */
  operation('logout', {
    permission: 'own-token',
    handler: async ({ db, request }) => {
      if (!(await revokeToken(db, bearerToken(request)))) throw new AppError(401, 'invalid_token');
    },
  }),

  operation('getAccount', {
    permission: 'signed-in',
    handler: async ({ db, auth }) => {
      return { data: await accountView(db, auth.user, auth) };
    },
  }),

  /** Contract: 202 and a reset link e-mailed when login and e-mail name one active user, else 422 reset_invalid. */
  operation('resetPassword', {
    permission: 'public',
    handler: async ({ db, config, loginLimiter, body, request }) => {
      if (await loginLimiter.isBlocked(request.ip)) throw new AppError(429, 'too_many_requests');
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
        await loginLimiter.recordFailure(request.ip);
        throw new AppError(422, 'reset_invalid');
      }
      await sendResetLink(db, config, user);
      return { data: { accepted: true as const } };
    },
  }),

  operation('confirmAccount', {
    permission: 'public',
    handler: async ({ db, body, locale }) => {
      if (body.password !== body.password_confirmation) {
        throw new AppError(422, 'password_mismatch', {
          details: [{ path: 'body.password_confirmation', code: 'password_mismatch', message: text(ERROR_MESSAGES, 'password_mismatch', locale) }],
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
          details: [{ path: 'body.password', code: problem, message: text(ERROR_MESSAGES, problem, locale, params) }],
        });
      }
      const passwordHash = await hashPassword(body.password);
      await setPasswordFromLink(db, body.token, user.id, passwordHash);
      return { data: { login: user.login, locale: user.locale } };
    },
  }),

  operation('requestAccess', {
    permission: 'public',
    handler: async ({ db, config, body, locale }) => {
      if (!isCountryCode(body.country_code)) {
        throw new AppError(400, 'validation_failed', {
          details: [{ path: 'body.country_code', code: 'enum', message: validationMessage('invalid', {}, locale) }],
        });
      }
      await recordAccessRequest(db, config, {
        company: body.company.trim(),
        contactName: body.contact_name.trim(),
        email: body.email.trim(),
        phone: body.phone?.trim() || null,
        countryCode: body.country_code,
        message: body.message?.trim() || null,
        locale: body.locale ?? locale,
      });
      return { data: { accepted: true as const } };
    },
  }),
];
