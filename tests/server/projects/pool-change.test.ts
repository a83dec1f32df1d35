/**
 * A project's pool changed (issue 32, slice 3): getProjectPoolImpact shows,
 * per draft quote of the project, the answers the new pool changes and the
 * total before and after, saving nothing; updateProject with
 * `update_quote_ids` applies it to the chosen quotes in the project's
 * transaction, leaving the answers changed by hand, and refuses a quote that
 * is not a draft of the project without writing anything.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../../server/db/schema.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { createQuote, familyByKey, getQuote, presetAnswers, putQuote, questionIds, type FamilyInfo, type QuoteBody } from '../quotes/quote-helpers.ts';
import { createProject, getProject, ROMAN_8X4, type ProjectBody } from './project-helpers.ts';

let server: TestServer;
let user: string; // demo.user: English
let admin: string; // demo.admin: another installer, German
let bubble: FamilyInfo;
let ids: Record<string, number>;

interface Impact {
  quote_id: number;
  changes: { question_id: number; question: string; before: unknown; after: unknown; before_label: string | null; after_label: string | null }[];
  before_total_ex_vat_cents: number | null;
  after_total_ex_vat_cents: number | null;
  error: { code: string } | null;
}

beforeAll(async () => {
  server = await createTestServer();
  user = await login(server.app, 'demo.user');
  admin = await login(server.app, 'demo.admin');
  bubble = await familyByKey(server.app, user, 'bubble');
  ids = await questionIds(server.app, user, bubble.id);
});
afterAll(() => server?.close());

/** A priced bubble quote started from the project (the preset's answers, the pool's laid over them), with `own` answers changed by hand. */
async function pricedFromProject(project: ProjectBody, own: Record<string, unknown> = {}): Promise<QuoteBody> {
  const quote = await createQuote(server.app, user, { family_id: bubble.id, project_id: project.id });
  const preset = await presetAnswers(server.app, user, bubble.id, 'rect_8x4_blue');
  const response = await putQuote(server.app, user, quote.id, { answers: { ...preset, ...quote.answers, ...own } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: QuoteBody }).data;
}

const impact = async (token: string, projectId: number, pool: unknown, locale = 'en') => {
  const response = await server.app.inject({ method: 'POST', url: `/api/v1/project/${projectId}/pool-impact`, headers: { ...auth(token), 'x-locale': locale }, payload: { pool } as object });
  return response;
};

describe('getProjectPoolImpact', () => {
  it('shows the answers and totals a longer pool changes in each draft, leaving hand-changed answers, saving nothing', async () => {
    const project = await createProject(server.app, user);
    const fromPool = await pricedFromProject(project);
    const byHand = await pricedFromProject(project, { [ids.length!]: 8.5 });
    expect(byHand.answers_from_pool).not.toContain(String(ids.length));
    const response = await impact(user, project.id, { ...ROMAN_8X4, length_m: 9 });
    expect(response.statusCode, response.body).toBe(200);
    const [first, second] = (response.json() as { data: { quotes: Impact[] } }).data.quotes;
    expect(first).toMatchObject({ quote_id: fromPool.id, error: null, changes: [{ question_id: ids.length, question: 'Inside length', before: 8, after: 9 }] });
    expect(first!.changes[0]!.before_label).toContain('8');
    expect(first!.changes[0]!.after_label).toContain('9');
    expect(first!.after_total_ex_vat_cents!).toBeGreaterThan(first!.before_total_ex_vat_cents!);
    expect(second).toMatchObject({ quote_id: byHand.id, changes: [], error: null });
    expect(second!.after_total_ex_vat_cents).toBe(second!.before_total_ex_vat_cents);
    expect((await getQuote(server.app, user, fromPool.id)).answers[ids.length!]).toBe(8);
    expect((await getProject(server.app, user, project.id)).version).toBe(1);
  });

  it('empties a bound answer the new pool no longer fills (out of the question’s bounds)', async () => {
    const project = await createProject(server.app, user);
    const quote = await pricedFromProject(project);
    const response = await impact(user, project.id, { ...ROMAN_8X4, length_m: 16 });
    const [only] = (response.json() as { data: { quotes: Impact[] } }).data.quotes;
    expect(only!.changes).toEqual([expect.objectContaining({ question_id: ids.length, before: 8, after: null, after_label: null })]);
    expect(only!.quote_id).toBe(quote.id);
  });

  it('checks the pool as createProject does, and hides another client’s project', async () => {
    const project = await createProject(server.app, user);
    expectError(await impact(user, project.id, { ...ROMAN_8X4, deep_depth_m: 1 }, 'it'), 422, 'invalid_pool');
    expectError(await impact(admin, project.id, ROMAN_8X4), 404, 'not_found');
  });
});

describe('updateProject with update_quote_ids', () => {
  it('brings the chosen drafts to the new pool in the project’s transaction, and only them', async () => {
    const project = await createProject(server.app, user);
    const chosen = await pricedFromProject(project);
    const left = await pricedFromProject(project);
    const byHand = await pricedFromProject(project, { [ids.length!]: 8.5 });
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/project/${project.id}`,
      headers: auth(user),
      payload: { version: 1, pool: { ...ROMAN_8X4, length_m: 9, stairs: { type: 'none' } }, update_quote_ids: [chosen.id, byHand.id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { data: ProjectBody }).data).toMatchObject({ version: 2, pool: { length_m: 9, stairs: { type: 'none' } } });
    const after = await getQuote(server.app, user, chosen.id);
    expect(after.version).toBe(chosen.version + 1);
    expect(after.answers[ids.length!]).toBe(9);
    // no Roman stairs any more: the shape follows the pool
    expect(after.answers[ids.shape!]).not.toBe(chosen.answers[ids.shape!]);
    expect(after.answers_from_pool).toEqual(expect.arrayContaining([String(ids.length), String(ids.shape)]));
    expect((await getQuote(server.app, user, left.id)).answers[ids.length!]).toBe(8);
    const handled = await getQuote(server.app, user, byHand.id);
    expect(handled.answers[ids.length!]).toBe(8.5);
    // the data rows follow the answers
    const rows = (await server.app.inject({ method: 'GET', url: `/api/v1/quote/${chosen.id}/data`, headers: auth(user) })).json() as { data: { question_id: number; answer_text_value: string | null }[] };
    expect(rows.data.find((row) => row.question_id === ids.length)?.answer_text_value).toBe('9');
  });

  it('refuses a quote that is not a draft of the project, writing nothing', async () => {
    const project = await createProject(server.app, user);
    const mine = await pricedFromProject(project);
    const elsewhere = await createQuote(server.app, user, { family_id: bubble.id });
    const ordered = await pricedFromProject(project);
    await server.db.update(quotes).set({ state: 'ordered' }).where(eq(quotes.id, ordered.id));
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/project/${project.id}`,
      headers: { ...auth(user), 'x-locale': 'de' },
      payload: { version: 1, pool: { ...ROMAN_8X4, length_m: 9 }, update_quote_ids: [mine.id, elsewhere.id, ordered.id, 999999] },
    });
    const body = expectError(response, 422, 'quote_not_updatable');
    expect(body.error.message).toBe('Nur Angebotsentwürfe dieses Projekts können dem neuen Becken folgen.');
    expect(body.error.details?.map((d) => d.path)).toEqual(['body.update_quote_ids.1', 'body.update_quote_ids.2', 'body.update_quote_ids.3']);
    expect((await getProject(server.app, user, project.id))).toMatchObject({ version: 1, pool: { length_m: 8 } });
    expect((await getQuote(server.app, user, mine.id)).answers[ids.length!]).toBe(8);
    const withoutPool = await server.app.inject({ method: 'PUT', url: `/api/v1/project/${project.id}`, headers: auth(user), payload: { version: 1, name: 'x', update_quote_ids: [mine.id] } });
    expect(expectError(withoutPool, 400, 'validation_failed').error.details).toEqual([expect.objectContaining({ path: 'body.pool', code: 'required' })]);
  });
});
