/**
 * The real flow into the relay: a quote validated through the API (billed
 * through a trading group) gives, once the relay has run, an .eml file to
 * its author in English and one to the group's administrator in Dutch, and
 * an ERP event kept for when a receiver is configured.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../../server/db/schema.ts';
import { createRelay } from '../../../server/outbox/relay.ts';
import { createTestServer, login, type TestServer } from '../helpers/test-server.ts';
import { pricedQuote, TERMS, validate } from '../orders/validation-helpers.ts';

let server: TestServer;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-validation-mails-'));

beforeAll(async () => {
  server = await createTestServer({ dataDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a validation, told by the relay', () => {
  it('writes the author’s e-mail in English and the group administrator’s in Dutch, and keeps the ERP event', async () => {
    const token = await login(server.app, 'demo.user');
    const quote = await pricedQuote(server.app, token, { billing: 'group' });
    const response = await validate(server.app, token, quote.id, [TERMS]);
    expect(response.statusCode, response.body).toBe(200);
    const order = (response.json() as { data: { order: { id: number; number: string } } }).data.order;

    const relay = createRelay({ db: server.db, config: server.config, log: { info: () => undefined, warn: () => undefined, error: () => undefined } });
    expect(await relay.runOnce()).toEqual({ queued: 3, sent: 2, retried: 0, failed: 0 });
    await relay.stop();

    const people = await server.db.select({ login: users.login, email: users.email }).from(users).where(inArray(users.login, ['demo.user', 'demo.group']));
    const emailOf = Object.fromEntries(people.map((p) => [p.login, p.email]));
    const files = fs.readdirSync(path.join(dataDir, 'mail')).map((name) => fs.readFileSync(path.join(dataDir, 'mail', name), 'utf8'));
    expect(files).toHaveLength(2);
    const author = files.find((raw) => raw.includes(`To: ${emailOf['demo.user']}`))!;
    const admin = files.find((raw) => raw.includes(`To: ${emailOf['demo.group']}`))!;
    expect(author).toMatch(/^Content-Language: en$/m);
    expect(admin).toMatch(/^Content-Language: nl$/m);

    const rows = await server.db.select().from(outbox).where(eq(outbox.orderId, order.id));
    const subjects = rows.filter((r) => r.kind === 'mail').map((r) => r.payload.subject);
    expect(subjects.sort()).toEqual([`Bestelling ${order.number} wacht op uw bevestiging`, `Your order ${order.number} is recorded`]);
    const hook = rows.find((r) => r.kind === 'webhook')!;
    expect([hook.status, hook.attempts]).toEqual(['pending', 0]);
    expect(hook.payload).toMatchObject({ type: 'validated', order: { number: order.number, awaiting_confirmation: true, type: 'group' } });
    expect((hook.payload.order as { lines: unknown[] }).lines.length).toBeGreaterThan(0);
  });
});
