/**
 * The builder's live totals equal the server's (issue 15): for each kind of
 * company a quote is made for, in EUR and in Swiss francs at a rate, what the
 * browser computes from the API's answers with the engine (the company the
 * quote is priced for, the price beside the form in the quote's currency,
 * step 10's offer to the end customer) is what the server answers
 * (calculateQuote) and prints (the quote PDF).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFamily, percentOfBasisPoints, pricedFor, publicTotalCents, type Answers, type Catalogue, type Locale } from '../../../engine/index.ts';
import type { Schemas } from '../../../src/api/types.ts';
import { liveOffer } from '../../../src/features/builder/customise-values.ts';
import { auth, createTestServer, login, type TestServer } from '../helpers/test-server.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { familyByKey, presetAnswers } from './quote-helpers.ts';

/**
 * The day the engine prices on here, whatever the day the test runs: the server prices a draft on its own
 * today, and the only rule that reads the day (the French eco-participation, from 2023-05-01) gives the
 * same on every day since.
 */
const PRICING_DAY = '2026-11-29';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const dataOf = <T>(response: { statusCode: number; body: string; json: () => unknown }): T => {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return (response.json() as { data: T }).data;
};

interface Case {
  kind: string;
  login: string;
  locale: Locale;
  /** The reference step's choice, after the quote is created. */
  reference?: (token: string, quoteId: number) => Promise<void>;
}

/** A trading group's quote made for one of its members (billed through the group). */
async function forMember(token: string, quoteId: number): Promise<void> {
  const url = `/api/v1/quote/${quoteId}/client`;
  const choices = dataOf<{ installers: { id: number; name: string }[] }>(await server.app.inject({ method: 'GET', url, headers: auth(token) }));
  const member = choices.installers.find((installer) => installer.name === 'Zwembaden Vlaanderen')!;
  dataOf(await server.app.inject({ method: 'PUT', url, headers: auth(token), payload: { installer_id: member.id } }));
}

const CASES: Case[] = [
  { kind: 'an installer (Schwimmbad Müller, DE, billed directly)', login: 'demo.admin', locale: 'de' },
  { kind: 'a group member billed through its group (Zwembaden Vlaanderen, BE, billed by Benelux Pool Inkoop, NL)', login: 'demo.user', locale: 'en' },
  { kind: 'a trading group quoting for one of its members (Benelux Pool Inkoop for Zwembaden Vlaanderen)', login: 'demo.group', locale: 'nl', reference: forMember },
  { kind: 'an external client of an installer (Verde Acqua Giardini, IT)', login: 'demo.external', locale: 'it' },
];

const CURRENCIES = [
  { currency: 'EUR', exchange_rate: 1 },
  { currency: 'CHF', exchange_rate: 0.9412 },
];

async function catalogueOf(token: string, familyId: number): Promise<Catalogue> {
  const definition = dataOf<{ document: unknown; ids: Record<string, Record<string, number>> }>(
    await server.app.inject({ method: 'GET', url: `/api/v1/family/${familyId}/definition`, headers: auth(token) }),
  );
  const compiled = compileFamily(definition.document, { ids: (kind, key) => definition.ids[kind]![key]! });
  if (!compiled.ok) throw new Error('the definition does not compile');
  return compiled.catalogue;
}

/** An amount as the PDF prints it in `locale` (spaces as one plain space, like pdfText). */
const printed = (cents: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100).replace(/[ \u00a0\u202f]+/g, ' ');

describe('the builder’s live totals and the server’s', () => {
  for (const kase of CASES) {
    for (const money of CURRENCIES) {
      it(`agree for ${kase.kind}, in ${money.currency} at ${money.exchange_rate}`, async () => {
        const token = await login(server.app, kase.login);
        const headers = auth(token);
        const bubble = await familyByKey(server.app, token, 'bubble');
        const answers = (await presetAnswers(server.app, token, bubble.id, 'rect_10x5_roller')) as Answers;
        const created = dataOf<Schemas['Quote']>(
          await server.app.inject({ method: 'POST', url: '/api/v1/quote', headers, payload: { family_id: bubble.id } }),
        );
        await kase.reference?.(token, created.id);
        dataOf(await server.app.inject({ method: 'PUT', url: `/api/v1/quote/${created.id}`, headers, payload: { answers } }));
        const { vat_rate_bp: vatRateBp } = dataOf<Schemas['Calculation']>(await server.app.inject({ method: 'GET', url: `/api/v1/quote/${created.id}/calculate`, headers }));
        dataOf(await server.app.inject({ method: 'POST', url: `/api/v1/quote/${created.id}/calculation`, headers, payload: { ...money, vat_rate: percentOfBasisPoints(vatRateBp) } }));

        // what the builder reads: the quote, and the server's calculation of it
        const quote = dataOf<Schemas['Quote']>(await server.app.inject({ method: 'GET', url: `/api/v1/quote/${created.id}`, headers }));
        const calculation = dataOf<Schemas['Calculation']>(await server.app.inject({ method: 'GET', url: `/api/v1/quote/${created.id}/calculate`, headers }));
        const catalogue = await catalogueOf(token, bubble.id);
        expect(calculation.currency).toBe(money.currency);

        // beside the form: the public total ex VAT, predicted in the quote's currency for the company the quote is priced for
        const country = pricedFor({ installer: quote.installer, client: quote.client }).country_code;
        expect({ currency: quote.currency, exchangeRate: quote.exchange_rate }).toEqual({ currency: money.currency, exchangeRate: money.exchange_rate });
        expect(publicTotalCents(catalogue, quote.answers as Answers, { country, date: PRICING_DAY }, { currency: quote.currency, exchange_rate: quote.exchange_rate })).toBe(
          calculation.total_ex_vat_cents,
        );

        // step 10: the offer to the end customer as typed, and as the PDF prints it
        const terms = { trade_discount_percent: 12.5, discount_on_shipping: true, extra_lines: [{ designation: 'Installation', total_ex_vat_cents: 45_000 }] };
        dataOf(await server.app.inject({ method: 'POST', url: `/api/v1/quote/${created.id}/customisation`, headers, payload: terms }));
        const offer = liveOffer(
          calculation,
          { trade_discount_percent: 12.5, discount_on_shipping: true, simplified: false, extra_lines: [{ designation: 'Installation', total: 450 }] },
          country,
          kase.locale,
          { product: '', eco: '', shipping: '' },
        );
        const pdf = await server.app.inject({ method: 'GET', url: `/api/v1/quote/${created.id}/pdf`, headers });
        expect(pdf.statusCode, pdf.body).toBe(200);
        const text = await pdfText(pdf.rawPayload);
        for (const cents of [offer.totalExVatCents, offer.vatCents, offer.totalInclVatCents]) expect(text).toContain(printed(cents, money.currency, kase.locale));
      }, 120_000); // the first case starts the PDF workers
    }
  }
});
