/**
 * The impact report before publishing (issue 27, item 5): what the draft
 * would do to the family's open quotes, each priced with its own version and
 * with the draft (per currency, the smallest and greatest difference), the
 * keys they answer that the draft no longer has (renamed or removed), the
 * labels missing per language, and what the draft cannot price.
 */
import { eq, inArray } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { quotes } from '../../../server/db/schema.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { createQuote, putQuote } from '../quotes/quote-helpers.ts';

let server: TestServer;
let staff: string; // demo.staff: CATALOGUE_ADMIN, fr
let user: string; // demo.user: an installer

beforeAll(async () => {
  server = await createTestServer();
  [staff, user] = await Promise.all([login(server.app, 'demo.staff'), login(server.app, 'demo.user')]);
});
afterAll(async () => server?.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token = staff, payload?: object, locale?: string) =>
  server.app.inject({ method, url: `/api/v1${url}`, headers: { ...auth(token), ...(locale ? { 'x-locale': locale } : {}) }, ...(payload ? { payload } : {}) });

async function data<T>(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { data: T }).data;
}

type Doc = { family: string; steps: { id: number; key: string; visibleWhen?: unknown; questions: { key: string; answers?: { key: string; title: object }[] }[] }[]; pricing: Record<string, unknown>[] };
type Impact = {
  open_quotes: number;
  priced_quotes: number;
  limit: number;
  capped: boolean;
  repricing: { currency: string; quotes: number; changed: number; min_difference_cents: number; max_difference_cents: number }[];
  failing: number;
  unpriced: number;
  keys: { kind: string; question: string; answer: string | null; renamed_to: string | null; quotes: number }[];
  translations: { language: string; missing: number; total: number }[];
  domain_problems: { path: string; code: string; message: string }[];
};

/** tests/fixtures/families/tiny.family.yaml under `key`: Cover at 10.50 per m² (quantity length × 2). */
function tiny(key: string): Doc {
  const document = parse(readFileSync(new URL('../../fixtures/families/tiny.family.yaml', import.meta.url), 'utf8')) as Doc;
  return { ...document, family: key };
}

async function publishedFamily(document: Doc): Promise<number> {
  const family = await data<{ id: number }>(await call('POST', '/family', staff, { document }), 201);
  await data(await call('POST', `/family/${family.id}/version`, staff, {}), 201);
  return family.id;
}

async function openQuote(familyId: number, answers: (ids: { question: Record<string, number>; answer: Record<string, number> }) => Record<string, unknown>): Promise<number> {
  const quote = await createQuote(server.app, user, { family_id: familyId });
  const { ids } = await data<{ ids: { question: Record<string, number>; answer: Record<string, number> } }>(await call('GET', `/family/${familyId}/definition?version=1`, user));
  const saved = await putQuote(server.app, user, quote.id, { version: quote.version, answers: answers(ids) });
  expect(saved.statusCode, saved.body).toBe(200);
  return quote.id;
}

describe('the impact of publishing a draft', () => {
  it('prices each open quote with its version and with the draft, per currency, and names the keys they answer that the draft renames or removes', async () => {
    // version 1: variant basic / deluxe / compact, Cover at 10.50
    const v1 = tiny('impact_cover');
    v1.steps[0]!.questions[0]!.answers!.push({ key: 'compact', title: { en: 'Compact' } });
    const id = await publishedFamily(v1);

    const basic5 = await openQuote(id, (ids) => ({ [ids.question.variant!]: ids.answer['variant.basic']!, [ids.question.length!]: 5 })); // 105.00 → 120.00
    await openQuote(id, (ids) => ({ [ids.question.variant!]: ids.answer['variant.deluxe']!, [ids.question.length!]: 3, [ids.question.lights!]: true })); // 63.00 → 72.00
    const chf = await openQuote(id, (ids) => ({ [ids.question.variant!]: ids.answer['variant.compact']!, [ids.question.length!]: 2 })); // 42.00 → 48.00 EUR, in CHF
    await openQuote(id, () => ({})); // not priced yet: no length
    const ordered = await openQuote(id, (ids) => ({ [ids.question.variant!]: ids.answer['variant.basic']!, [ids.question.length!]: 9 }));
    await server.db.update(quotes).set({ currency: 'CHF', exchangeRate: '0.9412' }).where(eq(quotes.id, chf));
    await server.db.update(quotes).set({ state: 'ordered' }).where(eq(quotes.id, ordered));

    // the draft: Cover at 12.00, deluxe renamed premium (same place), compact removed, lights renamed lamps
    const draft = tiny('impact_cover');
    draft.steps[0]!.questions[0]!.answers![1] = { key: 'premium', title: { en: 'Premium' } };
    draft.steps[2]!.visibleWhen = [{ question: 'variant', answer: 'premium' }];
    draft.steps[2]!.questions[0]!.key = 'lamps';
    draft.pricing[0]!.unitPrice = 12;
    await data(await call('PUT', `/family/${id}`, staff, { document: draft }));

    const impact = await data<Impact>(await call('GET', `/family/${id}/impact`));
    expect(impact).toMatchObject({ open_quotes: 4, priced_quotes: 4, limit: 500, capped: false, failing: 0, unpriced: 1 });
    // the unit price is converted, then multiplied: 4 × 9.88 = 39.52 CHF before, 4 × 11.29 = 45.16 after
    const chfBefore = 4 * Math.round(1050 * 0.9412);
    const chfAfter = 4 * Math.round(1200 * 0.9412);
    expect(impact.repricing).toEqual([
      { currency: 'CHF', quotes: 1, changed: 1, min_difference_cents: chfAfter - chfBefore, max_difference_cents: chfAfter - chfBefore },
      // the deluxe quote loses its variant (not in the draft) and is priced on its length alone, as repricing would
      { currency: 'EUR', quotes: 2, changed: 2, min_difference_cents: 900, max_difference_cents: 1500 },
    ]);
    expect(impact.keys).toEqual([
      { kind: 'question', question: 'lights', answer: null, renamed_to: 'lamps', quotes: 1 },
      { kind: 'answer', question: 'variant', answer: 'compact', renamed_to: null, quotes: 1 },
      { kind: 'answer', question: 'variant', answer: 'deluxe', renamed_to: 'premium', quotes: 1 },
    ]);

    // capped: the most recently changed quotes are priced, and the answer says more are open
    await server.db.update(quotes).set({ updatedAt: new Date(Date.now() + 60_000) }).where(eq(quotes.id, basic5));
    const capped = await data<Impact>(await call('GET', `/family/${id}/impact?limit=1`));
    expect(capped).toMatchObject({ open_quotes: 4, priced_quotes: 1, limit: 1, capped: true, unpriced: 0 });
    expect(capped.repricing).toEqual([{ currency: 'EUR', quotes: 1, changed: 1, min_difference_cents: 1500, max_difference_cents: 1500 }]);

    // no open quote any more: nothing repriced
    await server.db.update(quotes).set({ state: 'ordered' }).where(inArray(quotes.familyId, [id]));
    expect(await data<Impact>(await call('GET', `/family/${id}/impact`))).toMatchObject({ open_quotes: 0, priced_quotes: 0, capped: false, repricing: [], keys: [], unpriced: 0 });
  });

  it('counts the labels missing per language and names what the draft cannot price, in the caller’s language', async () => {
    const id = await publishedFamily(tiny('impact_grid'));
    const draft = tiny('impact_grid');
    draft.pricing.push({ code: 'TINY-GRID', designation: { en: 'Grid', fr: 'Grille' }, quantity: '1.0', grid: { dimension: 'length', bands: [{ upTo: 8, unitPrice: 5 }] } });
    await data(await call('PUT', `/family/${id}`, staff, { document: draft }));

    const german = await data<Impact>(await call('GET', `/family/${id}/impact`, staff, undefined, 'de'));
    // 14 labels: the family's title in six languages, the new line's designation in English and French, the others in English only
    expect(german.translations).toEqual([
      { language: 'fr', missing: 12, total: 14 },
      { language: 'de', missing: 13, total: 14 },
      { language: 'es', missing: 13, total: 14 },
      { language: 'nl', missing: 13, total: 14 },
      { language: 'it', missing: 13, total: 14 },
    ]);
    expect(german.domain_problems).toEqual([
      { path: '/pricing/1/grid/bands', code: 'grid_gap', message: expect.stringMatching(/^das Raster der Zeile TINY-GRID endet bei 8, die Frage „length“ reicht aber bis 10/) },
    ]);
    const french = await data<Impact>(await call('GET', `/family/${id}/impact`, staff, undefined, 'fr'));
    expect(french.domain_problems[0]!.message).toMatch(/^la grille de la ligne TINY-GRID s’arrête à 8 alors que la question « length » va jusqu’à 10/);
  });

  it('is for the catalogue’s administrators, of a family that exists', async () => {
    const id = await publishedFamily(tiny('impact_rights'));
    expectError(await call('GET', `/family/${id}/impact`, user), 403, 'forbidden');
    expectError(await call('GET', '/family/999999/impact'), 404, 'not_found');
    expectError(await call('GET', `/family/${id}/impact?limit=0`), 400, 'validation_failed');
  });
});
