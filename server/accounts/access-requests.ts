/**
 * Requests of external clients' users for access to their installer's main
 * account (`external_client_requests`): opened with the user (createUser),
 * listed and answered by the installer's administrators.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { effectivePermissions } from '../auth/permissions.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { companies, externalClientRequests, roles, users } from '../db/schema.ts';
import { queueAccountMail, requestOpenedMail } from '../outbox/account-mails.ts';
import type { Queryable } from '../quotes/quote-repository.ts';
import { companySummary } from './account-view.ts';
import type { DataOf } from '../http/operation.ts';
import type { Company } from '../tenancy/clients.ts';
import type { UserRow } from './user-access.ts';

const externals = alias(companies, 'external_company');
const installers = alias(companies, 'installer_company');
const answerers = alias(users, 'answered_by');

function selectRequests(db: Queryable | Database, where: SQL | undefined) {
  return db
    .select({ request: externalClientRequests, user: users, external: externals, installer: installers, answeredBy: answerers })
    .from(externalClientRequests)
    .innerJoin(users, eq(users.id, externalClientRequests.userId))
    .innerJoin(externals, eq(externals.id, externalClientRequests.externalCompanyId))
    .innerJoin(installers, eq(installers.id, externalClientRequests.installerId))
    .leftJoin(answerers, eq(answerers.id, externalClientRequests.answeredById))
    .where(where)
    .orderBy(desc(externalClientRequests.requestedAt), desc(externalClientRequests.id));
}

type Selected = Awaited<ReturnType<typeof selectRequests>>[number];

function requestView({ request, user, external, installer, answeredBy }: Selected): DataOf<'answerExternalClientRequest'> {
  return {
    id: request.id,
    status: request.status,
    external_client: companySummary(external),
    installer: companySummary(installer),
    user: { id: user.id, login: user.login, first_name: user.firstName, last_name: user.lastName, email: user.email },
    requested_at: request.requestedAt.toISOString(),
    answered_at: request.answeredAt?.toISOString() ?? null,
    answered_by: answeredBy ? `${answeredBy.firstName} ${answeredBy.lastName}` : null,
  } as DataOf<'answerExternalClientRequest'>;
}

export async function listRequests(db: Database, installerId: number, status: 'pending' | 'accepted' | 'refused' | 'all') {
  const rows = await selectRequests(
    db,
    and(eq(externalClientRequests.installerId, installerId), status === 'all' ? undefined : eq(externalClientRequests.status, status)),
  );
  return rows.map(requestView);
}

export async function requestById(db: Queryable | Database, id: number) {
  const [row] = await selectRequests(db, eq(externalClientRequests.id, id)).limit(1);
  return row ? { row, view: requestView(row) } : null;
}

/** Opens the request of a new external client's user and tells the installer's administrators, in their language. */
export async function openRequest(tx: Queryable, config: ServerConfig, user: UserRow, external: Company): Promise<void> {
  const installerId = external.installerId!;
  const [request] = await tx
    .insert(externalClientRequests)
    .values({ userId: user.id, externalCompanyId: external.id, installerId })
    .returning({ id: externalClientRequests.id });
  const [installer] = await tx.select().from(companies).where(eq(companies.id, installerId)).limit(1);
  const staff = await tx
    .select({ user: users, permissions: roles.permissions })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.companyId, installerId), eq(users.active, true), eq(users.subscriptionStatus, 'active')));
  for (const admin of staff) {
    if (!effectivePermissions(admin.permissions, admin.user).includes('EXTERNAL_CLIENTS_MANAGEMENT')) continue;
    const mail = requestOpenedMail(config, admin.user, { requester: user, external: external.name, installer: installer?.name ?? '' });
    await queueAccountMail(tx, mail, `access-request:${request!.id}:opened:${admin.user.id}`);
  }
}

/** Refuses the pending requests of an external client that is deleted (no e-mail: the client itself is gone). */
export async function refusePendingRequests(tx: Queryable, externalCompanyId: number, answeredById: number): Promise<void> {
  await tx
    .update(externalClientRequests)
    .set({ status: 'refused', answeredAt: new Date(), answeredById })
    .where(and(eq(externalClientRequests.externalCompanyId, externalCompanyId), eq(externalClientRequests.status, 'pending')));
}
