/**
 * Requests for an account sent from the login page ("request access",
 * `access_requests`): stored, and told to the manufacturer's staff who manage
 * users, each in their language, in the same transaction.
 */
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { accessRequests } from '../db/schema.ts';
import { queueAccountMail, staffAccessRequestMail, type LoginAccessRequest } from '../outbox/account-mails.ts';
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
