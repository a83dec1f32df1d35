/**
 * The history of a family's versions (issue 18): listed newest first with
 * the one in force and the scheduled ones, each readable with its document;
 * rolling back publishes an earlier version again as the next number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { familyByKey } from '../quotes/quote-helpers.ts';

let server: TestServer;
let staff: string; // demo.staff: CATALOGUE_ADMIN
let user: string;
let bubble: number;

type Doc = { pricing: { code: string; unitPrice: number }[] } & Record<string, unknown>;
type Version = { number: number; effective_from: string; published_at: string; published_by: string | null; note: string | null; in_force: boolean; scheduled: boolean };

beforeAll(async () => {
  server = await createTestServer();
  staff = await login(server.app, 'demo.staff');
  user = await login(server.app, 'demo.user');
  bubble = (await familyByKey(server.app, user, 'bubble')).id;
});
afterAll(() => server?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token = staff, payload?: object) =>
  server.app.inject({ method, url: `/api/v1${url}`, headers: auth(token), ...(payload ? { payload } : {}) });

async function data<T>(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { data: T }).data;
}

const price = (document: Doc) => document.pricing.find((line) => line.code === 'BUB-400')!.unitPrice;

async function publishPrice(value: number, body: object = {}) {
  const { document } = await data<{ document: Doc }>(await call('GET', `/family/${bubble}`));
  document.pricing.find((line) => line.code === 'BUB-400')!.unitPrice = value;
  await data(await call('PUT', `/family/${bubble}`, staff, { document }));
  return data<Version>(await call('POST', `/family/${bubble}/version`, staff, body), 201);
}

const inForce = async () => data<{ version: number; document?: unknown }>(await call('GET', `/family/${bubble}`, user));
const definitionPrice = async () => price((await data<{ document: Doc }>(await call('GET', `/family/${bubble}/definition`, user))).document);

describe('family versions', () => {
  it('lists the versions newest first, with the one in force and the scheduled ones', async () => {
    await publishPrice(9.5, { note: 'Spring prices' });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await publishPrice(10, { note: 'Summer prices', effective_from: tomorrow });
    const versions = await data<Version[]>(await call('GET', `/family/${bubble}/version`));
    expect(versions).toEqual([
      expect.objectContaining({ number: 3, note: 'Summer prices', published_by: 'Claire Morel', in_force: false, scheduled: true, effective_from: tomorrow }),
      expect.objectContaining({ number: 2, note: 'Spring prices', published_by: 'Claire Morel', in_force: true, scheduled: false }),
      expect.objectContaining({ number: 1, note: null, published_by: null, in_force: false, scheduled: false }),
    ]);
    expect(await definitionPrice()).toBe(9.5);
  });

  it('gives one version with its document as published', async () => {
    const first = await data<Version & { document: Doc }>(await call('GET', `/family/${bubble}/version/1`));
    expect(first).toMatchObject({ number: 1, in_force: false });
    expect(price(first.document)).toBe(8.9);
    expect(price((await data<{ document: Doc }>(await call('GET', `/family/${bubble}/version/3`))).document)).toBe(10);
    expectError(await call('GET', `/family/${bubble}/version/99`), 404, 'not_found');
    expectError(await call('GET', '/family/999999/version'), 404, 'not_found');
    expectError(await call('GET', `/family/${bubble}/version`, user), 403, 'forbidden');
  });

  it('rolls back by publishing an earlier version again as the next number, history untouched', async () => {
    // version 3 is scheduled for tomorrow, when it would undo the rollback: the rollback names it and asks first
    const asked = expectError(await call('POST', `/family/${bubble}/version/1/republish`, staff, { note: 'Back to the 2025 prices' }), 409, 'versions_scheduled');
    expect(asked.error.details).toEqual([{ path: '/versions/3', code: 'version_scheduled', message: expect.stringMatching(/^la version 3 est programmée à partir du \d+ \S+ \d{4}/) }]);
    expect((await data<Version[]>(await call('GET', `/family/${bubble}/version`))).length).toBe(3);
    const rolledBack = await data<Version>(await call('POST', `/family/${bubble}/version/1/republish`, staff, { note: 'Back to the 2025 prices', scheduled: 'keep' }), 201);
    expect(rolledBack).toMatchObject({ number: 4, in_force: true, note: 'Back to the 2025 prices', published_by: 'Claire Morel' });
    expect((await inForce()).version).toBe(4);
    expect(await definitionPrice()).toBe(8.9);
    // the draft held no unpublished edit: it follows the rollback
    const admin = await data<{ document: Doc; draft_changed: boolean }>(await call('GET', `/family/${bubble}`));
    expect(admin.draft_changed).toBe(false);
    expect(price(admin.document)).toBe(8.9);
    // versions 1 to 3 are as they were
    const versions = await data<Version[]>(await call('GET', `/family/${bubble}/version`));
    expect(versions.map((v) => [v.number, v.note])).toEqual([[4, 'Back to the 2025 prices'], [3, 'Summer prices'], [2, 'Spring prices'], [1, null]]);
    expect(price((await data<{ document: Doc }>(await call('GET', `/family/${bubble}/version/2`))).document)).toBe(9.5);
    // the latest version again is nothing to publish; an unknown one is 404
    expectError(await call('POST', `/family/${bubble}/version/4/republish`, staff, {}), 409, 'nothing_to_publish');
    expectError(await call('POST', `/family/${bubble}/version/1/republish`, staff, {}), 409, 'nothing_to_publish');
    expectError(await call('POST', `/family/${bubble}/version/99/republish`, staff, {}), 404, 'not_found');
    expectError(await call('POST', `/family/${bubble}/version/2/republish`, staff, { effective_from: '2020-01-01T00:00:00Z' }), 422, 'effective_from_past');
    expectError(await call('POST', `/family/${bubble}/version/2/republish`, user, {}), 403, 'forbidden');
  });

  it('keeps a draft holding unpublished edits when rolling back, and schedules a rollback', async () => {
    const { document } = await data<{ document: Doc }>(await call('GET', `/family/${bubble}`));
    document.pricing.find((line) => line.code === 'BUB-400')!.unitPrice = 11;
    await data(await call('PUT', `/family/${bubble}`, staff, { document }));
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const scheduled = await data<Version>(await call('POST', `/family/${bubble}/version/2/republish`, staff, { effective_from: nextWeek }), 201);
    expect(scheduled).toMatchObject({ number: 5, in_force: false, scheduled: true, effective_from: nextWeek });
    expect((await inForce()).version).toBe(4);
    const admin = await data<{ document: Doc; draft_changed: boolean }>(await call('GET', `/family/${bubble}`));
    expect(price(admin.document)).toBe(11);
    expect(admin.draft_changed).toBe(true);
  });
});
