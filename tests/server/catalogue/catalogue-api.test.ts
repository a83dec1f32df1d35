/** Reference data of the catalogue, in the caller's language, and its administration by CATALOGUE_ADMIN. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
let staff: string; // role 1, fr, CATALOGUE_ADMIN
let admin: string; // role 3, de, no CATALOGUE_ADMIN
let user: string; // role 2, en

const tiny = () => parse(readFileSync(fileURLToPath(new URL('../../fixtures/families/tiny.family.yaml', import.meta.url)), 'utf8')) as Record<string, unknown>;

beforeAll(async () => {
  server = await createTestServer();
  staff = await login(server.app, 'demo.staff');
  admin = await login(server.app, 'demo.admin');
  user = await login(server.app, 'demo.user');
});
afterAll(async () => {
  await server?.close();
});

async function get<T = unknown>(url: string, token = user): Promise<T> {
  const response = await server.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: auth(token) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = staff) {
  return server.app.inject({ method, url: `/api/v1${url}`, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** Publishes a family's draft (admin edits change only the draft: production reads the published versions). */
async function publish(id: number) {
  const response = await send('POST', `/family/${id}/version`, {});
  expect(response.statusCode, response.body).toBe(201);
}

type Family = { id: number; key: string; title: string; position: number; active: boolean; document?: unknown };
type Step = { id: number; key: string; title: string; type: string; position: number; conditions?: { question_id: number; answer_id: number }[] };
type Question = { id: number; key: string; step_id: number; type: string; title: string; unit: string | null; answers?: { id: number; key: string; title: string }[]; categories?: unknown[]; conditions?: unknown[] };

async function familyId(key: string) {
  return (await get<Family[]>('/family')).find((family) => family.key === key)!.id;
}

describe('reference data', () => {
  it('lists the six families by position, in the caller language', async () => {
    const english = await get<Family[]>('/family');
    expect(english.map((f) => f.key)).toEqual(['blind', 'liner', 'bubble', 'net', 'winter', 'bar']);
    expect(english.find((f) => f.key === 'bubble')!.title).toBe('Bubble cover');
    const german = await get<Family[]>('/family', admin);
    expect(german.find((f) => f.key === 'bubble')!.title).toBe('Solarplane');
    expect(german[0]).not.toHaveProperty('document');
  });

  it('lists every step of a family with the special ones, and their conditions on request', async () => {
    const id = await familyId('blind');
    const steps = await get<Step[]>(`/family/${id}/step?with_conditions=true`);
    expect(steps[0]).toMatchObject({ id: 0, type: 'reference', position: 0, title: 'Reference' });
    expect(steps.slice(-3).map((s) => [s.id, s.type])).toEqual([[-1, 'calculation'], [10, 'customise'], [11, 'validate']]);
    expect(steps[1]).toMatchObject({ id: 1, type: 'form', conditions: [] });
    expect(steps.some((s) => (s.conditions ?? []).length > 0)).toBe(true);
    expect((await get<Step[]>(`/family/${id}/step`))[1]).not.toHaveProperty('conditions');
    const french = await get<Step>(`/family/${id}/step/-1`, staff);
    expect(french).toMatchObject({ id: -1, title: 'Calcul du prix', conditions: [] });
  });

  it('lists questions with answers, categories and conditions, and a question answers', async () => {
    const id = await familyId('bubble');
    const questions = await get<Question[]>(`/question?family_id=${id}&step_id=2&with_answers=true&with_categories=true&with_conditions=true`, admin);
    expect(questions.map((q) => q.key)).toEqual(['shape', 'length', 'width']);
    const length = questions.find((q) => q.key === 'length')!;
    expect(length).toMatchObject({ type: 'number', unit: 'm', min: 3, max: 15, step: 0.01, required: true, title: 'Innenlänge', conditions: [] });
    expect(length.categories).toEqual([expect.objectContaining({ depth: 0, conditional_question_id: null })]);
    const shape = questions.find((q) => q.key === 'shape')!;
    expect(shape.answers!.map((a) => a.title)).toEqual(['Rechteck', 'Oval', 'Römische Treppe', 'Freiform']);
    const answers = await get<{ id: number; title: string }[]>(`/question/${shape.id}/answer`, staff);
    expect(answers.map((a) => a.id)).toEqual(shape.answers!.map((a) => a.id));
    expect(answers[0]!.title).toBe('Rectangle');
    expect(await get<Question[]>(`/question?family_id=${id}`)).toHaveLength(6);
  });

  it('gives categories depth-first and the inconsistency categories', async () => {
    const id = await familyId('bubble');
    const categories = await get<{ category_id: number; depth: number; parent_id: number | null; title: string }[]>(`/category?family_id=${id}`);
    expect(categories.map((c) => [c.title, c.depth])).toEqual([['Pool size', 0], ['Edges', 0], ['Roller', 1]]);
    expect(categories[2]!.parent_id).toBe(categories[1]!.category_id);
    const all = await get<unknown[]>('/category');
    expect(all.length).toBeGreaterThan(categories.length);
    const inconsistencies = await get<{ id: number; key: string; title: string }[]>('/inconsistency/category', admin);
    expect(inconsistencies).toContainEqual(expect.objectContaining({ key: 'dimensions', title: 'Abmessungen' }));
  });

  it('lists presets with answers keyed by question id', async () => {
    const id = await familyId('bubble');
    const presets = await get<{ id: number; key: string; title: string; answers: Record<string, unknown> }[]>(`/family/${id}/preset`);
    expect(presets.map((p) => p.key)).toEqual(['rect_8x4_blue', 'rect_10x5_roller']);
    const questions = await get<Question[]>(`/question?family_id=${id}&with_answers=true`);
    const length = questions.find((q) => q.key === 'length')!;
    const variant = questions.find((q) => q.key === 'variant')!;
    expect(presets[0]!.answers[String(length.id)]).toBe(8);
    expect(presets[0]!.answers[String(variant.id)]).toBe(variant.answers!.find((a) => a.key === 'blue_400')!.id);
    expect(await get(`/family/${id}/preset/${presets[1]!.id}`)).toMatchObject({ key: 'rect_10x5_roller' });
  });

  it('answers 404 for unknown families, steps, questions and presets', async () => {
    for (const url of ['/family/9999', '/family/9999/step', '/question?family_id=9999', '/question/999999/answer', '/family/1/step/55', '/family/1/preset/999999', '/category?family_id=9999']) {
      expectError(await server.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: auth(user) }), 404, 'not_found');
    }
    expectError(await server.app.inject({ method: 'GET', url: '/api/v1/family' }), 401, 'unauthorized');
  });
});

describe('catalogue administration', () => {
  it('is refused without CATALOGUE_ADMIN', async () => {
    expectError(await send('POST', '/family', { document: tiny() }, admin), 403, 'forbidden');
    expectError(await send('DELETE', '/family/1', undefined, user), 403, 'forbidden');
  });

  it('creates a family from a document as a draft, shows it to everyone once published, and refuses its key twice', async () => {
    const created = await send('POST', '/family', { document: tiny() });
    expect(created.statusCode, created.body).toBe(201);
    const family = (created.json() as { data: Family }).data;
    expect(family).toMatchObject({ key: 'tiny', title: 'Petite famille', active: true, version: null, document: expect.objectContaining({ family: 'tiny' }) });
    expect((await get<Family[]>('/family')).map((f) => f.key)).not.toContain('tiny');
    await publish(family.id);
    expect((await get<Family[]>('/family')).map((f) => f.key)).toContain('tiny');
    expectError(await send('POST', '/family', { document: tiny() }), 409, 'family_key_taken');
  });

  it('refuses a broken document whole with every error located, in the caller language', async () => {
    const document = tiny();
    document.family = 'broken_one';
    (document.rules as { when: string }[])[0]!.when = 'lenght > 1.0';
    (document.presets as { answers: Record<string, unknown> }[])[0]!.answers.variant = 'nope';
    const before = (await get<Family[]>('/family', staff)).length;
    const body = expectError(await send('POST', '/family', { document }), 422, 'invalid_family_document');
    expect(body.error.message).toBe('Le document de la famille contient des erreurs\u00a0; il est refusé en entier.');
    expect(body.error.details!.map((d) => [d.path, d.code])).toEqual([
      ['/rules/0/when', 'cel_unknown_key'],
      ['/presets/0/answers/variant', 'preset_unknown_answer'],
    ]);
    const [unknownKey, unknownAnswer] = body.error.details!;
    expect(unknownKey!.message).toMatch(/^l’expression fait référence à une question inconnue\u00a0: .*lenght/);
    expect(unknownAnswer!.message).toBe('le préréglage « standard » donne à la question « variant » une réponse inconnue « nope »');
    expect((await get<Family[]>('/family', staff)).length).toBe(before);
  });

  it('keeps question and answer ids when the document is rewritten', async () => {
    const id = await familyId('tiny');
    const before = await get<Question[]>(`/question?family_id=${id}&with_answers=true`);
    const document = tiny();
    const [product, size, extras] = document.steps as { questions: { answers: unknown[] }[] }[];
    document.steps = [product, extras, size]; // step 1 stays first
    product!.questions[0]!.answers.reverse();
    const updated = await send('PUT', `/family/${id}`, { document });
    expect(updated.statusCode, updated.body).toBe(200);
    await publish(id);
    const after = await get<Question[]>(`/question?family_id=${id}&with_answers=true`);
    const idsOf = (list: Question[]) => Object.fromEntries(list.flatMap((q) => [[q.key, q.id], ...(q.answers ?? []).map((a) => [`${q.key}.${a.key}`, a.id])]));
    expect(idsOf(after)).toEqual(idsOf(before));
    document.family = 'renamed';
    const renamed = expectError(await send('PUT', `/family/${id}`, { document }), 422, 'invalid_family_document');
    expect(renamed.error.details).toEqual([expect.objectContaining({ path: '/family', code: 'family_key_changed' })]);
  });

  it('adds, changes and removes form steps, never the special ones', async () => {
    const id = await familyId('tiny');
    const questions = await get<Question[]>(`/question?family_id=${id}&with_answers=true`);
    const variant = questions.find((q) => q.key === 'variant')!;
    const deluxe = variant.answers!.find((a) => a.key === 'deluxe')!;
    const created = await send('POST', `/family/${id}/step`, { key: 'finish', title: { en: 'Finish', fr: 'Finition' }, conditions: [{ question_id: variant.id, answer_id: deluxe.id }] });
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as { data: Step }).data).toMatchObject({ id: 4, key: 'finish', title: 'Finition', conditions: [{ question_id: variant.id, answer_id: deluxe.id }] });
    expectError(await send('POST', `/family/${id}/step`, { id: 10, key: 'x', title: { en: 'X' } }), 422, 'reserved_step_id');
    expectError(await send('POST', `/family/${id}/step`, { id: 2, key: 'x', title: { en: 'X' } }), 409, 'step_id_taken');
    expectError(await send('POST', `/family/${id}/step`, { key: 'size', title: { en: 'X' } }), 409, 'step_key_taken');
    const moved = await send('PUT', `/family/${id}/step/4`, { position: 2, title: { en: 'Finishing' } });
    expect(moved.statusCode, moved.body).toBe(200);
    await publish(id);
    expect((await get<Step[]>(`/family/${id}/step`)).map((s) => s.id)).toEqual([0, 1, 4, 3, 2, -1, 10, 11]);
    expectError(await send('PUT', `/family/${id}/step/-1`, { title: { en: 'Price' } }), 422, 'reserved_step_id');
    expectError(await send('DELETE', `/family/${id}/step/0`), 422, 'reserved_step_id');
    // the rule names a question of step 2: removing it would leave the document inconsistent
    expectError(await send('DELETE', `/family/${id}/step/2`), 422, 'invalid_family_document');
    expect((await send('DELETE', `/family/${id}/step/4`)).statusCode).toBe(204);
    expectError(await send('DELETE', `/family/${id}/step/4`), 404, 'not_found');
  });

  it('adds, changes and removes presets checked against the family', async () => {
    const id = await familyId('tiny');
    const questions = await get<Question[]>(`/question?family_id=${id}&with_answers=true`);
    const variant = questions.find((q) => q.key === 'variant')!;
    const length = questions.find((q) => q.key === 'length')!;
    const deluxe = variant.answers!.find((a) => a.key === 'deluxe')!.id;
    const created = await send('POST', `/family/${id}/preset`, { key: 'big', title: { en: 'Big', de: 'Groß' }, answers: { [variant.id]: deluxe, [length.id]: 9.5 } });
    expect(created.statusCode, created.body).toBe(201);
    const preset = (created.json() as { data: { id: number; answers: Record<string, unknown> } }).data;
    expect(preset.answers).toEqual({ [variant.id]: deluxe, [length.id]: 9.5 });
    expectError(await send('POST', `/family/${id}/preset`, { key: 'big', title: { en: 'Again' }, answers: {} }), 409, 'preset_key_taken');
    const outOfRange = expectError(await send('POST', `/family/${id}/preset`, { key: 'huge', title: { en: 'Huge' }, answers: { [length.id]: 99 } }), 422, 'invalid_family_document');
    expect(outOfRange.error.details![0]).toMatchObject({ code: 'preset_invalid_value' });
    const odd = expectError(await send('POST', `/family/${id}/preset`, { key: 'odd', title: { en: 'Odd' }, answers: { [variant.id]: length.id } }), 422, 'invalid_family_document');
    expect(odd.error.details).toEqual([{ path: `/answers/${variant.id}`, code: 'preset_unknown_answer', message: `ce n’est pas une réponse de la question ${variant.id}` }]);
    const renamed = await send('PUT', `/family/${id}/preset/${preset.id}`, { title: { en: 'Large' } });
    expect((renamed.json() as { data: { id: number; title: string } }).data).toMatchObject({ id: preset.id, title: 'Large' });
    await publish(id);
    expect(await get(`/family/${id}/preset/${preset.id}`)).toMatchObject({ id: preset.id });
    expect((await send('DELETE', `/family/${id}/preset/${preset.id}`)).statusCode).toBe(204);
    await publish(id);
    expectError(await send('GET' as 'POST', `/family/${id}/preset/${preset.id}`), 404, 'not_found');
  });

  it('hides an inactive family from other users, and deletes a family', async () => {
    const id = await familyId('tiny');
    const response = await send('PUT', `/family/${id}`, { document: tiny(), active: false });
    expect(response.statusCode, response.body).toBe(200);
    expect((await get<Family[]>('/family')).map((f) => f.key)).not.toContain('tiny');
    expectError(await server.app.inject({ method: 'GET', url: `/api/v1/family/${id}`, headers: auth(user) }), 404, 'not_found');
    expect((await get<Family[]>('/family?include_inactive=true', staff)).map((f) => f.key)).toContain('tiny');
    expect((await get<Family[]>('/family?include_inactive=true', user)).map((f) => f.key)).not.toContain('tiny');
    expect((await send('DELETE', `/family/${id}`)).statusCode).toBe(204);
    expectError(await send('DELETE', `/family/${id}`), 404, 'not_found');
  });
});
