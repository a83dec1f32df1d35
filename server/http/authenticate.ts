/**
 * The bearerAuth security handler: checks the token, loads the user and
 * switches the request to the user's language. Runs before body validation,
 * so an anonymous caller learns nothing about an operation's input.
 * A valid session is kept in the process's session cache (see
 * server/auth/session-cache.ts), so that most requests cost no query.
 */
import type { FastifyRequest } from 'fastify';
import { effectivePermissions } from '../auth/permissions.ts';
import type { WatchedSessions } from '../auth/session-cache.ts';
import { checkToken, hashToken } from '../auth/tokens.ts';
import { pageLocale } from '../i18n/locale.ts';
import type { ServerContext } from './operation.ts';
import { AppError } from './app-error.ts';
import type { AuthContext } from './request-context.ts';

/** The raw bearer token of the request; 401 when there is none or it is malformed. */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw new AppError(401, 'unauthorized');
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header.trim());
  if (!match?.[1]) throw new AppError(401, 'invalid_token');
  return match[1];
}

function signIn(request: FastifyRequest, auth: AuthContext): void {
  request.auth = auth;
  // the page's language wins over the account's (a French user on /de reads German)
  request.locale = pageLocale(request.headers) ?? auth.user.locale;
}

export function makeAuthenticate(ctx: Pick<ServerContext, 'db' | 'config'>, sessions: WatchedSessions) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const raw = bearerToken(request);
    const hash = hashToken(raw);
    const cached = await sessions.lookup(hash);
    if (cached) return signIn(request, cached);
    const generation = sessions.cache.generation;
    const result = await checkToken(ctx.db, ctx.config, raw);
    if (result.status === 'invalid') throw new AppError(401, 'invalid_token');
    if (result.status === 'expired') {
      throw new AppError(401, 'expired_token', result.renewed ? { data: result.renewed } : {});
    }
    const { user, role, company, client, tokenId, expiresAt } = result.session;
    const auth = { user, permissions: effectivePermissions(role.permissions, user), role, company, client };
    sessions.cache.store(hash, { auth, tokenId, expiresAt }, generation);
    signIn(request, auth);
  };
}

