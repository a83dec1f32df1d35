/**
 * Orders in the database: one order with everything its view needs (parties,
 * family, documents, timeline with the names of who did what).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, families, orderDocuments, orderEvents, orders, storedFiles, users } from '../db/schema.ts';
import type { CompanyRow, Queryable } from '../quotes/quote-repository.ts';

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

/** The stored-file ids among `ids` (the file store's orphan sweep). */
export async function knownFileIds(db: Queryable, ids: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db.select({ id: storedFiles.id }).from(storedFiles).where(inArray(storedFiles.id, ids.slice(start, start + 500)));
    for (const row of rows) known.add(row.id);
  }
  return known;
}
