/** POST /access-requests: the public "request access" form. */
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRequests } from '../../../server/db/schema.ts';
import { countRows } from '../helpers/fixtures.ts';
import { createTestServer, expectError, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

const VALID = {
  company: '  Piscinas del Norte  ',
  contact_name: 'Ana López',
  email: 'ana@piscinas-norte.example',
  phone: '+34 94 400 00 00',
  country_code: 'ES',
  message: 'We build 40 pools a year.',
};

function post(payload: unknown, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'POST', url: '/api/v1/access-requests', payload: payload as object, headers });
}

describe('POST /access-requests', () => {
  it('accepts a valid request with 202 and stores it, trimmed, in the caller language', async () => {
    const before = await countRows(server.db, 'access_requests');
    const response = await post(VALID, { 'accept-language': 'es-ES,es;q=0.9' });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ data: { accepted: true } });
    expect(await countRows(server.db, 'access_requests')).toBe(before + 1);
    const [row] = await server.db.select().from(accessRequests).orderBy(desc(accessRequests.id)).limit(1);
    expect(row).toMatchObject({
      company: 'Piscinas del Norte',
      contactName: 'Ana López',
      email: 'ana@piscinas-norte.example',
      phone: '+34 94 400 00 00',
      countryCode: 'ES',
      message: 'We build 40 pools a year.',
      locale: 'es',
      status: 'pending',
    });
  });

  it('accepts the optional fields missing (stored as null)', async () => {
    const response = await post({ company: 'Pool Shop', contact_name: 'Jo', email: 'jo@example.com', country_code: 'GB' });
    expect(response.statusCode, response.body).toBe(202);
    const [row] = await server.db.select().from(accessRequests).orderBy(desc(accessRequests.id)).limit(1);
    expect(row).toMatchObject({ company: 'Pool Shop', phone: null, message: null, locale: 'fr' });
  });

  it('refuses a country that is not supported (400 on body.country_code) and stores nothing', async () => {
    const before = await countRows(server.db, 'access_requests');
    for (const country_code of ['ZZ', 'XK']) {
      const body = expectError(await post({ ...VALID, country_code }), 400, 'validation_failed');
      expect(body.error.details).toEqual([expect.objectContaining({ path: 'body.country_code' })]);
    }
    const lower = expectError(await post({ ...VALID, country_code: 'es' }), 400, 'validation_failed');
    expect(lower.error.details).toEqual([expect.objectContaining({ path: 'body.country_code', code: 'pattern' })]);
    expect(await countRows(server.db, 'access_requests')).toBe(before);
  });

  it('lists every missing required field in details, in the caller language', async () => {
    const body = expectError(await post({}, { 'accept-language': 'nl' }), 400, 'validation_failed');
    expect(body.error.message).toBe('Het formulier bevat fouten, controleer de ingevoerde gegevens.');
    expect(body.error.details?.map((d) => d.path).sort()).toEqual([
      'body.company',
      'body.contact_name',
      'body.country_code',
      'body.email',
    ]);
    for (const detail of body.error.details ?? []) {
      expect(detail).toMatchObject({ code: 'required', message: 'Verplicht veld' });
    }
  });

  it('checks formats and lengths of the fields', async () => {
    const body = expectError(
      await post({ ...VALID, email: 'not-an-email', company: '', phone: 'call me', message: 'x'.repeat(2001) }),
      400,
      'validation_failed',
    );
    expect(body.error.details?.map((d) => `${d.path}:${d.code}`).sort()).toEqual([
      'body.company:minLength',
      'body.email:format',
      'body.message:maxLength',
      'body.phone:pattern',
    ]);
  });
});
