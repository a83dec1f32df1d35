/**
 * Pool projects through the API (issue 32): create with a number of the
 * quotes' series, read, list with search, sort and paging, update with its
 * version, the pool checked beyond its schema in the caller's language,
 * delete only without quotes; tenancy beside the permission matrix's cells.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, quotes } from '../../../server/db/schema.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { createQuote, familyByKey, type FamilyInfo } from '../quotes/quote-helpers.ts';
import { createProject, getProject, ROMAN_8X4 } from './project-helpers.ts';

let server: TestServer;
let user: string; // demo.user: Zwembaden Vlaanderen (member of Benelux Pool Inkoop), English
let admin: string; // demo.admin: Schwimmbad Müller, German
let junior: string; // demo.junior: Piscinas Mediterráneo, Spanish
let group: string; // demo.group: Benelux Pool Inkoop's administrator (ORDER_CONFIRM), Dutch
let bubble: FamilyInfo;

beforeAll(async () => {
  server = await createTestServer();
  user = await login(server.app, 'demo.user');
  admin = await login(server.app, 'demo.admin');
  junior = await login(server.app, 'demo.junior');
  group = await login(server.app, 'demo.group');
  bubble = await familyByKey(server.app, user, 'bubble');
});
afterAll(() => server?.close());

const put = (token: string, id: number, payload: unknown, locale?: string) =>
  server.app.inject({ method: 'PUT', url: `/api/v1/project/${id}`, headers: { ...auth(token), ...(locale ? { 'x-locale': locale } : {}) }, payload: payload as object });

describe('createProject and getProject', () => {
  it('makes a project of the caller’s reference client with a number no quote has, its pool completed', async () => {
    const quote = await createQuote(server.app, user, { family_id: bubble.id });
    const project = await createProject(server.app, user, {
      name: '  Villa Janssens ',
      end_customer: { name: 'Jan Janssens', city: 'Gent', email: 'jan@example.be' },
      site_address: { address_1: 'Kerkstraat 1', zipcode: '9000', city: 'Gent', country_code: 'BE' },
      notes: 'Gate code 1234',
    });
    expect(project).toMatchObject({
      name: 'Villa Janssens',
      version: 1,
      quote_count: 0,
      photos: [],
      notes: 'Gate code 1234',
      end_customer: { name: 'Jan Janssens', city: 'Gent', email: 'jan@example.be', phone: null },
      site_address: { address_1: 'Kerkstraat 1', address_2: null, city: 'Gent', country_code: 'BE' },
      client: { name: 'Zwembaden Vlaanderen', kind: 'installer' },
      installer: { name: 'Zwembaden Vlaanderen' },
      pool: { ...ROMAN_8X4, free_form_dimensions: [], notes: null },
      pool_summary: '8.00 x 4.00\u00a0m, rectangle, Roman stairs',
    });
    expect(project.number).toMatch(/^P-\d{4}-\d{6}$/);
    // from the quotes' series: after the quote made just before, and never a quote's own project number
    const quoteNumber = Number(quote.project_number.slice(-6));
    expect(Number(project.number.slice(-6))).toBeGreaterThan(quoteNumber);
    const next = await createQuote(server.app, user, { family_id: bubble.id });
    expect(next.project_number).not.toBe(project.number);
    expect(Number(next.project_number.slice(-6))).toBeGreaterThan(Number(project.number.slice(-6)));
    expect(await getProject(server.app, user, project.id)).toEqual(project);
  });

  it('completes a minimal pool: no stairs, nothing else known', async () => {
    const project = await createProject(server.app, admin, { name: 'Becken Huber', pool: { shape: 'oval', length_m: 7.5, width_m: 3.5 } });
    expect(project.pool).toEqual({
      shape: 'oval', length_m: 7.5, width_m: 3.5, shallow_depth_m: null, deep_depth_m: null,
      stairs: { type: 'none', side: null, width_m: null, depth_m: null }, construction: null, free_form_dimensions: [], notes: null,
    });
    expect(project.pool_summary).toBe('7,50 x 3,50\u00a0m, oval');
    expect(project.client.name).toBe('Schwimmbad Müller GmbH');
  });

  it('keeps the measured dimensions of a free form only', async () => {
    const dims = [{ label: 'Widest point', value_m: 4.2 }];
    const free = await createProject(server.app, user, { pool: { shape: 'free_form', length_m: 9, width_m: 4.5, free_form_dimensions: dims } });
    expect(free.pool.free_form_dimensions).toEqual(dims);
    const rect = await createProject(server.app, user, { pool: { shape: 'rectangle', length_m: 9, width_m: 4.5, free_form_dimensions: dims } });
    expect(rect.pool.free_form_dimensions).toEqual([]);
  });

  it('refuses an impossible pool with one detail per problem, in the caller’s language, writing nothing', async () => {
    const before = (await server.db.select({ id: projects.id }).from(projects)).length;
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/project',
      headers: auth(admin),
      payload: {
        name: 'Unmöglich',
        pool: { shape: 'rectangle', length_m: 8.123, width_m: 4, shallow_depth_m: 2, deep_depth_m: 1.5, stairs: { type: 'roman', side: 'short_side', width_m: 5 } },
      },
    });
    const body = expectError(response, 422, 'invalid_pool');
    expect(body.error.message).toBe('Die Maße des Beckens enthalten Fehler: Prüfen Sie die markierten Felder.');
    expect(body.error.details).toEqual([
      { path: 'body.pool.length_m', code: 'not_centimetres', message: 'Höchstens zwei Nachkommastellen: Es wird auf den Zentimeter genau gemessen.' },
      { path: 'body.pool.shallow_depth_m', code: 'shallow_deeper_than_deep', message: 'Der flache Bereich (2,00 m) ist tiefer als der tiefe Bereich (1,50 m).' },
      { path: 'body.pool.stairs.width_m', code: 'stairs_too_wide', message: 'Die Treppe (5,00 m) ist breiter als die Beckenseite, an der sie liegt (4,00 m).' },
    ]);
    const missing = await server.app.inject({ method: 'POST', url: '/api/v1/project', headers: auth(junior), payload: { name: 'Escalera', pool: { shape: 'rectangle', length_m: 8, width_m: 4, stairs: { type: 'corner' } } } });
    expect(expectError(missing, 422, 'invalid_pool').error.details).toEqual([{ path: 'body.pool.stairs', code: 'stairs_detail_required', message: 'Indique el lado y el ancho de la escalera.' }]);
    const extra = await server.app.inject({ method: 'POST', url: '/api/v1/project', headers: auth(junior), payload: { name: 'Sin', pool: { shape: 'rectangle', length_m: 8, width_m: 4, stairs: { type: 'none', width_m: 1 } } } });
    expect(expectError(extra, 422, 'invalid_pool').error.details?.[0]?.code).toBe('no_stairs_detail');
    expect((await server.db.select({ id: projects.id }).from(projects)).length).toBe(before);
  });

  it('answers hostile or malformed input with 400, never 500', async () => {
    const cases: unknown[] = [
      { name: 'x', pool: { shape: 'hexagon', length_m: 8, width_m: 4 } },
      { name: 'x', pool: { shape: 'rectangle', length_m: 80, width_m: 4 } },
      { name: 'x', pool: { shape: 'rectangle', length_m: '8', width_m: 4 } },
      { name: '   ', pool: ROMAN_8X4 },
      { name: 'two\nlines', pool: ROMAN_8X4 },
      { name: 'x'.repeat(81), pool: ROMAN_8X4 },
      { name: 'x', pool: ROMAN_8X4, client_id: 1 },
      { name: 'x', pool: { ...ROMAN_8X4, free_form_dimensions: Array.from({ length: 21 }, () => ({ label: 'a', value_m: 1 })) } },
      { name: 'x', pool: ROMAN_8X4, end_customer: { email: 'not an address' } },
      { name: 'x\u0000', pool: ROMAN_8X4 },
    ];
    for (const payload of cases) {
      const response = await server.app.inject({ method: 'POST', url: '/api/v1/project', headers: auth(user), payload: payload as object });
      expect([400], JSON.stringify(payload)).toContain(response.statusCode);
    }
    const huge = '{"name":"x","pool":{"shape":"rectangle","length_m":1e309,"width_m":4}}';
    const response = await server.app.inject({ method: 'POST', url: '/api/v1/project', headers: { ...auth(user), 'content-type': 'application/json' }, payload: huge });
    expect(response.statusCode).toBe(400);
  });
});

describe('listProjects', () => {
  it('searches number, name, end customer and city without case or accents, sorts and pages', async () => {
    const a = await createProject(server.app, junior, { name: 'Casa Núñez', end_customer: { name: 'Álvaro Núñez' }, site_address: { city: 'Málaga' } });
    const b = await createProject(server.app, junior, { name: 'Chalet Ruiz', end_customer: { name: 'Marta Ruiz' }, site_address: { city: 'Sevilla' } });
    const list = async (query: string) => {
      const response = await server.app.inject({ method: 'GET', url: `/api/v1/project?${query}`, headers: auth(junior) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: { id: number; name: string; city: string | null; end_customer_name: string | null; pool_summary: string }[]; meta: { total: number } };
    };
    expect((await list('q=nunez')).data.map((p) => p.id)).toEqual([a.id]);
    expect((await list('q=MALAGA')).data.map((p) => p.id)).toEqual([a.id]);
    expect((await list('q=ruiz')).data.map((p) => p.id)).toEqual([b.id]);
    expect((await list(`q=${b.number}`)).data.map((p) => p.id)).toEqual([b.id]);
    expect((await list('q=100%25')).data).toEqual([]);
    const byCity = await list('sort=city');
    expect(byCity.data.map((p) => p.city)).toEqual(['Málaga', 'Sevilla']);
    expect(byCity.data[0]).toMatchObject({ name: 'Casa Núñez', end_customer_name: 'Álvaro Núñez', pool_summary: '8,00 x 4,00\u00a0m, rectángulo, escalera romana' });
    const paged = await list('sort=-name&per_page=1&page=2');
    expect(paged.meta.total).toBe(2);
    expect(paged.data.map((p) => p.name)).toEqual(['Casa Núñez']);
    expectError(await server.app.inject({ method: 'GET', url: '/api/v1/project?sort=pool', headers: auth(junior) }), 400, 'validation_failed');
  });

  it('shows each caller only its side’s projects; a group its members’ that hold a quote in its queue, read-only', async () => {
    const mine = await createProject(server.app, user, { name: 'Zwembad De Smet' });
    const other = await createProject(server.app, admin, { name: 'Nicht für andere' });
    const ids = async (token: string) => ((await server.app.inject({ method: 'GET', url: '/api/v1/project?per_page=100', headers: auth(token) })).json() as { data: { id: number }[] }).data.map((p) => p.id);
    expect(await ids(user)).toContain(mine.id);
    expect(await ids(user)).not.toContain(other.id);
    expect(await ids(group)).not.toContain(mine.id);
    expectError(await server.app.inject({ method: 'GET', url: `/api/v1/project/${other.id}`, headers: auth(user) }), 404, 'not_found');
    // a member's quote of the project reaches the group's queue: the group sees the project, and may not change it
    const quote = await createQuote(server.app, user, { family_id: bubble.id });
    await server.db.update(quotes).set({ projectId: mine.id, state: 'pending_confirmation' }).where(eq(quotes.id, quote.id));
    expect(await ids(group)).toContain(mine.id);
    expect((await getProject(server.app, group, mine.id)).quote_count).toBe(1);
    expectError(await put(group, mine.id, { version: 1, name: 'Door de groep' }), 404, 'not_found');
  });
});

describe('updateProject and deleteProject', () => {
  it('changes what is sent, grows the version and refuses a stale one', async () => {
    const project = await createProject(server.app, user);
    const response = await put(user, project.id, { version: 1, name: 'Renamed', pool: { ...ROMAN_8X4, length_m: 9 }, site_address: { city: '  Brugge ' } });
    expect(response.statusCode, response.body).toBe(200);
    const updated = (response.json() as { data: typeof project }).data;
    expect(updated).toMatchObject({ version: 2, name: 'Renamed', notes: null, site_address: { city: 'Brugge', address_1: null }, pool_summary: '9.00 x 4.00\u00a0m, rectangle, Roman stairs' });
    expect(updated.end_customer).toEqual(project.end_customer);
    const stale = expectError(await put(user, project.id, { version: 1, name: 'Stale tab' }, 'fr'), 409, 'project_changed');
    expect(stale.error.message).toBe('Ce projet a été modifié entre-temps (dans un autre onglet\u00a0?). Rechargez-le pour voir la dernière version.');
    expect((await getProject(server.app, user, project.id)).name).toBe('Renamed');
    expectError(await put(user, project.id, { version: 2 }), 400, 'validation_failed');
    expectError(await put(user, project.id, { version: 2, pool: { ...ROMAN_8X4, width_m: 1.5 } }), 422, 'invalid_pool');
    expectError(await put(admin, project.id, { version: 2, name: 'Fremd' }), 404, 'not_found');
  });

  it('deletes a project without quotes, refuses one with a quote', async () => {
    const project = await createProject(server.app, user);
    const quote = await createQuote(server.app, user, { family_id: bubble.id });
    await server.db.update(quotes).set({ projectId: project.id }).where(eq(quotes.id, quote.id));
    const refused = expectError(await server.app.inject({ method: 'DELETE', url: `/api/v1/project/${project.id}`, headers: { ...auth(user), 'x-locale': 'nl' } }), 409, 'project_has_quotes');
    expect(refused.error.message).toBe('Dit project heeft nog offertes: koppel ze los of verwijder ze voordat u het project verwijdert.');
    await server.db.update(quotes).set({ projectId: null }).where(eq(quotes.id, quote.id));
    expectError(await server.app.inject({ method: 'DELETE', url: `/api/v1/project/${project.id}`, headers: auth(admin) }), 404, 'not_found');
    expect((await server.app.inject({ method: 'DELETE', url: `/api/v1/project/${project.id}`, headers: auth(user) })).statusCode).toBe(204);
    expectError(await server.app.inject({ method: 'GET', url: `/api/v1/project/${project.id}`, headers: auth(user) }), 404, 'not_found');
  });
});
