/**
 * The API view of an order (contract: Order): its list columns, the frozen
 * calculation in the caller's language, the documents and the timeline.
 * `purchase_order_path` is an opaque reference the server issues (the stored
 * file's id with `.pdf`); `purchaseOrderFileId` reads it back.
 */
import { FALLBACK_LOCALE, type Locale } from '../../engine/index.ts';
import { calculationView } from '../quotes/quote-pricing.ts';
import { companySummary } from '../accounts/account-view.ts';
import type { DataOf } from '../http/operation.ts';
import { readPriceSnapshot } from './order-price-snapshot.ts';
import type { OrderEventRow, OrderRecord } from './order-repository.ts';

export type OrderView = DataOf<'getOrder'>;
type HistoryField = OrderView['history'][number]['field'];
type DocumentContentType = OrderView['documents'][number]['content_type'];

const PATH_PATTERN = /^([0-9a-f]{32})\.pdf$/;

export const purchaseOrderPath = (fileId: string) => `${fileId}.pdf`;

/** The stored file a `purchase_order_path` names, or null for any other text. */
export function purchaseOrderFileId(path: string): string | null {
  return PATH_PATTERN.exec(path)?.[1] ?? null;
}

/** The timeline's event kinds as the contract's history fields. */
export const HISTORY_FIELDS: Record<OrderEventRow['kind'], HistoryField> = {
  validated: 'created',
  confirmed: 'confirmation',
  rejected: 'confirmation',
  status: 'status',
  manufacture_date: 'manufacture_date',
  ex_works_date: 'ex_works_date',
  shipping_date: 'shipping_date',
  requested_delivery_date: 'requested_delivery_date',
};

/** A stored text in every language in the locale, else English, else any. */
export const textIn = (text: Record<string, string>, locale: Locale) => text[locale] ?? text[FALLBACK_LOCALE] ?? Object.values(text)[0] ?? '';

/** `withTerms` false (an external client's user): the frozen calculation without the installer's discount and net total. */
export function orderView(record: OrderRecord, locale: Locale, withTerms = true): OrderView {
  const { order } = record;
  return {
    id: order.id,
    number: order.number,
    type: order.billing,
    client: companySummary(record.client),
    customer_reference: order.customerReference,
    product: order.product ? textIn(order.product, locale) : null,
    manufacture_date: order.manufactureDate,
    family: { id: order.familyId, key: record.familyKey, title: textIn(record.familyTitle, locale) },
    status: order.status,
    awaiting_confirmation: order.awaitingConfirmation,
    sent_back: record.events.some((event) => event.kind === 'rejected'),
    requested_delivery_date: order.requestedDeliveryDate,
    created_at: order.createdAt.toISOString(),
    shipping_date: order.shippingDate,
    ex_works_date: order.exWorksDate,
    purchase_order_path: purchaseOrderPath(order.purchaseOrderFileId),
    quote_id: order.quoteId,
    quote_reference: record.quoteReference,
    family_version: order.familyVersion,
    installer: record.installer && companySummary(record.installer),
    calculation: calculationView(readPriceSnapshot(order.calculation), withTerms),
    documents: record.documents.map((file) => ({ name: file.name, content_type: file.contentType as DocumentContentType, size_bytes: file.sizeBytes })),
    confirmed_at: order.confirmedAt?.toISOString() ?? null,
    history: record.events.map((event) => ({
      at: event.createdAt.toISOString(),
      by: event.by,
      field: HISTORY_FIELDS[event.kind],
      from: event.fromValue,
      to: event.toValue,
      reason: event.reason,
    })),
  };
}
