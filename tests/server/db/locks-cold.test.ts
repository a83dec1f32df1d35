/**
 * Every operation that takes a row lock, answered by a server that has just
 * started (its company cache, catalogue cache and session cache empty) on
 * PGlite, or PostgreSQL with DATABASE_URL. Whatever such an operation reads
 * that is not in memory goes through its own transaction: on PGlite a read
 * on the root database beside the open transaction waited for it, which
 * waited for the read, and the whole server stopped answering (issue 14,
 * case 1: the group's confirmation right after a restart). Such a read now
 * fails at once (server/db/transaction-scope.ts); here every one answers.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLink } from '../../../server/accounts/account-links.ts';
import { families, outbox } from '../../../server/db/schema.ts';
import type { Sender } from '../../../server/outbox/mail-transport.ts';
import { createRelay } from '../../../server/outbox/relay.ts';
import { insertUser } from '../helpers/fixtures.ts';
import { auth, buildAppOn, createTestServer, login, type TestServer } from '../helpers/test-server.ts';
import { createQuote, familyByKey, getQuote, presetAnswers, putQuote, type FamilyInfo } from '../quotes/quote-helpers.ts';
import { pricedQuote, TERMS, validate } from '../orders/validation-helpers.ts';

let server: TestServer;
let user: string; // demo.user: Zwembaden Vlaanderen, member of Benelux Pool Inkoop
let group: string; // demo.group: Benelux Pool Inkoop's administrator (ORDER_CONFIRM)
let desk: string; // demo.staff: the manufacturer (ORDER_DESK, CATALOGUE_EDIT)
let bubble: FamilyInfo;

beforeAll(async () => {
  server = await createTestServer();
  [user, group, desk] = (await Promise.all(['demo.user', 'demo.group', 'demo.staff'].map((name) => login(server.app, name)))) as [string, string, string];
  bubble = await familyByKey(server.app, user, 'bubble');
});
afterAll(() => server?.close());

/** A day `n` days from today (ISO). */
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Fails instead of hanging the test file when the server does not answer. */
function answered<T>(promise: Promise<T>, ms = 15_000): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms (deadlock)`)), ms))]);
}

/** A server started afresh on the same database (every cache cold), closed after `run`. */
async function afterRestart<T>(run: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const app = await buildAppOn(server, {});
  try {
    return await run(app);
  } finally {
    await app.close();
  }
}

/** A bubble-cover quote of demo.user validated into an order that awaits the group's confirmation. */
async function awaitingGroup(): Promise<{ quoteId: number; orderId: number }> {
  const quote = await pricedQuote(server.app, user, { billing: 'group' });
  const response = await validate(server.app, user, quote.id, [TERMS]);
  expect(response.statusCode, response.body).toBe(200);
  const { order } = (response.json() as { data: { order: { id: number; awaiting_confirmation: boolean } } }).data;
  expect(order.awaiting_confirmation).toBe(true);
  return { quoteId: quote.id, orderId: order.id };
}

const decide = (app: FastifyInstance, quoteId: number, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/v1/quote/${quoteId}/confirmation`, headers: auth(group), payload });

describe('a lock taken by a server that has just started', () => {
  it('confirmQuote: the group confirms an order right after a restart (lockQuoteById), and the server goes on answering', async () => {
    const { quoteId } = await awaitingGroup();
    await afterRestart(async (app) => {
      const response = await answered(decide(app, quoteId, { decision: 'confirm' }));
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as { data: { quote: { state: string } } }).data.quote.state).toBe('ordered');
      const health = await answered(app.inject({ method: 'GET', url: '/readyz' }));
      expect(health.statusCode).toBe(200);
    });
  }, 60_000);

  it('confirmQuote: the group sends an order back right after a restart', async () => {
    const { quoteId } = await awaitingGroup();
    await afterRestart(async (app) => {
      const response = await answered(decide(app, quoteId, { decision: 'reject', reason: 'Breedte klopt niet.' }));
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as { data: { quote: { state: string } } }).data.quote.state).toBe('draft');
    });
  }, 60_000);

  it('updateQuote: saves answers right after a restart (lockQuote, catalogueAt in the transaction)', async () => {
    const quote = await createQuote(server.app, user, { family_id: bubble.id });
    const answers = await presetAnswers(server.app, user, bubble.id, 'rect_8x4_blue');
    await afterRestart(async (app) => {
      const response = await answered(putQuote(app, user, quote.id, { answers, version: quote.version }));
      expect(response.statusCode, response.body).toBe(200);
    });
    expect((await getQuote(server.app, user, quote.id)).answers).toEqual(answers);
  }, 60_000);

  it('updateQuoteCustomisation: saves the offer right after a restart (lockQuote)', async () => {
    const quote = await pricedQuote(server.app, user);
    await afterRestart(async (app) => {
      const response = await answered(
        app.inject({ method: 'POST', url: `/api/v1/quote/${quote.id}/customisation`, headers: auth(user), payload: { introduction: 'Beste klant,' } }),
      );
      expect(response.statusCode, response.body).toBe(200);
    });
  }, 60_000);

  it('validateQuote: validates a quote into an order right after a restart (lockQuote, the catalogue read in the transaction)', async () => {
    const quote = await pricedQuote(server.app, user);
    await afterRestart(async (app) => {
      const response = await answered(validate(app, user, quote.id, [TERMS]));
      expect(response.statusCode, response.body).toBe(200);
    });
  }, 60_000);

  it('updateOrder: the order desk changes an order right after a restart (the order row lock)', async () => {
    const { quoteId, orderId } = await awaitingGroup();
    expect((await decide(server.app, quoteId, { decision: 'confirm' })).statusCode).toBe(200);
    await afterRestart(async (app) => {
      const response = await answered(
        app.inject({ method: 'PUT', url: `/api/v1/order/${orderId}`, headers: auth(desk), payload: { manufacture_date: inDays(7), ex_works_date: inDays(14) } }),
      );
      expect(response.statusCode, response.body).toBe(200);
    });
  }, 60_000);

  it('updateFamily: the catalogue’s editor changes a family right after a restart (the family row lock)', async () => {
    const [row] = await server.db.select({ document: families.document }).from(families).where(eq(families.id, bubble.id));
    await afterRestart(async (app) => {
      const response = await answered(app.inject({ method: 'PUT', url: `/api/v1/family/${bubble.id}`, headers: auth(desk), payload: { document: row!.document, active: true } }));
      expect(response.statusCode, response.body).toBe(200);
    });
  }, 60_000);

  it('confirmAccount: a new user sets a password through the subscription link right after a restart (the link row lock, the session tokens revoked)', async () => {
    const newcomer = await insertUser(server.db, 'Zwembaden Vlaanderen', { roleId: 4, passwordHash: null, subscriptionStatus: 'pending' });
    const { token } = await issueLink(server.db, server.config, newcomer.id, 'subscription');
    await afterRestart(async (app) => {
      const response = await answered(
        app.inject({ method: 'POST', url: '/api/v1/account/confirm-account', payload: { token, password: 'Ein langes Passwort 2026', password_confirmation: 'Ein langes Passwort 2026' } }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect((await answered(login(app, newcomer.login, { password: 'Ein langes Passwort 2026' }))).length).toBeGreaterThan(0);
    });
  }, 60_000);

  it('the outbox relay of a process that has just started tells a new order and sends its e-mails (its events and messages taken FOR UPDATE SKIP LOCKED)', async () => {
    const { orderId } = await awaitingGroup();
    const sent: string[] = [];
    const recorder: Sender = { send: async (message) => void sent.push(message.idempotencyKey), close: () => undefined };
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const relay = createRelay({ db: server.db, config: server.config, log: silent, senders: { mail: recorder, webhook: recorder } });
    for (let round = 0; round < 20; round++) {
      const { queued, sent: count } = await answered(relay.runOnce());
      if (queued === 0 && count === 0) break;
    }
    await relay.stop();
    const left = await server.db.select({ key: outbox.idempotencyKey }).from(outbox).where(and(eq(outbox.orderId, orderId), eq(outbox.status, 'pending')));
    expect(left).toEqual([]);
    const told = await server.db.select({ key: outbox.idempotencyKey }).from(outbox).where(eq(outbox.orderId, orderId));
    expect(told.length).toBeGreaterThan(0);
    expect(sent).toEqual(expect.arrayContaining(told.map((row) => row.key)));
  }, 60_000);
});
