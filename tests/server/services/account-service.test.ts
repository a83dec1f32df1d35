/** GET /account/billing and GET /account/installer: the current reference client's records. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyId } from '../helpers/fixtures.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  for (const who of ['demo.user', 'demo.admin', 'demo.group', 'demo.external', 'demo.staff']) {
    tokens[who] = await login(server.app, who);
  }
});
afterAll(async () => {
  await server?.close();
});

function get(url: string, who: string) {
  return server.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: auth(tokens[who]!) });
}

describe('GET /account/billing', () => {
  it('for an installer of a trading group, returns the billing details of the group', async () => {
    const response = await get('/account/billing', 'demo.user');
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: unknown }).data).toEqual({
      business_name: 'Benelux Pool Inkoop',
      address_1: 'Stationsplein 4',
      address_2: null,
      address_3: null,
      address_4: null,
      zipcode: '3511 ED',
      city: 'Utrecht',
      country_code: 'NL',
      country: 'Netherlands', // demo.user reads English
      phone: '+31 30 200 00 00',
      fax: null,
    });
  });

  it('for an installer without a group, returns its own company, country in the user language', async () => {
    const response = await get('/account/billing', 'demo.admin');
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: unknown }).data).toMatchObject({
      business_name: 'Schwimmbad Müller GmbH',
      address_1: 'Leopoldstraße 55',
      zipcode: '80802',
      city: 'München',
      country_code: 'DE',
      country: 'Deutschland',
    });
  });

  it('for an external-client user, returns the installer it works under', async () => {
    const response = await get('/account/billing', 'demo.external');
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: unknown }).data).toMatchObject({
      business_name: 'Piscine Lago Blu S.r.l.',
      country: 'Italia',
    });
  });

  it('needs a token', async () => {
    expectError(await server.app.inject({ method: 'GET', url: '/api/v1/account/billing' }), 401, 'unauthorized');
  });
});

describe('GET /account/installer', () => {
  it('returns the installer record of the reference client with its discount and group', async () => {
    const response = await get('/account/installer', 'demo.user');
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: Record<string, unknown> };
    expect(data).toEqual({
      id: await companyId(server.db, 'Zwembaden Vlaanderen'),
      name: 'Zwembaden Vlaanderen',
      email: 'info@zwembaden-vlaanderen.example',
      vat_number: 'BE0123456789',
      discount_percent: 30,
      group: {
        id: await companyId(server.db, 'Benelux Pool Inkoop'),
        name: 'Benelux Pool Inkoop',
        kind: 'group',
        country_code: 'NL',
      },
      address_1: 'Kortrijksesteenweg 101',
      address_2: null,
      address_3: null,
      address_4: null,
      zipcode: '9000',
      city: 'Gent',
      country_code: 'BE',
      country: 'Belgium',
      phone: '+32 9 200 00 00',
      fax: null,
    });
  });

  it('gives the discount in percent and no group for an independent installer', async () => {
    const response = await get('/account/installer', 'demo.admin');
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: Record<string, unknown> };
    expect(data).toMatchObject({ name: 'Schwimmbad Müller GmbH', discount_percent: 32, group: null, vat_number: 'DE123456789' });
  });

  it("for an external-client user, returns the installer owning the main account without the installer's discount", async () => {
    const response = await get('/account/installer', 'demo.external');
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: Record<string, unknown> }).data).toMatchObject({
      name: 'Piscine Lago Blu S.r.l.',
      discount_percent: null,
      country: 'Italia',
    });
  });

  it('answers 404 when the reference client is a trading group', async () => {
    expectError(await get('/account/installer', 'demo.group'), 404, 'not_found');
  });
});
