/**
 * My orders: filtered, sorted and paginated in the database, within the
 * caller's scope (server/orders/order-scope.ts). A page is one join of the
 * orders with their client and family, without the frozen lines.
 */
import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../engine/index.ts';
import type { Database } from '../db/client.ts';
import { companies, families, orderEvents, orders } from '../db/schema.ts';
import { folded, foldText } from '../quotes/quote-list.ts';
import type { Caller } from '../quotes/quote-scope.ts';
import type { DataOf, QueryOf } from '../http/operation.ts';
import { orderScope } from './order-scope.ts';
import { purchaseOrderPath, textIn } from './order-view.ts';

const SORT_COLUMNS = {
  created_at: orders.createdAt,
  number: orders.number,
  requested_delivery_date: orders.requestedDeliveryDate,
  manufacture_date: orders.manufactureDate,
  shipping_date: orders.shippingDate,
  ex_works_date: orders.exWorksDate,
  status: orders.status,
} as const;

export function listColumns() {
  return {
    id: orders.id,
    number: orders.number,
    quoteId: orders.quoteId,
    billing: orders.billing,
    customerReference: orders.customerReference,
    product: orders.product,
    status: orders.status,
    awaitingConfirmation: orders.awaitingConfirmation,
    // sent back by its trading group (its 'rejected' event), not cancelled by the order desk
    sentBack: sql<boolean>`exists (select 1 from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.kind} = 'rejected')`,
    purchaseOrderFileId: orders.purchaseOrderFileId,
    requestedDeliveryDate: orders.requestedDeliveryDate,
    manufactureDate: orders.manufactureDate,
    exWorksDate: orders.exWorksDate,
    shippingDate: orders.shippingDate,
    createdAt: orders.createdAt,
    client: { id: companies.id, name: companies.name, kind: companies.kind, countryCode: companies.countryCode },
    family: { id: families.id, key: families.key, title: sql<Record<string, string> | null>`${families.document} -> 'title'` },
  };
}

type OrderListRow = Awaited<ReturnType<typeof selectPage>>[number];

function selectPage(db: Database, where: SQL | undefined) {
  return db
    .select(listColumns())
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.clientId))
    .innerJoin(families, eq(families.id, orders.familyId))
    .where(where);
}

/** A row of the list (contract: OrderListItem). */
function orderListItemView(row: OrderListRow, locale: Locale): DataOf<'listOrders'>[number] {
  return {
    id: row.id,
    number: row.number,
    type: row.billing,
    client: { id: row.client.id, name: row.client.name, kind: row.client.kind, country_code: row.client.countryCode },
    customer_reference: row.customerReference,
    product: row.product ? textIn(row.product, locale) : null,
    manufacture_date: row.manufactureDate,
    family: { id: row.family.id, key: row.family.key, title: row.family.title ? textIn(row.family.title, locale) : row.family.key },
    status: row.status,
    awaiting_confirmation: row.awaitingConfirmation,
    sent_back: row.sentBack,
    requested_delivery_date: row.requestedDeliveryDate,
    created_at: row.createdAt.toISOString(),
    shipping_date: row.shippingDate,
    ex_works_date: row.exWorksDate,
    purchase_order_path: purchaseOrderPath(row.purchaseOrderFileId),
    quote_id: row.quoteId,
  };
}

function nextDay(date: string): Date {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/** The conditions of the list's filters, in the caller's language for the product. */
function filters(query: QueryOf<'listOrders'>, locale: Locale): SQL[] {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = `%${foldText(query.q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const product = sql`coalesce(${orders.product} ->> ${locale}, ${orders.product} ->> 'en', '')`;
    conditions.push(
      or(
        sql`${folded(sql`${orders.number}`)} like ${pattern}`,
        sql`${folded(sql`${companies.name}`)} like ${pattern}`,
        sql`${folded(sql`coalesce(${orders.customerReference}, '')`)} like ${pattern}`,
        sql`${folded(product)} like ${pattern}`,
      )!,
    );
  }
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.family_id !== undefined) conditions.push(eq(orders.familyId, query.family_id));
  if (query.type) conditions.push(eq(orders.billing, query.type));
  if (query.awaiting_confirmation !== undefined) conditions.push(eq(orders.awaitingConfirmation, query.awaiting_confirmation));
  if (query.created_from) conditions.push(gte(orders.createdAt, new Date(`${query.created_from}T00:00:00Z`)));
  if (query.created_to) conditions.push(lt(orders.createdAt, nextDay(query.created_to)));
  return conditions;
}

export async function listOrderPage(db: Database, caller: Caller, query: QueryOf<'listOrders'>, locale: Locale) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 25;
  const where = and(orderScope(caller), ...filters(query, locale));
  const sort = query.sort ?? '-created_at';
  const column = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const direction = sort.startsWith('-') ? sql`desc` : sql`asc`;
  const [counted, rows] = await Promise.all([
    db.select({ count: sql<number>`count(*)::int` }).from(orders).innerJoin(companies, eq(companies.id, orders.clientId)).where(where),
    selectPage(db, where)
      .orderBy(sql`${column} ${direction} nulls last`, sql`${orders.id} ${direction}`)
      .limit(perPage)
      .offset((page - 1) * perPage),
  ]);
  return {
    data: rows.map((row) => orderListItemView(row, locale)),
    meta: { page, per_page: perPage, total: counted[0]?.count ?? 0 },
  };
}
