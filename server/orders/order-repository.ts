/**
 * Orders in the database: one order with everything its view needs (parties,
 * family, documents, timeline with the names of who did what).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, families, orderDocuments, orderEvents, orders, quotes, storedFiles, users } from '../db/schema.ts';
import { notFound } from '../http/app-error.ts';
import type { CompanyRow, Queryable, Transaction } from '../quotes/quote-repository.ts';
import type { Caller } from '../quotes/quote-scope.ts';
import { orderScope } from './order-scope.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type StoredFileRow = typeof storedFiles.$inferSelect;

export interface OrderRecord {
  order: OrderRow;
  quoteReference: string;
  client: CompanyRow;
  installer: CompanyRow | null;
  familyKey: string;
  familyTitle: Record<string, string>;
  documents: StoredFileRow[];
  events: (OrderEventRow & { by: string })[];
}

const client = alias(companies, 'client');
const installer = alias(companies, 'installer');

export async function findOrder(db: Queryable, id: number, quoteReference: string): Promise<OrderRecord | null> {
  const [row] = await db
    .select({ order: orders, client, installer, familyKey: families.key, document: families.document })
    .from(orders)
    .innerJoin(client, eq(client.id, orders.clientId))
    .innerJoin(families, eq(families.id, orders.familyId))
    .leftJoin(installer, eq(installer.id, orders.installerId))
    .where(eq(orders.id, id));
  if (!row) return null;
  const documents = await db
    .select({ file: storedFiles })
    .from(orderDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, orderDocuments.fileId))
    .where(eq(orderDocuments.orderId, id))
    .orderBy(asc(orderDocuments.position));
  const events = await db
    .select({ event: orderEvents, firstName: users.firstName, lastName: users.lastName })
    .from(orderEvents)
    .innerJoin(users, eq(users.id, orderEvents.userId))
    .where(eq(orderEvents.orderId, id))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return {
    order: row.order,
    quoteReference,
    client: row.client,
    installer: row.installer,
    familyKey: row.familyKey,
    familyTitle: (row.document as { title?: Record<string, string> }).title ?? { en: row.familyKey },
    documents: documents.map((d) => d.file),
    events: events.map((e) => ({ ...e.event, by: `${e.firstName} ${e.lastName}`.trim() })),
  };
}

/** An order the caller may see, with its parts (404 otherwise). */
export async function findVisibleOrder(db: Queryable, caller: Caller, id: number): Promise<OrderRecord> {
  const [row] = await db
    .select({ reference: quotes.reference })
    .from(orders)
    .innerJoin(quotes, eq(quotes.id, orders.quoteId))
    .where(and(eq(orders.id, id), orderScope(caller)));
  const record = row ? await findOrder(db, id, row.reference) : null;
  if (!record) throw notFound();
  return record;
}

/** An order the caller may see, locked for the rest of the transaction (404 otherwise). */
export async function lockVisibleOrder(tx: Transaction, caller: Caller, id: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(and(eq(orders.id, id), orderScope(caller))).for('update');
  if (!row) throw notFound();
  return row;
}

/** Records one change of an order's timeline (the relay turns it into e-mails and ERP events). */
export async function insertOrderEvent(tx: Transaction, event: typeof orderEvents.$inferInsert): Promise<void> {
  await tx.insert(orderEvents).values(event);
}

/** The stored-file ids among `ids` (the file store's orphan sweep). */
export async function knownFileIds(db: Queryable, ids: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db.select({ id: storedFiles.id }).from(storedFiles).where(inArray(storedFiles.id, ids.slice(start, start + 500)));
    for (const row of rows) known.add(row.id);
  }
  return known;
}
