/**
 * The bearerAuth security handler: checks the token, loads the user and
 * switches the request to the user's language. Runs before body validation,
 * so an anonymous caller learns nothing about an operation's input.
 */
import type { FastifyRequest } from 'fastify';
import { effectivePermissions, type Permission } from '../auth/permissions.ts';
import { checkToken } from '../auth/tokens.ts';
import { eq } from 'drizzle-orm';
import { roles } from '../db/schema.ts';
import type { ServiceContext } from '../services/types.ts';
import { AppError } from './app-error.ts';

/** The raw bearer token of the request; 401 when there is none or it is malformed. */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw new AppError(401, 'unauthorized');
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header.trim());
  if (!match?.[1]) throw new AppError(401, 'invalid_token');
  return match[1];
}

export function makeAuthenticate(ctx: ServiceContext) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const raw = bearerToken(request);
    const result = await checkToken(ctx.db, ctx.config, raw);
    if (result.status === 'invalid') throw new AppError(401, 'invalid_token');
    if (result.status === 'expired') {
      throw new AppError(401, 'expired_token', result.renewed ? { data: result.renewed } : {});
    }
    const [role] = await ctx.db.select().from(roles).where(eq(roles.id, result.user.roleId));
    request.auth = {
      user: result.user,
      permissions: effectivePermissions(role?.permissions ?? [], result.user),
    };
    request.locale = result.user.locale;
  };
}

/** The signed-in context of an operation that requires bearerAuth. */
export function authOf(request: FastifyRequest) {
  if (!request.auth) throw new AppError(401, 'unauthorized');
  return request.auth;
}

export function requirePermission(request: FastifyRequest, permission: Permission) {
  const auth = authOf(request);
  if (!auth.permissions.includes(permission)) throw new AppError(403, 'forbidden');
  return auth;
}
