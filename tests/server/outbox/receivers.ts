/**
 * Real receivers on 127.0.0.1 for the relay's tests: an SMTP server
 * (smtp-server) and an ERP webhook endpoint that checks signatures and
 * de-duplicates on the Idempotency-Key, as the README asks receivers to.
 */
import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import { verifyWebhook, WEBHOOK_HEADERS } from '../../../server/outbox/webhook-transport.ts';

export { freePort } from '../../../scripts/bench-api/children.ts';

export interface ReceivedMail {
  messageId: string;
  to: string;
  raw: string;
}

export interface SmtpSink {
  /** Every message the server accepted (answered 250), repeats included. */
  accepted: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * An SMTP server on `port`. `beforeAccept` runs once a message's data is in,
 * before the server answers: it may wait, or stop the sending process.
 * Answering "accepted" happens only when it resolves true.
 */
export async function startSmtpSink(port: number, beforeAccept: (mail: ReceivedMail, index: number) => Promise<boolean> | boolean = () => true): Promise<SmtpSink> {
  const accepted: ReceivedMail[] = [];
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      // a mailbox that does not exist: refused for good
      callback(address.address.startsWith('unknown') ? Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = {
          messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '',
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          raw,
        };
        const index = received++;
        void Promise.resolve(beforeAccept(mail, index)).then((accept) => {
          if (!accept) return; // the client is gone: no answer
          accepted.push(mail);
          callback();
        });
      });
    },
  });
  server.on('error', () => undefined); // a client that disappears mid-message
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface WebhookDelivery {
  key: string;
  body: string;
  validSignature: boolean;
  /** A key already handled: acknowledged without acting again. */
  repeat: boolean;
}

export interface WebhookReceiver {
  url: string;
  deliveries: WebhookDelivery[];
  /** Keys acted upon, once each. */
  handled: Set<string>;
  /** Answers 503 to the next `count` requests (up but failing). */
  failNext(count: number): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(port: number, secret: string, now: () => number): Promise<WebhookReceiver> {
  const deliveries: WebhookDelivery[] = [];
  const handled = new Set<string>();
  let failing = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (failing > 0) {
        failing--;
        response.writeHead(503).end('busy');
        return;
      }
      const key = String(request.headers[WEBHOOK_HEADERS.idempotencyKey] ?? '');
      const validSignature = verifyWebhook(
        secret,
        { timestamp: request.headers[WEBHOOK_HEADERS.timestamp] as string, signature: request.headers[WEBHOOK_HEADERS.signature] as string },
        body,
        now(),
      );
      const repeat = handled.has(key);
      deliveries.push({ key, body, validSignature, repeat });
      if (!validSignature) {
        response.writeHead(401).end('bad signature');
        return;
      }
      handled.add(key);
      response.writeHead(repeat ? 200 : 202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/erp/order-events`,
    deliveries,
    handled,
    failNext(count) {
      failing = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
