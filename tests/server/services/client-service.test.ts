/** POST /clients/search: who may search, and which clients each caller finds. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyId } from '../helpers/fixtures.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  for (const who of ['demo.staff', 'demo.group', 'demo.user', 'demo.admin', 'demo.external']) {
    tokens[who] = await login(server.app, who);
  }
});
afterAll(async () => {
  await server?.close();
});

function search(who: string, q: string) {
  return server.app.inject({ method: 'POST', url: `/api/v1/clients/search?q=${encodeURIComponent(q)}`, headers: auth(tokens[who]!) });
}

async function names(who: string, q: string): Promise<string[]> {
  const response = await search(who, q);
  expect(response.statusCode, response.body).toBe(200);
  const { data } = response.json() as { data: { id: number; company: string }[] };
  // each label is "Name (City)": the id must be that company's
  for (const row of data) expect(row.id).toBe(await companyId(server.db, row.company.replace(/ \([^)]*\)$/, '')));
  return data.map((row) => row.company);
}

describe('POST /clients/search', () => {
  it('needs at least 2 characters (400 validation_failed on q)', async () => {
    const body = expectError(await search('demo.staff', 'a'), 400, 'validation_failed');
    expect(body.error.details).toEqual([
      { path: 'querystring.q', code: 'minLength', message: 'Au moins 2 caractère(s)' },
    ]);
    const missing = await server.app.inject({ method: 'POST', url: '/api/v1/clients/search', headers: auth(tokens['demo.staff']!) });
    expect(expectError(missing, 400, 'validation_failed').error.details).toEqual([
      expect.objectContaining({ path: 'querystring.q', code: 'required' }),
    ]);
  });

  it('finds every installer and trading group for manufacturer staff, case-insensitively, names starting with the query first', async () => {
    expect(await names('demo.staff', 'pisc')).toEqual([
      'Piscinas Mediterráneo S.L. (Valencia)',
      'Piscine Lago Blu S.r.l. (Verona)',
      'Piscines du Soleil (Montpellier)',
      'Groupement Piscines de France (Paris)',
    ]);
    expect(await names('demo.staff', 'ZWEMBAD')).toEqual(['Zwembadbouw Van Dijk B.V. (Rotterdam)', 'Zwembaden Vlaanderen (Gent)']);
  });

  it('also finds clients by city, zipcode and client number', async () => {
    expect(await names('demo.staff', 'gent')).toEqual(['Zwembaden Vlaanderen (Gent)']);
    expect(await names('demo.staff', '3024')).toEqual(['Zwembadbouw Van Dijk B.V. (Rotterdam)']);
    const soleil = await companyId(server.db, 'Piscines du Soleil');
    expect((await names('demo.staff', String(soleil).padStart(2, '0')))[0]).toBe('Piscines du Soleil (Montpellier)');
  });

  it('never returns the manufacturer or external clients', async () => {
    expect(await names('demo.staff', 'Pool')).toEqual(['Benelux Pool Inkoop (Utrecht)']); // not "Aquaterra Pool Systems"
    expect(await names('demo.staff', 'Verde')).toEqual([]);
    expect(await names('demo.staff', 'Jardins')).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect(await names('demo.staff', '%%')).toEqual([]);
    expect(await names('demo.staff', '__')).toEqual([]);
  });

  it('gives a trading-group administrator only its group and its member installers', async () => {
    expect(await names('demo.group', 'zw')).toEqual(['Zwembaden Vlaanderen (Gent)']);
    expect(await names('demo.group', 'pool')).toEqual(['Benelux Pool Inkoop (Utrecht)']);
    expect(await names('demo.group', 'rotterdam')).toEqual([]); // Van Dijk is not a member
    expect(await names('demo.group', 'pisc')).toEqual([]);
    expect(await names('demo.group', 'Müller')).toEqual([]);
  });

  it('answers 403 forbidden to users without CAN_SWITCH_REF', async () => {
    for (const who of ['demo.user', 'demo.admin', 'demo.external']) {
      expectError(await search(who, 'pool'), 403, 'forbidden');
    }
  });

  it('answers 401 without a token', async () => {
    expectError(await server.app.inject({ method: 'POST', url: '/api/v1/clients/search?q=pool' }), 401, 'unauthorized');
  });
});
