/** Account tests: the e-mails queued in the outbox, the links they carry, and calls of the account operations. */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../../server/db/client.ts';
import { outbox } from '../../../server/db/schema.ts';
import { auth, DEMO_PASSWORD } from '../helpers/test-server.ts';

export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: string;
  key: string;
}

/** The e-mails queued for `to`, oldest first. */
export async function mailsTo(db: Database, to: string): Promise<QueuedMail[]> {
  const rows = await db.select().from(outbox).where(eq(outbox.kind, 'mail')).orderBy(asc(outbox.id));
  return rows
    .map((row) => ({ ...(row.payload as Omit<QueuedMail, 'key'>), key: row.idempotencyKey }))
    .filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

export async function lastMailTo(db: Database, to: string): Promise<QueuedMail> {
  const mails = await mailsTo(db, to);
  expect(mails.length, `no e-mail to ${to}`).toBeGreaterThan(0);
  return mails.at(-1)!;
}

/** The link of an account e-mail and its token (the text part carries the address on its own). */
export function linkOf(mail: QueuedMail): { url: URL; token: string } {
  const match = /https?:\/\/\S+\/user\/subscription\?\S+/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  const url = new URL(match![0]);
  expect(mail.html).toContain(match![0].replace(/&/g, '&amp;'));
  return { url, token: url.searchParams.get('token')! };
}

export function confirm(app: FastifyInstance, token: string, password: string, confirmation = password, headers: Record<string, string> = {}, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/account/confirm-account',
    payload: { token, password, password_confirmation: confirmation },
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export function createUserAs(app: FastifyInstance, token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/v1/user', payload: body, headers: { ...auth(token), ...headers } });
}

export function deleteUserAs(app: FastifyInstance, token: string, id: number, password = DEMO_PASSWORD) {
  return app.inject({ method: 'DELETE', url: `/api/v1/user/${id}`, payload: { password }, headers: auth(token) });
}

let counter = 0;
/** A new user's body for `companyId`, with a login and e-mail of its own. */
export function newUserBody(companyId: number, values: Record<string, unknown> = {}) {
  counter += 1;
  const login = `new.user.${counter}.${process.pid}`;
  return { company_id: companyId, civility: 'mrs', first_name: 'Anna', last_name: `Nieuw ${counter}`, email: `${login}@example.com`, login, role_id: 2, locale: 'nl', ...values };
}

export const STRONG_PASSWORD = 'Kalkoen-Vijver-42';
