/**
 * A project's proposal settings (issue 32, item 3): the defaults until
 * saved (every quote, detailed, none optional), the saved order and
 * choices, quotes that are not the project's refused item by item in the
 * caller's language, a quote detached since left out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/generated/api.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { createQuote, familyByKey, putQuote, type FamilyInfo } from '../quotes/quote-helpers.ts';
import { createProject } from './project-helpers.ts';

type Proposal = components['schemas']['Proposal'];

let server: TestServer;
let user: string; // demo.user: English
let admin: string; // demo.admin: another installer
let bubble: FamilyInfo;

beforeAll(async () => {
  server = await createTestServer();
  user = await login(server.app, 'demo.user');
  admin = await login(server.app, 'demo.admin');
  bubble = await familyByKey(server.app, user, 'bubble');
});
afterAll(() => server?.close());

const get = async (id: number, token = user) => {
  const response = await server.app.inject({ method: 'GET', url: `/api/v1/project/${id}/proposal`, headers: auth(token) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Proposal }).data;
};
const put = (id: number, payload: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'PUT', url: `/api/v1/project/${id}/proposal`, headers: { ...auth(user), ...headers }, payload: payload as object });

describe('the proposal settings', () => {
  it('offers every quote of the project until saved, then keeps the order and choices sent', async () => {
    const project = await createProject(server.app, user);
    const liner = await createQuote(server.app, user, { family_id: bubble.id, project_id: project.id });
    const cover = await createQuote(server.app, user, { family_id: bubble.id, project_id: project.id });
    expect(await get(project.id)).toEqual({
      items: [liner, cover].map((q) => ({ quote_id: q.id, detail: 'detailed', optional: false })),
      introduction: null, conditions: null, validity_days: 30, language: 'en', is_default: true, updated_at: null,
    });
    const items = [{ quote_id: cover.id, detail: 'summary', optional: true }, { quote_id: liner.id, detail: 'detailed', optional: false }];
    const response = await put(project.id, { items, introduction: ' Dear Mr Peeters,\nhere is our offer. ', conditions: 'Deposit 30 %.', validity_days: 45, language: 'nl' });
    expect(response.statusCode, response.body).toBe(200);
    const saved = await get(project.id);
    expect(saved).toMatchObject({ items, introduction: 'Dear Mr Peeters,\nhere is our offer.', conditions: 'Deposit 30 %.', validity_days: 45, language: 'nl', is_default: false });
    // a quote detached since leaves the proposal
    await putQuote(server.app, user, cover.id, { project_id: null });
    expect((await get(project.id)).items).toEqual([items[1]]);
    expectError(await server.app.inject({ method: 'GET', url: `/api/v1/project/${project.id}/proposal`, headers: auth(admin) }), 404, 'not_found');
  });

  it('refuses a quote that is not the project’s, or named twice, item by item, saving nothing', async () => {
    const project = await createProject(server.app, user);
    const mine = await createQuote(server.app, user, { family_id: bubble.id, project_id: project.id });
    const other = await createQuote(server.app, user, { family_id: bubble.id });
    const response = await put(project.id, { items: [mine, other, mine].map((q) => ({ quote_id: q.id, detail: 'detailed', optional: false })), language: 'fr' }, { 'x-locale': 'es' });
    const body = expectError(response, 422, 'quote_not_in_project');
    expect(body.error.details).toEqual([
      { path: 'body.items.1.quote_id', code: 'quote_not_in_project', message: 'Este presupuesto no pertenece a este proyecto o aparece dos veces.' },
      { path: 'body.items.2.quote_id', code: 'quote_not_in_project', message: 'Este presupuesto no pertenece a este proyecto o aparece dos veces.' },
    ]);
    expect((await get(project.id)).is_default).toBe(true);
    expectError(await put(project.id, { items: [], language: 'xx' }), 400, 'validation_failed');
  });
});
