/** POST /access-requests: the public "request access" form. */
import { desc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRequests, outbox } from '../../../server/db/schema.ts';
import { mailsTo } from '../accounts/account-helpers.ts';
import { countRows, insertUser, userRow } from '../helpers/fixtures.ts';
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

function post(payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) {
  return server.app.inject({ method: 'POST', url: '/api/v1/access-requests', payload: payload as object, headers, ...(remoteAddress ? { remoteAddress } : {}) });
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

describe('POST /access-requests: the e-mail to the manufacturer\'s staff', () => {
  it('e-mails every reachable manufacturer user who manages users, in their own language, and nobody else', async () => {
    const staff = await userRow(server.db, 'demo.staff'); // role 1, fr
    const flagged = await insertUser(server.db, 'Aquaterra Pool Systems', { roleId: 4, canManageUsers: true, locale: 'de' });
    const plain = await insertUser(server.db, 'Aquaterra Pool Systems', { roleId: 4, locale: 'it' });
    const inactive = await insertUser(server.db, 'Aquaterra Pool Systems', { roleId: 1, active: false, locale: 'es' });
    const installerAdmin = await userRow(server.db, 'demo.admin'); // role 3 of an installer: USER_MANAGEMENT, not the manufacturer's
    const erp = await userRow(server.db, 'demo.erp');

    const response = await post({ ...VALID, email: 'staff-mail@piscinas-norte.example' }, { 'accept-language': 'es' }, '203.0.113.31');
    expect(response.statusCode, response.body).toBe(202);
    const [row] = await server.db.select().from(accessRequests).orderBy(desc(accessRequests.id)).limit(1);

    const ofThisRequest = async (email: string) => (await mailsTo(server.db, email)).filter((mail) => mail.key.startsWith(`login-access-request:${row!.id}:`));
    const [fr] = await ofThisRequest(staff.email);
    expect(fr?.key).toBe(`login-access-request:${row!.id}:staff:${staff.id}`);
    expect(fr).toMatchObject({ locale: 'fr', subject: 'Demande d’accès au configurateur\u00a0: Piscinas del Norte' });
    expect(fr!.text).toContain('Ana López (staff-mail@piscinas-norte.example), de la société Piscinas del Norte');
    expect(fr!.text).toContain('Pays\u00a0: Espagne');
    expect(fr!.text).toContain('Téléphone\u00a0: +34 94 400 00 00');
    expect(fr!.text).toContain('We build 40 pools a year.');
    expect(fr!.html).toContain('Ana López');
    expect(fr!.text).toContain('depuis la liste des demandes d’accès.');
    expect(fr!.text).toContain(`Voir les demandes d’accès\u00a0: ${server.config.publicUrl}/fr/access-requests`);
    expect(fr!.html).toContain(`href="${server.config.publicUrl}/fr/access-requests"`);
    expect(fr!.text).not.toContain('répondez-lui directement');

    const [de] = await ofThisRequest(flagged.email);
    expect(de).toMatchObject({ locale: 'de', subject: 'Zugangsanfrage zum Konfigurator: Piscinas del Norte' });
    expect(de!.text).toContain('Land: Spanien');
    expect(de!.text).toContain(`Zugangsanfragen ansehen: ${server.config.publicUrl}/de/access-requests`);

    for (const other of [plain, inactive, installerAdmin, erp]) expect(await mailsTo(server.db, other.email), other.login).toEqual([]);
    const queued = await server.db.select().from(outbox).where(like(outbox.idempotencyKey, `login-access-request:${row!.id}:%`));
    expect(queued).toHaveLength(2);
  });

  it('escapes the visitor\'s words in the HTML part and leaves out the missing optional fields', async () => {
    const response = await post({ company: 'Pools <b>&</b> Co', contact_name: 'Jo', email: 'jo-html@example.com', country_code: 'BE' }, {}, '203.0.113.32');
    expect(response.statusCode, response.body).toBe(202);
    const staff = await userRow(server.db, 'demo.staff');
    const mail = (await mailsTo(server.db, staff.email)).at(-1)!;
    expect(mail.html).toContain('Pools &lt;b&gt;&amp;&lt;/b&gt; Co');
    expect(mail.html).not.toContain('<b>&</b>');
    expect(mail.text).not.toContain('Téléphone');
    expect(mail.text).not.toContain('Son message');
  });
});
