/**
 * Queuing messages in the outbox (server/db/schema.ts `outbox`). Call these
 * inside the transaction of the change the message tells of: the message
 * exists exactly when the change does. A relay sends them later (see
 * server/outbox/relay.ts); queuing never sends anything and never fails for a
 * transport reason.
 */
import type { Locale } from '../../engine/index.ts';
import { outbox } from '../db/schema.ts';
import type { Queryable } from '../quotes/quote-repository.ts';

/** An e-mail rendered in its recipient's language, ready to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: Locale;
}

export interface QueueOptions {
  /** Unique per message: the same key queued twice is one message. */
  idempotencyKey: string;
  /** The order the message is about, if any. */
  orderId?: number | null;
}

/** Queues an e-mail; answers false when a message with the same key was already queued. */
export async function enqueueMail(db: Queryable, message: MailMessage, options: QueueOptions): Promise<boolean> {
  return enqueue(db, 'mail', { ...message }, options);
}

/** Queues an ERP event (POSTed as JSON to ORDER_WEBHOOK_URL when it is set). */
export async function enqueueWebhook(db: Queryable, event: Record<string, unknown>, options: QueueOptions): Promise<boolean> {
  return enqueue(db, 'webhook', event, options);
}

async function enqueue(db: Queryable, kind: 'mail' | 'webhook', payload: Record<string, unknown>, options: QueueOptions): Promise<boolean> {
  const inserted = await db
    .insert(outbox)
    .values({ kind, payload, idempotencyKey: options.idempotencyKey, orderId: options.orderId ?? null })
    .onConflictDoNothing({ target: outbox.idempotencyKey })
    .returning({ id: outbox.id });
  return inserted.length > 0;
}
