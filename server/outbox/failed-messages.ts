/**
 * The order desk's view of the outbox: the messages the relay gave up, and
 * putting one back in the queue. Bodies never leave the server (an account
 * e-mail carries a sign-in link); an e-mail shows its recipient and subject,
 * an ERP event its type.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { components } from '../../openapi/generated/api.ts';
import type { Database } from '../db/client.ts';
import { orders, outbox } from '../db/schema.ts';

export type OutboxMessageView = components['schemas']['OutboxMessage'];
type EventType = components['schemas']['OrderWebhookEventType'];

const columns = {
  id: outbox.id,
  kind: outbox.kind,
  status: outbox.status,
  orderId: orders.id,
  orderNumber: orders.number,
  recipient: sql<string | null>`case when ${outbox.kind} = 'mail' then ${outbox.payload} ->> 'to' end`,
  subject: sql<string | null>`case when ${outbox.kind} = 'mail' then ${outbox.payload} ->> 'subject' end`,
  eventType: sql<string | null>`case when ${outbox.kind} = 'webhook' then ${outbox.payload} ->> 'type' end`,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
  firstAttemptAt: outbox.firstAttemptAt,
};

function selectMessages(db: Database) {
  return db.select(columns).from(outbox).leftJoin(orders, eq(orders.id, outbox.orderId));
}

type Row = Awaited<ReturnType<typeof selectMessages>>[number];

function view(row: Row): OutboxMessageView {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    order: row.orderId !== null && row.orderNumber !== null ? { id: row.orderId, number: row.orderNumber } : null,
    recipient: row.recipient,
    subject: row.subject,
    event_type: (row.eventType as EventType | null) ?? null,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    first_attempt_at: row.firstAttemptAt?.toISOString() ?? null,
  };
}

export async function listFailedMessages(db: Database, page: number, perPage: number): Promise<{ rows: OutboxMessageView[]; total: number }> {
  const failed = eq(outbox.status, 'failed');
  const [rows, [total]] = await Promise.all([
    selectMessages(db)
      .where(failed)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(outbox).where(failed),
  ]);
  return { rows: rows.map(view), total: total?.total ?? 0 };
}

/**
 * Puts a failed message back in the queue, due now with its attempts and
 * its 48 hours reset; answers the message, 'not_found' or 'not_failed'.
 */
export async function resendMessage(db: Database, id: number, now: Date): Promise<OutboxMessageView | 'not_found' | 'not_failed'> {
  const [updated] = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, firstAttemptAt: null, nextAttemptAt: now, lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning({ id: outbox.id });
  const [row] = await selectMessages(db).where(eq(outbox.id, id));
  if (!row) return 'not_found';
  return updated ? view(row) : 'not_failed';
}
