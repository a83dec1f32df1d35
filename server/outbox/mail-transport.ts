/**
 * Where e-mails go: `.eml` files written atomically into DATA_DIR/mail (the
 * default), or an SMTP server through nodemailer when SMTP_URL is set. Each
 * message carries a Message-ID made from its idempotency key, so that a
 * message sent twice (a crash between sending and marking it sent) is the
 * same message to the receiving side; a file is named after its outbox row,
 * so writing it again replaces it.
 */
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { MailMessage } from './outbox.ts';

export interface QueuedMessage {
  id: number;
  idempotencyKey: string;
  payload: Record<string, unknown>;
}

/** A refusal that no retry will change (e.g. SMTP 550 mailbox unavailable): the message fails at once. */
export class PermanentSendError extends Error {}

export interface Sender {
  /** Sends one message; throws when it was not accepted. */
  send(message: QueuedMessage): Promise<void>;
  close(): void;
}

const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/** `order-event-12-mail-3` -> a name safe in a file name and a Message-ID. */
function slug(key: string): string {
  return key.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 120);
}

function mailOptions(message: QueuedMessage, from: string) {
  const mail = message.payload as unknown as MailMessage;
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${slug(message.idempotencyKey)}@${domain}>`,
    headers: { 'Content-Language': mail.locale, 'X-Idempotency-Key': message.idempotencyKey },
  };
}

/** The `.eml` file of an outbox row inside `dir`. */
export function emlFileName(message: Pick<QueuedMessage, 'id' | 'idempotencyKey'>): string {
  return `${String(message.id).padStart(8, '0')}-${slug(message.idempotencyKey)}.eml`;
}

/** Writes each message as an .eml file: to a temporary name, flushed to disk, then renamed. */
export function emlSender(dir: string, from: string): Sender {
  return {
    async send(message) {
      const raw = await new MailComposer(mailOptions(message, from)).compile().build();
      await fs.promises.mkdir(dir, { recursive: true });
      const target = path.join(dir, emlFileName(message));
      const temporary = path.join(dir, `.${emlFileName(message)}.${process.pid}.tmp`);
      const handle = await fs.promises.open(temporary, 'w');
      try {
        await handle.writeFile(raw);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.promises.rename(temporary, target);
      const folder = await fs.promises.open(dir, 'r');
      try {
        await folder.sync();
      } finally {
        await folder.close();
      }
    },
    close() {},
  };
}

/** Sends through the SMTP server of `url` (one connection per message, bounded waits). */
export function smtpSender(url: string, from: string): Sender {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    async send(message) {
      try {
        await transport.sendMail(mailOptions(message, from));
      } catch (error) {
        const { responseCode, command } = error as { responseCode?: number; command?: string };
        // a 5xx to this message's recipient or content (unknown mailbox, refused content): retrying
        // sends the same refusal. A 5xx elsewhere (greeting, sign-in, sender) is the server's
        // configuration, to be fixed while the messages wait.
        if (responseCode !== undefined && responseCode >= 500 && (command === 'RCPT TO' || command === 'DATA')) {
          throw new PermanentSendError((error as Error).message);
        }
        throw error;
      }
    },
    close() {
      transport.close();
    },
  };
}
