/**
 * Test cases of a family: compiled from the document like presets, run by
 * the engine against what they expect, each difference as data with its
 * JSON Pointer; and "save as test case" (expectedOutcome) writing what the
 * engine gives as the document's `expected`.
 */
import { describe, expect, it } from 'vitest';
import {
  compileFamily,
  documentAnswers,
  expectedOutcome,
  runTestCases,
  TEST_CASE_PRICING,
  type Catalogue,
  type DocTestCase,
  type FamilyDocument,
} from '../../engine/index.ts';
import { compileAll, loadFamilyDocuments } from './helpers/family-fixtures.ts';

const documentOf = (name: string) => structuredClone(loadFamilyDocuments().find((family) => family.name === name)!.document) as FamilyDocument;

function compiled(document: FamilyDocument): Catalogue {
  const result = compileFamily(document);
  if (!result.ok) throw new Error(result.issues.map((found) => `${found.path} ${found.message}`).join('\n'));
  return result.catalogue;
}

function issuesOf(document: unknown) {
  const result = compileFamily(document);
  return result.ok ? [] : result.issues.map(({ path, code }) => ({ path, code }));
}

const barCase = (document: FamilyDocument, key: string) => document.testCases!.find((testCase) => testCase.key === key)!;

describe('the test cases of the repository families', () => {
  it.each(compileAll().map(({ name, catalogue }) => [name, catalogue] as const))('%s has test cases, and every one passes', (_, catalogue) => {
    expect(catalogue.testCases.length).toBeGreaterThanOrEqual(1);
    expect(runTestCases(catalogue).filter((result) => !result.passed)).toEqual([]);
  });

  it.each(compileAll().map(({ name, catalogue }) => [name, catalogue] as const))('%s: each expectation is what "save as test case" writes for its answers', (_, catalogue) => {
    for (const [index, testCase] of (catalogue.document.testCases ?? []).entries()) {
      expect(expectedOutcome(catalogue, catalogue.testCases[index]!.answers)).toEqual({ status: 'ok', expected: testCase.expected });
      // a case naming a pool writes only its own answers; those its pool gives are derived again each run
      const written = documentAnswers(catalogue, catalogue.testCases[index]!.answers);
      for (const key of catalogue.testCases[index]!.fromPool) delete written[key];
      expect(written).toEqual(testCase.answers);
    }
  });

  it('prices for a client in France on a day eco-participation applies', () => {
    expect(TEST_CASE_PRICING).toEqual({ country: 'FR', date: '2023-05-01' });
    const bar = compiled(documentOf('bar'));
    const expected = expectedOutcome(bar, bar.testCases[0]!.answers);
    expect(expected.status === 'ok' && expected.expected.lines.at(-1)).toEqual({ code: 'ECO-BAR', quantity: 1, unitPrice: 0.75, amount: 0.75 });
  });
});

describe('runTestCases', () => {
  it('names a changed unit price, the amount and total it moves, with expected and actual values in cents', () => {
    const document = documentOf('bar');
    document.pricing!.find((line) => line.code === 'BAR-COVER-580')!.unitPrice = 33;
    const index = document.testCases!.findIndex((testCase) => testCase.key === 'rect_8x4_manual_price');
    const line = barCase(document, 'rect_8x4_manual_price').expected.lines.findIndex((found) => found.code === 'BAR-COVER-580');
    const result = runTestCases(compiled(document))[index]!;
    expect(result).toEqual({
      key: 'rect_8x4_manual_price',
      path: `/testCases/${index}`,
      passed: false,
      differences: [
        { kind: 'line_unit_price', path: `/testCases/${index}/expected/lines/${line}/unitPrice`, code: 'BAR-COVER-580', expected: 3200, actual: 3300 },
        { kind: 'line_amount', path: `/testCases/${index}/expected/lines/${line}/amount`, code: 'BAR-COVER-580', expected: 114_208, actual: 117_777 },
        { kind: 'total', path: `/testCases/${index}/expected/total`, expected: 164_083, actual: 167_652 },
      ],
    });
  });

  it('names a line missing, a line extra and a changed quantity', () => {
    const document = documentOf('bar');
    const testCase = barCase(document, 'rect_8x4_manual_price');
    const padlock = testCase.expected.lines.findIndex((found) => found.code === 'BAR-PADLOCK');
    const [removed] = testCase.expected.lines.splice(padlock, 1);
    testCase.expected.lines.push({ code: 'BAR-DRAIN', quantity: 1, unitPrice: 60, amount: 60 });
    testCase.expected.lines.find((found) => found.code === 'BAR-BARS')!.quantity = 8;
    testCase.expected.total -= removed!.amount;
    const catalogue = compiled(document);
    const { differences } = runTestCases(catalogue).find((result) => result.key === testCase.key)!;
    expect(differences.map((found) => [found.kind, 'code' in found ? found.code : '']).sort()).toEqual(
      [
        ['line_quantity', 'BAR-BARS'],
        ['line_missing', 'BAR-DRAIN'],
        ['line_extra', 'BAR-PADLOCK'],
        ['total', ''],
      ].sort(),
    );
    expect(differences.find((found) => found.kind === 'line_quantity')).toMatchObject({ expected: 8, actual: 9 });
    expect(differences.find((found) => found.kind === 'line_extra')).toMatchObject({ actual: { code: 'BAR-PADLOCK', quantity: 1, unitCents: 2500, amountCents: 2500 } });
  });

  it('names an inconsistency missing, one extra and one whose blocking changed', () => {
    const document = documentOf('bar');
    document.rules!.find((rule) => rule.key === 'too_wide')!.blocking = false;
    const wide = barCase(document, 'too_wide_blocks');
    wide.expected.inconsistencies.push({ key: 'roman_stairs_short', blocking: false });
    const plain = barCase(document, 'rect_8x4_manual_price');
    plain.answers.width = 6.2;
    const results = runTestCases(compiled(document));
    const differencesOf = (key: string) => results.find((result) => result.key === key)!.differences.filter((found) => found.kind.startsWith('inconsistency'));
    expect(differencesOf('too_wide_blocks')).toEqual([
      { kind: 'inconsistency_blocking', path: expect.stringMatching(/^\/testCases\/\d+\/expected\/inconsistencies\/0\/blocking$/), key: 'too_wide', expected: true, actual: false },
      { kind: 'inconsistency_missing', path: expect.stringMatching(/\/expected\/inconsistencies\/1$/), key: 'roman_stairs_short', blocking: false },
    ]);
    expect(differencesOf('rect_8x4_manual_price')).toEqual([{ kind: 'inconsistency_extra', path: expect.stringMatching(/\/expected\/inconsistencies$/), key: 'too_wide', blocking: false }]);
  });

  it('reports a price formula that cannot be evaluated as the difference, not a throw', () => {
    const document = documentOf('bar');
    document.pricing!.find((line) => line.code === 'BAR-BARS')!.quantity = 'length - 100.0';
    const result = runTestCases(compiled(document)).find((found) => found.key === 'rect_8x4_manual_price')!;
    expect(result.passed).toBe(false);
    expect(result.differences).toEqual([{ kind: 'evaluation_error', path: expect.stringMatching(/\/answers$/), source: 'pricing', code: 'negative_quantity', message: expect.any(String) }]);
  });
});

describe('compiling test cases', () => {
  const withCase = (change: (testCase: DocTestCase) => void) => {
    const document = documentOf('bar');
    const testCase = structuredClone(document.testCases![0]!);
    change(testCase);
    document.testCases = [document.testCases![0]!, testCase];
    return document;
  };

  it('refuses a key used twice, an unknown question or answer and a value that does not fit, each at its path', () => {
    expect(issuesOf(withCase(() => {}))).toEqual([{ path: '/testCases/1/key', code: 'duplicate_key' }]);
    const broken = withCase((testCase) => {
      testCase.key = 'other';
      testCase.answers = { ...testCase.answers, depth: 2, variant: 'electric', length: 40 };
    });
    expect(issuesOf(broken)).toEqual([
      { path: '/testCases/1/answers/variant', code: 'test_case_unknown_answer' },
      { path: '/testCases/1/answers/length', code: 'test_case_invalid_value' },
      { path: '/testCases/1/answers/depth', code: 'test_case_unknown_question' },
    ]);
  });

  it('checks the expectation against the schema', () => {
    const document = withCase((testCase) => {
      testCase.key = 'other';
      testCase.expected.lines[0]!.unitPrice = 32.001;
      delete (testCase.expected as Partial<DocTestCase['expected']>).total;
    });
    expect(issuesOf(document)).toEqual([
      { path: '/testCases/1/expected', code: 'schema' },
      { path: '/testCases/1/expected/lines/0/unitPrice', code: 'schema' },
    ]);
  });

  it('keeps the answers by id and the amounts in cents', () => {
    const catalogue = compiled(documentOf('bar'));
    const [first] = catalogue.testCases;
    expect(first).toMatchObject({ key: 'rect_8x4_manual_price', position: 0, title: expect.objectContaining({ en: expect.any(String) }) });
    expect(first!.answers[String(catalogue.questionsByKey.get('width')!.id)]).toBe(4);
    expect(first!.expected.totalCents).toBe(164_083);
    expect(first!.expected.lines[0]).toEqual({ code: 'BAR-COVER-580', quantity: 35.69, unitCents: 3200, amountCents: 114_208 });
  });
});
