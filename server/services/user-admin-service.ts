/**
 * User management's changes: add a user (its subscription link e-mailed, or
 * for an external client's user a request for access opened), send the
 * link again, end a subscription after the administrator's password.
 */
import { issueLink } from '../accounts/account-links.ts';
import { openRequest } from '../accounts/access-requests.ts';
import { reachableCompany } from '../accounts/company-scope.ts';
import { confirmOwnPassword } from '../accounts/password-confirmation.ts';
import { assertLoginFree, loginTakenOnConflict } from '../accounts/logins.ts';
import { managedUser } from '../accounts/user-access.ts';
import { endSubscription } from '../accounts/user-lifecycle.ts';
import { assertMayGrant, assertRoleFitsCompany } from '../accounts/user-rules.ts';
import { users } from '../db/schema.ts';
import { AppError, notFound } from '../http/app-error.ts';
import { requirePermission } from '../http/authenticate.ts';
import { queueAccountMail, subscriptionMail } from '../mail/account-mails.ts';
import { defaultClientId } from '../tenancy/clients.ts';
import { userView } from '../accounts/account-view.ts';
import type { BodyOf, PathOf, ServiceContext, ServiceHandlers } from '../http/operation.ts';
import { requiredText } from '../http/text-input.ts';

export function userAdminService({ db, config, loginLimiter }: ServiceContext): ServiceHandlers {
  return {
    async createUser(request, reply) {
      const auth = requirePermission(request, 'USER_MANAGEMENT');
      const body = request.body as BodyOf<'createUser'>;
      const values = {
        firstName: requiredText(body.first_name, 'body.first_name', request.locale),
        lastName: requiredText(body.last_name, 'body.last_name', request.locale),
        email: body.email.trim(),
        login: body.login.trim(),
      };
      const company = await reachableCompany(db, auth.company, body.company_id);
      if (!company) throw notFound();
      const grant = { roleId: body.role_id, canManageUsers: body.can_manage_users ?? false, canManageExternalClients: body.can_manage_external_clients ?? false };
      await assertMayGrant(db, auth, grant);
      assertRoleFitsCompany(body.role_id, company.kind);
      await assertLoginFree(db, values.login);
      const isExternal = company.kind === 'external';
      const created = await db
        .transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              ...values,
              ...grant,
              companyId: company.id,
              clientId: defaultClientId(company),
              civility: body.civility ?? null,
              locale: body.locale ?? 'fr',
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
        })
        .catch(loginTakenOnConflict);
      return reply.status(201).send({ data: await userView(db, created) });
    },

    async resendSubscriptionLink(request, reply) {
      const auth = requirePermission(request, 'USER_MANAGEMENT');
      const { id } = request.params as PathOf<'resendSubscriptionLink'>;
      const { user, company } = await managedUser(db, auth, id);
      if (!user.active) throw new AppError(409, 'user_inactive');
      if (user.subscriptionStatus !== 'pending') throw new AppError(409, 'subscription_active');
      await db.transaction(async (tx) => {
        const link = await issueLink(tx, config, user.id, 'subscription');
        await queueAccountMail(tx, subscriptionMail(config, user, { link, company: company.name }), `account-link:${link.id}`);
      });
      return reply.status(202).send({ data: { accepted: true } });
    },

    async deleteUser(request, reply) {
      const auth = requirePermission(request, 'USER_MANAGEMENT');
      const { id } = request.params as PathOf<'deleteUser'>;
      const body = request.body as BodyOf<'deleteUser'>;
      if (id === auth.user.id) throw new AppError(422, 'cannot_deactivate_self');
      const { user } = await managedUser(db, auth, id);
      await confirmOwnPassword(request, auth, body.password, loginLimiter);
      await db.transaction((tx) => endSubscription(tx, user.id));
      return reply.status(204).send();
    },
  };
}
