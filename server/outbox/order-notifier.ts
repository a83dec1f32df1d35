/**
 * The relay's first step each round: turns the orders' new events
 * (`order_events.notified_at` null) into messages. For each order, in ONE
 * transaction: lock its un-notified events (FOR UPDATE SKIP LOCKED), group
 * them by change (the rows one transaction recorded share its timestamp and
 * author), queue each change's e-mails in each recipient's language and one
 * ERP event per order event, and set `notified_at`. A crash anywhere leaves
 * the events un-notified and nothing queued; the idempotency keys make a
 * second queuing of the same change a no-op.
 */
import { inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { orderEvents } from '../db/schema.ts';
import type { OrderEventRow } from '../orders/order-repository.ts';
import type { Queryable } from '../quotes/quote-repository.ts';
import {
  hadSchedule,
  loadOrderContext,
  lockUnnotifiedEvents,
  manufacturerName,
  orderFacts,
  permissionHolders,
  userNames,
  userRecipient,
  type OrderContext,
} from './order-mail-data.ts';
import { audiencesOf, classifyChange, renderOrderMail, type Audience, type MailRecipient } from './order-mails.ts';
import { orderWebhookPayload } from './order-webhook.ts';
import { enqueueMail, enqueueWebhook } from './outbox.ts';
import type { RelayLogger } from './relay-logger.ts';

export interface NotifyOptions {
  publicUrl: string;
  now: Date;
  /** Orders handled at most in this call. */
  maxOrders: number;
  log: RelayLogger;
}

/** Orders whose messages could not be made (a bug or bad data): not tried again before this time. */
const held = new WeakMap<Queryable, Map<number, number>>();
const HOLD_MS = 60_000;

/** Queues the messages of the orders' new events; answers how many messages were queued. */
export async function queueOrderEventMessages(db: Database, options: NotifyOptions): Promise<number> {
  const waiting = await db
    .select({ orderId: orderEvents.orderId })
    .from(orderEvents)
    .where(isNull(orderEvents.notifiedAt))
    .groupBy(orderEvents.orderId)
    .orderBy(sql`min(${orderEvents.id})`)
    .limit(options.maxOrders);
  const holds = held.get(db) ?? new Map<number, number>();
  held.set(db, holds);
  let queued = 0;
  for (const { orderId } of waiting) {
    if ((holds.get(orderId) ?? 0) > options.now.getTime()) continue;
    try {
      queued += await db.transaction((tx) => notifyOrder(tx, orderId, options));
      holds.delete(orderId);
    } catch (error) {
      holds.set(orderId, options.now.getTime() + HOLD_MS);
      options.log.error({ err: error, orderId }, 'outbox relay: the messages of an order could not be made; its events wait');
    }
  }
  return queued;
}

/** The events of one transaction: same order, same instant (the transaction's), same author. */
function groupByChange(events: OrderEventRow[]): OrderEventRow[][] {
  const groups = new Map<string, OrderEventRow[]>();
  for (const event of events) {
    const key = `${event.createdAt.getTime()}:${event.userId}`;
    groups.set(key, [...(groups.get(key) ?? []), event]);
  }
  return [...groups.values()];
}

async function notifyOrder(tx: Queryable, orderId: number, options: NotifyOptions): Promise<number> {
  const events = await lockUnnotifiedEvents(tx, orderId);
  if (!events || events.length === 0) return 0;
  const context = await loadOrderContext(tx, orderId);
  if (!context) return 0; // the order's rows cascade with it: nothing left to tell
  const facts = orderFacts(context);
  const companyName = await manufacturerName(tx);
  const names = await userNames(tx, [...new Set(events.map((e) => e.userId))]);
  const audiences = recipientLoader(tx, context);
  let queued = 0;
  for (const change of groupByChange(events)) {
    const first = change[0]!;
    const kind = classifyChange(change, !(await hadSchedule(tx, orderId, first.id)));
    const told = new Set<number>();
    for (const audience of audiencesOf(kind, facts)) {
      for (const recipient of await audiences(audience)) {
        if (told.has(recipient.userId)) continue; // the author may also be on the order desk: one message
        told.add(recipient.userId);
        const mail = renderOrderMail({ change: kind, audience, order: facts, events: change, recipient, companyName, publicUrl: options.publicUrl });
        if (await enqueueMail(tx, mail, { idempotencyKey: `order-event-${first.id}-mail-${recipient.userId}`, orderId })) queued++;
      }
    }
    for (const event of change) {
      const payload = orderWebhookPayload({
        event,
        change: kind,
        changeEventIds: change.map((e) => e.id),
        by: { id: event.userId, name: names.get(event.userId) ?? '' },
        order: context.order,
        quote: context.quote,
        family: { id: context.family.id, key: context.family.key },
        client: context.client,
        installer: context.installer,
        billingClient: context.billingClient,
      });
      if (await enqueueWebhook(tx, payload, { idempotencyKey: `order-event-${event.id}`, orderId })) queued++;
    }
  }
  await tx
    .update(orderEvents)
    .set({ notifiedAt: options.now })
    .where(inArray(orderEvents.id, events.map((e) => e.id)));
  return queued;
}

/** The recipients of each audience, read once per order. */
function recipientLoader(tx: Queryable, { order }: OrderContext) {
  const cache = new Map<Audience, Promise<MailRecipient[]>>();
  const load = (audience: Audience): Promise<MailRecipient[]> => {
    if (audience === 'author') return userRecipient(tx, order.authorId).then((user) => (user ? [user] : []));
    if (audience === 'confirmer') return order.billingClientId ? permissionHolders(tx, 'ORDER_CONFIRM', order.billingClientId) : Promise.resolve([]);
    return permissionHolders(tx, 'ORDER_DESK');
  };
  return (audience: Audience) => {
    let found = cache.get(audience);
    if (!found) {
      found = load(audience);
      cache.set(audience, found);
    }
    return found;
  };
}
