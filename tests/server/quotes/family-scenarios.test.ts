/**
 * Each family's quote-builder scenario (tests/fixtures/builder-scenarios.ts) through the API, as its
 * user, in its language: the blocking answers fire the family's blocking rule on its step (the
 * check the builder makes after "save and next", with the reason in the user's language) and the
 * validation refuses the quote with it; the final answers clear it, and the server prices them to
 * the engine's calculation (lines, VAT of the installer's country, eco-participation in France
 * only, no purchase terms for an external client's user); the price step is kept as the step to
 * resume at. The builder's screens and widgets for these answers are checked by the family
 * scenario stories and, for a few families, end to end.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localize, STEP_CALCULATION, type Answers, type Catalogue } from '../../../engine/index.ts';
import { DEMO_COMPANIES, DEMO_USERS } from '../../../server/db/seed-data.ts';
import { compileFamilyFile, demoCompany, expectedCalculation, toAnswers, type ApiCalculation, type FamilyDefinition } from '../../e2e/helpers/builder-expect.ts';
import { BUILDER_SCENARIOS, type BuilderScenario } from '../../fixtures/builder-scenarios.ts';
import { insertUser } from '../helpers/fixtures.ts';
import { TERMS, validate } from '../orders/validation-helpers.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { createQuote, familyByKey, getQuote, putQuote, type QuoteBody } from './quote-helpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface Inconsistency {
  key: string;
  step_id: number;
  reason: string;
  is_blocking: boolean;
}

async function getJson<T>(app: FastifyInstance, token: string, url: string, locale: string): Promise<{ status: number; data: T }> {
  const response = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...auth(token), 'accept-language': locale } });
  return { status: response.statusCode, data: (response.json() as { data: T }).data };
}

/** The quote created as the builder's "new quote" dialog does: the family, then the member installer for a trading group's user. */
async function newQuote(app: FastifyInstance, token: string, scenario: BuilderScenario, familyId: number): Promise<QuoteBody> {
  const quote = await createQuote(app, token, { family_id: familyId });
  if (!scenario.chooseInstaller) return quote;
  const client = await getJson<{ installers: { id: number; name: string }[] }>(app, token, `/quote/${quote.id}/client`, scenario.locale);
  const installer = client.data.installers.find((candidate) => candidate.name === scenario.chooseInstaller);
  if (!installer) throw new Error(`${scenario.login} cannot choose ${scenario.chooseInstaller}`);
  const chosen = await app.inject({ method: 'PUT', url: `/api/v1/quote/${quote.id}/client`, headers: auth(token), payload: { installer_id: installer.id, billing: quote.billing } });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return getQuote(app, token, quote.id);
}

async function saveAnswers(app: FastifyInstance, token: string, quote: QuoteBody, answers: Answers): Promise<QuoteBody> {
  const response = await putQuote(app, token, quote.id, { answers, version: quote.version });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: QuoteBody }).data;
}

const isExternal = (login: string) => DEMO_COMPANIES.find((c) => c.key === DEMO_USERS.find((u) => u.login === login)?.company)?.kind === 'external';

describe.each(Object.values(BUILDER_SCENARIOS) as BuilderScenario[])('the $family scenario, in $locale, as $login', (scenario) => {
  it('fires the family’s blocking rule and refuses to validate, then prices the final answers to the engine’s calculation and keeps the price step', async () => {
    const { app } = server;
    const token = await login(app, scenario.login);
    const family = await familyByKey(app, token, scenario.family);
    const definition = await getJson<FamilyDefinition>(app, token, `/family/${family.id}/definition`, scenario.locale);
    expect(definition.status).toBe(200);
    const catalogue: Catalogue = compileFamilyFile(scenario.family, definition.data);
    const rule = catalogue.rules.find((candidate) => candidate.key === scenario.blocking.rule);
    if (!rule?.blocking) throw new Error(`${scenario.family}: ${scenario.blocking.rule} is no blocking rule`);
    const answers = toAnswers(catalogue, scenario.answers);

    let quote = await newQuote(app, token, scenario, family.id);
    expect(quote.installer?.name).toBe(DEMO_COMPANIES.find((c) => c.key === scenario.installer)!.name);

    // the blocking answers: saved (the builder saves before it checks), then refused
    quote = await saveAnswers(app, token, quote, { ...answers, ...toAnswers(catalogue, scenario.blocking.answers) });
    const blocked = await getJson<{ inconsistencies: Inconsistency[]; status: string }>(app, token, `/quote/${quote.id}/inconsistency`, scenario.locale);
    expect(blocked.status).toBe(200);
    expect(blocked.data.status).toBe('ok');
    expect(blocked.data.inconsistencies.filter((item) => item.step_id === rule.stepId)).toEqual([
      expect.objectContaining({ key: rule.key, step_id: rule.stepId, is_blocking: true, reason: localize(rule.reason, scenario.locale) }),
    ]);
    // validating is refused with that rule (for a user who may not validate, as a colleague who may: a user of the company's)
    const inLocale = { 'accept-language': scenario.locale };
    let validation = await validate(app, token, quote.id, [TERMS], inLocale);
    if (validation.statusCode === 403) {
      const colleague = await insertUser(server.db, quote.installer!.id, { roleId: 2, locale: scenario.locale });
      validation = await validate(app, await login(app, colleague.login), quote.id, [TERMS], inLocale);
    }
    const refused = expectError(validation, 422, 'blocking_inconsistencies');
    expect(refused.error.details).toContainEqual({ path: `/steps/${rule.stepId}`, code: rule.key, message: localize(rule.reason, scenario.locale) });

    // the final answers: nothing blocks, and the server's price is the engine's
    quote = await saveAnswers(app, token, quote, answers);
    expect(quote.answers).toEqual(answers);
    const cleared = await getJson<{ inconsistencies: Inconsistency[] }>(app, token, `/quote/${quote.id}/inconsistency`, scenario.locale);
    expect(cleared.data.inconsistencies.filter((item) => item.is_blocking || item.step_id === rule.stepId)).toEqual([]);
    const calculated = await getJson<ApiCalculation>(app, token, `/quote/${quote.id}/calculate`, scenario.locale);
    expect(calculated.status).toBe(200);
    expect(calculated.data).toEqual(expectedCalculation(catalogue, answers, scenario.installer, !isExternal(scenario.login)));
    expect(calculated.data.lines.some((line) => line.kind === 'eco')).toBe(demoCompany(scenario.installer).country === 'FR');

    // the price step, recorded as the builder does on reaching it, is where the quote reopens
    const positioned = await putQuote(app, token, quote.id, { last_step_id: STEP_CALCULATION });
    expect(positioned.statusCode, positioned.body).toBe(200);
    const reopened = await getQuote(app, token, quote.id);
    expect(reopened.last_step_id).toBe(STEP_CALCULATION);
    expect(reopened.answers).toEqual(answers);
  });
});
