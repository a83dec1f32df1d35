/** The manufacturer's list of the login page's requests for access, and declining one (listAccessRequests, declineAccessRequest). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRequests } from '../../../server/db/schema.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { mailsTo } from './account-helpers.ts';

let server: TestServer;
let staff: string;

beforeAll(async () => {
  server = await createTestServer();
  staff = await login(server.app, 'demo.staff');
});
afterAll(async () => {
  await server?.close();
});

let counter = 0;
async function insertRequest(values: Partial<typeof accessRequests.$inferInsert> = {}) {
  counter += 1;
  const [row] = await server.db
    .insert(accessRequests)
    .values({ company: `Piscinas ${counter}`, contactName: 'Ana López', email: `ana.${counter}@piscinas.example`, countryCode: 'ES', locale: 'es', ...values })
    .returning();
  return row!;
}

const list = (token: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: '/api/v1/access-requests', headers: { ...auth(token), ...headers } });
const decline = (token: string, id: number, payload: object = {}, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: `/api/v1/access-requests/${id}/decline`, payload, headers: { ...auth(token), ...headers } });

describe('listAccessRequests', () => {
  it('lists the requests newest first, with their status, for the manufacturer\'s staff', async () => {
    const older = await insertRequest({ createdAt: new Date('2026-01-02T10:00:00Z'), phone: '+34 94 400 00 00', message: 'Hola' });
    const newer = await insertRequest({ createdAt: new Date('2026-01-03T10:00:00Z'), status: 'refused', locale: 'nl' });
    const response = await list(staff);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as { id: number }[];
    const ids = data.map((r) => r.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(data.find((r) => r.id === older.id)).toEqual({
      id: older.id,
      company: older.company,
      contact_name: 'Ana López',
      email: older.email,
      phone: '+34 94 400 00 00',
      country_code: 'ES',
      message: 'Hola',
      locale: 'es',
      status: 'new',
      requested_at: '2026-01-02T10:00:00.000Z',
      answered_at: null,
      answered_by: null,
      reason: null,
      company_id: null,
    });
    expect(data.find((r) => r.id === newer.id)).toMatchObject({ status: 'declined', locale: 'nl', phone: null, message: null });
  });

  it('is refused to an installer\'s administrator (who manages users, but not the manufacturer\'s) and to the ERP', async () => {
    for (const who of ['demo.admin', 'demo.erp']) {
      const body = expectError(await list(await login(server.app, who), { 'accept-language': 'de' }), 403, 'forbidden');
      expect(body.error.message, who).not.toBe('');
    }
  });
});

describe('declineAccessRequest', () => {
  it('declines a new request once, e-mails the visitor in the request\'s language with the reason, and answers 409 after', async () => {
    const request = await insertRequest({ locale: 'es', company: 'Piscinas del Norte' });
    const response = await decline(staff, request.id, { reason: '  No vendemos en su región.  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id: request.id, status: 'declined', answered_by: 'Claire Morel', reason: 'No vendemos en su región.', company_id: null });
    expect(Date.parse(response.json().data.answered_at)).toBeGreaterThan(Date.now() - 60_000);
    const listed = (await list(staff)).json().data as { id: number }[];
    expect(listed.find((r) => r.id === request.id)).toEqual(response.json().data);
    const [mail, ...more] = await mailsTo(server.db, request.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ locale: 'es', subject: 'Su solicitud de acceso al configurador Aquaterra', key: `login-access-request:${request.id}:declined` });
    expect(mail!.text).toContain('Hola, Ana López:');
    expect(mail!.text).toContain('para la empresa Piscinas del Norte.');
    expect(mail!.text).toContain('Motivo: No vendemos en su región.\n');
    expect(mail!.text).not.toContain('región..');

    const again = expectError(await decline(staff, request.id, { reason: 'bis' }), 409, 'request_already_answered');
    expect(again.error.message).toBe('Cette demande a déjà reçu une réponse.'); // in the staff member's language (fr)
    expect(await mailsTo(server.db, request.email)).toHaveLength(1);
  });

  it('declines without a reason: the e-mail has no reason line', async () => {
    const request = await insertRequest({ locale: 'de' });
    expect((await decline(staff, request.id)).statusCode).toBe(200);
    const [mail] = await mailsTo(server.db, request.email);
    expect(mail).toMatchObject({ locale: 'de', subject: 'Ihre Zugangsanfrage zum Aquaterra-Konfigurator' });
    expect(mail!.text).not.toContain('Begründung');
  });

  it('answers 404 for a missing request, 400 for a reason too long, 403 to an installer\'s administrator, and changes nothing', async () => {
    expectError(await decline(staff, 999_999), 404, 'not_found');
    const request = await insertRequest();
    expectError(await decline(staff, request.id, { reason: 'x'.repeat(1001) }), 400, 'validation_failed');
    expectError(await decline(await login(server.app, 'demo.admin'), request.id), 403, 'forbidden');
    const [row] = await server.db.select().from(accessRequests).where(eq(accessRequests.id, request.id));
    expect(row).toMatchObject({ status: 'pending', answeredAt: null, answeredById: null, reason: null });
    expect(await mailsTo(server.db, request.email)).toEqual([]);
  });
});
