/**
 * Quotes through the API: create with its defaults, read, list, rename,
 * answers checked by the engine, versions (two tabs), delete, duplicate and
 * the reference step, on PGlite (or PostgreSQL with DATABASE_URL).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteData, quotes } from '../../../server/db/schema.ts';
import { companyId } from '../helpers/fixtures.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { TERMS, validate } from '../orders/validation-helpers.ts';
import { createQuote, familyByKey, getQuote, presetAnswers, putQuote, questionIds, type FamilyInfo, type QuoteBody } from './quote-helpers.ts';

let server: TestServer;
let user: string; // demo.user: Zwembaden Vlaanderen, member of Benelux Pool Inkoop, English
let admin: string; // demo.admin: Schwimmbad Müller, no trading group, German
let bubble: FamilyInfo;
let ids: Record<string, number>;

beforeAll(async () => {
  server = await createTestServer();
  user = await login(server.app, 'demo.user');
  admin = await login(server.app, 'demo.admin');
  bubble = await familyByKey(server.app, user, 'bubble');
  ids = await questionIds(server.app, user, bubble.id);
});
afterAll(() => server?.close());

describe('createQuote', () => {
  it('makes a draft with a generated name, numbers, and billing through the installer’s group', async () => {
    const quote = await createQuote(server.app, user, { family_id: bubble.id });
    expect(quote).toMatchObject({ state: 'draft', version: 1, last_step_id: 0, answers: {}, billing: 'group' });
    expect(quote.name).toMatch(/^Bubble cover \d{2}\/\d{2}\/\d{4}$/);
    expect(quote.name.length).toBeLessThanOrEqual(35);
    expect(quote.reference).toMatch(/^Q-\d{4}-\d{6}$/);
    expect(quote.project_number).toMatch(/^P-\d{4}-\d{6}$/);
    expect(quote.installer?.name).toBe('Zwembaden Vlaanderen');
    expect(quote.billing_client?.name).toBe('Benelux Pool Inkoop');
  });

  it('bills an installer without a group directly, and refuses group billing for it', async () => {
    const direct = await createQuote(server.app, admin, { family_id: bubble.id, name: 'Becken Huber' });
    expect(direct).toMatchObject({ billing: 'direct', name: 'Becken Huber' });
    expect(direct.billing_client?.name).toBe('Schwimmbad Müller GmbH');
    const refused = await server.app.inject({ method: 'POST', url: '/api/v1/quote', headers: auth(admin), payload: { family_id: bubble.id, billing: 'group' } });
    expect(expectError(refused, 422, 'no_trading_group').error.message).toContain('Einkaufsgemeinschaft');
  });

  it('names a missing family with the missing_family message, in the user’s language', async () => {
    const missing = expectError(await server.app.inject({ method: 'POST', url: '/api/v1/quote', headers: auth(admin), payload: {} }), 400, 'validation_failed');
    expect(missing.error.details).toEqual([{ path: 'body.family_id', code: 'missing_family', message: 'Bitte geben Sie die Produktfamilie an.' }]);
    const unknown = expectError(await server.app.inject({ method: 'POST', url: '/api/v1/quote', headers: auth(user), payload: { family_id: 999999 } }), 422, 'missing_family');
    expect(unknown.error.message).toBe('Please fill in the product family.');
  });

  it('refuses a 36-character name', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/v1/quote', headers: auth(user), payload: { family_id: bubble.id, name: 'x'.repeat(36) } });
    expect(expectError(response, 400, 'validation_failed').error.details?.[0]?.path).toBe('body.name');
  });
});

describe('updateQuote', () => {
  it('saves answers and the builder position, bumps the version and writes one data row per answer', async () => {
    const quote = await createQuote(server.app, user, { family_id: bubble.id });
    const answers = await presetAnswers(server.app, user, bubble.id, 'rect_8x4_blue');
    const response = await putQuote(server.app, user, quote.id, { answers, last_step_id: 3, completed_step_id: 2, version: quote.version });
    expect(response.statusCode, response.body).toBe(200);
    const saved = (response.json() as { data: { answers: unknown; origin_answers: unknown; version: number; last_step_id: number } }).data;
    expect(saved).toMatchObject({ answers, origin_answers: answers, version: 2, last_step_id: 3 });
    const rows = await server.db.select().from(quoteData).where(eq(quoteData.quoteId, quote.id));
    expect(rows).toHaveLength(Object.keys(answers).length);
    expect((await getQuote(server.app, user, quote.id)).last_step_id).toBe(3);
  });

  it('refuses, in the user’s language and saving nothing, what the form refuses', async () => {
    const quote = await createQuote(server.app, admin, { family_id: bubble.id });
    const good = await presetAnswers(server.app, admin, bubble.id, 'rect_8x4_blue');
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ ...good, [ids.length!]: 15.5 }, 422, 'invalid_answer', 'Darf höchstens 15 sein'],
      [{ ...good, [ids.length!]: 8.005 }, 422, 'invalid_answer', 'Muss ein Vielfaches von 0.01 sein'],
      [{ ...good, [ids.width!]: 'wide' }, 422, 'invalid_answer', 'Falscher Werttyp'],
      [{ ...good, 99999: 1 }, 422, 'unknown_question', 'Diese Frage gehört nicht zur Produktfamilie'],
      [{ ...good, [ids.variant!]: 1 }, 422, 'unknown_answer', 'Diese Antwort gibt es für die Frage nicht'],
    ];
    for (const [answers, status, code, message] of cases) {
      const body = expectError(await putQuote(server.app, admin, quote.id, { answers, name: 'Geändert' }), status, code);
      expect(body.error.details?.[0]?.message).toBe(message);
    }
    const unchanged = await getQuote(server.app, admin, quote.id);
    expect(unchanged).toMatchObject({ answers: {}, version: 1 });
    expect(unchanged.name).not.toBe('Geändert');
  });

  it('requires the visible required questions of a completed step', async () => {
    const quote = await createQuote(server.app, user, { family_id: bubble.id });
    const answers = await presetAnswers(server.app, user, bubble.id, 'rect_8x4_blue');
    const partial = { ...answers };
    delete partial[String(ids.length)];
    const body = expectError(await putQuote(server.app, user, quote.id, { answers: partial, completed_step_id: 2 }), 422, 'invalid_answer');
    expect(body.error.details).toEqual([{ path: `body.answers.${ids.length}`, code: 'required', message: 'Required field' }]);
    // without completing the step (previous, or leaving), a partial step is kept
    expect((await putQuote(server.app, user, quote.id, { answers: partial })).statusCode).toBe(200);
  });

  it('refuses a save from a stale copy (two tabs) with 409 quote_changed, losing nothing', async () => {
    const quote = await createQuote(server.app, user, { family_id: bubble.id });
    const answers = await presetAnswers(server.app, user, bubble.id, 'rect_8x4_blue');
    const first = await putQuote(server.app, user, quote.id, { answers, version: quote.version });
    expect(first.statusCode).toBe(200);
    const second = await putQuote(server.app, user, quote.id, { answers: { ...answers, [ids.length!]: 9 }, version: quote.version });
    expect(expectError(second, 409, 'quote_changed').error.message).toContain('another tab');
    expect((await getQuote(server.app, user, quote.id)).answers).toEqual(answers);
  });

  it('records the builder position without a new version, so that it never conflicts with a save', async () => {
    const quote = await createQuote(server.app, user, { family_id: bubble.id });
    const moved = await putQuote(server.app, user, quote.id, { last_step_id: 2 });
    expect((moved.json() as { data: { version: number; last_step_id: number } }).data).toMatchObject({ version: 1, last_step_id: 2 });
    expect((await putQuote(server.app, user, quote.id, { name: 'Renamed', version: 1 })).statusCode).toBe(200);
    expect((await getQuote(server.app, user, quote.id)).version).toBe(2);
  });

  it('answers 409 quote_not_editable once the quote is no longer a draft', async () => {
    const quote = await createQuote(server.app, user, { family_id: bubble.id });
    await server.db.update(quotes).set({ state: 'pending_confirmation' }).where(eq(quotes.id, quote.id));
    expectError(await putQuote(server.app, user, quote.id, { name: 'Late' }), 409, 'quote_not_editable');
    expectError(await server.app.inject({ method: 'DELETE', url: `/api/v1/quote/${quote.id}`, headers: auth(user) }), 409, 'quote_not_editable');
  });

  it('refuses an unknown step id as the builder position', async () => {
    const quote = await createQuote(server.app, user, { family_id: bubble.id });
    expectError(await putQuote(server.app, user, quote.id, { last_step_id: 7 }), 422, 'unknown_step');
  });
});

describe('tenancy', () => {
  it('answers 404 on every operation on another company’s quote', async () => {
    const quote = await createQuote(server.app, user, { family_id: bubble.id });
    const answers = await presetAnswers(server.app, user, bubble.id, 'rect_8x4_blue');
    expect((await putQuote(server.app, user, quote.id, { answers, version: quote.version })).statusCode).toBe(200);
    const [row] = await server.db.select({ id: quoteData.id }).from(quoteData).where(eq(quoteData.quoteId, quote.id));
    const base = `/api/v1/quote/${quote.id}`;
    const calls: [string, string, unknown?][] = [
      ['GET', `${base}/inconsistency/report`],
      ['GET', `${base}/data/${row!.id}`],
      ['PUT', `${base}/data/${row!.id}`, { question_id: ids.length, answer_text_value: '8' }],
      ['DELETE', `${base}/data/${row!.id}`],
      ['GET', base],
      ['PUT', base, { name: 'x' }],
      ['DELETE', base],
      ['POST', `${base}/duplicate`],
      ['GET', `${base}/client`],
      ['PUT', `${base}/client`, { billing: 'direct' }],
      ['GET', `${base}/calculate`],
      ['POST', `${base}/calculation`, { currency: 'EUR', vat_rate: 20, exchange_rate: 1 }],
      ['GET', `${base}/presets`],
      ['POST', `${base}/presets-save-answers-other-steps`, { preset_id: 1 }],
      ['GET', `${base}/data`],
      ['POST', `${base}/data`, { question_id: ids.length, answer_text_value: '8' }],
      ['PUT', `${base}/data`, { step_id: 2, rows: [] }],
      ['GET', `${base}/inconsistency`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await server.app.inject({ method: method as 'GET', url, headers: auth(admin), ...(payload ? { payload: payload as object } : {}) });
      expectError(response, 404, 'not_found');
    }
    const unchanged = await getQuote(server.app, user, quote.id);
    expect(unchanged.name).toBe(quote.name);
    expect(unchanged.answers).toEqual(answers);
  });
});

describe('list, delete and duplicate', () => {
  it('lists the client’s quotes with their columns, filtered, sorted and paginated', async () => {
    const answers = await presetAnswers(server.app, admin, bubble.id, 'rect_10x5_roller');
    const named = await createQuote(server.app, admin, { family_id: bubble.id, name: 'Zürich Éte', end_customer_reference: 'HUBER-7' });
    expect((await putQuote(server.app, admin, named.id, { answers })).statusCode).toBe(200);
    const page = await server.app.inject({ method: 'GET', url: '/api/v1/quote?q=zurich%20ete&per_page=5', headers: auth(admin) });
    const body = page.json() as { data: Record<string, unknown>[]; meta: { total: number } };
    expect(body.meta.total).toBe(1);
    expect(body.data[0]).toMatchObject({ id: named.id, model: expect.stringMatching(/zweifarbig|500/i), pool: '10,00 x 5,00 m, Rechteck', created_by: 'Jonas Müller', state: 'draft' });
    const byReference = await server.app.inject({ method: 'GET', url: '/api/v1/quote?q=huber-7', headers: auth(admin) });
    expect((byReference.json() as { data: { id: number }[] }).data.map((q) => q.id)).toEqual([named.id]);
    const sorted = await server.app.inject({ method: 'GET', url: '/api/v1/quote?sort=name&per_page=100', headers: auth(admin) });
    const names = (sorted.json() as { data: { name: string }[] }).data.map((q) => q.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const other = await server.app.inject({ method: 'GET', url: '/api/v1/quote?per_page=100', headers: auth(user) });
    expect((other.json() as { data: { id: number }[] }).data.map((q) => q.id)).not.toContain(named.id);
    const paged = await server.app.inject({ method: 'GET', url: '/api/v1/quote?per_page=1&page=2', headers: auth(admin) });
    expect((paged.json() as { data: unknown[]; meta: { page: number } }).meta.page).toBe(2);
    const empty = await server.app.inject({ method: 'GET', url: '/api/v1/quote?state=ordered&created_from=2020-01-01&created_to=2020-01-02', headers: auth(admin) });
    expect((empty.json() as { meta: { total: number } }).meta.total).toBe(0);
  });

  it('deletes a draft with its rows, and duplicates a quote with its answers', async () => {
    const answers = await presetAnswers(server.app, user, bubble.id, 'rect_8x4_blue');
    const quote = await createQuote(server.app, user, { family_id: bubble.id, name: 'A name of exactly thirty-five chars' });
    await putQuote(server.app, user, quote.id, { answers, last_step_id: 3 });
    const copy = await server.app.inject({ method: 'POST', url: `/api/v1/quote/${quote.id}/duplicate`, headers: auth(user) });
    expect(copy.statusCode, copy.body).toBe(201);
    const duplicate = (copy.json() as { data: { id: number; name: string; answers: unknown; last_step_id: number; reference: string } }).data;
    expect(duplicate).toMatchObject({ answers, last_step_id: 0, name: 'A name of exactly… (copy)' });
    expect(duplicate.reference).not.toBe(quote.reference);
    const deleted = await server.app.inject({ method: 'DELETE', url: `/api/v1/quote/${quote.id}`, headers: auth(user) });
    expect(deleted.statusCode).toBe(204);
    expectError(await server.app.inject({ method: 'GET', url: `/api/v1/quote/${quote.id}`, headers: auth(user) }), 404, 'not_found');
    expect(await server.db.select().from(quoteData).where(eq(quoteData.quoteId, quote.id))).toHaveLength(0);
    expect(await server.db.select().from(quoteData).where(eq(quoteData.quoteId, duplicate.id))).toHaveLength(Object.keys(answers).length);
  });

  it('copies a member’s quote from the group’s confirmation queue for the group, where its administrator can open it', async () => {
    const group = await login(server.app, 'demo.group'); // Benelux Pool Inkoop, reference client: the group
    const answers = await presetAnswers(server.app, user, bubble.id, 'rect_8x4_blue');
    const quote = await createQuote(server.app, user, { family_id: bubble.id, name: 'Queued' });
    await putQuote(server.app, user, quote.id, { answers });
    expect((await validate(server.app, user, quote.id, [TERMS])).statusCode).toBe(200);
    const memberQuotes = async () => ((await server.app.inject({ method: 'GET', url: '/api/v1/quote?per_page=100', headers: auth(user) })).json() as { meta: { total: number } }).meta.total;
    const before = await memberQuotes();
    const copy = await server.app.inject({ method: 'POST', url: `/api/v1/quote/${quote.id}/duplicate`, headers: auth(group) });
    expect(copy.statusCode, copy.body).toBe(201);
    const duplicate = (copy.json() as { data: QuoteBody }).data;
    expect(duplicate).toMatchObject({ state: 'draft', answers, billing: 'group', installer: { name: 'Zwembaden Vlaanderen' }, billing_client: { name: 'Benelux Pool Inkoop' } });
    expect((await getQuote(server.app, group, duplicate.id)).id).toBe(duplicate.id);
    expect(await memberQuotes()).toBe(before); // nothing left in the member's list that its group cannot see
  });

  it('needs QUOTE_CREATE to create and QUOTE_EDIT to change', async () => {
    const junior = await login(server.app, 'demo.junior'); // role 4 may create and edit
    expect((await server.app.inject({ method: 'POST', url: '/api/v1/quote', headers: auth(junior), payload: { family_id: bubble.id } })).statusCode).toBe(201);
  });
});

describe('the reference step (billing and installer)', () => {
  it('offers the group and the installer, and switches billing', async () => {
    const quote = await createQuote(server.app, user, { family_id: bubble.id });
    const read = await server.app.inject({ method: 'GET', url: `/api/v1/quote/${quote.id}/client`, headers: auth(user) });
    const client = (read.json() as { data: { billing: string; billing_clients: { name: string }[]; installers: { name: string }[] } }).data;
    expect(client.billing).toBe('group');
    expect(client.billing_clients.map((c) => c.name)).toEqual(['Benelux Pool Inkoop', 'Zwembaden Vlaanderen']);
    expect(client.installers.map((c) => c.name)).toEqual(['Zwembaden Vlaanderen']);
    const changed = await server.app.inject({ method: 'PUT', url: `/api/v1/quote/${quote.id}/client`, headers: auth(user), payload: { billing: 'direct' } });
    expect((changed.json() as { data: { billing: string; billing_client: { name: string } } }).data).toMatchObject({ billing: 'direct', billing_client: { name: 'Zwembaden Vlaanderen' } });
    const foreign = await server.app.inject({ method: 'PUT', url: `/api/v1/quote/${quote.id}/client`, headers: auth(user), payload: { installer_id: 1 } });
    expectError(foreign, 404, 'not_found');
  });

  it('lets a group administrator quote for a member installer only', async () => {
    const group = await login(server.app, 'demo.group');
    const quote = await createQuote(server.app, group, { family_id: bubble.id });
    expect(quote).toMatchObject({ billing: 'group', installer: null, billing_client: { name: 'Benelux Pool Inkoop' } });
    const client = await server.app.inject({ method: 'GET', url: `/api/v1/quote/${quote.id}/client`, headers: auth(group) });
    const member = (client.json() as { data: { installers: { id: number; name: string }[] } }).data.installers.find((i) => i.name === 'Zwembaden Vlaanderen');
    expect(member).toBeDefined();
    const chosen = await server.app.inject({ method: 'PUT', url: `/api/v1/quote/${quote.id}/client`, headers: auth(group), payload: { installer_id: member!.id } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const outsider = await companyId(server.db, 'Schwimmbad Müller GmbH');
    const notMember = await server.app.inject({ method: 'POST', url: '/api/v1/quote', headers: auth(group), payload: { family_id: bubble.id, installer_id: outsider } });
    expectError(notMember, 404, 'not_found');
  });
});
