/**
 * Accepting a request for access of the login page: the installer company
 * and its first user (an administrator without confirmation who manages
 * users) are created and the user invited (its subscription link e-mailed)
 * in the transaction that marks the request accepted, so that the request is
 * answered exactly once and nothing is half written.
 */
import { and, eq, sql } from 'drizzle-orm';
import { isLocale, type Locale } from '../../engine/index.ts';
import type { ServerConfig } from '../config.ts';
import type { Database, Queryable } from '../db/client.ts';
import { accessRequests, companies, users } from '../db/schema.ts';
import { AppError, notFound } from '../http/app-error.ts';
import type { BodyOf } from '../http/operation.ts';
import { requiredText } from '../http/text-input.ts';
import { assertLoginFree, loginTakenOnConflict } from './logins.ts';
import { inviteUser } from './user-invitation.ts';

type Row = typeof accessRequests.$inferSelect;

/** The company's first user: administrator without confirmation (USER_MANAGEMENT and EXTERNAL_CLIENTS_MANAGEMENT by its role). */
export const FIRST_USER_ROLE = 3;

/** "Ana María López" → first name "Ana", last name "María López"; a single word is the last name. */
export function splitContactName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return { firstName: '', lastName: words[0] ?? '' };
  return { firstName: words[0]!, lastName: words.slice(1).join(' ') };
}

/** The default login of the first user: its e-mail address, keeping only the characters a login may hold. */
export function defaultLogin(email: string): string {
  return email.trim().toLowerCase().replace(/[^a-z0-9._@-]/g, '');
}

/** 409 email_taken when a user already has this e-mail address (whatever its case). */
async function assertEmailFree(db: Queryable, email: string): Promise<void> {
  const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  if (taken) throw new AppError(409, 'email_taken', { params: { email } });
}

/** Marks the request accepted, creates its company and first user, and queues the user's invitation; 409 when already answered. */
export async function acceptLoginAccessRequest(
  db: Database,
  config: ServerConfig,
  request: { id: number; body: BodyOf<'acceptAccessRequest'>; answeredById: number; locale: Locale },
): Promise<Row> {
  const { id, body, locale } = request;
  return db
    .transaction(async (tx) => {
      // the conditional update takes the row's lock: a concurrent answer waits, then finds it answered
      const [row] = await tx
        .update(accessRequests)
        .set({ status: 'accepted', answeredAt: new Date(), answeredById: request.answeredById })
        .where(and(eq(accessRequests.id, id), eq(accessRequests.status, 'pending')))
        .returning();
      if (!row) {
        const [found] = await tx.select({ id: accessRequests.id }).from(accessRequests).where(eq(accessRequests.id, id)).limit(1);
        throw found ? new AppError(409, 'request_already_answered') : notFound();
      }
      const names = splitContactName(row.contactName);
      const firstName = requiredText(body.first_name ?? names.firstName, 'body.first_name', locale);
      const lastName = requiredText(body.last_name ?? names.lastName, 'body.last_name', locale);
      const name = requiredText(body.company ?? row.company, 'body.company', locale);
      const login = body.login?.trim() || defaultLogin(row.email);
      await assertEmailFree(tx, row.email);
      await assertLoginFree(tx, login);
      const [company] = await tx
        .insert(companies)
        .values({ kind: 'installer', name, countryCode: row.countryCode, email: row.email, phone: row.phone })
        .returning();
      await inviteUser(
        tx,
        config,
        {
          firstName,
          lastName,
          email: row.email,
          login,
          roleId: FIRST_USER_ROLE,
          canManageUsers: true,
          canManageExternalClients: false,
          civility: null,
          locale: isLocale(row.locale) ? row.locale : 'fr',
        },
        company!,
      );
      const [accepted] = await tx.update(accessRequests).set({ companyId: company!.id }).where(eq(accessRequests.id, id)).returning();
      return accepted!;
    })
    .catch(loginTakenOnConflict);
}
