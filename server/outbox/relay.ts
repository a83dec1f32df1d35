/**
 * The outbox relay, started by every server process (server/main.ts): each
 * round it turns the orders' new events into messages (order-notifier.ts),
 * then takes due messages one by one (FOR UPDATE SKIP LOCKED: safe with any
 * number of processes on one PostgreSQL), sends each and marks it sent
 * before taking the next. A failed attempt is retried with exponential
 * back-off for 48 hours (backoff.ts), then the message is failed until the
 * order desk resends it.
 *
 * Exactly-once, as far as it goes: a message is reserved while it is sent
 * (OUTBOX_LEASE_SECONDS); a process killed between the receiver's acceptance
 * and the mark leaves that one message to be sent again once the lease is
 * over. ERP receivers drop the repeat by its Idempotency-Key; an e-mail keeps
 * its Message-ID (and an .eml file its name), so the window is at most one
 * duplicate per crash and per process, documented in README.
 */
import path from 'node:path';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { emlSender, PermanentSendError, smtpSender, type Sender } from './mail-transport.ts';
import { queueOrderEventMessages } from './order-notifier.ts';
import type { RelayLogger } from './relay-logger.ts';
import { claimNext, countPending, markAttemptFailed, markSent, type OutboxKind } from './outbox-queue.ts';
import { webhookSender } from './webhook-transport.ts';

export type { RelayLogger } from './relay-logger.ts';

export type RelayConfig = Pick<
  ServerConfig,
  'dataDir' | 'smtpUrl' | 'mailFrom' | 'orderWebhookUrl' | 'orderWebhookSecret' | 'outboxLeaseSeconds' | 'publicUrl'
>;


export interface RelayOptions {
  db: Database;
  config: RelayConfig;
  log: RelayLogger;
  /** The relay's time (tests inject one to walk through the 48 hours). */
  clock?: () => Date;
  /** Pause between rounds with nothing left to send (default 1 s). */
  pollMs?: number;
  /** Messages sent at most per round (default 50); events of at most as many orders are queued. */
  batchSize?: number;
  /** Replaces the configured transports (tests). */
  senders?: { mail?: Sender; webhook?: Sender | null };
}

export interface RelayRound {
  /** Messages queued from order events. */
  queued: number;
  sent: number;
  /** Failed attempts that will be retried. */
  retried: number;
  /** Messages given up (48 hours over, or refused for good). */
  failed: number;
}

export interface Relay {
  start(): void;
  /** Stops after the message being sent, if any; resolves once the relay is idle and its transports closed. */
  stop(): Promise<void>;
  /** One round, awaited (tests drive the relay with it instead of start). */
  runOnce(): Promise<RelayRound>;
}

export function createRelay(options: RelayOptions): Relay {
  const { db, config, log } = options;
  const clock = options.clock ?? (() => new Date());
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 50;
  const mail = options.senders?.mail ?? (config.smtpUrl ? smtpSender(config.smtpUrl, config.mailFrom) : emlSender(path.join(config.dataDir, 'mail'), config.mailFrom));
  const webhook =
    options.senders?.webhook !== undefined
      ? options.senders.webhook
      : config.orderWebhookUrl && config.orderWebhookSecret
        ? webhookSender(config.orderWebhookUrl, config.orderWebhookSecret, clock)
        : null;
  // ERP events wait in the outbox while no receiver is configured (README, "ERP events")
  const kinds: OutboxKind[] = webhook ? ['mail', 'webhook'] : ['mail'];
  const senders: Record<OutboxKind, Sender | null> = { mail, webhook };

  let running = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;

  async function runOnce(): Promise<RelayRound> {
    const round: RelayRound = { queued: 0, sent: 0, retried: 0, failed: 0 };
    try {
      round.queued = await queueOrderEventMessages(db, { publicUrl: config.publicUrl, now: clock(), maxOrders: batchSize, log });
    } catch (error) {
      log.error({ err: error }, 'outbox relay: order events could not be turned into messages; trying again next round');
    }
    // a transport that failed is not tried again in the same round (its other messages wait their turn)
    let open = [...kinds];
    for (let taken = 0; taken < batchSize && open.length > 0; taken++) {
      const now = clock();
      const row = await claimNext(db, open, now, new Date(now.getTime() + config.outboxLeaseSeconds * 1000));
      if (!row) break;
      let failure: unknown = null;
      try {
        await senders[row.kind]!.send(row);
      } catch (error) {
        failure = error;
      }
      if (failure === null) {
        // a database error here leaves the message reserved: it goes out again after its lease (README)
        await markSent(db, row.id, clock());
        round.sent++;
      } else {
        const permanent = failure instanceof PermanentSendError;
        const message = (failure as Error).message || String(failure);
        const status = await markAttemptFailed(db, row, message, clock(), permanent);
        if (status === 'failed') round.failed++;
        else round.retried++;
        log[status === 'failed' ? 'error' : 'warn'](
          { outboxId: row.id, kind: row.kind, key: row.idempotencyKey, attempts: row.attempts, error: message },
          status === 'failed' ? 'outbox relay: message failed, the order desk can resend it' : 'outbox relay: sending failed, will retry',
        );
        if (!permanent) open = open.filter((kind) => kind !== row.kind);
      }
      if (!running && loop) break;
    }
    return round;
  }

  async function run() {
    while (running) {
      let busy = false;
      try {
        const round = await runOnce();
        busy = round.sent + round.retried + round.failed >= batchSize || round.queued >= batchSize;
      } catch (error) {
        log.warn({ err: error }, 'outbox relay: round interrupted (database unavailable?); trying again');
      }
      if (!running) break;
      if (!busy) await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      void describe();
      loop = run();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      loop = null;
      mail.close();
      webhook?.close();
    },
    runOnce,
  };

  async function describe() {
    // the host only: the URL may carry the SMTP password
    const mailTo = config.smtpUrl ? `SMTP ${URL.parse(config.smtpUrl)?.host ?? '(unreadable SMTP_URL)'}` : `.eml files in ${path.join(config.dataDir, 'mail')}`;
    log.info(`outbox relay started: e-mails to ${mailTo}; ERP events ${webhook ? `to ${config.orderWebhookUrl}` : 'kept in the outbox (ORDER_WEBHOOK_URL is not set)'}`);
    if (!webhook) {
      const waiting = await countPending(db, 'webhook').catch(() => 0);
      if (waiting > 0) log.warn(`outbox relay: ${waiting} ERP event(s) wait for ORDER_WEBHOOK_URL to be set`);
    }
  }
}
