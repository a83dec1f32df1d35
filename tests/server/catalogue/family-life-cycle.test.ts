/**
 * A family's life cycle never strands a quote (issue 27, items 1 and 4): a
 * family created through the API is a draft that nobody can quote until its
 * first version passes the publishing gate, which wants at least one test
 * case; deactivated, it takes no new quote while its open quotes keep
 * opening, pricing and printing on their version; only an unused family is
 * deleted (409 family_in_use with the count otherwise); a scheduled version
 * is moved or cancelled, never one in force.
 */
import { eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { familyVersions } from '../../../server/db/schema.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { createQuote, putQuote } from '../quotes/quote-helpers.ts';

let server: TestServer;
let staff: string; // demo.staff: CATALOGUE_ADMIN, fr
let user: string; // demo.user: an installer, en

beforeAll(async () => {
  server = await createTestServer();
  [staff, user] = await Promise.all([login(server.app, 'demo.staff'), login(server.app, 'demo.user')]);
});
afterAll(async () => server?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token = staff, payload?: object, locale?: string) =>
  server.app.inject({ method, url: `/api/v1${url}`, headers: { ...auth(token), ...(locale ? { 'x-locale': locale } : {}) }, ...(payload ? { payload } : {}) });

async function data<T>(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { data: T }).data;
}

type Family = { id: number; key: string; title: string; active: boolean; version: number | null };
type Version = { number: number; in_force: boolean; scheduled: boolean; effective_from: string; cancelled_at: string | null };

/** The test family (tests/fixtures/families/tiny.family.yaml) under `key`, with or without its test case. */
function tiny(key: string, { withCase = true } = {}): Record<string, unknown> {
  const document = parse(readFileSync(new URL('../../fixtures/families/tiny.family.yaml', import.meta.url), 'utf8')) as Record<string, unknown>;
  if (!withCase) delete document.testCases;
  return { ...document, family: key };
}

const keysOf = async (token: string, query = '') => (await data<Family[]>(await call('GET', `/family${query}`, token))).map((family) => family.key);

describe('a new family is a draft until its first version passes the gate', () => {
  it('is seen by no installer, builder or quote until published, and publishing wants a test case, named in every language', async () => {
    const created = await data<Family>(await call('POST', '/family', staff, { document: tiny('heat_pump', { withCase: false }) }), 201);
    expect(created).toMatchObject({ key: 'heat_pump', version: null, active: true });
    expect(await server.db.select().from(familyVersions).where(eq(familyVersions.familyId, created.id))).toEqual([]);

    // nobody but the catalogue's administrators sees it
    expect(await keysOf(user)).not.toContain('heat_pump');
    expect(await keysOf(staff)).not.toContain('heat_pump');
    expect(await keysOf(staff, '?include_inactive=true')).toContain('heat_pump');
    expect(await data<Family>(await call('GET', `/family/${created.id}`))).toMatchObject({ title: 'Petite famille', version: null });
    for (const url of [`/family/${created.id}`, `/family/${created.id}/definition`, `/family/${created.id}/step`, `/family/${created.id}/preset`]) {
      expectError(await call('GET', url, user), 404, 'not_found');
    }
    expectError(await call('POST', '/quote', user, { family_id: created.id }), 422, 'missing_family');

    // the gate: no test case, no publication (one detail, in the caller's language)
    const expected = {
      fr: 'la famille n’a aucun cas de test\u00a0: ajoutez-en au moins un',
      en: 'the family has no test case: add at least one',
      de: 'die Familie hat keinen Testfall: Fügen Sie mindestens einen hinzu',
      es: 'la familia no tiene ningún caso de prueba: añada al menos uno',
      nl: 'de familie heeft geen testgeval: voeg er minstens één toe',
      it: 'la famiglia non ha alcun caso di test: aggiungine almeno uno',
    };
    for (const [locale, start] of Object.entries(expected)) {
      const refused = expectError(await call('POST', `/family/${created.id}/version`, staff, {}, locale), 422, 'publish_blocked');
      expect(refused.error.details).toEqual([{ path: '/testCases', code: 'test_case_missing', message: expect.stringContaining(start) }]);
    }
    expect(await server.db.select().from(familyVersions).where(eq(familyVersions.familyId, created.id))).toEqual([]);

    // with a case, version 1 is published and the family is offered
    await data(await call('PUT', `/family/${created.id}`, staff, { document: tiny('heat_pump') }));
    expect(await data<Version>(await call('POST', `/family/${created.id}/version`, staff, {}), 201)).toMatchObject({ number: 1, in_force: true });
    expect(await keysOf(user)).toContain('heat_pump');
    expect((await createQuote(server.app, user, { family_id: created.id })).family.key).toBe('heat_pump');
  });

  it('counts a family whose first version is scheduled as unpublished until its date', async () => {
    const created = await data<Family>(await call('POST', '/family', staff, { document: tiny('pool_alarm') }), 201);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await data(await call('POST', `/family/${created.id}/version`, staff, { effective_from: tomorrow }), 201);
    expect(await keysOf(user)).not.toContain('pool_alarm');
    expect((await data<Family[]>(await call('GET', '/family?include_inactive=true'))).find((family) => family.key === 'pool_alarm')).toMatchObject({ version: null });
  });
});

describe('deactivating a family strands no quote', () => {
  it('stops new quotes and copies, while a quote made before keeps opening, pricing and printing on its version; reactivated, it is offered again', async () => {
    const family = await data<Family>(await call('POST', '/family', staff, { document: tiny('solar_shower') }), 201);
    await data(await call('POST', `/family/${family.id}/version`, staff, {}), 201);
    const quote = await createQuote(server.app, user, { family_id: family.id });
    const definition = await data<{ document: { steps: { questions: { key: string }[] }[] }; ids: { question: Record<string, number>; answer: Record<string, number> } }>(
      await call('GET', `/family/${family.id}/definition?version=1`, user),
    );
    const answers = { [definition.ids.question.variant!]: definition.ids.answer['variant.basic']!, [definition.ids.question.length!]: 5 };
    expect((await putQuote(server.app, user, quote.id, { version: quote.version, answers })).statusCode).toBe(200);

    const inactive = await data<Family>(await call('PUT', `/family/${family.id}/active`, staff, { active: false }));
    expect(inactive).toMatchObject({ active: false, version: 1 });
    expect(await keysOf(user)).not.toContain('solar_shower');
    expectError(await call('POST', '/quote', user, { family_id: family.id }), 422, 'missing_family');
    const copy = expectError(await call('POST', `/quote/${quote.id}/duplicate`, user, undefined, 'en'), 422, 'family_inactive');
    expect(copy.error.message).toBe('This product family is no longer offered: no new quote can be made with it. Existing quotes stay usable.');

    // the open quote: opened (with its definition), priced, printed
    expect((await data<{ family: { key: string } }>(await call('GET', `/quote/${quote.id}`, user))).family.key).toBe('solar_shower');
    expect((await data<{ version: number }>(await call('GET', `/family/${family.id}/definition?version=1`, user))).version).toBe(1);
    expectError(await call('GET', `/family/${family.id}/definition`, user), 404, 'not_found');
    const priced = await data<{ lines: { code: string; amount_cents?: number }[] }>(await call('GET', `/quote/${quote.id}/calculate`, user));
    expect(priced.lines.map((line) => line.code)).toContain('TINY-M2');
    const pdf = await call('GET', `/quote/${quote.id}/pdf`, user);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    await data(await call('PUT', `/family/${family.id}/active`, staff, { active: true }));
    expect(await keysOf(user)).toContain('solar_shower');
    expectError(await call('PUT', `/family/${family.id}/active`, user, { active: false }), 403, 'forbidden');
    expectError(await call('PUT', '/family/999999/active', staff, { active: false }), 404, 'not_found');
  });
});

describe('deleting a family', () => {
  it('erases an unused one, and refuses a used one with how many quotes use it, offering deactivation', async () => {
    const unused = await data<Family>(await call('POST', '/family', staff, { document: tiny('unused_family') }), 201);
    await data(await call('POST', `/family/${unused.id}/version`, staff, {}), 201);
    expect((await call('DELETE', `/family/${unused.id}`)).statusCode).toBe(204);
    expectError(await call('GET', `/family/${unused.id}`), 404, 'not_found');

    const used = await data<Family>(await call('POST', '/family', staff, { document: tiny('used_family') }), 201);
    await data(await call('POST', `/family/${used.id}/version`, staff, {}), 201);
    await createQuote(server.app, user, { family_id: used.id });
    await createQuote(server.app, user, { family_id: used.id });
    const refused = expectError(await call('DELETE', `/family/${used.id}`, staff, undefined, 'en'), 409, 'family_in_use');
    expect(refused.error.message).toBe('This family cannot be deleted: quotes use it (2). Deactivate it instead: no new quotes, and those quotes keep opening and pricing.');
    const french = expectError(await call('DELETE', `/family/${used.id}`), 409, 'family_in_use');
    expect(french.error.message).toMatch(/^Cette famille ne peut pas être supprimée\u00a0: des devis l’utilisent \(2\)\. Désactivez-la/);
    expect(await data<Family>(await call('GET', `/family/${used.id}`))).toMatchObject({ key: 'used_family' });
    expectError(await call('DELETE', '/family/999999'), 404, 'not_found');
  });
});

describe('scheduled versions', () => {
  it('are moved and cancelled, never once in force; a cancelled number is not used again', async () => {
    const family = await data<Family>(await call('POST', '/family', staff, { document: tiny('winter_lights') }), 201);
    await data(await call('POST', `/family/${family.id}/version`, staff, {}), 201);
    const changed = { ...tiny('winter_lights'), position: 12 };
    await data(await call('PUT', `/family/${family.id}`, staff, { document: changed }));
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect(await data<Version>(await call('POST', `/family/${family.id}/version`, staff, { effective_from: nextWeek }), 201)).toMatchObject({ number: 2, scheduled: true });

    const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toISOString();
    expect(await data<Version>(await call('PUT', `/family/${family.id}/version/2`, staff, { effective_from: inTwoWeeks }))).toMatchObject({ number: 2, scheduled: true, effective_from: inTwoWeeks });
    expectError(await call('PUT', `/family/${family.id}/version/2`, staff, { effective_from: '2020-01-01T00:00:00Z' }), 422, 'effective_from_past');
    expectError(await call('PUT', `/family/${family.id}/version/1`, staff, { effective_from: inTwoWeeks }), 409, 'version_not_scheduled');
    expectError(await call('DELETE', `/family/${family.id}/version/1`), 409, 'version_not_scheduled');
    expectError(await call('DELETE', `/family/${family.id}/version/9`), 404, 'not_found');

    const cancelled = await data<Version>(await call('DELETE', `/family/${family.id}/version/2`));
    expect(cancelled).toMatchObject({ number: 2, scheduled: false, in_force: false, cancelled_at: expect.any(String) });
    expectError(await call('DELETE', `/family/${family.id}/version/2`), 409, 'version_not_scheduled');
    expectError(await call('PUT', `/family/${family.id}/version/2`, staff, { effective_from: nextWeek }), 409, 'version_not_scheduled');
    // the draft is again unpublished (it differs from version 1, the latest not cancelled), and publishes as version 3
    expect(await data<{ draft_changed: boolean }>(await call('GET', `/family/${family.id}`))).toMatchObject({ draft_changed: true });
    expect(await data<Version>(await call('POST', `/family/${family.id}/version`, staff, {}), 201)).toMatchObject({ number: 3, in_force: true });
    const versions = await data<Version[]>(await call('GET', `/family/${family.id}/version`));
    expect(versions.map((v) => [v.number, v.in_force, v.cancelled_at !== null])).toEqual([[3, true, false], [2, false, true], [1, false, false]]);
  });

  it('moved to now, a scheduled version comes into force', async () => {
    const family = await data<Family>(await call('POST', '/family', staff, { document: tiny('pool_robot') }), 201);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await data(await call('POST', `/family/${family.id}/version`, staff, { effective_from: tomorrow }), 201);
    expect(await keysOf(user)).not.toContain('pool_robot');
    expect(await data<Version>(await call('PUT', `/family/${family.id}/version/1`, staff, { effective_from: new Date().toISOString() }))).toMatchObject({ in_force: true, scheduled: false });
    expect(await keysOf(user)).toContain('pool_robot');
  });

  it('a rollback that a scheduled version would undo asks first, and cancels it when told', async () => {
    const family = await data<Family>(await call('POST', '/family', staff, { document: tiny('pool_heater') }), 201);
    await data(await call('POST', `/family/${family.id}/version`, staff, {}), 201);
    await data(await call('PUT', `/family/${family.id}`, staff, { document: { ...tiny('pool_heater'), position: 3 } }));
    await data(await call('POST', `/family/${family.id}/version`, staff, {}), 201);
    await data(await call('PUT', `/family/${family.id}`, staff, { document: { ...tiny('pool_heater'), position: 4 } }));
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await data(await call('POST', `/family/${family.id}/version`, staff, { effective_from: tomorrow }), 201);

    const asked = expectError(await call('POST', `/family/${family.id}/version/1/republish`, staff, {}, 'de'), 409, 'versions_scheduled');
    expect(asked.error.details).toEqual([{ path: '/versions/3', code: 'version_scheduled', message: expect.stringMatching(/^Version 3 ist ab .+ geplant$/) }]);
    expect((await data<Version[]>(await call('GET', `/family/${family.id}/version`))).length).toBe(3);
    // a rollback dated after the scheduled version is not undone by it: nothing to ask
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString();
    expect(await data<Version>(await call('POST', `/family/${family.id}/version/1/republish`, staff, { effective_from: later }), 201)).toMatchObject({ number: 4, scheduled: true });

    const rolledBack = await data<Version>(await call('POST', `/family/${family.id}/version/2/republish`, staff, { scheduled: 'cancel' }), 201);
    expect(rolledBack).toMatchObject({ number: 5, in_force: true });
    const versions = await data<Version[]>(await call('GET', `/family/${family.id}/version`));
    expect(versions.map((v) => [v.number, v.in_force, v.scheduled, v.cancelled_at !== null])).toEqual([
      [5, true, false, false],
      [4, false, false, true],
      [3, false, false, true],
      [2, false, false, false],
      [1, false, false, false],
    ]);
  });

  it('publishing the draft while a later version is scheduled asks first, in the caller’s language, and keeps or cancels it when told', async () => {
    const family = await data<Family>(await call('POST', '/family', staff, { document: tiny('pool_cleaner') }), 201);
    await data(await call('POST', `/family/${family.id}/version`, staff, {}), 201);
    await data(await call('PUT', `/family/${family.id}`, staff, { document: { ...tiny('pool_cleaner'), position: 3 } }));
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await data(await call('POST', `/family/${family.id}/version`, staff, { effective_from: nextWeek }), 201);
    await data(await call('PUT', `/family/${family.id}`, staff, { document: { ...tiny('pool_cleaner'), position: 4 } }));

    // now: version 2 would replace it next week; asked, and nothing written
    const asked = expectError(await call('POST', `/family/${family.id}/version`, staff, {}, 'fr'), 409, 'versions_scheduled');
    expect(asked.error.details).toEqual([{ path: '/versions/2', code: 'version_scheduled', message: expect.stringMatching(/^la version 2 est programmée à partir du .+/) }]);
    const german = expectError(await call('POST', `/family/${family.id}/version`, staff, {}, 'de'), 409, 'versions_scheduled');
    expect(german.error.details![0]!.message).toMatch(/^Version 2 ist ab .+ geplant$/);
    expect((await data<Version[]>(await call('GET', `/family/${family.id}/version`))).length).toBe(2);
    // dated after the scheduled version: it is not replaced by it, nothing to ask
    const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toISOString();
    expect(await data<Version>(await call('POST', `/family/${family.id}/version`, staff, { effective_from: inTwoWeeks }), 201)).toMatchObject({ number: 3, scheduled: true });

    // keep: version 4 in force now, versions 2 and 3 still scheduled
    await data(await call('PUT', `/family/${family.id}`, staff, { document: { ...tiny('pool_cleaner'), position: 5 } }));
    expect(await data<Version>(await call('POST', `/family/${family.id}/version`, staff, { scheduled: 'keep' }), 201)).toMatchObject({ number: 4, in_force: true });
    // cancel: version 5 in force now, versions 2 and 3 cancelled
    await data(await call('PUT', `/family/${family.id}`, staff, { document: { ...tiny('pool_cleaner'), position: 6 } }));
    expect(await data<Version>(await call('POST', `/family/${family.id}/version`, staff, { scheduled: 'cancel' }), 201)).toMatchObject({ number: 5, in_force: true });
    const versions = await data<Version[]>(await call('GET', `/family/${family.id}/version`));
    expect(versions.map((v) => [v.number, v.in_force, v.scheduled, v.cancelled_at !== null])).toEqual([
      [5, true, false, false],
      [4, false, false, false],
      [3, false, false, true],
      [2, false, false, true],
      [1, false, false, false],
    ]);
  });
});
