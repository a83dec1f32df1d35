/** Logins are unique whatever their case (a unique index on lower(login)): 409 login_taken ("This login is already used"). */
import { and, ne, sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { Queryable } from '../db/client.ts';

/** 409 login_taken when another user has this login (case-insensitive). */
export async function assertLoginFree(db: Queryable, login: string, exceptId = 0): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.login}) = lower(${login})`, ne(users.id, exceptId)))
    .limit(1);
  if (taken) throw new AppError(409, 'login_taken');
}

/** A login taken by a concurrent request reaches the unique index: the same 409. */
export function loginTakenOnConflict(error: unknown): never {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') throw new AppError(409, 'login_taken');
    current = (current as { cause?: unknown }).cause;
  }
  throw error;
}
