/**
 * What the order notifier reads: an order with its quote, family title and
 * parties, its un-notified events (locked), and the people to tell.
 */
import { and, asc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isLocale } from '../../engine/index.ts';
import type { Permission } from '../auth/permissions.ts';
import { companies, families, orderEvents, orders, quotes, roles, users } from '../db/schema.ts';
import type { OrderEventRow, OrderRow } from '../orders/order-repository.ts';
import type { Queryable } from '../quotes/quote-repository.ts';
import type { MailRecipient, OrderFacts } from './order-mails.ts';

export interface OrderContext {
  order: OrderRow;
  quote: { id: number; reference: string; name: string; project_number: string };
  family: { id: number; key: string; title: Record<string, string> };
  client: { id: number; name: string };
  installer: { id: number; name: string } | null;
  billingClient: { id: number; name: string } | null;
  /** The company of the user who validated (an external client validates on its installer's account). */
  authorCompany: { id: number; name: string; kind: string } | null;
}

const client = alias(companies, 'client');
const installer = alias(companies, 'installer');
const billing = alias(companies, 'billing');
const authorCompany = alias(companies, 'author_company');

export async function loadOrderContext(tx: Queryable, orderId: number): Promise<OrderContext | null> {
  const [row] = await tx
    .select({
      order: orders,
      quote: { id: quotes.id, reference: quotes.reference, name: quotes.name, project_number: quotes.projectNumber },
      family: { id: families.id, key: families.key, title: sql<Record<string, string> | null>`${families.document} -> 'title'` },
      client: { id: client.id, name: client.name },
      installer: { id: installer.id, name: installer.name },
      billingClient: { id: billing.id, name: billing.name },
      authorCompany: { id: authorCompany.id, name: authorCompany.name, kind: authorCompany.kind },
    })
    .from(orders)
    .innerJoin(quotes, eq(quotes.id, orders.quoteId))
    .innerJoin(families, eq(families.id, orders.familyId))
    .innerJoin(client, eq(client.id, orders.clientId))
    .leftJoin(installer, eq(installer.id, orders.installerId))
    .leftJoin(billing, eq(billing.id, orders.billingClientId))
    .leftJoin(users, eq(users.id, orders.authorId))
    .leftJoin(authorCompany, eq(authorCompany.id, users.companyId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  return { ...row, family: { ...row.family, title: row.family.title ?? { en: row.family.key } } };
}

/** The order as its e-mails tell it. */
export function orderFacts({ order, quote, family, client, billingClient, authorCompany: author }: OrderContext): OrderFacts {
  return {
    id: order.id,
    number: order.number,
    quoteId: quote.id,
    quoteReference: quote.reference,
    quoteName: quote.name,
    projectNumber: quote.project_number,
    familyTitle: family.title,
    clientName: client.name,
    externalName: author?.kind === 'external' ? author.name : null,
    groupName: order.billing === 'group' ? (billingClient?.name ?? null) : null,
    customerReference: order.customerReference,
    currency: order.currency,
    totalExVatCents: order.totalExVatCents,
    totalInclVatCents: order.totalInclVatCents,
    installerTotalCents: order.installerTotalCents,
    status: order.status,
    awaitingConfirmation: order.awaitingConfirmation,
    createdAt: order.createdAt,
    requestedDeliveryDate: order.requestedDeliveryDate,
    manufactureDate: order.manufactureDate,
    exWorksDate: order.exWorksDate,
    shippingDate: order.shippingDate,
  };
}

/**
 * Takes the order's events not yet told for this transaction, or null when
 * another relay is telling them (the advisory lock keeps one change from
 * being split between two relays).
 */
export async function lockUnnotifiedEvents(tx: Queryable, orderId: number): Promise<OrderEventRow[] | null> {
  const [lock] = rows<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${ORDER_EVENTS_LOCK}, ${orderId}) as locked`));
  if (!lock?.locked) return null;
  return tx
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), isNull(orderEvents.notifiedAt)))
    .orderBy(asc(orderEvents.id))
    .for('update', { skipLocked: true });
}

/** First key of the advisory locks of order notifications (the second is the order id). */
const ORDER_EVENTS_LOCK = 1_139_201;

/** PGlite answers `{ rows }`, node-postgres a QueryResult with `rows`. */
function rows<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

/** Whether an event before `beforeId` already gave the order a manufacture or ex-works date. */
export async function hadSchedule(tx: Queryable, orderId: number, beforeId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), lt(orderEvents.id, beforeId), inArray(orderEvents.kind, ['manufacture_date', 'ex_works_date'])))
    .limit(1);
  return row !== undefined;
}

const recipientColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  locale: users.locale,
  companyKind: companies.kind,
};

type RecipientRow = { userId: number; firstName: string; lastName: string; email: string; locale: string; companyKind: string };

function recipient(row: RecipientRow): MailRecipient {
  return {
    userId: row.userId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    locale: isLocale(row.locale) ? row.locale : 'fr',
    external: row.companyKind === 'external',
  };
}

const reachable = and(eq(users.active, true), ne(users.subscriptionStatus, 'ended'));

export async function userRecipient(tx: Queryable, userId: number): Promise<MailRecipient | null> {
  const [row] = await tx.select(recipientColumns).from(users).innerJoin(companies, eq(companies.id, users.companyId)).where(and(eq(users.id, userId), reachable));
  return row ? recipient(row) : null;
}

/** The user flags that grant a permission on top of the role's (server/auth/permissions.ts effectivePermissions). */
const FLAG_OF: Partial<Record<Permission, typeof users.canManageUsers | typeof users.canManageExternalClients>> = {
  USER_MANAGEMENT: users.canManageUsers,
  EXTERNAL_CLIENTS_MANAGEMENT: users.canManageExternalClients,
};

/** Reachable users who hold `permission` (by role or flag), of `companyId` when given, or of every company of `companyKind`. */
export async function permissionHolders(
  tx: Queryable,
  permission: Permission,
  scope: number | { companyKind: 'manufacturer' } | undefined = undefined,
): Promise<MailRecipient[]> {
  const byRole = sql`${roles.permissions} @> ${JSON.stringify([permission])}::jsonb`;
  const flag = FLAG_OF[permission];
  const inScope = scope === undefined ? undefined : typeof scope === 'number' ? eq(users.companyId, scope) : eq(companies.kind, scope.companyKind);
  const found = await tx
    .select(recipientColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(reachable, flag ? or(byRole, eq(flag, true)) : byRole, inScope))
    .orderBy(asc(users.id));
  return found.map(recipient);
}

/** The names of users, for the `by` of ERP events. */
export async function userNames(tx: Queryable, ids: number[]): Promise<Map<number, string>> {
  const found = ids.length === 0 ? [] : await tx.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, ids));
  return new Map(found.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));
}

/** The manufacturer's name: the sender of every e-mail. */
export async function manufacturerName(tx: Queryable): Promise<string> {
  const [row] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.kind, 'manufacturer')).orderBy(asc(companies.id)).limit(1);
  return row?.name ?? 'Pool Configurator';
}
