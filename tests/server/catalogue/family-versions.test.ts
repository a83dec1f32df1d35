/**
 * Dated family versions (issue 18): admin edits change only the draft;
 * publishing makes the next immutable version, in force now or from a date
 * to come; quotes keep the version that priced them, and orders freeze it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyVersions, orders } from '../../../server/db/schema.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { createQuote, familyByKey, presetAnswers, putQuote } from '../quotes/quote-helpers.ts';
import { TERMS, validate } from '../orders/validation-helpers.ts';

let server: TestServer;
let dataDir: string;
let staff: string; // demo.staff: CATALOGUE_ADMIN, fr
let user: string; // demo.user: en
let bubble: number;

type Doc = { pricing: { code: string; unitPrice: number }[]; title: Record<string, string> } & Record<string, unknown>;
type Version = { number: number; effective_from: string; published_by: string | null; note: string | null; in_force: boolean; scheduled: boolean };
type Quote = { id: number; version: number; family_version: number; newer_version: number | null };
type Calculation = { lines: { code: string; amount_cents: number }[]; total_ex_vat_cents: number };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-versions-'));
  server = await createTestServer({ dataDir });
  staff = await login(server.app, 'demo.staff');
  user = await login(server.app, 'demo.user');
  bubble = (await familyByKey(server.app, user, 'bubble')).id;
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method, url: `/api/v1${url}`, headers: { ...auth(token), ...headers }, ...(payload ? { payload } : {}) });

async function data<T>(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { data: T }).data;
}

/** The draft as the administrator sees it. */
const draftOf = async (id = bubble) => data<{ document: Doc; draft_changed: boolean; version: number }>(await call('GET', `/family/${id}`, staff));

/** Writes the draft with BUB-400 at `price` euros. */
async function setDraftPrice(price: number) {
  const { document } = await draftOf();
  document.pricing.find((line) => line.code === 'BUB-400')!.unitPrice = price;
  await data(await call('PUT', `/family/${bubble}`, staff, { document }));
}

const publish = async (body: object = {}) => data<Version>(await call('POST', `/family/${bubble}/version`, staff, body), 201);

async function pricedQuote(): Promise<Quote> {
  const quote = await createQuote(server.app, user, { family_id: bubble, end_customer_reference: 'Villa Dupont' });
  const saved = await putQuote(server.app, user, quote.id, { answers: await presetAnswers(server.app, user, bubble, 'rect_8x4_blue'), version: quote.version });
  return data<Quote>(saved);
}

const calculate = async (id: number) => data<Calculation>(await call('GET', `/quote/${id}/calculate`, user));
const line = (calculation: Calculation) => calculation.lines.find((l) => l.code === 'BUB-400')!.amount_cents;

describe('publishing a family', () => {
  it('keeps admin edits in the draft until published, then makes them the version in force', async () => {
    const before = await data<{ version: number }>(await call('GET', `/family/${bubble}`, user));
    expect(before.version).toBe(1);
    expect((await draftOf()).draft_changed).toBe(false);
    const quote = await pricedQuote();
    const price = line(await calculate(quote.id));

    await setDraftPrice(9.9);
    expect((await draftOf()).draft_changed).toBe(true);
    // production does not see the draft: the definition and a new quote are still version 1
    const definition = await data<{ version: number; document: Doc }>(await call('GET', `/family/${bubble}/definition`, user));
    expect(definition.version).toBe(1);
    expect(definition.document.pricing.find((l) => l.code === 'BUB-400')!.unitPrice).toBe(8.9);
    expect(line(await calculate((await pricedQuote()).id))).toBe(price);

    const version = await publish({ note: 'BUB-400 at 9.90' });
    expect(version).toMatchObject({ number: 2, in_force: true, scheduled: false, note: 'BUB-400 at 9.90', published_by: 'Claire Morel' });
    expect((await draftOf()).draft_changed).toBe(false);
    expect((await data<{ version: number }>(await call('GET', `/family/${bubble}`, user))).version).toBe(2);
    const after = await data<{ version: number; document: Doc }>(await call('GET', `/family/${bubble}/definition`, user));
    expect(after).toMatchObject({ version: 2 });
    expect(after.document.pricing.find((l) => l.code === 'BUB-400')!.unitPrice).toBe(9.9);
    // version 1 stays readable for the quotes it prices
    expect((await data<{ version: number }>(await call('GET', `/family/${bubble}/definition?version=1`, user))).version).toBe(1);
    expectError(await call('GET', `/family/${bubble}/definition?version=99`, user), 404, 'not_found');
  });

  it('refuses to publish a draft equal to the latest version, and an effective date in the past, in six languages', async () => {
    const nothing = {
      fr: 'Rien à publier\u00a0: le brouillon de cette famille est identique à sa dernière version publiée.',
      en: 'Nothing to publish: the draft of this family is the same as its latest published version.',
      de: 'Nichts zu veröffentlichen: Der Entwurf dieser Familie ist identisch mit ihrer zuletzt veröffentlichten Version.',
      es: 'No hay nada que publicar: el borrador de esta familia es idéntico a su última versión publicada.',
      nl: 'Niets te publiceren: het concept van deze familie is gelijk aan haar laatst gepubliceerde versie.',
      it: 'Niente da pubblicare: la bozza di questa famiglia è identica alla sua ultima versione pubblicata.',
    };
    for (const [locale, message] of Object.entries(nothing)) {
      const body = expectError(await call('POST', `/family/${bubble}/version`, staff, {}, { 'x-locale': locale }), 409, 'nothing_to_publish');
      expect(body.error.message).toBe(message);
    }
    await setDraftPrice(10.5);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const past = {
      fr: "La date d’effet ne peut pas être dans le passé\u00a0: choisissez maintenant ou une date à venir.",
      en: 'The effective date cannot be in the past: choose now or a date to come.',
      de: 'Das Gültigkeitsdatum darf nicht in der Vergangenheit liegen: Wählen Sie jetzt oder ein künftiges Datum.',
      es: 'La fecha de entrada en vigor no puede estar en el pasado: elija ahora o una fecha futura.',
      nl: 'De ingangsdatum mag niet in het verleden liggen: kies nu of een datum in de toekomst.',
      it: 'La data di decorrenza non può essere nel passato: scelga adesso o una data futura.',
    };
    for (const [locale, message] of Object.entries(past)) {
      const body = expectError(await call('POST', `/family/${bubble}/version`, staff, { effective_from: yesterday }, { 'x-locale': locale }), 422, 'effective_from_past');
      expect(body.error.message).toBe(message);
    }
    // nothing was written by the refusals
    expect((await server.db.select().from(familyVersions).where(eq(familyVersions.familyId, bubble))).map((v) => v.number)).toEqual([1, 2]);
    // a few seconds late is still now
    expect(await publish({ effective_from: new Date(Date.now() - 5_000).toISOString() })).toMatchObject({ number: 3, in_force: true });
    await setDraftPrice(9.9);
    expect(await publish()).toMatchObject({ number: 4, in_force: true });
  });

  it('refuses a broken draft whole, and publishing without CATALOGUE_ADMIN', async () => {
    expectError(await call('POST', `/family/${bubble}/version`, user, {}), 403, 'forbidden');
    expectError(await call('POST', `/family/999999/version`, staff, {}), 404, 'not_found');
  });
});

describe('scheduling', () => {
  it('does not put a version effective tomorrow in force today', async () => {
    await setDraftPrice(12);
    const tomorrow = new Date(Date.now() + 86_400_000);
    const scheduled = await publish({ effective_from: tomorrow.toISOString() });
    expect(scheduled).toMatchObject({ number: 5, in_force: false, scheduled: true, effective_from: tomorrow.toISOString() });
    expect((await data<{ version: number }>(await call('GET', `/family/${bubble}`, user))).version).toBe(4);
    const quote = await pricedQuote();
    expect(quote.family_version).toBe(4);
    expect(quote.newer_version).toBeNull();
    // the date comes (moved into the past in the database: versions are immutable through the API)
    await server.db.update(familyVersions).set({ effectiveFrom: sql`now()` }).where(and(eq(familyVersions.familyId, bubble), eq(familyVersions.number, 5)));
    expect((await data<{ version: number }>(await call('GET', `/family/${bubble}`, user))).version).toBe(5);
    const reread = await data<Quote>(await call('GET', `/quote/${quote.id}`, user));
    expect(reread).toMatchObject({ family_version: 4, newer_version: 5 });
  });
});

describe('quotes keep their tariff', () => {
  it('prices a quote with its own version after a price change is published, and a new quote with the new one', async () => {
    const old = await pricedQuote();
    const oldPrice = await calculate(old.id);
    const version = (await data<{ version: number }>(await call('GET', `/family/${bubble}`, user))).version;
    await setDraftPrice(20);
    await publish({ note: 'BUB-400 at 20.00' });
    // the old quote: same price, through every read and a save
    expect(await calculate(old.id)).toEqual(oldPrice);
    const saved = await data<Quote>(await putQuote(server.app, user, old.id, { name: 'Still the old price', version: old.version }));
    expect(saved).toMatchObject({ family_version: version, newer_version: version + 1 });
    expect(await calculate(old.id)).toEqual(oldPrice);
    const inconsistencies = await call('GET', `/quote/${old.id}/inconsistency`, user);
    expect(inconsistencies.statusCode, inconsistencies.body).toBe(200);
    // a quote created after it gets the new price
    const fresh = await pricedQuote();
    expect(fresh).toMatchObject({ family_version: version + 1, newer_version: null });
    const freshPrice = await calculate(fresh.id);
    expect(line(freshPrice)).toBeGreaterThan(line(oldPrice));
    expect(freshPrice.total_ex_vat_cents).toBeGreaterThan(oldPrice.total_ex_vat_cents);
    // a duplicate keeps its original's version
    const copy = await data<Quote>(await call('POST', `/quote/${old.id}/duplicate`, user), 201);
    expect(copy.family_version).toBe(version);
    expect(await calculate(copy.id)).toEqual(oldPrice);
  });

  it('freezes the version in the order made by validating the quote', async () => {
    const quote = await pricedQuote();
    const price = await calculate(quote.id);
    await setDraftPrice(25);
    await publish();
    const response = await validate(server.app, user, quote.id, [TERMS]);
    expect(response.statusCode, response.body).toBe(200);
    const order = (response.json() as { data: { order: { id: number; family_version: number; calculation: Calculation } } }).data.order;
    expect(order.calculation.total_ex_vat_cents).toBe(price.total_ex_vat_cents);
    expect(order.family_version).toBe(quote.family_version);
    expect((await data<{ family_version: number }>(await call('GET', `/order/${order.id}`, user))).family_version).toBe(quote.family_version);
    const [row] = await server.db.select({ familyVersion: orders.familyVersion }).from(orders).where(eq(orders.id, order.id));
    expect(row!.familyVersion).toBe(quote.family_version);
    // past draft, nothing newer is offered
    expect((await data<Quote>(await call('GET', `/quote/${quote.id}`, user))).newer_version).toBeNull();
  });
});

describe('createFamily', () => {
  it('writes a draft with no version: no quote until its version 1 is published', async () => {
    const { document } = await draftOf();
    const created = await data<{ id: number; version: number | null; draft_changed: boolean }>(await call('POST', '/family', staff, { document: { ...document, family: 'bubble_copy' } }), 201);
    expect(created).toMatchObject({ version: null, draft_changed: true });
    expect(await server.db.select().from(familyVersions).where(eq(familyVersions.familyId, created.id))).toEqual([]);
    expectError(await call('POST', '/quote', user, { family_id: created.id }), 422, 'missing_family');
    await data<Version>(await call('POST', `/family/${created.id}/version`, staff, {}), 201);
    const quote = await createQuote(server.app, user, { family_id: created.id });
    expect((quote as unknown as Quote).family_version).toBe(1);
  });
});
