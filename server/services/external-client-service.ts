/**
 * External clients (EXTERNAL_CLIENTS_MANAGEMENT): list, read, create, update
 * and delete the companies attached to an installer's main account.
 */
import { eq } from 'drizzle-orm';
import {
  assertCountry,
  assertExternalClientsManager,
  externalClientView,
  installerFor,
  listExternalClientPage,
  reachableExternalClient,
} from '../accounts/external-clients.ts';
import { endSubscription } from '../accounts/user-lifecycle.ts';
import { refusePendingRequests } from '../accounts/access-requests.ts';
import { companies, users } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { authOf } from '../http/authenticate.ts';
import type { BodyOf, PathOf, QueryOf, ServiceContext, ServiceHandlers } from '../http/operation.ts';
import { optionalText, requiredText } from '../http/text-input.ts';
import type { Locale } from '../../engine/index.ts';

type Changes = Partial<typeof companies.$inferInsert>;

/** The columns a body sets, trimmed (empty optional texts become null). */
function changesOf(body: BodyOf<'updateExternalClient'>, locale: Locale): Changes {
  const changes: Changes = {};
  if (body.company !== undefined) changes.name = requiredText(body.company, 'body.company', locale);
  if (body.address_1 !== undefined) changes.address1 = requiredText(body.address_1, 'body.address_1', locale);
  if (body.address_2 !== undefined) changes.address2 = optionalText(body.address_2);
  if (body.address_3 !== undefined) changes.address3 = optionalText(body.address_3);
  if (body.address_4 !== undefined) changes.address4 = optionalText(body.address_4);
  if (body.country_code !== undefined) changes.countryCode = body.country_code;
  if (body.zipcode !== undefined) changes.zipcode = requiredText(body.zipcode, 'body.zipcode', locale);
  if (body.city !== undefined) changes.city = requiredText(body.city, 'body.city', locale);
  if (body.phone !== undefined) changes.phone = optionalText(body.phone);
  if (body.fax !== undefined) changes.fax = optionalText(body.fax);
  return changes;
}

export function externalClientService({ db }: ServiceContext): ServiceHandlers {
  return {
    async listExternalClients(request) {
      const auth = authOf(request);
      assertExternalClientsManager(auth);
      const query = request.query as QueryOf<'listExternalClients'>;
      return listExternalClientPage(db, await installerFor(db, auth, query.installer_id), query);
    },

    async getExternalClient(request) {
      const auth = authOf(request);
      assertExternalClientsManager(auth);
      const { id } = request.params as PathOf<'getExternalClient'>;
      const { company, userCount } = await reachableExternalClient(db, auth, id);
      return { data: externalClientView(company, userCount) };
    },

    async createExternalClient(request, reply) {
      const auth = authOf(request);
      assertExternalClientsManager(auth);
      const body = request.body as BodyOf<'createExternalClient'>;
      const installer = await installerFor(db, auth, body.installer_id);
      if (!installer) throw new AppError(422, 'not_an_installer');
      assertCountry(body.country_code);
      const { installer_id: _installer, ...fields } = body;
      const [created] = await db
        .insert(companies)
        .values({ kind: 'external', installerId: installer.id, name: '', countryCode: body.country_code, ...changesOf(fields, request.locale) })
        .returning();
      return reply.status(201).send({ data: externalClientView(created!, 0) });
    },

    async updateExternalClient(request) {
      const auth = authOf(request);
      assertExternalClientsManager(auth);
      const { id } = request.params as PathOf<'updateExternalClient'>;
      const body = request.body as BodyOf<'updateExternalClient'>;
      const { userCount } = await reachableExternalClient(db, auth, id);
      assertCountry(body.country_code);
      const [updated] = await db.update(companies).set(changesOf(body, request.locale)).where(eq(companies.id, id)).returning();
      return { data: externalClientView(updated!, userCount) };
    },

    /** Detached and hidden, not erased: its users' subscriptions end, its pending requests are refused. */
    async deleteExternalClient(request, reply) {
      const auth = authOf(request);
      assertExternalClientsManager(auth);
      const { id } = request.params as PathOf<'deleteExternalClient'>;
      await reachableExternalClient(db, auth, id);
      await db.transaction(async (tx) => {
        const members = await tx.select({ id: users.id }).from(users).where(eq(users.companyId, id));
        for (const member of members) await endSubscription(tx, member.id);
        await refusePendingRequests(tx, id, auth.user.id);
        await tx.update(companies).set({ installerId: null }).where(eq(companies.id, id));
      });
      return reply.status(204).send();
    },
  };
}
