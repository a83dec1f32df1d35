/**
 * The ERP event of an order event (one per row of the order's timeline),
 * described in openapi.yaml (`webhooks: orderEvent`). `order` is the order
 * as it stands when the event is queued, with its frozen lines, so that the
 * ERP can follow an order from any single event.
 */
import { readPriceSnapshot, type OrderPriceSnapshot } from '../orders/order-price-snapshot.ts';
import type { OrderRow } from '../orders/order-repository.ts';
import { HISTORY_FIELDS } from '../orders/order-view.ts';
import type { OrderChange, OrderEventFacts } from './order-mails.ts';

export type OrderEventType = OrderChange;

/** The type of one event within a change classified as `change` (see classifyChange). */
export function eventType(event: OrderEventFacts, change: OrderChange): OrderEventType {
  switch (event.kind) {
    case 'validated':
      return 'validated';
    case 'confirmed':
      return 'confirmed';
    case 'rejected':
      return 'sent_back';
    case 'status':
      return event.toValue === 'shipped' ? 'shipped' : event.toValue === 'cancelled' ? 'cancelled' : 'status_changed';
    default:
      return change === 'accepted' ? 'accepted' : 'dates_changed';
  }
}

export interface OrderWebhookInput {
  event: OrderEventFacts & { createdAt: Date; userId: number };
  change: OrderChange;
  /** Ids of the events recorded by the same change (this one included). */
  changeEventIds: number[];
  by: { id: number; name: string };
  order: OrderRow;
  /** The quote, with its project number (its pool project's, when it belongs to one). */
  quote: { id: number; reference: string; name: string; project_number: string };
  family: { id: number; key: string };
  client: { id: number; name: string };
  installer: { id: number; name: string } | null;
  billingClient: { id: number; name: string } | null;
}

const party = (company: { id: number; name: string } | null) => (company ? { id: company.id, name: company.name } : null);

function lines(price: OrderPriceSnapshot) {
  return price.lines.map((line) => ({
    code: line.code,
    designation: line.designation,
    quantity: line.quantity,
    unit_amount_cents: line.unit_cents,
    amount_cents: line.amount_cents,
    discountable: line.discountable,
    eco_participation: line.kind === 'eco',
  }));
}

export function orderWebhookPayload(input: OrderWebhookInput): Record<string, unknown> {
  const { event, order } = input;
  const price = readPriceSnapshot(order.calculation);
  return {
    id: `order-event-${event.id}`,
    event_id: event.id,
    type: eventType(event, input.change),
    occurred_at: event.createdAt.toISOString(),
    change: { field: HISTORY_FIELDS[event.kind], from: event.fromValue, to: event.toValue, reason: event.reason },
    change_event_ids: input.changeEventIds,
    by: input.by,
    order: {
      id: order.id,
      number: order.number,
      status: order.status,
      awaiting_confirmation: order.awaitingConfirmation,
      type: order.billing,
      quote: input.quote,
      family: input.family,
      client: party(input.client),
      installer: party(input.installer),
      billing_client: party(input.billingClient),
      order_reference: order.orderReference,
      customer_reference: order.customerReference,
      created_at: order.createdAt.toISOString(),
      confirmed_at: order.confirmedAt?.toISOString() ?? null,
      requested_delivery_date: order.requestedDeliveryDate,
      manufacture_date: order.manufactureDate,
      ex_works_date: order.exWorksDate,
      shipping_date: order.shippingDate,
      currency: order.currency,
      total_ex_vat_cents: order.totalExVatCents,
      vat_cents: price.vat_cents,
      total_incl_vat_cents: order.totalInclVatCents,
      installer_total_cents: order.installerTotalCents,
      lines: lines(price),
    },
  };
}
