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
import type { AuthContext } from '../http/request-context.ts';

type RequestStatus = 'pending' | 'accepted' | 'refused' | 'all';
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

export async function requestById(db: Queryable | Database, id: number) {
  const [row] = await selectRequests(db, eq(externalClientRequests.id, id)).limit(1);
  return row ? { row, view: requestView(row) } : null;
}

/** The active, subscribed users of `companyId` who hold EXTERNAL_CLIENTS_MANAGEMENT. */
async function externalClientManagers(tx: Queryable | Database, companyId: number): Promise<UserRow[]> {
  const rows = await tx
    .select({ user: users, permissions: roles.permissions })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.companyId, companyId), eq(users.active, true), eq(users.subscriptionStatus, 'active')));
  return rows.filter((row) => effectivePermissions(row.permissions, row.user).includes('EXTERNAL_CLIENTS_MANAGEMENT')).map((row) => row.user);
}

/**
 * Who answers the requests of an installer's external clients: the
 * installer's own managers of external clients; when it has none (an
 * installer without users, like Lago Blu in the demo data), its trading
 * group's; when it is in no group or the group has none either, the
 * manufacturer's staff. `standIn` says who stands in for the installer.
 */
export async function answerersOf(tx: Queryable | Database, installer: Company): Promise<{ users: UserRow[]; standIn: 'group' | 'manufacturer' | null }> {
  const own = await externalClientManagers(tx, installer.id);
  if (own.length > 0) return { users: own, standIn: null };
  if (installer.groupId !== null) {
    const group = await externalClientManagers(tx, installer.groupId);
    if (group.length > 0) return { users: group, standIn: 'group' };
  }
  const [manufacturer] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.kind, 'manufacturer')).limit(1);
  return { users: manufacturer ? await externalClientManagers(tx, manufacturer.id) : [], standIn: 'manufacturer' };
}

/**
 * The requests a caller answers in its list: those of its reference client
 * when that is an installer, and those of the installers it stands in for
 * (a trading group for its members, the manufacturer for the rest) because
 * they have nobody to answer them.
 */
export async function requestsToAnswer(db: Database, auth: AuthContext, status: RequestStatus) {
  const own = auth.client?.kind === 'installer' ? auth.client.id : null;
  const standsInAs = auth.company.kind === 'group' || auth.company.kind === 'manufacturer' ? auth.company.kind : null;
  if (own === null && standsInAs === null) return [];
  const rows = await selectRequests(db, status === 'all' ? undefined : eq(externalClientRequests.status, status));
  const standsIn = new Map<number, boolean>();
  const kept: Selected[] = [];
  for (const row of rows) {
    const installer = row.installer;
    if (installer.id === own) {
      kept.push(row);
      continue;
    }
    if (standsInAs === null || (standsInAs === 'group' && installer.groupId !== auth.company.id)) continue;
    if (!standsIn.has(installer.id)) standsIn.set(installer.id, (await answerersOf(db, installer)).standIn === standsInAs);
    if (standsIn.get(installer.id)) kept.push(row);
  }
  return kept.map(requestView);
}

/** Opens the request of a new external client's user and tells who answers it (answerersOf), in their language. */
export async function openRequest(tx: Queryable, config: ServerConfig, user: UserRow, external: Company): Promise<void> {
  const installerId = external.installerId!;
  const [request] = await tx
    .insert(externalClientRequests)
    .values({ userId: user.id, externalCompanyId: external.id, installerId })
    .returning({ id: externalClientRequests.id });
  const [installer] = await tx.select().from(companies).where(eq(companies.id, installerId)).limit(1);
  const { users: answerers, standIn } = await answerersOf(tx, installer!);
  for (const admin of answerers) {
    const mail = requestOpenedMail(config, admin, { requester: user, external: external.name, installer: installer!.name, standIn: standIn !== null });
    await queueAccountMail(tx, mail, `access-request:${request!.id}:opened:${admin.id}`);
  }
}

/** Refuses the pending requests of an external client that is deleted (no e-mail: the client itself is gone). */
export async function refusePendingRequests(tx: Queryable, externalCompanyId: number, answeredById: number): Promise<void> {
  await tx
    .update(externalClientRequests)
    .set({ status: 'refused', answeredAt: new Date(), answeredById })
    .where(and(eq(externalClientRequests.externalCompanyId, externalCompanyId), eq(externalClientRequests.status, 'pending')));
}
