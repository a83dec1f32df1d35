/**
 * The relay against a real SMTP server on 127.0.0.1: down for a while (the
 * orders go on, the messages wait and back off), then up: every message is
 * delivered exactly once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import type { Database } from '../../../server/db/client.ts';
import { outbox } from '../../../server/db/schema.ts';
import { enqueueMail } from '../../../server/outbox/outbox.ts';
import { createRelay } from '../../../server/outbox/relay.ts';
import { createTestDatabase } from '../helpers/test-server.ts';
import { freePort, startSmtpSink, type SmtpSink } from './receivers.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
let db: Database;
let dispose: () => Promise<void>;
let sink: SmtpSink | null = null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-smtp-'));

beforeAll(async () => {
  const created = await createTestDatabase({ seed: false });
  db = created.database.db;
  dispose = created.dispose;
});
afterAll(async () => {
  await sink?.close();
  await dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('relay to SMTP', () => {
  it('waits while the SMTP server is down, then delivers every message once', async () => {
    const port = await freePort();
    for (let i = 0; i < 12; i++) {
      await enqueueMail(db, { to: `installer${i}@example.test`, subject: `Commande n°${i}`, text: `Texte ${i}`, html: `<p>${i}</p>`, locale: 'fr' }, { idempotencyKey: `order-event-${i}-mail-1` });
    }
    let now = new Date(Date.now() + 1000);
    const relay = createRelay({ db, config: { ...loadConfig({}), dataDir, smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Aquaterra <orders@aquaterra.example>' }, log: silent, clock: () => now });
    try {
      // down: one attempt per round (the transport is not tried again in the same round), each backed off
      for (let round = 0; round < 3; round++) {
        expect(await relay.runOnce()).toEqual({ queued: 0, sent: 0, retried: 1, failed: 0 });
        now = new Date(now.getTime() + 31_000);
      }
      const waiting = await db.select().from(outbox).orderBy(asc(outbox.id));
      expect(waiting.every((row) => row.status === 'pending')).toBe(true);
      expect(waiting.filter((row) => row.attempts > 0).length).toBeGreaterThan(0);
      expect(waiting.find((row) => row.attempts > 0)!.lastError).toMatch(/ECONNREFUSED/);

      sink = await startSmtpSink(port);
      for (let round = 0; round < 10; round++) {
        now = new Date(now.getTime() + 60 * 60 * 1000);
        await relay.runOnce();
      }
    } finally {
      await relay.stop();
    }
    const ids = sink.accepted.map((mail) => mail.messageId);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect(ids).toContain('<order-event-0-mail-1@aquaterra.example>');
    expect(sink.accepted.map((mail) => mail.to).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `installer${i}@example.test`).sort());
    expect(sink.accepted[0]!.raw).toMatch(/^From: Aquaterra <orders@aquaterra\.example>$/m);
    const rows = await db.select().from(outbox);
    expect(rows.every((row) => row.status === 'sent' && row.sentAt !== null)).toBe(true);
  });

  it('fails at once a message whose mailbox the server refuses (550), and delivers the others', async () => {
    await db.delete(outbox);
    const port = await freePort();
    const refusing = await startSmtpSink(port);
    for (const to of ['unknown.person@example.test', 'known@example.test']) {
      await enqueueMail(db, { to, subject: 'Commande', text: 'Texte', html: '<p>Texte</p>', locale: 'fr' }, { idempotencyKey: `refused-${to}` });
    }
    const relay = createRelay({ db, config: { ...loadConfig({}), dataDir, smtpUrl: `smtp://127.0.0.1:${port}` }, log: silent });
    try {
      expect(await relay.runOnce()).toEqual({ queued: 0, sent: 1, retried: 0, failed: 1 });
    } finally {
      await relay.stop();
      await refusing.close();
    }
    const rows = await db.select().from(outbox).orderBy(asc(outbox.id));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['failed', 1],
      ['sent', 1],
    ]);
    expect(rows[0]!.lastError).toMatch(/550/);
    expect(refusing.accepted.map((mail) => mail.to)).toEqual(['known@example.test']);
  });
});
