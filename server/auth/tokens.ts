/**
 * Bearer tokens: 256-bit random values, stored as SHA-256 hashes, expiring.
 * A remember-me token that has expired may be exchanged once for a new one
 * until its renewal deadline (spec §8: 401 expired_token carries the new token).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ServerConfig } from '../config.ts';
import { preparedFor, type Database } from '../db/client.ts';
import { companies, roles, tokens, users } from '../db/schema.ts';

/** Two requests that carry the same expired token at once may both renew it. */
const RENEWAL_GRACE_MS = 30_000;

export interface IssuedToken {
  access_token: string;
  token_type: 'Bearer';
  expires_at: string;
}

export function hashToken(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

export async function issueToken(
  db: Database,
  config: ServerConfig,
  userId: number,
  remember: boolean,
  now = new Date(),
): Promise<IssuedToken> {
  const raw = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + config.tokenTtlMinutes * 60_000);
  await db.insert(tokens).values({
    userId,
    tokenHash: hashToken(raw),
    remember,
    createdAt: now,
    expiresAt,
    renewUntil: remember ? new Date(now.getTime() + config.rememberTtlDays * 86_400_000) : null,
  });
  return { access_token: raw, token_type: 'Bearer', expires_at: expiresAt.toISOString() };
}

export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/** A valid token's session: its user, the user's role, company and reference client, as read in one query. */
export interface SessionRow {
  tokenId: number;
  expiresAt: Date;
  user: UserRow;
  role: RoleRow;
  company: CompanyRow;
  client: CompanyRow | null;
}

export type TokenCheck =
  | { status: 'valid'; session: SessionRow }
  | { status: 'expired'; renewed: IssuedToken | null }
  | { status: 'invalid' };

const clientCompanies = alias(companies, 'client');

/** The token, its user and the user's role, company and reference client, by token hash: one prepared query. */
const sessionByHash = preparedFor((db) =>
  db
    .select({ token: tokens, user: users, role: roles, company: companies, client: clientCompanies })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(clientCompanies, eq(clientCompanies.id, users.clientId))
    .where(eq(tokens.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('session_by_token_hash'),
);

export async function checkToken(db: Database, config: ServerConfig, raw: string, now = new Date()): Promise<TokenCheck> {
  const [row] = await sessionByHash(db).execute({ hash: hashToken(raw) });
  if (!row || row.token.revokedAt || !row.user.active) return { status: 'invalid' };
  const { token } = row;
  if (token.expiresAt > now && !token.replacedAt) {
    const { user, role, company, client } = row;
    return { status: 'valid', session: { tokenId: token.id, expiresAt: token.expiresAt, user, role, company, client } };
  }
  const renewable =
    token.remember &&
    token.renewUntil !== null &&
    token.renewUntil > now &&
    (token.replacedAt === null || now.getTime() - token.replacedAt.getTime() < RENEWAL_GRACE_MS);
  if (!renewable) return token.replacedAt ? { status: 'invalid' } : { status: 'expired', renewed: null };
  await db
    .update(tokens)
    .set({ replacedAt: token.replacedAt ?? now })
    .where(eq(tokens.id, token.id));
  return { status: 'expired', renewed: await issueToken(db, config, token.userId, true, now) };
}

/** Revokes a token, expired or not; false when it is unknown or already revoked. */
export async function revokeToken(db: Database, raw: string, now = new Date()): Promise<boolean> {
  const revoked = await db
    .update(tokens)
    .set({ revokedAt: now })
    .where(and(eq(tokens.tokenHash, hashToken(raw)), isNull(tokens.revokedAt)))
    .returning({ id: tokens.id });
  return revoked.length > 0;
}
