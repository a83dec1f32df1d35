/**
 * A request for access whose installer has nobody to answer it (no active
 * user holding EXTERNAL_CLIENTS_MANAGEMENT, like Piscine Lago Blu in the demo
 * data): its trading group's administrators answer it, or, when the
 * installer is in no group (or the group has none), the manufacturer's staff.
 * They are told by e-mail, find it in their list without switching client,
 * and may accept it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyId, insertUser, userRow } from '../helpers/fixtures.ts';
import { auth, createTestServer, DEMO_PASSWORD, login, type TestServer } from '../helpers/test-server.ts';
import { createUserAs, lastMailTo, linkOf, mailsTo, newUserBody } from './account-helpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Request = { id: number; status: string; user: { login: string }; installer: { name: string } };

async function requests(token: string): Promise<Request[]> {
  const response = await server.app.inject({ method: 'GET', url: '/api/v1/account/user/external-clients-requests', headers: auth(token) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Request[] }).data;
}

function accept(id: number, token: string) {
  return server.app.inject({ method: 'POST', url: `/api/v1/account/user/external-clients-requests/${id}`, payload: { decision: 'accept', password: DEMO_PASSWORD }, headers: auth(token) });
}

describe('a request for access when the installer has nobody to answer it', () => {
  it('goes to the manufacturer’s staff when the installer is in no group: e-mailed, listed without switching client, accepted', async () => {
    const staff = await login(server.app, 'demo.staff'); // reference client: Piscines du Soleil, not Lago Blu
    const staffEmail = (await userRow(server.db, 'demo.staff')).email;
    const before = (await mailsTo(server.db, staffEmail)).length;
    const body = newUserBody(await companyId(server.db, 'Verde Acqua Giardini'), { locale: 'it' });
    expect((await createUserAs(server.app, staff, body)).statusCode).toBe(201);

    const told = await mailsTo(server.db, staffEmail);
    expect(told.length).toBe(before + 1);
    const mail = told.at(-1)!;
    expect(mail.subject).toBe('Demande d’accès de Verde Acqua Giardini au compte de Piscine Lago Blu S.r.l.');
    expect(mail.text).toContain('Piscine Lago Blu S.r.l. n’a aucun administrateur qui gère les clients externes');
    expect(mail.text).toContain('/fr/user/external-clients');

    const listed = (await requests(staff)).find((r) => r.user.login === body.login);
    expect(listed).toMatchObject({ status: 'pending', installer: { name: 'Piscine Lago Blu S.r.l.' } });
    const answered = await accept(listed!.id, staff);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await userRow(server.db, body.login)).toMatchObject({ active: true, subscriptionStatus: 'pending' });
    expect(linkOf(await lastMailTo(server.db, body.email)).url.pathname).toBe('/it/user/subscription');
  });

  it('goes to the trading group’s administrators when the member installer has none, and not to the staff', async () => {
    const group = await login(server.app, 'demo.group');
    const staffEmail = (await userRow(server.db, 'demo.staff')).email;
    const groupEmail = (await userRow(server.db, 'demo.group')).email;
    const vlaanderen = await companyId(server.db, 'Zwembaden Vlaanderen'); // its only user, demo.user, does not manage external clients
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/v1/external-clients',
      payload: { installer_id: vlaanderen, company: 'Tuinen Van Acker', address_1: 'Dorpsstraat 1', country_code: 'BE', zipcode: '9000', city: 'Gent' },
      headers: auth(group),
    });
    expect(created.statusCode, created.body).toBe(201);
    const external = (created.json() as { data: { id: number } }).data.id;
    const staffBefore = (await mailsTo(server.db, staffEmail)).length;
    const body = newUserBody(external);
    expect((await createUserAs(server.app, group, body)).statusCode).toBe(201);

    const mail = await lastMailTo(server.db, groupEmail);
    expect(mail.subject).toBe('Verzoek om toegang van Tuinen Van Acker tot het account van Zwembaden Vlaanderen');
    expect((await mailsTo(server.db, staffEmail)).length).toBe(staffBefore);
    const listed = (await requests(group)).find((r) => r.user.login === body.login);
    expect(listed).toMatchObject({ status: 'pending', installer: { name: 'Zwembaden Vlaanderen' } });
    expect((await requests(await login(server.app, 'demo.staff'))).some((r) => r.user.login === body.login)).toBe(false);
    expect((await accept(listed!.id, group)).statusCode).toBe(200);
  });

  it('stays with the installer when it has an administrator of its own: nobody else is told', async () => {
    const staff = await login(server.app, 'demo.staff');
    const staffEmail = (await userRow(server.db, 'demo.staff')).email;
    const before = (await mailsTo(server.db, staffEmail)).length;
    const body = newUserBody(await companyId(server.db, 'Jardins & Bassins Provence'), { locale: 'fr' });
    await insertUser(server.db, 'Piscines du Soleil', { roleId: 3, locale: 'fr' });
    expect((await createUserAs(server.app, staff, body)).statusCode).toBe(201);
    expect((await mailsTo(server.db, staffEmail)).length).toBe(before);
    // demo.staff's reference client is Piscines du Soleil: the request is in its list as the installer's own
    expect((await requests(staff)).some((r) => r.user.login === body.login)).toBe(true);
  });
});
