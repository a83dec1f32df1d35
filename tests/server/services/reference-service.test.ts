/** Public reference data: GET /locale, GET /country and GET /settings. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, buildAppOn, createTestServer, login, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
}

interface Country {
  code: string;
  name: string;
}

async function countries(headers: Record<string, string> = {}): Promise<Country[]> {
  const response = await get('/country', headers);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Country[] }).data;
}

const nameOf = (list: Country[], code: string) => list.find((c) => c.code === code)?.name;

describe('GET /locale', () => {
  it('lists the six languages, fr first, with their own names and ISO codes, without a token', async () => {
    const response = await get('/locale');
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: unknown }).data).toEqual([
      { code: 'fr', label: 'Français', iso: 'fr-FR' },
      { code: 'en', label: 'English', iso: 'en-GB' },
      { code: 'de', label: 'Deutsch', iso: 'de-DE' },
      { code: 'es', label: 'Español', iso: 'es-ES' },
      { code: 'nl', label: 'Nederlands', iso: 'nl-NL' },
      { code: 'it', label: 'Italiano', iso: 'it-IT' },
    ]);
  });
});

describe('GET /country', () => {
  it('returns at least 100 distinct ISO codes', async () => {
    const list = await countries();
    expect(list.length).toBeGreaterThanOrEqual(100);
    expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
    for (const country of list) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.name).not.toBe(country.code);
    }
  });

  it('names the countries in the Accept-Language language, French by default', async () => {
    expect(nameOf(await countries(), 'DE')).toBe('Allemagne');
    expect(nameOf(await countries({ 'accept-language': 'fr-BE' }), 'DE')).toBe('Allemagne');
    expect(nameOf(await countries({ 'accept-language': 'de-CH,de;q=0.9' }), 'DE')).toBe('Deutschland');
    expect(nameOf(await countries({ 'accept-language': 'en' }), 'DE')).toBe('Germany');
    expect(nameOf(await countries({ 'accept-language': 'es' }), 'DE')).toBe('Alemania');
    expect(nameOf(await countries({ 'accept-language': 'nl' }), 'DE')).toBe('Duitsland');
    expect(nameOf(await countries({ 'accept-language': 'it' }), 'DE')).toBe('Germania');
    expect(nameOf(await countries({ cookie: 'locale=it' }), 'BE')).toBe('Belgio');
  });

  it('follows Accept-Language on this public operation even when a token is sent', async () => {
    const token = await login(server.app, 'demo.admin'); // locale de
    const list = await countries({ ...auth(token), 'accept-language': 'en' });
    expect(nameOf(list, 'DE')).toBe('Germany');
  });

  it('sorts by name in the language of the caller', async () => {
    for (const locale of ['fr', 'de', 'es']) {
      const list = await countries({ 'accept-language': locale });
      const names = list.map((c) => c.name);
      expect(names).toEqual([...names].sort(new Intl.Collator(locale).compare));
    }
    const german = (await countries({ 'accept-language': 'de' })).map((c) => c.name);
    expect(german.indexOf('Ägypten')).toBeLessThan(german.indexOf('Albanien'));
  });
});

describe('GET /settings', () => {
  it('reflects the configuration (banner off by default)', async () => {
    const response = await get('/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { maintenance_banner: false, upload_max_mb: 10 } });
  });

  it('shows the banner when MAINTENANCE_BANNER is on', async () => {
    const app = await buildAppOn(server, { maintenanceBanner: true, uploadMaxMb: 25 });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/v1/settings' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { maintenance_banner: true, upload_max_mb: 25 } });
    } finally {
      await app.close();
    }
  });
});
