/**
 * Validating several quotes of a project in one step (issue 32, item 4):
 * each quote through validateQuote's use case on its own path (the group's
 * confirmation, the order desk), one refusal not stopping the others, each
 * quote at most one order however often and however concurrently it is
 * asked; the orders' e-mails and ERP events carry the project's number.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/generated/api.ts';
import { orders, outbox } from '../../../server/db/schema.ts';
import { queueOrderEventMessages } from '../../../server/outbox/order-notifier.ts';
import type { MailMessage } from '../../../server/outbox/outbox.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { createQuote, familyByKey, presetAnswers, putQuote, type FamilyInfo, type QuoteBody } from '../quotes/quote-helpers.ts';
import { createProject, type ProjectBody } from './project-helpers.ts';

type Result = components['schemas']['ProjectValidationResult'];

let server: TestServer;
let user: string; // demo.user: Zwembaden Vlaanderen, member of Benelux Pool Inkoop, English
let junior: string; // demo.junior: no QUOTE_VALIDATE
let bubble: FamilyInfo;

beforeAll(async () => {
  server = await createTestServer();
  user = await login(server.app, 'demo.user');
  junior = await login(server.app, 'demo.junior');
  bubble = await familyByKey(server.app, user, 'bubble');
});
afterAll(() => server?.close());

async function pricedFromProject(project: ProjectBody, extra: Record<string, unknown> = {}): Promise<QuoteBody> {
  const quote = await createQuote(server.app, user, { family_id: bubble.id, project_id: project.id, ...extra });
  const preset = await presetAnswers(server.app, user, bubble.id, 'rect_8x4_blue');
  const response = await putQuote(server.app, user, quote.id, { answers: { ...preset, ...quote.answers } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: QuoteBody }).data;
}

const validate = (projectId: number, payload: unknown, token = user) =>
  server.app.inject({ method: 'POST', url: `/api/v1/project/${projectId}/validation`, headers: auth(token), payload: payload as object });

const results = async (projectId: number, payload: unknown) => {
  const response = await validate(projectId, payload);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { results: Result[] } }).data.results;
};

const ordersOf = (quoteIds: number[]) => server.db.select().from(orders).where(inArray(orders.quoteId, quoteIds));

describe('validateProjectQuotes', () => {
  it('makes one order per quote on its own path, reports each refusal, and carries the project number to e-mails and ERP events', async () => {
    const project = await createProject(server.app, user, { name: 'Villa Maes' });
    const grouped = await pricedFromProject(project);
    const direct = await pricedFromProject(project, { billing: 'direct' });
    const incomplete = await createQuote(server.app, user, { family_id: bubble.id, project_id: project.id });
    const elsewhere = await createQuote(server.app, user, { family_id: bubble.id });
    const answered = await results(project.id, { quote_ids: [grouped.id, direct.id, incomplete.id, elsewhere.id], accept_terms: true, order_reference: 'Maes 2026' });
    expect(answered.map((r) => [r.quote_id, r.quote_state, r.already_validated, r.error?.code ?? null])).toEqual([
      [grouped.id, 'pending_confirmation', false, null],
      [direct.id, 'ordered', false, null],
      [incomplete.id, 'draft', false, 'quote_incomplete'],
      [elsewhere.id, null, false, 'not_found'],
    ]);
    expect(answered[2]!.error!.message).toBe('The quote is incomplete: answer the required questions of every step before validating it.');
    const made = await ordersOf([grouped.id, direct.id, incomplete.id, elsewhere.id]);
    expect(made.map((o) => o.id).sort()).toEqual([answered[0]!.order_id, answered[1]!.order_id].sort());
    expect(made.every((o) => o.orderReference === 'Maes 2026')).toBe(true);
    expect(made.find((o) => o.quoteId === grouped.id)!.awaitingConfirmation).toBe(true);
    expect(made.find((o) => o.quoteId === direct.id)!.awaitingConfirmation).toBe(false);

    await queueOrderEventMessages(server.db, { publicUrl: 'https://pool.example', now: new Date(), maxOrders: 50, log: { info: () => undefined, warn: () => undefined, error: () => undefined } });
    const messages = await server.db.select().from(outbox).where(inArray(outbox.orderId, made.map((o) => o.id))).orderBy(asc(outbox.id));
    const hooks = messages.filter((m) => m.kind === 'webhook').map((m) => m.payload as { order: { quote: { project_number: string } } });
    const mails = messages.filter((m) => m.kind === 'mail').map((m) => m.payload as unknown as MailMessage);
    expect(hooks.length).toBe(2);
    expect(hooks.every((hook) => hook.order.quote.project_number === project.number)).toBe(true);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((mail) => mail.text.includes(project.number))).toBe(true);
  });

  it('answers the existing order on a repeat, and makes one order when two calls race', async () => {
    const project = await createProject(server.app, user);
    const first = await pricedFromProject(project, { billing: 'direct' });
    const [once] = await results(project.id, { quote_ids: [first.id], accept_terms: true });
    const [again] = await results(project.id, { quote_ids: [first.id], accept_terms: true });
    expect(again).toEqual({ quote_id: first.id, order_id: once!.order_id, quote_state: 'ordered', already_validated: true, error: null });
    const raced = await pricedFromProject(project, { billing: 'direct' });
    const [a, b] = await Promise.all([results(project.id, { quote_ids: [raced.id], accept_terms: true }), results(project.id, { quote_ids: [raced.id], accept_terms: true })]);
    const made = await server.db.select().from(orders).where(eq(orders.quoteId, raced.id));
    expect(made).toHaveLength(1);
    expect([a[0]!.order_id, b[0]!.order_id]).toEqual([made[0]!.id, made[0]!.id]);
    expect([a[0]!.already_validated, b[0]!.already_validated].sort()).toEqual([false, true]);
    expect((await ordersOf([first.id]))).toHaveLength(1);
  });

  it('needs the terms accepted and QUOTE_VALIDATE, on a project of the caller’s own', async () => {
    const project = await createProject(server.app, user);
    const quote = await pricedFromProject(project);
    expectError(await validate(project.id, { quote_ids: [quote.id], accept_terms: false }), 422, 'terms_not_accepted');
    expectError(await validate(project.id, { quote_ids: [quote.id], accept_terms: true }, junior), 403, 'forbidden');
    expectError(await validate(project.id, { quote_ids: [], accept_terms: true }), 400, 'validation_failed');
    expectError(await validate(project.id, { quote_ids: [quote.id, quote.id], accept_terms: true }), 400, 'validation_failed');
    expect(await ordersOf([quote.id])).toHaveLength(0);
  });
});
