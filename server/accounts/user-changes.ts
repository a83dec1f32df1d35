/**
 * User management's changes, each in its own transaction: a user's fields
 * changed (tokens revoked when it is deactivated), a user added and invited,
 * its subscription link sent again, its subscription ended. The handlers
 * check who may do what; a login already taken is 409 login_taken.
 */
import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { queueAccountMail, subscriptionMail } from '../outbox/account-mails.ts';
import type { Company } from '../tenancy/clients.ts';
import { issueLink } from './account-links.ts';
import { loginTakenOnConflict } from './logins.ts';
import type { UserRow } from './user-access.ts';
import { inviteUser, type NewUser } from './user-invitation.ts';
import { endSubscription, revokeUserTokens } from './user-lifecycle.ts';

/** Writes `changes` to user `target`; a user deactivated by them loses its tokens. Undefined when the row is gone. */
export function saveUserChanges(db: Database, target: UserRow, changes: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
  return db
    .transaction(async (tx) => {
      const [row] = await tx.update(users).set(changes).where(eq(users.id, target.id)).returning();
      if (row && target.active && row.active === false) await revokeUserTokens(tx, row.id);
      return row as UserRow | undefined;
    })
    .catch(loginTakenOnConflict);
}

/** Adds a user to `company` and queues its invitation. */
export function addUser(db: Database, config: ServerConfig, values: NewUser, company: Company): Promise<UserRow> {
  return db.transaction((tx) => inviteUser(tx, config, values, company)).catch(loginTakenOnConflict);
}

/** Issues a new subscription link to a pending user and queues its e-mail. */
export async function resendSubscriptionLink(db: Database, config: ServerConfig, user: UserRow, company: Company): Promise<void> {
  await db.transaction(async (tx) => {
    const link = await issueLink(tx, config, user.id, 'subscription');
    await queueAccountMail(tx, subscriptionMail(config, user, { link, company: company.name }), `account-link:${link.id}`);
  });
}

/** Ends user `userId`'s subscription (see endSubscription). */
export async function endUserSubscription(db: Database, userId: number): Promise<void> {
  await db.transaction((tx) => endSubscription(tx, userId));
}
