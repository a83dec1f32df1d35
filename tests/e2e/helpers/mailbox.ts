/**
 * The e-mails the e2e server sends: the relay writes each as an .eml file
 * into DATA_DIR/mail (inject('dataDir')). Reads them as a mail client would:
 * headers unfolded, encoded words and quoted-printable bodies decoded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, inject } from 'vitest';

export interface ReceivedMail {
  file: string;
  to: string;
  subject: string;
  /** The whole message with its quoted-printable parts decoded (text and HTML). */
  body: string;
}

function decodeWords(value: string): string {
  return value.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_whole, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function header(raw: string, name: string): string {
  const unfolded = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return decodeWords(line?.slice(name.length + 1).trim() ?? '');
}

export function readMails(): ReceivedMail[] {
  const dir = path.join(inject('dataDir'), 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.eml') && !file.startsWith('.'))
    .sort()
    .map((file) => {
      const raw = fs.readFileSync(path.join(dir, file), 'latin1');
      return { file, to: header(raw, 'To'), subject: header(raw, 'Subject'), body: decodeQuotedPrintable(raw) };
    });
}

/** Waits (the relay sends about every second) for the latest e-mail to `to` whose subject matches. */
export async function waitForMail(to: string, subject: string | RegExp, timeoutMs = 20_000): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = readMails()
          .filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()) && (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)))
          .at(-1);
        return found !== undefined;
      },
      { timeout: timeoutMs, interval: 250 },
    )
    .toBe(true);
  return found!;
}

/** The link of an account e-mail (subscription or reset): `/{locale}/user/subscription?token=…`. */
export function accountLink(mail: ReceivedMail): URL {
  const match = /https?:\/\/[^\s"<>]+\/user\/subscription\?[^\s"<>]+/.exec(mail.body);
  expect(match, mail.body).not.toBeNull();
  return new URL(match![0].replace(/&amp;/g, '&'));
}
