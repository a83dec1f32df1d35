/**
 * Repricing a draft quote with the family version in force (issue 18): the
 * difference line by line with the answers dropped, then applied only for
 * the version the user saw.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteData } from '../../../server/db/schema.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { createQuote, familyByKey, presetAnswers, putQuote, questionIds } from './quote-helpers.ts';

let server: TestServer;
let staff: string; // demo.staff: CATALOGUE_ADMIN, fr
let user: string; // demo.user: en
let bubble: number;

type Doc = {
  pricing: { code: string; when?: string; unitPrice: number; designation: Record<string, string> }[];
  steps: { questions: { key: string; default?: string; answers?: { key: string }[] }[] }[];
  presets: { key: string; answers: Record<string, unknown> }[];
} & Record<string, unknown>;
type Quote = { id: number; version: number; family_version: number; newer_version: number | null; answers: Record<string, unknown> };
type Repricing = {
  from_version: number;
  to_version: number;
  to_effective_from: string;
  currency: string;
  lines: { code: string; label: string; status: string; before_unit_cents: number | null; after_unit_cents: number | null; before_cents: number | null; after_cents: number | null }[];
  before_total_ex_vat_cents: number | null;
  after_total_ex_vat_cents: number | null;
  dropped_answers: { question_id: number; question: string; reason: string }[];
};

beforeAll(async () => {
  server = await createTestServer();
  staff = await login(server.app, 'demo.staff');
  user = await login(server.app, 'demo.user');
  bubble = (await familyByKey(server.app, user, 'bubble')).id;
});
afterAll(() => server?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method, url: `/api/v1${url}`, headers: { ...auth(token), ...headers }, ...(payload ? { payload } : {}) });

async function data<T>(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { data: T }).data;
}

async function pricedQuote(): Promise<Quote> {
  const quote = await createQuote(server.app, user, { family_id: bubble });
  return data<Quote>(await putQuote(server.app, user, quote.id, { answers: await presetAnswers(server.app, user, bubble, 'rect_8x4_blue'), version: quote.version }));
}

/** Publishes a new bubble version: BUB-400 dearer, a care kit added, and no "no hem" answer any more. */
async function publishNewTariff() {
  const { document } = await data<{ document: Doc }>(await call('GET', `/family/${bubble}`, staff));
  document.pricing.find((line) => line.code === 'BUB-400')!.unitPrice = 9.9;
  document.pricing.find((line) => line.code === 'BUB-HEM')!.when = 'hem != ""';
  document.pricing.push({ code: 'BUB-CARE', designation: { en: 'Care kit', fr: "Kit d'entretien" }, when: 'variant == "blue_400"', unitPrice: 25 });
  const hem = document.steps.flatMap((step) => step.questions).find((question) => question.key === 'hem')!;
  hem.answers = hem.answers!.filter((answer) => answer.key !== 'none');
  hem.default = 'two_sides';
  document.presets.find((preset) => preset.key === 'rect_8x4_blue')!.answers.hem = 'two_sides';
  await data(await call('PUT', `/family/${bubble}`, staff, { document }));
  return data<{ number: number; effective_from: string }>(await call('POST', `/family/${bubble}/version`, staff, { note: 'New tariff' }), 201);
}

describe('repricing a quote', () => {
  it('shows the difference line by line with the answers dropped, then applies it', async () => {
    const quote = await pricedQuote();
    expectError(await call('GET', `/quote/${quote.id}/repricing`, user), 409, 'no_newer_version');
    const before = await data<{ total_ex_vat_cents: number; lines: { code: string; unit_cents: number; amount_cents: number }[] }>(await call('GET', `/quote/${quote.id}/calculate`, user));
    const { number, effective_from } = await publishNewTariff();
    expect((await data<Quote>(await call('GET', `/quote/${quote.id}`, user))).newer_version).toBe(number);

    const repricing = await data<Repricing>(await call('GET', `/quote/${quote.id}/repricing`, user));
    // since when the version applies: the builder's notice says it
    expect(repricing).toMatchObject({ from_version: 1, to_version: number, to_effective_from: new Date(effective_from).toISOString(), currency: 'EUR', before_total_ex_vat_cents: before.total_ex_vat_cents });
    const bub400 = before.lines.find((line) => line.code === 'BUB-400')!;
    expect(bub400.unit_cents).not.toBe(990);
    expect(repricing.lines).toEqual([
      {
        code: 'BUB-400',
        label: 'Bubble cover 400 µm blue',
        status: 'changed',
        before_quantity: 33.21,
        after_quantity: 33.21,
        before_unit_cents: bub400.unit_cents,
        after_unit_cents: 990,
        before_cents: bub400.amount_cents,
        after_cents: Math.round(33.21 * 990),
      },
      // the hem's answer is dropped: the question's new default (two sides) prices it
      { code: 'BUB-HEM', label: 'Hem (per metre)', status: 'added', before_quantity: null, after_quantity: 16.2, before_unit_cents: null, after_unit_cents: 600, before_cents: null, after_cents: 16.2 * 600 },
      { code: 'BUB-CARE', label: 'Care kit', status: 'added', before_quantity: null, after_quantity: 1, before_unit_cents: null, after_unit_cents: 2500, before_cents: null, after_cents: 2500 },
    ]);
    expect(repricing.after_total_ex_vat_cents).toBe(Math.round(33.21 * 990) + 16.2 * 600 + 2500);
    const ids = await questionIds(server.app, user, bubble);
    expect(repricing.dropped_answers).toEqual([{ question_id: ids.hem, question: 'Hem', reason: 'unknown_answer' }]);
    // the question's title in the caller's language
    const french = await data<Repricing>(await call('GET', `/quote/${quote.id}/repricing`, user, undefined, { 'x-locale': 'fr' }));
    expect(french.dropped_answers[0]!.question).toBe('Ourlet');
    expect(french.lines[0]!.label).toBe('Bâche à bulles 400 µm bleue');
    // looking changes nothing
    expect(await data<{ total_ex_vat_cents: number }>(await call('GET', `/quote/${quote.id}/calculate`, user))).toMatchObject({ total_ex_vat_cents: before.total_ex_vat_cents });

    const current = await data<Quote>(await call('GET', `/quote/${quote.id}`, user));
    const repriced = await data<Quote>(await call('POST', `/quote/${quote.id}/reprice`, user, { version: number }));
    expect(repriced).toMatchObject({ family_version: number, newer_version: null, version: current.version + 1 });
    expect(repriced.answers).not.toHaveProperty(String(ids.hem));
    expect(Object.keys(repriced.answers)).toHaveLength(Object.keys(current.answers).length - 1);
    const rows = await server.db.select().from(quoteData).where(eq(quoteData.quoteId, quote.id));
    expect(rows.map((row) => row.questionId)).not.toContain(ids.hem);
    const after = await data<{ total_ex_vat_cents: number }>(await call('GET', `/quote/${quote.id}/calculate`, user));
    expect(after.total_ex_vat_cents).toBe(repricing.after_total_ex_vat_cents);
    expectError(await call('POST', `/quote/${quote.id}/reprice`, user, { version: number }), 409, 'no_newer_version');
  });

  it('refuses to reprice with a version other than the one in force, leaving the quote as it was', async () => {
    const quote = await pricedQuote();
    const { number } = await data<{ number: number }>(await call('POST', `/family/${bubble}/version/1/republish`, staff, { note: 'Back to 1' }), 201);
    const seen = await data<Repricing>(await call('GET', `/quote/${quote.id}/repricing`, user));
    expect(seen.to_version).toBe(number);
    // another version comes into force after the user looked
    const { number: newer } = await data<{ number: number }>(await call('POST', `/family/${bubble}/version/2/republish`, staff, {}), 201);
    const texts = {
      en: 'Another catalogue version came into force in the meantime: review the price difference again before accepting.',
      fr: "Une autre version du catalogue est entrée en vigueur entre-temps\u00a0: revoyez la différence de prix avant d’accepter.",
      de: 'Inzwischen ist eine andere Katalogversion in Kraft getreten: Prüfen Sie den Preisunterschied erneut, bevor Sie zustimmen.',
      es: 'Mientras tanto ha entrado en vigor otra versión del catálogo: revise de nuevo la diferencia de precio antes de aceptar.',
      nl: 'Intussen is een andere catalogusversie van kracht geworden: bekijk het prijsverschil opnieuw voordat u akkoord gaat.',
      it: 'Nel frattempo è entrata in vigore un’altra versione del catalogo: riveda la differenza di prezzo prima di accettare.',
    };
    for (const [locale, message] of Object.entries(texts)) {
      const body = expectError(await call('POST', `/quote/${quote.id}/reprice`, user, { version: seen.to_version }, { 'x-locale': locale }), 409, 'family_version_changed');
      expect(body.error.message).toBe(message);
    }
    const unchanged = await data<Quote>(await call('GET', `/quote/${quote.id}`, user));
    expect(unchanged).toMatchObject({ family_version: quote.family_version, version: quote.version, newer_version: newer });
  });

  it('answers no_newer_version in six languages, and refuses repricing without QUOTE_EDIT or past draft', async () => {
    const quote = await pricedQuote();
    const texts = {
      en: 'This quote is already priced with the catalogue version in force: there is nothing to reprice.',
      fr: "Ce devis est déjà calculé avec la version du catalogue en vigueur\u00a0: il n’y a rien à recalculer.",
      de: 'Dieses Angebot ist bereits mit der geltenden Katalogversion berechnet: Es gibt nichts neu zu berechnen.',
      es: 'Este presupuesto ya está calculado con la versión del catálogo en vigor: no hay nada que recalcular.',
      nl: 'Deze offerte is al berekend met de geldende catalogusversie: er valt niets opnieuw te berekenen.',
      it: 'Questo preventivo è già calcolato con la versione del catalogo in vigore: non c’è nulla da ricalcolare.',
    };
    for (const [locale, message] of Object.entries(texts)) {
      const body = expectError(await call('GET', `/quote/${quote.id}/repricing`, user, undefined, { 'x-locale': locale }), 409, 'no_newer_version');
      expect(body.error.message).toBe(message);
    }
    expectError(await call('POST', `/quote/${quote.id}/reprice`, user, { version: 'two' }), 400, 'validation_failed');
    expectError(await call('POST', `/quote/${quote.id}/reprice`, user, {}), 400, 'validation_failed');
  });
});
