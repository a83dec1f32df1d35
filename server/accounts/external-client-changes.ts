/**
 * An installer's changes to its external clients that touch their users,
 * each in one transaction: a client detached (its users' subscriptions
 * ended, its pending requests refused) and a request for access to the main
 * account answered (the user let in, with its subscription link or a "you
 * may now act for" e-mail, or refused and signed out everywhere).
 */
import { and, eq } from 'drizzle-orm';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { companies, externalClientRequests, users } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { BodyOf } from '../http/operation.ts';
import { grantedMail, queueAccountMail, refusedMail, subscriptionMail } from '../outbox/account-mails.ts';
import type { Company } from '../tenancy/clients.ts';
import { refusePendingRequests } from './access-requests.ts';
import { issueLink } from './account-links.ts';
import type { UserRow } from './user-access.ts';
import { endSessions, endSubscription } from './user-lifecycle.ts';

/** Detaches external client `id` from its installer and hides it (not erased): its users' subscriptions end, its pending requests are refused. */
export async function detachExternalClient(db: Database, id: number, answeredById: number): Promise<void> {
  await db.transaction(async (tx) => {
    const members = await tx.select({ id: users.id }).from(users).where(eq(users.companyId, id));
    for (const member of members) await endSubscription(tx, member.id);
    await refusePendingRequests(tx, id, answeredById);
    await tx.update(companies).set({ installerId: null }).where(eq(companies.id, id));
  });
}

/** The request, its user and the two companies, as requestById reads them. */
export interface PendingRequest {
  request: { id: number };
  user: UserRow;
  external: Company;
  installer: Company;
}

/** Answers a pending request once (409 request_already_answered when another answer came first), with its e-mail. */
export async function answerExternalClientRequest(
  db: Database,
  config: ServerConfig,
  { request: { id }, user, external, installer }: PendingRequest,
  decision: BodyOf<'answerExternalClientRequest'>['decision'],
  answeredById: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const answered = await tx
      .update(externalClientRequests)
      .set({ status: decision === 'accept' ? 'accepted' : 'refused', answeredAt: new Date(), answeredById })
      .where(and(eq(externalClientRequests.id, id), eq(externalClientRequests.status, 'pending')))
      .returning({ id: externalClientRequests.id });
    if (answered.length === 0) throw new AppError(409, 'request_already_answered');
    const key = `access-request:${id}:${decision}`;
    if (decision === 'refuse') {
      await tx.update(users).set({ active: false }).where(eq(users.id, user.id));
      await endSessions(tx, user.id);
      await queueAccountMail(tx, refusedMail(user, installer.name), key);
      return;
    }
    await tx.update(users).set({ active: true }).where(eq(users.id, user.id));
    if (user.subscriptionStatus === 'pending') {
      const link = await issueLink(tx, config, user.id, 'subscription');
      await queueAccountMail(tx, subscriptionMail(config, user, { link, company: external.name, installer: installer.name }), key);
    } else {
      await queueAccountMail(tx, grantedMail(config, user, installer.name, external.name), key);
    }
  });
}
