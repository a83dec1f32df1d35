/**
 * Quotes of a pool project (issue 32): started from a project, a quote is
 * answered from its pool through the family's `fromPool` bindings, marked
 * `answers_from_pool`, and takes the project's number; an answer changed by
 * hand leaves the list; a quote is attached and detached later; a copy stays
 * in the project (when the caller may change it); the quote list filters by
 * project and shows the project's pool.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { TERMS, validate } from '../orders/validation-helpers.ts';
import { createQuote, familyByKey, getQuote, presetAnswers, putQuote, questionIds, type FamilyInfo, type QuoteBody } from '../quotes/quote-helpers.ts';
import { createProject, getProject } from './project-helpers.ts';

let server: TestServer;
let user: string; // demo.user: Zwembaden Vlaanderen, English
let admin: string; // demo.admin: Schwimmbad Müller, German
let bubble: FamilyInfo;
let ids: Record<string, number>;
let romanStairs: number;

beforeAll(async () => {
  server = await createTestServer();
  user = await login(server.app, 'demo.user');
  admin = await login(server.app, 'demo.admin');
  bubble = await familyByKey(server.app, user, 'bubble');
  ids = await questionIds(server.app, user, bubble.id);
  const answers = await server.app.inject({ method: 'GET', url: `/api/v1/question/${ids.shape}/answer`, headers: auth(user) });
  romanStairs = (answers.json() as { data: { id: number; key: string }[] }).data.find((a) => a.key === 'roman_stairs')!.id;
});
afterAll(() => server?.close());

describe('a quote started from a project', () => {
  it('opens with the pool’s answers, marked as from the pool, and the project’s number', async () => {
    const project = await createProject(server.app, user, { name: 'Villa Peeters' });
    const quote = await createQuote(server.app, user, { family_id: bubble.id, project_id: project.id });
    expect(quote.project_id).toBe(project.id);
    expect(quote.project_number).toBe(project.number);
    expect(quote.answers).toMatchObject({ [ids.shape!]: romanStairs, [ids.length!]: 8, [ids.width!]: 4 });
    expect([...quote.answers_from_pool].sort()).toEqual([ids.shape, ids.length, ids.width].map(String).sort());
    expect((await getProject(server.app, user, project.id)).quote_count).toBe(1);
    // the data rows follow the answers, as for any saved answer
    const rows = await server.app.inject({ method: 'GET', url: `/api/v1/quote/${quote.id}/data`, headers: auth(user) });
    expect((rows.json() as { data: { question_id: number }[] }).data.map((row) => row.question_id)).toEqual(expect.arrayContaining([ids.shape, ids.length, ids.width]));
  });

  it('drops an answer from the list once it is changed by hand, keeps it when saved unchanged', async () => {
    const project = await createProject(server.app, user);
    const quote = await createQuote(server.app, user, { family_id: bubble.id, project_id: project.id });
    const same = await putQuote(server.app, user, quote.id, { answers: quote.answers, version: quote.version });
    expect(same.statusCode, same.body).toBe(200);
    expect((same.json() as { data: typeof quote }).data.answers_from_pool).toEqual(quote.answers_from_pool);
    const changed = await putQuote(server.app, user, quote.id, { answers: { ...quote.answers, [ids.length!]: 8.5 } });
    expect(changed.statusCode, changed.body).toBe(200);
    const saved = (changed.json() as { data: typeof quote }).data;
    expect(saved.answers[ids.length!]).toBe(8.5);
    expect([...saved.answers_from_pool].sort()).toEqual([ids.shape, ids.width].map(String).sort());
    const removed = await putQuote(server.app, user, quote.id, { answers: { [ids.shape!]: romanStairs } });
    expect((removed.json() as { data: typeof quote }).data.answers_from_pool).toEqual([String(ids.shape)]);
    expect((await getQuote(server.app, user, quote.id)).answers_from_pool).toEqual([String(ids.shape)]);
  });

  it('refuses another client’s project or a missing one with 404, making no quote', async () => {
    const foreign = await createProject(server.app, admin);
    const before = (await server.app.inject({ method: 'GET', url: '/api/v1/quote?per_page=1', headers: auth(user) })).json() as { meta: { total: number } };
    for (const projectId of [foreign.id, 999999]) {
      expectError(await server.app.inject({ method: 'POST', url: '/api/v1/quote', headers: auth(user), payload: { family_id: bubble.id, project_id: projectId } }), 404, 'not_found');
    }
    const after = (await server.app.inject({ method: 'GET', url: '/api/v1/quote?per_page=1', headers: auth(user) })).json() as { meta: { total: number } };
    expect(after.meta.total).toBe(before.meta.total);
  });
});

describe('attaching and detaching', () => {
  it('gives an attached quote the project’s number without touching its answers, and its own back when detached', async () => {
    const project = await createProject(server.app, user);
    const quote = await createQuote(server.app, user, { family_id: bubble.id });
    const own = quote.project_number;
    const attached = await putQuote(server.app, user, quote.id, { project_id: project.id, version: quote.version });
    expect(attached.statusCode, attached.body).toBe(200);
    expect((attached.json() as { data: typeof quote }).data).toMatchObject({ project_id: project.id, project_number: project.number, answers: {}, answers_from_pool: [] });
    const detached = await putQuote(server.app, user, quote.id, { project_id: null });
    expect((detached.json() as { data: typeof quote }).data).toMatchObject({ project_id: null, project_number: own });
    expectError(await putQuote(server.app, user, quote.id, { project_id: (await createProject(server.app, admin)).id }), 404, 'not_found');
    expect((await getQuote(server.app, user, quote.id)).project_id).toBeNull();
  });

  it('detaching a quote started from the project forgets what came from the pool', async () => {
    const project = await createProject(server.app, user);
    const quote = await createQuote(server.app, user, { family_id: bubble.id, project_id: project.id });
    const detached = (await putQuote(server.app, user, quote.id, { project_id: null })).json() as { data: typeof quote };
    expect(detached.data.answers_from_pool).toEqual([]);
    expect(detached.data.answers).toEqual(quote.answers);
  });
});

describe('duplicating a quote of a project', () => {
  const duplicate = async (token: string, id: number) => {
    const response = await server.app.inject({ method: 'POST', url: `/api/v1/quote/${id}/duplicate`, headers: auth(token) });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: QuoteBody }).data;
  };

  it('gives a copy in the same project, with the answers and their marking as they are (not derived again)', async () => {
    const project = await createProject(server.app, user);
    const quote = await createQuote(server.app, user, { family_id: bubble.id, project_id: project.id });
    const changed = await putQuote(server.app, user, quote.id, { answers: { ...quote.answers, [ids.length!]: 8.5 } });
    expect(changed.statusCode, changed.body).toBe(200);
    const copy = await duplicate(user, quote.id);
    expect(copy).toMatchObject({ project_id: project.id, project_number: project.number, answers: { ...quote.answers, [ids.length!]: 8.5 } });
    expect([...copy.answers_from_pool].sort()).toEqual([ids.shape, ids.width].map(String).sort());
    expect(copy.reference).not.toBe(quote.reference);
    expect((await getProject(server.app, user, project.id)).quote_count).toBe(2);
    const listed = (await server.app.inject({ method: 'GET', url: `/api/v1/quote?project_id=${project.id}`, headers: auth(user) })).json() as { data: { id: number }[] };
    expect(listed.data.map((q) => q.id).sort()).toEqual([quote.id, copy.id].sort());
  });

  it('leaves the copy outside the project when the caller may not change it (a group copying a member’s quote)', async () => {
    const group = await login(server.app, 'demo.group'); // Benelux Pool Inkoop, demo.user's group
    const project = await createProject(server.app, user);
    const quote = await createQuote(server.app, user, { family_id: bubble.id, project_id: project.id });
    const preset = await presetAnswers(server.app, user, bubble.id, 'rect_8x4_blue');
    expect((await putQuote(server.app, user, quote.id, { answers: { ...preset, ...quote.answers } })).statusCode).toBe(200);
    expect((await validate(server.app, user, quote.id, [TERMS])).statusCode).toBe(200);
    // the group sees the member's project (read-only) through the quote in its queue, and copies the quote for itself
    expect((await server.app.inject({ method: 'GET', url: `/api/v1/project/${project.id}`, headers: auth(group) })).statusCode).toBe(200);
    const copy = await duplicate(group, quote.id);
    expect(copy).toMatchObject({ project_id: null, project_number: copy.reference.replace(/^Q-/, 'P-'), answers_from_pool: [] });
    expect((await getProject(server.app, user, project.id)).quote_count).toBe(1);
  });
});

describe('the quote list', () => {
  it('keeps a project’s quotes with project_id, and shows the project’s number and pool', async () => {
    const project = await createProject(server.app, user, { pool: { shape: 'rectangle', length_m: 9.5, width_m: 4.5, stairs: { type: 'corner', side: 'long_side', width_m: 1.5 } } });
    const started = await createQuote(server.app, user, { family_id: bubble.id, project_id: project.id });
    const other = await createQuote(server.app, user, { family_id: bubble.id });
    const page = (await server.app.inject({ method: 'GET', url: `/api/v1/quote?project_id=${project.id}`, headers: { ...auth(user), 'x-locale': 'fr' } })).json() as {
      data: { id: number; project_id: number | null; project_number: string; pool: string | null }[];
      meta: { total: number };
    };
    expect(page.meta.total).toBe(1);
    expect(page.data).toEqual([expect.objectContaining({ id: started.id, project_id: project.id, project_number: project.number, pool: '9,50 x 4,50\u00a0m, rectangle, escalier d’angle' })]);
    const all = (await server.app.inject({ method: 'GET', url: '/api/v1/quote?per_page=100', headers: auth(user) })).json() as { data: { id: number; project_id: number | null }[] };
    expect(all.data.find((q) => q.id === other.id)?.project_id).toBeNull();
    // the project's number is searched like any project number
    const searched = (await server.app.inject({ method: 'GET', url: `/api/v1/quote?q=${project.number}`, headers: auth(user) })).json() as { data: { id: number }[] };
    expect(searched.data.map((q) => q.id)).toEqual([started.id]);
  });
});
