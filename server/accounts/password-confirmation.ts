/**
 * An administrator confirms a grave change (ending a subscription, granting
 * access to the main account) with its own password: 422 wrong_password
 * otherwise, counted with the failed sign-ins of its address and account so
 * that the confirmation cannot be used to guess a password faster than the
 * login page allows.
 */
import type { FastifyRequest } from 'fastify';
import type { FailedLoginLimiter } from '../auth/login-limiter.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { AppError } from '../http/app-error.ts';
import type { AuthContext } from '../http/request-context.ts';

export async function confirmOwnPassword(request: FastifyRequest, auth: AuthContext, password: string, limiter: FailedLoginLimiter): Promise<void> {
  if (await limiter.isBlocked(request.ip)) throw new AppError(429, 'too_many_requests');
  const wait = await limiter.accounts.waitSeconds(auth.user.login);
  if (wait > 0) throw new AppError(429, 'too_many_requests', { messageKey: 'login_throttled', params: { seconds: wait }, retryAfterSeconds: wait });
  if (!(await verifyPassword(auth.user.passwordHash, password))) {
    await limiter.recordFailure(request.ip);
    await limiter.accounts.recordFailure(auth.user.login);
    throw new AppError(422, 'wrong_password');
  }
}
