/** The API views of orders: a row of the list, and one order with its lines, documents and history. */
import { localize, type Calculation, type Locale } from '../../engine/index.ts';
import { calculationView } from '../quotes/quote-pricing.ts';
import { companySummary } from '../services/account-view.ts';
import type { DataOf } from '../services/types.ts';
import type { OrderListRow } from './order-list.ts';
import type { OrderEventRow, OrderRecord } from './order-repository.ts';
import { purchaseOrderPath } from './purchase-order-path.ts';

type ListItem = DataOf<'listOrders'>[number];
type HistoryEntry = DataOf<'getOrder'>['history'][number];

const localized = (texts: Record<string, string> | null, locale: Locale) => (texts ? localize(texts as Parameters<typeof localize>[0], locale) : null);

export function orderListItemView(row: OrderListRow, locale: Locale): ListItem {
  return {
    id: row.id,
    number: row.number,
    type: row.billing,
    client: { id: row.client.id, name: row.client.name, kind: row.client.kind, country_code: row.client.countryCode },
    customer_reference: row.customerReference,
    product: localized(row.product, locale),
    manufacture_date: row.manufactureDate,
    family: { id: row.family.id, key: row.family.key, title: localized(row.family.title, locale) ?? row.family.key },
    status: row.status,
    awaiting_confirmation: row.awaitingConfirmation,
    requested_delivery_date: row.requestedDeliveryDate,
    created_at: row.createdAt.toISOString(),
    shipping_date: row.shippingDate,
    ex_works_date: row.exWorksDate,
    purchase_order_path: purchaseOrderPath(row.purchaseOrderFileId),
    quote_id: row.quoteId,
  };
}

const HISTORY_FIELDS: Record<OrderEventRow['kind'], HistoryEntry['field']> = {
  validated: 'created',
  confirmed: 'confirmation',
  rejected: 'confirmation',
  status: 'status',
  manufacture_date: 'manufacture_date',
  ex_works_date: 'ex_works_date',
  shipping_date: 'shipping_date',
  requested_delivery_date: 'requested_delivery_date',
};

function historyEntry(event: OrderRecord['events'][number]): HistoryEntry {
  const to = event.kind === 'confirmed' || event.kind === 'rejected' ? event.kind : event.toValue;
  return { at: event.createdAt.toISOString(), by: event.by, field: HISTORY_FIELDS[event.kind], from: event.fromValue, to, reason: event.reason };
}

export function orderView(record: OrderRecord, locale: Locale): DataOf<'getOrder'> {
  const { order } = record;
  return {
    ...orderListItemView(
      {
        ...order,
        client: record.client,
        family: { id: order.familyId, key: record.familyKey, title: record.familyTitle },
      },
      locale,
    ),
    client: companySummary(record.client),
    quote_reference: record.quoteReference,
    installer: record.installer && companySummary(record.installer),
    calculation: calculationView(order.calculation as Calculation, locale),
    documents: record.documents.map((file) => ({ name: file.name, content_type: file.contentType as 'application/pdf', size_bytes: file.sizeBytes })),
    confirmed_at: order.confirmedAt?.toISOString() ?? null,
    history: record.events.map(historyEntry),
  };
}
