/**
 * A pool project's end customer in its quotes (server/projects/end-customer-copies.ts):
 * a quote started from the project (or copied in it) takes it into its
 * customisation, so that its PDF names the owner; a quote attached later takes
 * it when it has no end customer of its own; when the project's end customer
 * changes, the drafts still carrying the previous copy follow, a draft changed
 * by hand and validated quotes (pending confirmation, ordered) keep theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/generated/api.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { auth, createTestServer, login, type TestServer } from '../helpers/test-server.ts';
import { TERMS, validate } from '../orders/validation-helpers.ts';
import { createQuote, familyByKey, getQuote, presetAnswers, putQuote, type FamilyInfo, type QuoteBody } from '../quotes/quote-helpers.ts';
import { createProject, getProject, type ProjectBody } from './project-helpers.ts';

type EndCustomer = components['schemas']['EndCustomer'];

let server: TestServer;
let user: string; // demo.user: Zwembaden Vlaanderen, member of Benelux Pool Inkoop
let bubble: FamilyInfo;

beforeAll(async () => {
  server = await createTestServer();
  user = await login(server.app, 'demo.user');
  bubble = await familyByKey(server.app, user, 'bubble');
});
afterAll(() => server?.close());

const PEETERS: EndCustomer = { name: 'Famille Peeters', address_1: 'Kerkstraat 12', address_2: null, zipcode: '2000', city: 'Antwerpen', country_code: 'BE', email: 'peeters@example.be', phone: null };
const MOVED: EndCustomer = { ...PEETERS, address_1: 'Meir 3', phone: '+32 3 123 45 67' };

async function endCustomerOf(quoteId: number): Promise<EndCustomer> {
  const response = await server.app.inject({ method: 'GET', url: `/api/v1/quote/${quoteId}/customisation`, headers: auth(user) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { end_customer: EndCustomer } }).data.end_customer;
}

async function saveCustomisation(quoteId: number, payload: object): Promise<void> {
  const response = await server.app.inject({ method: 'POST', url: `/api/v1/quote/${quoteId}/customisation`, headers: auth(user), payload });
  expect(response.statusCode, response.body).toBe(200);
}

/** A bubble-cover quote of the project, priced (the preset's answers under the pool's). */
async function pricedFromProject(project: ProjectBody, extra: Record<string, unknown> = {}): Promise<QuoteBody> {
  const quote = await createQuote(server.app, user, { family_id: bubble.id, project_id: project.id, ...extra });
  const preset = await presetAnswers(server.app, user, bubble.id, 'rect_8x4_blue');
  const response = await putQuote(server.app, user, quote.id, { answers: { ...preset, ...quote.answers } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: QuoteBody }).data;
}

async function changeEndCustomer(project: ProjectBody, endCustomer: EndCustomer): Promise<void> {
  const { version } = await getProject(server.app, user, project.id);
  const response = await server.app.inject({ method: 'PUT', url: `/api/v1/project/${project.id}`, headers: auth(user), payload: { version, end_customer: endCustomer } });
  expect(response.statusCode, response.body).toBe(200);
}

describe('a quote of a project', () => {
  it('started from it, or copied in it, takes its end customer, which its PDF prints', async () => {
    const project = await createProject(server.app, user, { end_customer: PEETERS });
    const quote = await pricedFromProject(project);
    expect(await endCustomerOf(quote.id)).toEqual(PEETERS);
    const pdf = await server.app.inject({ method: 'GET', url: `/api/v1/quote/${quote.id}/pdf?locale=fr`, headers: auth(user) });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const printed of ['Famille Peeters', 'Kerkstraat 12', 'Antwerpen', 'peeters@example.be']) expect(text).toContain(printed);
    const copy = await server.app.inject({ method: 'POST', url: `/api/v1/quote/${quote.id}/duplicate`, headers: auth(user) });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(await endCustomerOf((copy.json() as { data: QuoteBody }).data.id)).toEqual(PEETERS);
  });

  it('attached later takes it only when its own end customer is empty, keeping its other customisation', async () => {
    const project = await createProject(server.app, user, { end_customer: PEETERS });
    const bare = await createQuote(server.app, user, { family_id: bubble.id });
    const introduced = await createQuote(server.app, user, { family_id: bubble.id });
    await saveCustomisation(introduced.id, { introduction: 'Suite à notre visite' });
    const owned = await createQuote(server.app, user, { family_id: bubble.id });
    await saveCustomisation(owned.id, { end_customer: { name: 'Jan Janssens', city: 'Gent' } });
    for (const quote of [bare, introduced, owned]) expect((await putQuote(server.app, user, quote.id, { project_id: project.id })).statusCode).toBe(200);
    expect(await endCustomerOf(bare.id)).toEqual(PEETERS);
    expect(await endCustomerOf(introduced.id)).toEqual(PEETERS);
    const introduction = await server.app.inject({ method: 'GET', url: `/api/v1/quote/${introduced.id}/customisation`, headers: auth(user) });
    expect((introduction.json() as { data: { introduction: string } }).data.introduction).toBe('Suite à notre visite');
    expect(await endCustomerOf(owned.id)).toMatchObject({ name: 'Jan Janssens', city: 'Gent', address_1: null });
  });
});

describe('the project’s end customer changed', () => {
  it('is followed by the drafts still carrying the previous copy; one changed by hand and validated quotes keep theirs', async () => {
    const project = await createProject(server.app, user, { end_customer: PEETERS });
    const untouched = await createQuote(server.app, user, { family_id: bubble.id, project_id: project.id });
    const edited = await createQuote(server.app, user, { family_id: bubble.id, project_id: project.id });
    await saveCustomisation(edited.id, { end_customer: { phone: '+32 470 00 00 00' } });
    const pending = await pricedFromProject(project); // billed through the group: its confirmation
    const ordered = await pricedFromProject(project, { billing: 'direct' });
    for (const quote of [pending, ordered]) expect((await validate(server.app, user, quote.id, [TERMS])).statusCode).toBe(200);
    expect([(await getQuote(server.app, user, pending.id)).state, (await getQuote(server.app, user, ordered.id)).state]).toEqual(['pending_confirmation', 'ordered']);
    const versions = await Promise.all([untouched, edited].map(async (quote) => (await getQuote(server.app, user, quote.id)).version));

    await changeEndCustomer(project, MOVED);
    expect(await endCustomerOf(untouched.id)).toEqual(MOVED);
    expect(await endCustomerOf(edited.id)).toEqual({ ...PEETERS, phone: '+32 470 00 00 00' });
    expect(await endCustomerOf(pending.id)).toEqual(PEETERS);
    expect(await endCustomerOf(ordered.id)).toEqual(PEETERS);
    // the answers and prices are not touched: the quotes' versions stay
    expect(await Promise.all([untouched, edited].map(async (quote) => (await getQuote(server.app, user, quote.id)).version))).toEqual(versions);
  });

  it('reaches the drafts made while the project had none', async () => {
    const project = await createProject(server.app, user);
    const quote = await createQuote(server.app, user, { family_id: bubble.id, project_id: project.id });
    expect(await endCustomerOf(quote.id)).toEqual({ name: null, address_1: null, address_2: null, zipcode: null, city: null, country_code: null, email: null, phone: null });
    await changeEndCustomer(project, PEETERS);
    expect(await endCustomerOf(quote.id)).toEqual(PEETERS);
  });
});
