/**
 * Limits of their own for the public operations that write or send
 * something (an access request, a reset e-mail, a new password) or read an
 * e-mailed link's token (checking it before its form is shown), on top of
 * the global per-address limit of app.ts: per address (behind TRUST_PROXY,
 * the client's) and per target (the e-mail, the login, the link's token),
 * each in a fixed window. Checked after the body is validated, before the
 * handler; the address limits first, so that an address already refused
 * does not use up a target's allowance. Sign-in keeps its own failed-attempt
 * limits (server/auth/login-limiter.ts, account-throttle.ts); the public
 * reads (settings, languages, countries) only the global one.
 */
import type { FastifyRequest } from 'fastify';
import { hashedKey, type LimitStore } from '../auth/limit-store.ts';
import type { PublicLimits } from '../config.ts';
import { AppError } from './app-error.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

interface Rule {
  /** What is counted: `address` or the body field that names the target. */
  per: string;
  max: number;
  windowMs: number;
  keyOf(request: FastifyRequest): string | null;
}

const byAddress = (request: FastifyRequest) => request.ip;
/** A body field, trimmed, and lowercased unless `exact` (logins and e-mails are compared lowercased). */
const byField =
  (field: string, exact = false) =>
  (request: FastifyRequest) => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    if (typeof value !== 'string' || value.trim() === '') return null;
    return exact ? value.trim() : value.trim().toLowerCase();
  };

function rulesOf(limits: PublicLimits): Record<string, Rule[]> {
  return {
    requestAccess: [
      { per: 'address', max: limits.accessRequestsPerHour, windowMs: HOUR_MS, keyOf: byAddress },
      { per: 'email', max: limits.accessRequestsPerEmailPerDay, windowMs: DAY_MS, keyOf: byField('email') },
    ],
    resetPassword: [
      { per: 'address', max: limits.resetRequestsPerHour, windowMs: HOUR_MS, keyOf: byAddress },
      { per: 'identifier', max: limits.resetRequestsPerLoginPerHour, windowMs: HOUR_MS, keyOf: byField('identifier') },
    ],
    confirmAccount: [
      { per: 'address', max: limits.confirmAttemptsPerHour, windowMs: HOUR_MS, keyOf: byAddress },
      { per: 'token', max: limits.confirmAttemptsPerLinkPerHour, windowMs: HOUR_MS, keyOf: byField('token', true) },
    ],
    // opening the page of an e-mailed link checks it first: counted like the attempts to use it, apart from them
    checkAccountLink: [
      { per: 'address', max: limits.confirmAttemptsPerHour, windowMs: HOUR_MS, keyOf: byAddress },
      { per: 'token', max: limits.confirmAttemptsPerLinkPerHour, windowMs: HOUR_MS, keyOf: byField('token', true) },
    ],
  };
}

/** The key kept in the store: no address, e-mail or token in clear, whatever the store is. */
function storeKey(operationId: string, per: string, value: string): string {
  return hashedKey(`${operationId}:${per}`, value);
}

/** "40 s", "25 min" or "3 h": the wait in the message, in units every language reads. */
export function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 120 ? `${minutes} min` : `${Math.ceil(minutes / 60)} h`;
}

export type PublicLimitHook = (request: FastifyRequest) => Promise<void>;

/** The preHandler that limits `operationId`, or null when it has no limit of its own. */
export function publicLimitHook(operationId: string, limits: PublicLimits, store: LimitStore): PublicLimitHook | null {
  const rules = rulesOf(limits)[operationId];
  if (!rules) return null;
  return async (request) => {
    const now = Date.now();
    for (const rule of rules) {
      const value = rule.keyOf(request);
      if (value === null) continue;
      const { count, resetAt } = await store.hit(storeKey(operationId, rule.per, value), rule.windowMs, now);
      if (count > rule.max) {
        const seconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
        request.log.warn({ operationId, per: rule.per, max: rule.max }, 'public operation limit reached');
        throw new AppError(429, 'too_many_requests', { messageKey: 'public_limit', params: { wait: waitText(seconds) }, retryAfterSeconds: seconds });
      }
    }
  };
}
