/**
 * The proposal PDF of a pool project (issue 32, item 3), read back as text:
 * the quotes in the proposal's order, the option apart and outside the
 * proposal's total, the total equal to the sum of the other quotes, the
 * proposal's language (or the one asked), the validity; another installer's
 * project is 404, no quote chosen 422 proposal_empty, quotes in two currencies
 * 422 mixed_currencies, each in the caller's language.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../../server/db/schema.ts';
import { pdfPages, pdfText } from '../helpers/pdf-text.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { createQuote, familyByKey, presetAnswers, putQuote, type FamilyInfo } from '../quotes/quote-helpers.ts';
import { createProject } from './project-helpers.ts';

let server: TestServer;
let user: string; // demo.user: Zwembaden Vlaanderen (BE), English
let admin: string; // demo.admin: another installer
let bubble: FamilyInfo;

beforeAll(async () => {
  server = await createTestServer();
  user = await login(server.app, 'demo.user');
  admin = await login(server.app, 'demo.admin');
  bubble = await familyByKey(server.app, user, 'bubble');
});
afterAll(() => server?.close());

const get = (url: string, token = user, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers: { ...auth(token), ...headers } });
const pdfUrl = (id: number, query = '') => `/api/v1/project/${id}/proposal/pdf${query}`;
const saveProposal = async (id: number, payload: object) => {
  const response = await server.app.inject({ method: 'PUT', url: `/api/v1/project/${id}/proposal`, headers: auth(user), payload });
  expect(response.statusCode, response.body).toBe(200);
};

/** A priced bubble-cover quote of the project; its total ex VAT (no customisation: the sum of its lines). */
async function pricedQuote(projectId: number, name: string): Promise<{ id: number; reference: string; exVat: number }> {
  const quote = await createQuote(server.app, user, { family_id: bubble.id, project_id: projectId, name });
  const answers = await presetAnswers(server.app, user, bubble.id, 'rect_8x4_blue');
  expect((await putQuote(server.app, user, quote.id, { answers })).statusCode).toBe(200);
  const calculation = (await get(`/api/v1/quote/${quote.id}/calculate`)).json() as { data: { lines: { amount_cents: number }[] } };
  return { id: quote.id, reference: quote.reference, exVat: calculation.data.lines.reduce((sum, line) => sum + line.amount_cents, 0) };
}

const vatOf = (exVat: number) => Math.round(exVat * 0.21); // a Belgian installer's offer to a consumer
const money = (locale: string, cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/[\u00a0\u202f]/g, ' ');
const longDate = (locale: string, days: number) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + days)));

describe('getProjectProposalPdf', () => {
  it('prints the chosen quotes in order, the option apart and outside the total, in the proposal’s language or the one asked', async () => {
    const project = await createProject(server.app, user, {
      name: 'Piscine Janssens',
      end_customer: { name: 'Jan Janssens', address_1: 'Dorpstraat 7', zipcode: '9000', city: 'Gent', country_code: 'BE' },
      site_address: { address_1: 'Kerkstraat 12', zipcode: '9050', city: 'Gentbrugge', country_code: 'BE' },
    });
    const liner = await pricedQuote(project.id, 'Couverture du bassin');
    const winter = await pricedQuote(project.id, 'Bâche d’hiver');
    const option = await pricedQuote(project.id, 'Bâche de réserve');
    await saveProposal(project.id, {
      items: [
        { quote_id: liner.id, detail: 'detailed', optional: false },
        { quote_id: option.id, detail: 'summary', optional: true },
        { quote_id: winter.id, detail: 'summary', optional: false },
      ],
      introduction: 'Suite à notre visite, voici notre proposition.',
      conditions: 'Acompte de 30 % à la commande.',
      validity_days: 45,
      language: 'fr',
    });

    const response = await get(pdfUrl(project.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`${project.number}.pdf`);
    const text = await pdfText(response.rawPayload);
    for (const expected of ['PROPOSITION', project.number, 'Piscine Janssens', 'Jan Janssens', 'Dorpstraat 7', 'Kerkstraat 12, 9050 Gentbrugge', '8,00 x 4,00', 'Suite à notre visite', 'Devis proposés', 'Plan du bassin', 'Acompte de 30 % à la commande.', 'Page 1 sur']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(`Cette proposition est valable jusqu’au ${longDate('fr', 45)}.`);
    // the proposal's order: the detailed quote, the summarised one, then the option under its heading after the total
    const at = (needle: string) => {
      expect(text).toContain(needle);
      return text.indexOf(needle);
    };
    expect(at('Couverture du bassin')).toBeLessThan(at('Bâche d’hiver'));
    expect(at('Bâche d’hiver')).toBeLessThan(at('Total de la proposition'));
    expect(at('Total de la proposition')).toBeLessThan(at('Options'));
    expect(at('Options')).toBeLessThan(at('Option · Bâche de réserve'));
    for (const quote of [liner, winter, option]) expect(text).toContain(quote.reference);
    // the proposal's total is the sum of the two quotes that are not options; the option keeps its own total
    const total = text.slice(at('Total de la proposition'), at('Options'));
    const exVat = liner.exVat + winter.exVat;
    const vat = vatOf(liner.exVat) + vatOf(winter.exVat);
    expect(total).toContain(`Total HT ${money('fr', exVat)}`);
    expect(total).toContain(`TVA 21 % ${money('fr', vat)}`);
    expect(total).toContain(`Total TTC ${money('fr', exVat + vat)}`);
    expect(text.slice(at('Option · Bâche de réserve'))).toContain(`Total TTC ${money('fr', option.exVat + vatOf(option.exVat))}`);

    // the owner's acceptance closes the proposal: what is accepted, the option to tick, name, place, date, signature
    const acceptance = text.slice(at('Acceptation de la proposition'));
    expect(at('Cette proposition est valable')).toBeLessThan(at('Acceptation de la proposition'));
    for (const expected of [
      'Pour accepter cette proposition, merci de nous la retourner datée et signée.',
      `J’accepte la proposition ${project.number} pour un montant total TTC de ${money('fr', exVat + vat)}, ainsi que les options cochées ci-dessous.`,
      'Options retenues (cochez celles que vous prenez) :',
      `Option · Bâche de réserve ${money('fr', option.exVat + vatOf(option.exVat))}`,
      'Nom : Jan Janssens',
      'Fait à :',
      'Le :',
      'Signature',
      'précédée de la mention manuscrite « Bon pour accord »',
    ]) {
      expect(acceptance).toContain(expected);
    }

    const german = await pdfText((await get(pdfUrl(project.id, '?locale=de'))).rawPayload);
    const annahme = german.slice(german.indexOf('Annahme des Projektangebots'));
    for (const expected of ['Um dieses Projektangebot anzunehmen', `Ich nehme das Projektangebot ${project.number} zum Gesamtbetrag von ${money('de', exVat + vat)} brutto`, 'Gewählte Optionen', 'Name: Jan Janssens', 'Ort:', 'Datum:', 'Unterschrift', 'Vermerk „Gelesen und']) {
      expect(annahme).toContain(expected);
    }
    for (const expected of ['PROJEKTANGEBOT', 'Vorgeschlagene Angebote', 'Gesamtsumme des Projektangebots', 'Optionen', 'Option · Bâche de réserve', `Gesamt netto ${money('de', exVat)}`, 'Seite 1 von']) {
      expect(german).toContain(expected);
    }
    expect(german).not.toContain('Total de la proposition');
    expect((await pdfPages((await get(pdfUrl(project.id))).rawPayload)).length).toBeGreaterThanOrEqual(1);

    expectError(await get(pdfUrl(project.id), admin), 404, 'not_found');
  });

  it('refuses a proposal with no quote, or with quotes in two currencies, in the caller’s language', async () => {
    const project = await createProject(server.app, user);
    const empty = expectError(await get(pdfUrl(project.id), user, { 'x-locale': 'fr' }), 422, 'proposal_empty');
    expect(empty.error.message).toBe('La proposition ne contient aucun devis\u00a0: choisissez-en au moins un.');
    const first = await pricedQuote(project.id, 'Euro');
    const second = await pricedQuote(project.id, 'Franc');
    await saveProposal(project.id, { items: [], language: 'en' });
    expectError(await get(pdfUrl(project.id)), 422, 'proposal_empty');
    await saveProposal(project.id, { items: [first, second].map((q) => ({ quote_id: q.id, detail: 'summary', optional: false })), language: 'en' });
    expect((await get(pdfUrl(project.id))).statusCode).toBe(200);
    await server.db.update(quotes).set({ currency: 'CHF', exchangeRate: '1' }).where(eq(quotes.id, second.id));
    const mixed = expectError(await get(pdfUrl(project.id), user, { 'x-locale': 'it' }), 422, 'mixed_currencies');
    expect(mixed.error.message).toBe('I preventivi scelti sono in valute diverse: li porti a un’unica valuta prima di stampare la proposta.');
  });
});
