/**
 * ERP events to a real HTTP receiver on 127.0.0.1 that checks signatures and
 * de-duplicates on the Idempotency-Key: down, then failing, then up; a
 * repeat (resend, or a crash between the answer and the mark) is
 * recognised by its key.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import type { Database } from '../../../server/db/client.ts';
import { outbox } from '../../../server/db/schema.ts';
import { enqueueWebhook } from '../../../server/outbox/outbox.ts';
import { createRelay } from '../../../server/outbox/relay.ts';
import { signWebhook, verifyWebhook } from '../../../server/outbox/webhook-transport.ts';
import { createTestDatabase } from '../helpers/test-server.ts';
import { freePort, startWebhookReceiver, type WebhookReceiver } from './receivers.ts';

const SECRET = 'erp-secret-0123456789';
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
let db: Database;
let dispose: () => Promise<void>;
let receiver: WebhookReceiver | null = null;

beforeAll(async () => {
  const created = await createTestDatabase({ seed: false });
  db = created.database.db;
  dispose = created.dispose;
});
afterAll(async () => {
  await receiver?.close();
  await dispose();
});

describe('ERP webhook signatures', () => {
  it('verifies the body and timestamp it was signed for, and nothing else', () => {
    const body = '{"id":"order-event-1"}';
    const at = 1_790_000_000;
    const signature = signWebhook(SECRET, at, body);
    expect(signature).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(SECRET, { timestamp: String(at), signature }, body, at * 1000)).toBe(true);
    expect(verifyWebhook(SECRET, { timestamp: String(at), signature }, body.replace('1', '2'), at * 1000)).toBe(false);
    expect(verifyWebhook('another-secret-000000', { timestamp: String(at), signature }, body, at * 1000)).toBe(false);
    expect(verifyWebhook(SECRET, { timestamp: String(at + 1), signature }, body, at * 1000)).toBe(false);
    expect(verifyWebhook(SECRET, { timestamp: String(at), signature }, body, (at + 301) * 1000)).toBe(false);
    expect(verifyWebhook(SECRET, { timestamp: String(at) }, body, at * 1000)).toBe(false);
  });
});

describe('relay to the ERP', () => {
  it('delivers every event, signed and keyed, after the receiver was down then failing; a repeat is recognised', async () => {
    const port = await freePort();
    for (let i = 1; i <= 6; i++) {
      await enqueueWebhook(db, { id: `order-event-${i}`, type: i === 1 ? 'validated' : 'confirmed', order: { number: `O-2026-00000${i}` } }, { idempotencyKey: `order-event-${i}` });
    }
    let now = new Date(Date.now() + 1000);
    const config = { ...loadConfig({}), orderWebhookUrl: `http://127.0.0.1:${port}/erp/order-events`, orderWebhookSecret: SECRET };
    const relay = createRelay({ db, config, log: silent, clock: () => now });
    const later = async (rounds: number) => {
      for (let round = 0; round < rounds; round++) {
        now = new Date(now.getTime() + 60 * 60 * 1000);
        await relay.runOnce();
      }
    };
    try {
      expect(await relay.runOnce()).toMatchObject({ sent: 0, retried: 1 });
      await later(2);
      expect((await db.select().from(outbox).where(eq(outbox.status, 'sent'))).length).toBe(0);

      receiver = await startWebhookReceiver(port, SECRET, () => now.getTime());
      receiver.failNext(3);
      await later(8);
    } finally {
      await relay.stop();
    }
    const accepted = receiver.deliveries;
    expect(accepted.every((d) => d.validSignature)).toBe(true);
    expect([...receiver.handled].sort()).toEqual(['order-event-1', 'order-event-2', 'order-event-3', 'order-event-4', 'order-event-5', 'order-event-6']);
    expect(accepted.filter((d) => d.repeat)).toEqual([]);
    for (const delivery of accepted) expect(JSON.parse(delivery.body).id).toBe(delivery.key);
    expect((await db.select().from(outbox)).every((row) => row.status === 'sent')).toBe(true);

    // the order desk resends one (or a crash left it unmarked): the receiver sees the same key again
    await db.update(outbox).set({ status: 'pending', attempts: 0, firstAttemptAt: null, nextAttemptAt: now }).where(eq(outbox.idempotencyKey, 'order-event-3'));
    const again = createRelay({ db, config, log: silent, clock: () => now });
    expect(await again.runOnce()).toMatchObject({ sent: 1 });
    await again.stop();
    expect(receiver.deliveries.filter((d) => d.repeat).map((d) => d.key)).toEqual(['order-event-3']);
    expect(receiver.handled.size).toBe(6);
  });
});
