/**
 * A new user invited into a company: inserted without a password
 * (subscription pending), then sent its subscription link, or, for an
 * external client's user, left inactive with a request for access to the
 * installer's main account. One path for user management's "add a user"
 * (createUser) and for the manufacturer's acceptance of a login-page request
 * (acceptAccessRequest); call it inside the change's transaction.
 */
import type { ServerConfig } from '../config.ts';
import { users } from '../db/schema.ts';
import { queueAccountMail, subscriptionMail } from '../outbox/account-mails.ts';
import type { Queryable } from '../quotes/quote-repository.ts';
import { defaultClientId, type Company } from '../tenancy/clients.ts';
import { openRequest } from './access-requests.ts';
import { issueLink } from './account-links.ts';
import type { UserRow } from './user-access.ts';

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  login: string;
  roleId: number;
  canManageUsers: boolean;
  canManageExternalClients: boolean;
  civility: 'mr' | 'mrs' | 'ms' | null;
  locale: UserRow['locale'];
}

/** Inserts the user and queues its invitation; a login already used reaches the unique index (see loginTakenOnConflict). */
export async function inviteUser(tx: Queryable, config: ServerConfig, values: NewUser, company: Company): Promise<UserRow> {
  const isExternal = company.kind === 'external';
  const [user] = await tx
    .insert(users)
    .values({
      ...values,
      companyId: company.id,
      clientId: defaultClientId(company),
      // an external client's user waits for the installer's answer to its request
      active: !isExternal,
      subscriptionStatus: 'pending',
    })
    .returning();
  if (isExternal) {
    await openRequest(tx, config, user!, company);
  } else {
    const link = await issueLink(tx, config, user!.id, 'subscription');
    await queueAccountMail(tx, subscriptionMail(config, user!, { link, company: company.name }), `account-link:${link.id}`);
  }
  return user!;
}
