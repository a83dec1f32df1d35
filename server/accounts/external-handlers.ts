/**
 * External clients (EXTERNAL_CLIENTS_MANAGEMENT): list, read, create, update
 * and delete the companies attached to an installer's main account, and the
 * requests for access to the main account, answered with the administrator's
 * password.
 */
import { eq } from 'drizzle-orm';
import type { Locale } from '../../engine/index.ts';
import { companies } from '../db/schema.ts';
import { AppError, notFound } from '../http/app-error.ts';
import { operation, type BodyOf } from '../http/operation.ts';
import { optionalText, requiredText } from '../http/text-input.ts';
import { mayActFor } from '../tenancy/clients.ts';
import { requestById, requestsToAnswer } from './access-requests.ts';
import { answerExternalClientRequest, detachExternalClient } from './external-client-changes.ts';
import {
  assertCountry,
  externalClientView,
  installerFor,
  listExternalClientPage,
  managesExternalClients,
  reachableExternalClient,
} from './external-clients.ts';
import { confirmOwnPassword } from './password-confirmation.ts';

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

export const externalClientOperations = [
  operation('listExternalClients', {
    permission: 'EXTERNAL_CLIENTS_MANAGEMENT',
    who: managesExternalClients,
    handler: async ({ db, query, auth }) => {
      return listExternalClientPage(db, await installerFor(db, auth, query.installer_id), query);
    },
  }),

  operation('getExternalClient', {
    permission: 'EXTERNAL_CLIENTS_MANAGEMENT',
    who: managesExternalClients,
    handler: async ({ db, params: { id }, auth }) => {
      const { company, userCount } = await reachableExternalClient(db, auth, id);
      return { data: externalClientView(company, userCount) };
    },
  }),

  operation('createExternalClient', {
    permission: 'EXTERNAL_CLIENTS_MANAGEMENT',
    who: managesExternalClients,
    handler: async ({ db, body, locale, auth }) => {
      const installer = await installerFor(db, auth, body.installer_id);
      if (!installer) throw new AppError(422, 'not_an_installer');
      assertCountry(body.country_code);
      const { installer_id: _installer, ...fields } = body;
      const [created] = await db
        .insert(companies)
        .values({ kind: 'external', installerId: installer.id, name: '', countryCode: body.country_code, ...changesOf(fields, locale) })
        .returning();
      return { data: externalClientView(created!, 0) };
    },
  }),

  operation('updateExternalClient', {
    permission: 'EXTERNAL_CLIENTS_MANAGEMENT',
    who: managesExternalClients,
    handler: async ({ db, params: { id }, body, locale, auth }) => {
      const { userCount } = await reachableExternalClient(db, auth, id);
      assertCountry(body.country_code);
      const [updated] = await db.update(companies).set(changesOf(body, locale)).where(eq(companies.id, id)).returning();
      return { data: externalClientView(updated!, userCount) };
    },
  }),

  /** Detached and hidden, not erased: its users' subscriptions end, its pending requests are refused. */
  operation('deleteExternalClient', {
    permission: 'EXTERNAL_CLIENTS_MANAGEMENT',
    who: managesExternalClients,
    handler: async ({ db, params: { id }, auth }) => {
      await reachableExternalClient(db, auth, id);
      await detachExternalClient(db, id, auth.user.id);
    },
  }),

  operation('listExternalClientRequests', {
    permission: 'EXTERNAL_CLIENTS_MANAGEMENT',
    who: managesExternalClients,
    handler: async ({ db, query: { status = 'pending' }, auth }) => {
      return { data: await requestsToAnswer(db, auth, status) };
    },
  }),

  operation('answerExternalClientRequest', {
    permission: 'EXTERNAL_CLIENTS_MANAGEMENT',
    who: managesExternalClients,
    handler: async ({ db, config, loginLimiter, params: { id }, body: { decision, password }, auth, request }) => {
      const found = await requestById(db, id);
      if (!found || !(await mayActFor(db, auth.company, found.row.request.installerId))) throw notFound();
      if (found.row.request.status !== 'pending') throw new AppError(409, 'request_already_answered');
      await confirmOwnPassword(request, auth, password, loginLimiter);
      await answerExternalClientRequest(db, config, found.row, decision, auth.user.id);
      return { data: (await requestById(db, id))!.view };
    },
  }),
];
