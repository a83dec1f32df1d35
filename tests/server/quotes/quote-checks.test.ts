/**
 * What the server computes from a quote's saved answers with the engine:
 * inconsistencies with per-step data, the price with discount, VAT, currency
 * and eco-participation, presets, the data rows, and the family definition
 * the browser compiles.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculate, compileFamily, priceQuote, type Answers } from '../../../engine/index.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { createQuote, familyByKey, getQuote, presetAnswers, putQuote, questionIds, type FamilyInfo } from './quote-helpers.ts';

/**
 * The day the engine prices on here, whatever the day the test runs: the server prices a draft on its own
 * today, and the only rule that reads the day (the French eco-participation, from 2023-05-01) gives the
 * same on every day since.
 */
const PRICING_DAY = '2026-11-29';

let server: TestServer;
let user: string; // Zwembaden Vlaanderen (BE, 30 % discount), English
let bubble: FamilyInfo;
let ids: Record<string, number>;

beforeAll(async () => {
  server = await createTestServer();
  user = await login(server.app, 'demo.user');
  bubble = await familyByKey(server.app, user, 'bubble');
  ids = await questionIds(server.app, user, bubble.id);
});
afterAll(() => server?.close());

async function answerIdOf(questionKey: string, answerKey: string): Promise<number> {
  const response = await server.app.inject({ method: 'GET', url: `/api/v1/question/${ids[questionKey]}/answer`, headers: auth(user) });
  const answer = (response.json() as { data: { id: number; key: string }[] }).data.find((a) => a.key === answerKey);
  if (!answer) throw new Error(`no answer ${answerKey}`);
  return answer.id;
}

async function quoteWith(answers: Answers) {
  const quote = await createQuote(server.app, user, { family_id: bubble.id });
  const saved = await putQuote(server.app, user, quote.id, { answers });
  expect(saved.statusCode, saved.body).toBe(200);
  return quote.id;
}

const get = (url: string, token = user) => server.app.inject({ method: 'GET', url, headers: auth(token) });

describe('listQuoteInconsistencies', () => {
  it('reports a blocking rule of a saved step, in the user’s language, with the steps that have data', async () => {
    const answers = (await presetAnswers(server.app, user, bubble.id, 'rect_10x5_roller')) as Answers;
    const id = await quoteWith({ ...answers, [ids.width!]: 7 });
    const response = await get(`/api/v1/quote/${id}/inconsistency?step_ids=2,3`);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { data: unknown }).data).toEqual({
      status: 'ok',
      has_data: true,
      steps_with_data: [2, 3],
      inconsistencies: [expect.objectContaining({ key: 'roller_too_wide', step_id: 3, is_blocking: true, reason: 'The roller is limited to 6.50 m of width.' })],
    });
  });

  it('says per step which steps have data, and ignores the unchecked steps', async () => {
    const id = await quoteWith({ [ids.length!]: 8, [ids.width!]: 4 });
    const response = await get(`/api/v1/quote/${id}/inconsistency?step_ids=0,1,2,3,-1,11`);
    expect((response.json() as { data: unknown }).data).toEqual({ status: 'ok', has_data: true, steps_with_data: [2], inconsistencies: [] });
    expectError(await get(`/api/v1/quote/${id}/inconsistency?step_ids=7`), 422, 'unknown_step');
    expectError(await get(`/api/v1/quote/${id}/inconsistency?step_ids=2;3`), 400, 'validation_failed');
  });
});

describe('calculateQuote and saveQuoteCalculation', () => {
  it('prices the saved answers as the engine does, with the installer’s discount and Belgian reverse charge', async () => {
    const answers = (await presetAnswers(server.app, user, bubble.id, 'rect_8x4_blue')) as Answers;
    const id = await quoteWith(answers);
    const response = await get(`/api/v1/quote/${id}/calculate`);
    expect(response.statusCode, response.body).toBe(200);
    const calculation = (response.json() as { data: Record<string, unknown> & { lines: { code: string; amount_cents: number; kind: string }[] } }).data;
    const definition = (await get(`/api/v1/family/${bubble.id}/definition`)).json() as { data: { document: unknown; ids: Record<string, Record<string, number>> } };
    const compiled = compileFamily(definition.data.document, { ids: (kind, key) => definition.data.ids[kind]![key]! });
    if (!compiled.ok) throw new Error('definition does not compile');
    const engine = priceQuote(compiled.catalogue, answers, { country: 'BE', date: PRICING_DAY });
    if (engine.status !== 'ok') throw new Error('engine cannot price');
    expect(calculation.lines.map((l) => [l.code, l.amount_cents])).toEqual(engine.lines.map((l) => [l.code, l.amountCents]));
    expect(calculation.lines.some((l) => l.kind === 'eco')).toBe(false); // eco-participation is French only
    expect(calculation).toMatchObject({
      total_ex_vat_cents: engine.totalCents,
      vat_rate_bp: 0,
      vat_cents: 0,
      reverse_charge: true,
      discount_bp: 3000,
      currency: 'EUR',
      exchange_rate: 1,
      total_incl_vat_cents: engine.totalCents,
    });
    expect(calculation.installer_total_with_discount_cents).toBeLessThan(engine.totalCents);
  });

  it('answers the engine’s own Calculation, field for field: cents, basis points, designations in every language (issue 15)', async () => {
    const answers = (await presetAnswers(server.app, user, bubble.id, 'rect_8x4_blue')) as Answers;
    const id = await quoteWith(answers);
    const saved = await server.app.inject({ method: 'POST', url: `/api/v1/quote/${id}/calculation`, headers: auth(user), payload: { currency: 'CHF', exchange_rate: 0.9412, vat_rate: 8.1 } });
    expect(saved.statusCode, saved.body).toBe(200);
    const definition = (await get(`/api/v1/family/${bubble.id}/definition`)).json() as { data: { document: unknown; ids: Record<string, Record<string, number>> } };
    const compiled = compileFamily(definition.data.document, { ids: (kind, key) => definition.data.ids[kind]![key]! });
    if (!compiled.ok) throw new Error('definition does not compile');
    const engine = calculate(compiled.catalogue, answers, { country: 'BE', date: PRICING_DAY }, { currency: 'CHF', exchange_rate: 0.9412, vat_rate_bp: 810, discount_bp: 3000, reverse_charge: false });
    if (engine.status !== 'ok') throw new Error('engine cannot price');
    expect((saved.json() as { data: unknown }).data).toEqual(engine.calculation);
    expect((await get(`/api/v1/quote/${id}/calculate`)).json()).toEqual({ data: engine.calculation });
  });

  it('saves currency, exchange rate and VAT, and prices with them', async () => {
    const id = await quoteWith((await presetAnswers(server.app, user, bubble.id, 'rect_8x4_blue')) as Answers);
    type Line = { quantity: number; unit_cents: number; amount_cents: number };
    const eur = ((await get(`/api/v1/quote/${id}/calculate`)).json() as { data: { lines: Line[] } }).data;
    const saved = await server.app.inject({ method: 'POST', url: `/api/v1/quote/${id}/calculation`, headers: auth(user), payload: { currency: 'CHF', exchange_rate: 0.95, vat_rate: 8.1 } });
    expect(saved.statusCode, saved.body).toBe(200);
    const chf = (saved.json() as { data: { currency: string; lines: Line[]; total_ex_vat_cents: number; vat_cents: number; vat_rate_bp: number; reverse_charge: boolean } }).data;
    expect(chf).toMatchObject({ currency: 'CHF', vat_rate_bp: 810, reverse_charge: false });
    // the unit price is converted and rounded to the cent, then multiplied by the quantity and rounded again
    chf.lines.forEach((line, index) => {
      expect(line.unit_cents).toBe(Math.round(eur.lines[index]!.unit_cents * 0.95));
      expect(line.amount_cents).toBe(Math.round(line.quantity * line.unit_cents));
    });
    expect(chf.total_ex_vat_cents).toBe(chf.lines.reduce((sum, line) => sum + line.amount_cents, 0));
    expect(chf.vat_cents).toBe(Math.round((chf.total_ex_vat_cents * 810) / 10000));
    expect(((await get(`/api/v1/quote/${id}/calculate`)).json() as { data: { currency: string } }).data.currency).toBe('CHF');
    const post = (payload: object) => server.app.inject({ method: 'POST', url: `/api/v1/quote/${id}/calculation`, headers: auth(user), payload });
    expectError(await post({ currency: 'EUR', exchange_rate: 2, vat_rate: 21 }), 422, 'invalid_exchange_rate');
    expectError(await post({ currency: 'XYZ', exchange_rate: 2, vat_rate: 21 }), 422, 'unsupported_currency');
    expectError(await post({ currency: 'EUR', exchange_rate: 1, vat_rate: 100.5 }), 400, 'validation_failed');
  });

  it('answers zero_total with the IT-support message for a quote that prices nothing', async () => {
    const id = await quoteWith({});
    const body = expectError(await get(`/api/v1/quote/${id}/calculate`), 422, 'zero_total');
    expect(body.error.message).toBe('The calculation comes to zero: contact IT support.');
  });

  it('adds the eco-participation lines for a French client', async () => {
    const staff = await login(server.app, 'demo.staff'); // reference client Piscines du Soleil (FR)
    const quote = await createQuote(server.app, staff, { family_id: bubble.id });
    await putQuote(server.app, staff, quote.id, { answers: await presetAnswers(server.app, staff, bubble.id, 'rect_8x4_blue') });
    const calculation = ((await get(`/api/v1/quote/${quote.id}/calculate`, staff)).json() as { data: { vat_rate_bp: number; lines: { kind: string; amount_cents: number; discountable: boolean }[] } }).data;
    const eco = calculation.lines.filter((line) => line.kind === 'eco');
    expect(eco).toHaveLength(1);
    expect(eco[0]).toMatchObject({ amount_cents: 50, discountable: false });
    expect(calculation.vat_rate_bp).toBe(2000);
  });
});

describe('presets', () => {
  it('lists the presets of the quote’s variant and fills the other steps, keeping step 1', async () => {
    const variant = await answerIdOf('variant', 'blue_400');
    const id = await quoteWith({ [ids.variant!]: variant });
    const listed = (await get(`/api/v1/quote/${id}/presets`)).json() as { data: { id: number; key: string; title: string }[] };
    expect(listed.data.map((p) => p.key)).toEqual(['rect_8x4_blue']);
    const other = await presetAnswers(server.app, user, bubble.id, 'rect_10x5_roller');
    const presetId = (await server.app.inject({ method: 'GET', url: `/api/v1/family/${bubble.id}/preset`, headers: auth(user) })).json() as { data: { id: number; key: string }[] };
    const applied = await server.app.inject({
      method: 'POST',
      url: `/api/v1/quote/${id}/presets-save-answers-other-steps`,
      headers: auth(user),
      payload: { preset_id: presetId.data.find((p) => p.key === 'rect_10x5_roller')!.id },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const answers = (applied.json() as { data: { answers: Record<string, unknown> } }).data.answers;
    expect(answers[String(ids.variant)]).toBe(variant);
    expect(answers[String(ids.length)]).toBe(other[String(ids.length)]);
    const bad = await server.app.inject({ method: 'POST', url: `/api/v1/quote/${id}/presets-save-answers-other-steps`, headers: auth(user), payload: { preset_id: 999999 } });
    expectError(bad, 422, 'unknown_preset');
  });
});

describe('quote data rows', () => {
  it('creates, reads, replaces, updates and deletes rows, keeping the answer map in step', async () => {
    const id = await quoteWith({});
    const base = `/api/v1/quote/${id}/data`;
    const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      server.app.inject({ method, url, headers: auth(user), ...(payload ? { payload } : {}) });
    const created = await send('POST', base, { question_id: ids.length, answer_text_value: '8.5' });
    expect(created.statusCode, created.body).toBe(201);
    const row = (created.json() as { data: { id: number; step_id: number; answer_text_value: string } }).data;
    expect(row).toMatchObject({ step_id: 2, answer_text_value: '8.5' });
    expect((await getQuote(server.app, user, id)).answers).toEqual({ [ids.length!]: 8.5 });

    const updated = await send('PUT', `${base}/${row.id}`, { question_id: ids.length, answer_text_value: '9' });
    expect((updated.json() as { data: { id: number; answer_text_value: string } }).data).toMatchObject({ id: row.id, answer_text_value: '9' });

    expectError(await send('POST', base, { question_id: ids.length, answer_text_value: '99' }), 422, 'invalid_answer');
    expectError(await send('POST', base, { question_id: ids.length, answer_text_value: 'eight' }), 422, 'invalid_answer');
    expectError(await send('POST', base, { question_id: ids.variant, answer_text_value: '1' }), 422, 'invalid_answer');
    expectError(await send('POST', base, { question_id: ids.variant, answer_id: 1 }), 422, 'unknown_answer');
    expectError(await send('POST', base, { question_id: 999999, answer_id: 1 }), 422, 'unknown_question');

    const hem = await answerIdOf('hem', 'none');
    const roller = await answerIdOf('roller', 'none');
    const replaced = await send('PUT', base, { step_id: 3, rows: [{ question_id: ids.hem, answer_id: hem }, { question_id: ids.roller, answer_id: roller }] });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((replaced.json() as { data: unknown[] }).data).toHaveLength(2);
    expectError(await send('PUT', base, { step_id: 3, rows: [{ question_id: ids.length, answer_text_value: '8' }] }), 422, 'unknown_question');

    const listed = (await get(`${base}?step_id=2`)).json() as { data: { id: number }[] };
    expect(listed.data.map((r) => r.id)).toEqual([row.id]);
    expect((await send('DELETE', `${base}/${row.id}`)).statusCode).toBe(204);
    expectError(await get(`${base}/${row.id}`), 404, 'not_found');
    expect((await getQuote(server.app, user, id)).answers).toEqual({ [ids.hem!]: hem, [ids.roller!]: roller });
  });
});

describe('data rows kept in step with the answer map', () => {
  type Row = { id: number; question_id: number; answer_id: number | null; answer_text_value: string | null };
  const rowsOf = async (id: number) => ((await get(`/api/v1/quote/${id}/data`)).json() as { data: Row[] }).data;
  const byQuestion = (rows: Row[]) => new Map(rows.map((row) => [row.question_id, row]));

  it('a save rewrites only the rows of the answers that changed: the others keep their rows, a changed one keeps its id, a removed one loses its row', async () => {
    const answers = (await presetAnswers(server.app, user, bubble.id, 'rect_8x4_blue')) as Answers;
    const id = await quoteWith(answers);
    const before = byQuestion(await rowsOf(id));
    expect(before.size).toBe(Object.keys(answers).length);

    const { version } = await getQuote(server.app, user, id);
    const changed: Answers = Object.fromEntries(Object.entries({ ...answers, [ids.length!]: 9 } as Answers).filter(([key]) => key !== String(ids.width)));
    const saved = await putQuote(server.app, user, id, { answers: changed, version });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = byQuestion(await rowsOf(id));
    expect(after.size).toBe(Object.keys(changed).length);
    expect(after.get(ids.length!)).toMatchObject({ id: before.get(ids.length!)!.id, answer_text_value: '9' });
    expect(after.has(ids.width!)).toBe(false);
    for (const [questionId, row] of after) if (questionId !== ids.length) expect(row).toEqual(before.get(questionId));

    // an unchanged map touches no row
    const again = await putQuote(server.app, user, id, { answers: changed, version: version + 1 });
    expect(again.statusCode, again.body).toBe(200);
    expect(byQuestion(await rowsOf(id))).toEqual(after);
  });
});

describe('getFamilyDefinition', () => {
  it('gives the document and ids from which the browser compiles the server’s catalogue', async () => {
    const response = await get(`/api/v1/family/${bubble.id}/definition`);
    expect(response.statusCode).toBe(200);
    const definition = (response.json() as { data: { key: string; document: unknown; ids: Record<string, Record<string, number>> } }).data;
    expect(definition.key).toBe('bubble');
    const compiled = compileFamily(definition.document, { ids: (kind, key) => definition.ids[kind]![key]! });
    expect(compiled.ok).toBe(true);
    if (compiled.ok) expect(Object.fromEntries(compiled.catalogue.questions.map((q) => [q.key, q.id]))).toEqual(ids);
    expectError(await get('/api/v1/family/999999/definition'), 404, 'not_found');
  });
});

describe('getQuoteInconsistencyReport', () => {
  it('writes a PDF of the quote’s inconsistencies in the user’s language', async () => {
    const answers = (await presetAnswers(server.app, user, bubble.id, 'rect_10x5_roller')) as Answers;
    const id = await quoteWith({ ...answers, [ids.width!]: 7 });
    const response = await get(`/api/v1/quote/${id}/inconsistency/report`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Q-\d{4}-\d{6}-inconsistencies\.pdf"/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(2000);
    expectError(await get(`/api/v1/quote/${id}/inconsistency/report`, await login(server.app, 'demo.admin')), 404, 'not_found');
  });
});

describe('companies read with a quote', () => {
  it('a change to the installer’s discount made in the database, outside the API, shows in the next price at once', async () => {
    const id = await quoteWith((await presetAnswers(server.app, user, bubble.id, 'rect_8x4_blue')) as Answers);
    const discountOf = async () => ((await get(`/api/v1/quote/${id}/calculate`)).json() as { data: { discount_bp: number } }).data.discount_bp;
    expect(await discountOf()).toBe(3000);
    expect(await discountOf()).toBe(3000); // served with the cached company
    await server.db.execute(sql`update companies set discount_bp = 2250 where name = 'Zwembaden Vlaanderen'`);
    expect(await discountOf()).toBe(2250);
    await server.db.execute(sql`update companies set discount_bp = 3000 where name = 'Zwembaden Vlaanderen'`);
    expect(await discountOf()).toBe(3000);
  });
});
