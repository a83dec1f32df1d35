/**
 * The relay in one process, on a database of its own: .eml files, the
 * back-off schedule and the 48-hour failure on an injected clock, refusals
 * for good, ERP events kept while no receiver is configured, a message left
 * by a dead process, two relays on one database, start and stop.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase, type Database } from '../../../server/db/client.ts';
import { outbox } from '../../../server/db/schema.ts';
import { RETRY_WINDOW_MS } from '../../../server/outbox/backoff.ts';
import { PermanentSendError, type QueuedMessage, type Sender } from '../../../server/outbox/mail-transport.ts';
import { enqueueMail, enqueueWebhook } from '../../../server/outbox/outbox.ts';
import { claimNext } from '../../../server/outbox/outbox-queue.ts';
import { createRelay, type RelayOptions } from '../../../server/outbox/relay.ts';
import { createPostgresDatabase, createTestDatabase, usesPostgres } from '../helpers/test-server.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
let db: Database;
let dispose: () => Promise<void>;
let dataDir: string;

beforeAll(async () => {
  const created = await createTestDatabase({ seed: false });
  db = created.database.db;
  dispose = created.dispose;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-relay-'));
});
afterAll(async () => {
  await dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.delete(outbox);
});

const config = () => ({ ...loadConfig({}), dataDir, outboxLeaseSeconds: 60 });

function relay(options: Partial<RelayOptions> = {}) {
  return createRelay({ db, config: config(), log: silent, ...options });
}

function queueMails(count: number, prefix = 'm') {
  return queueMailsInto(db, count, prefix);
}

async function queueMailsInto(target: Database, count: number, prefix = 'm') {
  for (let i = 0; i < count; i++) {
    await enqueueMail(target, { to: `user${i}@example.test`, subject: `Sujet n°${i} – é`, text: `Texte ${i}`, html: `<p>HTML ${i}</p>`, locale: 'fr' }, { idempotencyKey: `${prefix}-${i}` });
  }
}

const rows = () => db.select().from(outbox).orderBy(asc(outbox.id));

/** A sender that records what it was given and fails while `failing` says so. */
function recorder(failing: (message: QueuedMessage) => Error | null = () => null) {
  const sent: string[] = [];
  const sender: Sender = {
    async send(message) {
      const error = failing(message);
      if (error) throw error;
      sent.push(message.idempotencyKey);
    },
    close() {},
  };
  return { sent, sender };
}

describe('outbox relay', () => {
  it('writes each e-mail as an .eml file (text and HTML, Message-ID from its key) and marks it sent', async () => {
    await queueMails(3);
    const round = await relay().runOnce();
    expect(round).toEqual({ queued: 0, sent: 3, retried: 0, failed: 0 });
    const files = fs.readdirSync(path.join(dataDir, 'mail')).sort();
    expect(files).toEqual((await rows()).map((row, i) => `${String(row.id).padStart(8, '0')}-m-${i}.eml`));
    const raw = fs.readFileSync(path.join(dataDir, 'mail', files[0]!), 'utf8');
    expect(raw).toMatch(/^To: user0@example\.test$/m);
    expect(raw).toMatch(/^From: Pool Configurator <no-reply@localhost>$/m);
    expect(raw).toMatch(/^Message-ID: <m-0@localhost>$/m);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(fs.readdirSync(path.join(dataDir, 'mail')).filter((f) => f.startsWith('.'))).toEqual([]);
    expect((await rows()).map((r) => [r.status, r.attempts, r.sentAt !== null])).toEqual([
      ['sent', 1, true],
      ['sent', 1, true],
      ['sent', 1, true],
    ]);
    expect((await relay().runOnce()).sent).toBe(0);
  });

  it('retries with exponential back-off for 48 hours from the first attempt, then marks the message failed', async () => {
    await queueMails(1);
    // the clock starts just after the rows were queued (their first attempt is due at once)
    let now = new Date(Date.now() + 1000);
    const first = now;
    const { sender } = recorder(() => new Error('connect ECONNREFUSED 127.0.0.1:2525'));
    const r = relay({ clock: () => now, senders: { mail: sender, webhook: null } });
    const waits: number[] = [];
    for (let round = 0; round < 200; round++) {
      const result = await r.runOnce();
      const [row] = await rows();
      if (row!.status === 'failed') {
        expect(result.failed).toBe(1);
        break;
      }
      expect(result.retried).toBe(1);
      // nothing happens before the next attempt is due
      now = new Date(row!.nextAttemptAt.getTime() - 1000);
      expect(await r.runOnce()).toEqual({ queued: 0, sent: 0, retried: 0, failed: 0 });
      waits.push(row!.nextAttemptAt.getTime() - now.getTime() - 1000);
      now = row!.nextAttemptAt;
    }
    const [row] = await rows();
    expect(row!.status).toBe('failed');
    expect(row!.lastError).toContain('ECONNREFUSED');
    expect(row!.firstAttemptAt).toEqual(first);
    expect(now.getTime() - first.getTime()).toBe(RETRY_WINDOW_MS);
    expect(row!.attempts).toBe(55);
  });

  it('fails at once a message the receiver refuses for good', async () => {
    await queueMails(2);
    const { sender, sent } = recorder((m) => (m.idempotencyKey === 'm-0' ? new PermanentSendError('550 5.1.1 mailbox unavailable') : null));
    expect(await relay({ senders: { mail: sender, webhook: null } }).runOnce()).toEqual({ queued: 0, sent: 1, retried: 0, failed: 1 });
    expect(sent).toEqual(['m-1']);
    expect((await rows()).map((r) => [r.status, r.lastError])).toEqual([
      ['failed', '550 5.1.1 mailbox unavailable'],
      ['sent', null],
    ]);
  });

  it('keeps ERP events untouched while no receiver is configured, and sends them once one is', async () => {
    await enqueueWebhook(db, { type: 'validated' }, { idempotencyKey: 'order-event-1' });
    await queueMails(1);
    const mail = recorder();
    expect((await relay({ senders: { mail: mail.sender } }).runOnce()).sent).toBe(1);
    const [hook] = (await rows()).filter((r) => r.kind === 'webhook');
    expect([hook!.status, hook!.attempts, hook!.firstAttemptAt]).toEqual(['pending', 0, null]);
    const erp = recorder();
    expect((await relay({ senders: { mail: mail.sender, webhook: erp.sender } }).runOnce()).sent).toBe(1);
    expect(erp.sent).toEqual(['order-event-1']);
  });

  it('sends again, once its lease is over, a message taken by a process that died while sending it', async () => {
    await queueMails(1);
    const now = new Date(Date.now() + 1000);
    expect(await claimNext(db, ['mail'], now, new Date(now.getTime() + 60_000))).not.toBeNull();
    const { sender, sent } = recorder();
    expect((await relay({ clock: () => new Date(now.getTime() + 59_000), senders: { mail: sender } }).runOnce()).sent).toBe(0);
    expect((await relay({ clock: () => new Date(now.getTime() + 60_000), senders: { mail: sender } }).runOnce()).sent).toBe(1);
    expect(sent).toEqual(['m-0']);
    expect((await rows())[0]!.attempts).toBe(2);
  });

  it('with two relays on one database, sends each message once', async () => {
    // on PostgreSQL each relay has its own pool, as two processes would; PGlite is one process by design
    const shared = usesPostgres ? await createPostgresDatabase() : null;
    const first = shared ? await openDatabase({ kind: 'postgres', url: shared.url }) : null;
    const other = shared ? await openDatabase({ kind: 'postgres', url: shared.url }) : null;
    if (first) {
      await first.migrate();
      await queueMailsInto(first.db, 40);
    } else await queueMails(40);
    const sent: string[] = [];
    const slow: Sender = {
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, 2 + (message.id % 5)));
        sent.push(message.idempotencyKey);
      },
      close() {},
    };
    const a = createRelay({ db: first?.db ?? db, config: config(), log: silent, senders: { mail: slow }, batchSize: 5 });
    const b = createRelay({ db: other?.db ?? db, config: config(), log: silent, senders: { mail: slow }, batchSize: 5 });
    const drain = async (r: typeof a) => {
      let total = 0;
      for (let i = 0; i < 100; i++) {
        const round = await r.runOnce();
        total += round.sent;
        if (round.sent === 0) break;
      }
      return total;
    };
    const [fromA, fromB] = await Promise.all([drain(a), drain(b)]);
    const after = await (first?.db ?? db).select().from(outbox).orderBy(asc(outbox.id));
    await other?.close();
    await first?.close();
    await shared?.drop();
    expect(fromA + fromB).toBe(40);
    expect(fromA).toBeGreaterThan(0);
    expect(fromB).toBeGreaterThan(0);
    expect(new Set(sent).size).toBe(40);
    expect(sent).toHaveLength(40);
    expect(after.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('runs by itself once started and stops cleanly', async () => {
    const { sender, sent } = recorder();
    const r = relay({ senders: { mail: sender }, pollMs: 20 });
    r.start();
    await queueMails(3, 'live');
    for (let i = 0; i < 200 && sent.length < 3; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    await r.stop();
    expect(sent).toEqual(['live-0', 'live-1', 'live-2']);
    await queueMails(1, 'after');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toHaveLength(3);
    const [row] = await db.select().from(outbox).where(eq(outbox.idempotencyKey, 'after-0'));
    expect(row!.status).toBe('pending');
  });
});
