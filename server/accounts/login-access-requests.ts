/**
 * Requests for an account sent from the login page ("request access",
 * `access_requests`): stored, and told to the manufacturer's staff who manage
 * users, each in their language, in the same transaction; declined once, with
 * an e-mail to the visitor in the request's language (acceptance:
 * login-access-request-accept.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { accessRequests } from '../db/schema.ts';
import { AppError, notFound } from '../http/app-error.ts';
import { declinedAccessMail, queueAccountMail, staffAccessRequestMail, type LoginAccessRequest } from '../outbox/account-mails.ts';
import { permissionHolders } from '../outbox/order-mail-data.ts';
import type { Locale } from '../../engine/index.ts';

/** Stores the request and queues its e-mail to every reachable user of the manufacturer holding USER_MANAGEMENT. */
export async function recordAccessRequest(db: Database, config: ServerConfig, request: LoginAccessRequest & { locale: Locale }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(accessRequests).values(request).returning({ id: accessRequests.id });
    const staff = await permissionHolders(tx, 'USER_MANAGEMENT', { companyKind: 'manufacturer' });
    for (const member of staff) {
      const to = { email: member.email, firstName: member.name, lastName: '', login: '', locale: member.locale };
      await queueAccountMail(tx, staffAccessRequestMail(config, to, request), `login-access-request:${row!.id}:staff:${member.userId}`);
    }
  });
}

/** Declines request `id` once (404 unknown, 409 request_already_answered) and queues its e-mail to the visitor. */
export async function declineLoginAccessRequest(db: Database, id: number, answeredById: number, reason: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx.select({ id: accessRequests.id }).from(accessRequests).where(eq(accessRequests.id, id)).limit(1);
    if (!found) throw notFound();
    const [row] = await tx
      .update(accessRequests)
      .set({ status: 'refused', answeredAt: new Date(), answeredById, reason })
      .where(and(eq(accessRequests.id, id), eq(accessRequests.status, 'pending')))
      .returning();
    if (!row) throw new AppError(409, 'request_already_answered');
    await queueAccountMail(tx, declinedAccessMail(row, reason), `login-access-request:${row.id}:declined`);
  });
}
