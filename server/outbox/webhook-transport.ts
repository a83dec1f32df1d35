/**
 * ERP events: each is POSTed as JSON to ORDER_WEBHOOK_URL with
 * - `X-Webhook-Timestamp`: Unix seconds of the attempt;
 * - `X-Webhook-Signature`: `v1=` + hex HMAC-SHA256 of `<timestamp>.<body>`
 *   keyed with ORDER_WEBHOOK_SECRET (reject a stale timestamp to stop replays);
 * - `Idempotency-Key`: `order-event-<id>`, the same on every attempt (the
 *   receiver keeps the keys it has handled and ignores a repeat).
 * Any 2xx is delivered; anything else, or no answer within 15 s, is retried.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { QueuedMessage, Sender } from './mail-transport.ts';

const TIMEOUT_MS = 15_000;

export const WEBHOOK_HEADERS = {
  timestamp: 'x-webhook-timestamp',
  signature: 'x-webhook-signature',
  idempotencyKey: 'idempotency-key',
  event: 'x-webhook-event',
} as const;

/** `v1=<hex>`: the signature of `body` sent at `timestamp` (Unix seconds). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver checks: the signature matches and the timestamp is within `toleranceSeconds` of `now`. */
export function verifyWebhook(secret: string, headers: { timestamp?: string; signature?: string }, body: string, now = Date.now(), toleranceSeconds = 300): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceSeconds || !headers.signature) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(headers.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function webhookSender(url: string, secret: string, clock: () => Date = () => new Date()): Sender {
  return {
    async send(message: QueuedMessage) {
      const body = JSON.stringify(message.payload);
      const timestamp = Math.floor(clock().getTime() / 1000);
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signWebhook(secret, timestamp, body),
          [WEBHOOK_HEADERS.idempotencyKey]: message.idempotencyKey,
          [WEBHOOK_HEADERS.event]: String(message.payload.type ?? ''),
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // the answer's body is not needed; reading it frees the connection
      const text = await response.text().catch(() => '');
      if (!response.ok) throw new Error(`HTTP ${response.status} ${text.slice(0, 200)}`.trim());
    },
    close() {},
  };
}
