/**
 * Publishing runs the family's test cases and the reachability check (issue
 * 18, item 4): a draft whose case fails or whose rule no input reaches is
 * stored (work in progress) but refused at publishFamily with 422
 * publish_blocked naming each one at its JSON Pointer, in the caller's
 * language; fixed, it publishes. The import of family files refuses such a
 * file the same way, with the line of each.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFamily, expectedOutcome, type FamilyDocument } from '../../../engine/index.ts';
import { formatFileIssue } from '../../../server/catalogue/family-file.ts';
import { importFamilyFiles } from '../../../server/catalogue/load-family-files.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { familyByKey } from '../quotes/quote-helpers.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/families/', import.meta.url));
let server: TestServer;
let dataDir: string;
let staff: string; // demo.staff: CATALOGUE_ADMIN, fr
let bar: number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-publish-checks-'));
  server = await createTestServer({ dataDir });
  staff = await login(server.app, 'demo.staff');
  bar = (await familyByKey(server.app, staff, 'bar')).id;
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, locale = 'fr') =>
  server.app.inject({ method, url: `/api/v1${url}`, headers: { ...auth(staff), 'x-locale': locale }, ...(payload ? { payload } : {}) });

const draft = async () => (((await call('GET', `/family/${bar}`)).json() as { data: { document: FamilyDocument } }).data.document);
const versions = async () => ((await call('GET', `/family/${bar}/version`)).json() as { data: unknown[] }).data.length;

async function saveDraft(document: FamilyDocument) {
  const response = await call('PUT', `/family/${bar}`, { document });
  expect(response.statusCode, response.body).toBe(200);
}

describe('publishing a family runs its test cases and the reachability check', () => {
  it('stores a draft with a failing case and a dead rule, refuses to publish it naming each, in the caller\'s language, then publishes it fixed', async () => {
    const before = await versions();
    const document = await draft();
    document.pricing!.find((line) => line.code === 'BAR-COVER-580')!.unitPrice = 33;
    const rule = document.rules!.findIndex((found) => found.key === 'motorised_too_long');
    document.rules![rule]!.when = 'variant == "motorised" && length > 15.0';
    await saveDraft(document);

    const cases = document.testCases!.map((testCase) => testCase.key);
    const line = document.testCases![0]!.expected.lines.findIndex((found) => found.code === 'BAR-COVER-580');
    const english = expectError(await call('POST', `/family/${bar}/version`, {}, 'en'), 422, 'publish_blocked');
    expect(english.error.message).toBe('Publishing refused: test cases fail, or rules or answers can never be reached (see the details).');
    expect(english.error.details).toEqual([
      {
        path: `/testCases/0/expected/lines/${line}/unitPrice`,
        code: 'test_case_failed',
        message: `test case "${cases[0]}" fails: the unit price of line BAR-COVER-580 is €33.00 instead of €32.00`,
      },
      { path: expect.stringMatching(/^\/testCases\/1\/expected\/lines\/\d+\/unitPrice$/), code: 'test_case_failed', message: expect.stringContaining(`test case "${cases[1]}" fails`) },
      { path: `/rules/${rule}`, code: 'rule_unreachable', message: 'rule "motorised_too_long" can never fire: no answers reach its condition' },
    ]);
    const german = expectError(await call('POST', `/family/${bar}/version`, {}, 'de'), 422, 'publish_blocked');
    expect(german.error.details![0]!.message).toBe(`der Testfall „${cases[0]}“ schlägt fehl: der Stückpreis der Zeile BAR-COVER-580 ist 33,00\u00a0€ statt 32,00\u00a0€`);
    expect(german.error.details![2]!.message).toBe('die Regel „motorised_too_long“ kann nie auslösen: keine Antworten erreichen ihre Bedingung');
    const french = expectError(await call('POST', `/family/${bar}/version`, {}), 422, 'publish_blocked');
    expect(french.error.message).toMatch(/^Publication refusée\u00a0: des cas de test échouent/);
    expect(french.error.details![0]!.message).toMatch(new RegExp(`^le cas de test « ${cases[0]} » échoue\u00a0: le prix unitaire de la ligne BAR-COVER-580 est 33,00`));
    expect(await versions()).toBe(before);

    // fixed: the rule back, each case's expectation saved again from the engine (the studio's "save as test case")
    document.rules![rule]!.when = 'variant == "motorised" && length > 12.0';
    const compiled = compileFamily(document);
    if (!compiled.ok) throw new Error('the draft does not compile');
    for (const [index, testCase] of compiled.catalogue.testCases.entries()) {
      const outcome = expectedOutcome(compiled.catalogue, testCase.answers);
      if (outcome.status !== 'ok') throw new Error(outcome.message);
      document.testCases![index]!.expected = outcome.expected;
    }
    expect(document.testCases![0]!.expected.lines[line]).toEqual({ code: 'BAR-COVER-580', quantity: 35.69, unitPrice: 33, amount: 1177.77 });
    await saveDraft(document);
    const published = await call('POST', `/family/${bar}/version`, { note: 'BAR-COVER-580 at 33.00' });
    expect(published.statusCode, published.body).toBe(201);
    expect(await versions()).toBe(before + 1);
  });

  it('runs a test case naming a pool with the answers its pool gives (issue 32): a pool a metre longer than the case expects is refused', async () => {
    const document = await draft();
    const rectangle = document.testCases!.find((testCase) => testCase.answers.length === 8 && testCase.answers.width === 4)!;
    const own = Object.fromEntries(Object.entries(rectangle.answers).filter(([key]) => !['length', 'width', 'stairs'].includes(key)));
    document.testCases!.push({ key: 'pool_case', pool: { shape: 'rectangle', length_m: 9, width_m: 4 }, answers: own, expected: rectangle.expected });
    await saveDraft(document);
    const refused = expectError(await call('POST', `/family/${bar}/version`, {}, 'en'), 422, 'publish_blocked');
    const index = document.testCases!.length - 1;
    expect(refused.error.details).toContainEqual(expect.objectContaining({ path: expect.stringMatching(new RegExp(`^/testCases/${index}/expected/`)), code: 'test_case_failed', message: expect.stringContaining('test case "pool_case" fails') }));
    expect(refused.error.details!.every((detail) => detail.path.startsWith(`/testCases/${index}/`))).toBe(true);

    document.testCases![index]!.pool!.length_m = 8;
    await saveDraft(document);
    const published = await call('POST', `/family/${bar}/version`, { note: 'a case on the pool of a project' });
    expect(published.statusCode, published.body).toBe(201);
  });

  it('refuses a draft whose grid stops below its question’s maximum or whose quantity divides by zero or whose line condition throws on the question’s domain, in the caller’s language', async () => {
    const before = await versions();
    const saved = await draft();
    const document = structuredClone(saved);
    const width = document.steps.flatMap((step) => step.questions).find((question) => question.key === 'width')!;
    document.pricing!.push(
      { code: 'BAR-GRID', designation: { en: 'Grid' }, when: 'false', quantity: '1.0', grid: { dimension: 'width', bands: [{ upTo: (width.min ?? 0) + 1, unitPrice: 10 }] } } as never,
      { code: 'BAR-DIV', designation: { en: 'Division' }, quantity: `10.0 / (width - ${(width.min ?? 0).toFixed(1)})`, unitPrice: 1 } as never,
      { code: 'BAR-WHEN', designation: { en: 'Condition' }, when: '1 / (int(width) - int(width)) == 0', unitPrice: 1 } as never,
    );
    await saveDraft(document);
    const refused = expectError(await call('POST', `/family/${bar}/version`, {}), 422, 'publish_blocked');
    const lines = document.pricing!.length;
    expect(refused.error.details!.filter((detail) => detail.code === 'grid_gap' || detail.code === 'quantity_invalid' || detail.code === 'condition_failed')).toEqual([
      { path: `/pricing/${lines - 3}/grid/bands`, code: 'grid_gap', message: expect.stringMatching(/^la grille de la ligne BAR-GRID s’arrête à .* alors que la question « width » va jusqu’à/) },
      { path: `/pricing/${lines - 2}/quantity`, code: 'quantity_invalid', message: expect.stringMatching(/^la quantité de la ligne BAR-DIV vaut Infinity (quand « width » vaut|avec les réponses par défaut)/) },
      { path: `/pricing/${lines - 1}/when`, code: 'condition_failed', message: 'la condition de la ligne BAR-WHEN ne peut pas être évaluée avec les réponses par défaut (division par zéro)\u00a0: évitez la division par zéro ou le dépassement' },
    ]);
    expect(await versions()).toBe(before);
    await saveDraft(saved);
  });

  it('refuses a family file whose case fails or whose rule is dead, with the line of each, and imports it fixed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'families-checks-'));
    try {
      const file = path.join(dir, 'tiny.family.yaml');
      // the fixture's own case left out: each run below writes its own
      const tiny = fs.readFileSync(path.join(FIXTURES, 'tiny.family.yaml'), 'utf8').replace(/^testCases:[\s\S]*$/m, '');
      const withCase = (amount: string, threshold: string) =>
        tiny.replace('length > 8.0', `length > ${threshold}`) +
        [
          'testCases:',
          '  - key: standard_price',
          '    answers: { variant: basic, length: 5 }',
          '    expected:',
          '      lines:',
          `        - { code: TINY-M2, quantity: 10, unitPrice: 10.50, amount: ${amount} }`,
          `      total: ${amount}`,
          '      inconsistencies: []',
          '',
        ].join('\n');
      fs.writeFileSync(file, withCase('104.00', '10.0'));
      const refused = await importFamilyFiles(server.db, [file]);
      expect(refused.imported).toEqual([]);
      const issues = refused.refused[0]!.issues;
      expect(issues.map(({ path: at, code }) => [at, code])).toEqual([
        ['/testCases/0/expected/lines/0/amount', 'test_case_failed'],
        ['/rules/0', 'rule_unreachable'],
      ]);
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      expect(lines[issues[0]!.line - 1]).toContain('amount: 104.00');
      expect(formatFileIssue(issues[0]!)).toBe(`${file}:${issues[0]!.line}:${issues[0]!.column} /testCases/0/expected/lines/0/amount test case "standard_price" fails: the amount of line TINY-M2 is €105.00 instead of €104.00`);
      expect(formatFileIssue(issues[1]!)).toMatch(/\/rules\/0 rule "too_long_for_basic" can never fire/);

      fs.writeFileSync(file, withCase('105.00', '8.0'));
      expect((await importFamilyFiles(server.db, [file])).imported).toEqual([expect.objectContaining({ key: 'tiny' })]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
