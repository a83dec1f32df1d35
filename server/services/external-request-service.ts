/**
 * Requests for access to the main account (EXTERNAL_CLIENTS_MANAGEMENT):
 * the list of the current reference client's, and the answer, confirmed
 * with the administrator's password. Accepting activates the user and
 * e-mails it its subscription link; refusing deactivates it and tells it so.
 */
import { and, eq } from 'drizzle-orm';
import { issueLink } from '../accounts/account-links.ts';
import { listRequests, requestById } from '../accounts/access-requests.ts';
import { assertExternalClientsManager } from '../accounts/external-clients.ts';
import { confirmOwnPassword } from '../accounts/password-confirmation.ts';
import { endSessions } from '../accounts/user-lifecycle.ts';
import { externalClientRequests, users } from '../db/schema.ts';
import { AppError, notFound } from '../http/app-error.ts';
import { authOf } from '../http/authenticate.ts';
import { grantedMail, queueAccountMail, refusedMail, subscriptionMail } from '../mail/account-mails.ts';
import { mayActFor } from '../tenancy/clients.ts';
import type { BodyOf, PathOf, QueryOf, ServiceContext, ServiceHandlers } from '../http/operation.ts';

export function externalRequestService({ db, config, loginLimiter }: ServiceContext): ServiceHandlers {
  return {
    async listExternalClientRequests(request) {
      const auth = authOf(request);
      assertExternalClientsManager(auth);
      const { status = 'pending' } = request.query as QueryOf<'listExternalClientRequests'>;
      return { data: auth.client ? await listRequests(db, auth.client.id, status) : [] };
    },

    async answerExternalClientRequest(request) {
      const auth = authOf(request);
      assertExternalClientsManager(auth);
      const { id } = request.params as PathOf<'answerExternalClientRequest'>;
      const { decision, password } = request.body as BodyOf<'answerExternalClientRequest'>;
      const found = await requestById(db, id);
      if (!found || !(await mayActFor(db, auth.company, found.row.request.installerId))) throw notFound();
      if (found.row.request.status !== 'pending') throw new AppError(409, 'request_already_answered');
      await confirmOwnPassword(request, auth, password, loginLimiter);
      const { user, external, installer } = found.row;
      await db.transaction(async (tx) => {
        const answered = await tx
          .update(externalClientRequests)
          .set({ status: decision === 'accept' ? 'accepted' : 'refused', answeredAt: new Date(), answeredById: auth.user.id })
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
      return { data: (await requestById(db, id))!.view };
    },
  };
}
