/** listFailedMessages and resendMessage: the order desk's failed messages, its permission, the resend. */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../server/db/schema.ts';
import type { Sender } from '../../../server/outbox/mail-transport.ts';
import { enqueueMail, enqueueWebhook } from '../../../server/outbox/outbox.ts';
import { createRelay } from '../../../server/outbox/relay.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { insertOrder, type OrderFixture } from './order-fixture.ts';

let server: TestServer;
let staff: string;
let order: OrderFixture;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await createTestServer();
  staff = await login(server.app, 'demo.staff');
  order = await insertOrder(server.db, { billing: 'direct' });
  const mail = { to: 'emma.peeters@example.test', subject: `Your order ${order.number} is recorded`, text: 'secret text', html: '<p>secret html</p>', locale: 'en' as const };
  await enqueueMail(server.db, mail, { idempotencyKey: 'order-event-1-mail-4', orderId: order.orderId });
  await enqueueWebhook(server.db, { id: 'order-event-1', type: 'validated' }, { idempotencyKey: 'order-event-1', orderId: order.orderId });
  await enqueueMail(server.db, { ...mail, subject: 'Complete your registration', text: 'token link' }, { idempotencyKey: 'account-link-9' });
  await enqueueMail(server.db, { ...mail, subject: 'Still pending' }, { idempotencyKey: 'pending-1' });
  for (const row of await server.db.select().from(outbox)) ids[row.idempotencyKey] = row.id;
  await server.db
    .update(outbox)
    .set({ status: 'failed', attempts: 55, firstAttemptAt: new Date(Date.now() - 49 * 3600_000), lastError: 'connect ECONNREFUSED 127.0.0.1:25' })
    .where(inArray(outbox.idempotencyKey, ['order-event-1-mail-4', 'order-event-1', 'account-link-9']));
});
afterAll(() => server.close());

const list = (token: string, query = '') => server.app.inject({ method: 'GET', url: `/api/v1/outbox/failed${query}`, headers: auth(token) });
const resend = (token: string, id: number, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: `/api/v1/outbox/${id}/resend`, headers: { ...auth(token), ...headers } });

describe('failed messages on the order desk', () => {
  it('lists the failed messages, newest first, with their order and without their bodies', async () => {
    const response = await list(staff);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { data: Record<string, unknown>[]; meta: unknown };
    expect(body.meta).toEqual({ page: 1, per_page: 25, total: 3 });
    expect(body.data.map((m) => m.id)).toEqual([ids['account-link-9'], ids['order-event-1'], ids['order-event-1-mail-4']]);
    expect(body.data[2]).toEqual({
      id: ids['order-event-1-mail-4'],
      kind: 'mail',
      status: 'failed',
      order: { id: order.orderId, number: order.number },
      recipient: 'emma.peeters@example.test',
      subject: `Your order ${order.number} is recorded`,
      event_type: null,
      attempts: 55,
      last_error: 'connect ECONNREFUSED 127.0.0.1:25',
      created_at: expect.any(String),
      first_attempt_at: expect.any(String),
    });
    expect(body.data[1]).toMatchObject({ kind: 'webhook', recipient: null, subject: null, event_type: 'validated', order: { number: order.number } });
    expect(body.data[0]).toMatchObject({ kind: 'mail', order: null, subject: 'Complete your registration' });
    expect(response.body).not.toMatch(/secret|token link/);
    const second = (await list(staff, '?page=2&per_page=1')).json() as { data: { id: number }[]; meta: unknown };
    expect(second).toMatchObject({ data: [{ id: ids['order-event-1'] }], meta: { page: 2, per_page: 1, total: 3 } });
  });

  it('is for the order desk only', async () => {
    for (const user of ['demo.group', 'demo.user', 'demo.admin']) {
      const token = await login(server.app, user);
      expectError(await list(token), 403, 'forbidden');
      expectError(await resend(token, ids['order-event-1']!), 403, 'forbidden');
    }
  });

  it('puts a failed message back in the queue, which the relay then sends; a second resend is refused', async () => {
    const response = await resend(staff, ids['order-event-1-mail-4']!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { status: 'pending', attempts: 0, last_error: null, first_attempt_at: null } });
    const again = expectError(await resend(staff, ids['order-event-1-mail-4']!, { 'x-locale': 'de' }), 409, 'message_not_failed');
    expect(again.error.message).toContain('nicht fehlgeschlagen');
    expectError(await resend(staff, ids['pending-1']!), 409, 'message_not_failed');
    expectError(await resend(staff, 999_999), 404, 'not_found');
    expect(((await list(staff)).json() as { meta: { total: number } }).meta.total).toBe(2);

    const sent: string[] = [];
    const sender: Sender = { send: async (m) => void sent.push(m.idempotencyKey), close: () => undefined };
    const relay = createRelay({ db: server.db, config: server.config, log: { info: () => undefined, warn: () => undefined, error: () => undefined }, senders: { mail: sender, webhook: null } });
    await relay.runOnce();
    await relay.stop();
    expect(sent).toContain('order-event-1-mail-4');
    const [row] = await server.db.select().from(outbox).where(eq(outbox.id, ids['order-event-1-mail-4']!));
    expect([row!.status, row!.attempts]).toEqual(['sent', 1]);
  });
});
