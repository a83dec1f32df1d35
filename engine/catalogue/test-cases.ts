/**
 * The test bench of a family: its test cases (`testCases` of the document)
 * priced and checked again, each against what it expects, and the outcome of
 * an answer set written as a test case expects it ("save as test case").
 *
 * Pricing context: a client in France, in EUR, at list price, on
 * ECO_PARTICIPATION_FROM (TEST_CASE_PRICING): deterministic (no "today"), and
 * every line of the price list shows, eco-participation included. The total
 * is the engine's `priceQuote` total: the sum of the lines, ex VAT, before
 * any discount (what the calculation step shows as the total ex VAT of such
 * a client in EUR). Inconsistencies are the rules of every visible step, as
 * the server checks a whole quote.
 *
 * Differences are data, never prose: the studio and the server put them in
 * words. Money in differences is in cents, quantities as priced (two decimals).
 */
import { evaluateRules } from '../rules/evaluate-rules.ts';
import { ECO_PARTICIPATION_COUNTRY, ECO_PARTICIPATION_FROM, priceQuote, type PricingContext } from '../pricing/price-quote.ts';
import type { Answers, Catalogue, CatalogueTestCase, ExpectedLine, TestCaseExpectation } from './catalogue.types.ts';
import { pointer } from './catalogue-issues.ts';
import type { DocPresetValue, DocTestCaseExpectation } from './family-document.ts';

/** The pricing context of every test case. */
export const TEST_CASE_PRICING: Readonly<PricingContext> = { country: ECO_PARTICIPATION_COUNTRY, date: ECO_PARTICIPATION_FROM };

/** What differs between a test case's expectation and what the engine gives now; `path` points into the family document. */
export type TestCaseDifference =
  | { kind: 'line_missing'; path: string; code: string; expected: ExpectedLine }
  | { kind: 'line_extra'; path: string; code: string; actual: ExpectedLine }
  | { kind: 'line_quantity'; path: string; code: string; expected: number; actual: number }
  /** Unit prices in cents. */
  | { kind: 'line_unit_price'; path: string; code: string; expected: number; actual: number }
  /** Amounts in cents. */
  | { kind: 'line_amount'; path: string; code: string; expected: number; actual: number }
  /** Totals in cents. */
  | { kind: 'total'; path: string; expected: number; actual: number }
  | { kind: 'inconsistency_missing'; path: string; key: string; blocking: boolean }
  | { kind: 'inconsistency_extra'; path: string; key: string; blocking: boolean }
  | { kind: 'inconsistency_blocking'; path: string; key: string; expected: boolean; actual: boolean }
  /** A price formula or a rule could not be evaluated on the answers (`message` is the evaluator's, in English). */
  | { kind: 'evaluation_error'; path: string; source: 'pricing' | 'rules'; code: string; message: string };

export type TestCaseDifferenceKind = TestCaseDifference['kind'];

export interface TestCaseResult {
  key: string;
  /** JSON Pointer to the case in the document, e.g. `/testCases/0`. */
  path: string;
  passed: boolean;
  /** Empty when the case passes; otherwise lines first (in the expected order, then extra ones), the total, the inconsistencies. */
  differences: TestCaseDifference[];
}

/** The engine's outcome of an answer set in the engine's units, or why it cannot be evaluated. */
export type Outcome =
  | { status: 'ok'; expectation: TestCaseExpectation }
  | { status: 'EVAL_ERROR'; source: 'pricing' | 'rules'; code: string; message: string };

function outcome(catalogue: Catalogue, answers: Answers): Outcome {
  const priced = priceQuote(catalogue, answers, TEST_CASE_PRICING);
  if (priced.status !== 'ok') return { status: 'EVAL_ERROR', source: 'pricing', code: priced.code, message: priced.message };
  const rules = evaluateRules(catalogue, answers);
  if (rules.status !== 'ok') return { status: 'EVAL_ERROR', source: 'rules', code: rules.rule, message: rules.message };
  return {
    status: 'ok',
    expectation: {
      lines: priced.lines.map(({ code, quantity, unitCents, amountCents }) => ({ code, quantity, unitCents, amountCents })),
      totalCents: priced.totalCents,
      inconsistencies: rules.inconsistencies.map(({ key, blocking }) => ({ key, blocking })),
    },
  };
}

const euros = (cents: number) => cents / 100;

/**
 * What `answers` give, written as a test case's `expected` (amounts in EUR,
 * two decimals): what "save as test case" stores. An answer set whose price
 * or rules cannot be evaluated gives the error instead.
 *
 * @example
 * const result = expectedOutcome(catalogue, answers);
 * if (result.status === 'ok') document.testCases.push({ key, answers: documentAnswers(catalogue, answers), expected: result.expected });
 */
export function expectedOutcome(
  catalogue: Catalogue,
  answers: Answers,
): { status: 'ok'; expected: DocTestCaseExpectation } | Extract<Outcome, { status: 'EVAL_ERROR' }> {
  const found = outcome(catalogue, answers);
  if (found.status !== 'ok') return found;
  const { lines, totalCents, inconsistencies } = found.expectation;
  return {
    status: 'ok',
    expected: {
      lines: lines.map((line) => ({ code: line.code, quantity: line.quantity, unitPrice: euros(line.unitCents), amount: euros(line.amountCents) })),
      total: euros(totalCents),
      inconsistencies: inconsistencies.map(({ key, blocking }) => ({ key, blocking })),
    },
  };
}

/** Saved answers (by id) written by key, as a preset's or a test case's `answers` in the document; ids the family does not know are left out. */
export function documentAnswers(catalogue: Catalogue, answers: Answers): Record<string, DocPresetValue> {
  const written: Record<string, DocPresetValue> = {};
  for (const question of catalogue.questions) {
    const value = answers[String(question.id)];
    if (value === undefined) continue;
    const keyOf = (id: unknown) => question.answers.find((answer) => answer.id === id)?.key;
    if (question.type === 'single') {
      const key = keyOf(value);
      if (key !== undefined) written[question.key] = key;
    } else if (question.type === 'multiple') {
      if (Array.isArray(value)) written[question.key] = value.flatMap((id) => keyOf(id) ?? []);
    } else {
      written[question.key] = value as DocPresetValue;
    }
  }
  return written;
}

function lineDifferences(path: string, expected: readonly ExpectedLine[], actual: readonly ExpectedLine[]): TestCaseDifference[] {
  const differences: TestCaseDifference[] = [];
  const actualByCode = new Map(actual.map((line) => [line.code, line]));
  const expectedCodes = new Set(expected.map((line) => line.code));
  expected.forEach((line, index) => {
    const at = `${path}/expected/lines/${index}`;
    const found = actualByCode.get(line.code);
    if (!found) {
      differences.push({ kind: 'line_missing', path: at, code: line.code, expected: line });
      return;
    }
    if (Math.round(found.quantity * 100) !== Math.round(line.quantity * 100)) {
      differences.push({ kind: 'line_quantity', path: `${at}/quantity`, code: line.code, expected: line.quantity, actual: found.quantity });
    }
    if (found.unitCents !== line.unitCents) differences.push({ kind: 'line_unit_price', path: `${at}/unitPrice`, code: line.code, expected: line.unitCents, actual: found.unitCents });
    if (found.amountCents !== line.amountCents) differences.push({ kind: 'line_amount', path: `${at}/amount`, code: line.code, expected: line.amountCents, actual: found.amountCents });
  });
  for (const line of actual) {
    if (!expectedCodes.has(line.code)) differences.push({ kind: 'line_extra', path: `${path}/expected/lines`, code: line.code, actual: line });
  }
  return differences;
}

function inconsistencyDifferences(path: string, expected: TestCaseExpectation['inconsistencies'], actual: TestCaseExpectation['inconsistencies']): TestCaseDifference[] {
  const differences: TestCaseDifference[] = [];
  const actualByKey = new Map(actual.map((found) => [found.key, found]));
  const expectedKeys = new Set(expected.map((found) => found.key));
  expected.forEach((wanted, index) => {
    const at = `${path}/expected/inconsistencies/${index}`;
    const found = actualByKey.get(wanted.key);
    if (!found) differences.push({ kind: 'inconsistency_missing', path: at, key: wanted.key, blocking: wanted.blocking });
    else if (found.blocking !== wanted.blocking) differences.push({ kind: 'inconsistency_blocking', path: `${at}/blocking`, key: wanted.key, expected: wanted.blocking, actual: found.blocking });
  });
  for (const found of actual) {
    if (!expectedKeys.has(found.key)) differences.push({ kind: 'inconsistency_extra', path: `${path}/expected/inconsistencies`, key: found.key, blocking: found.blocking });
  }
  return differences;
}

/** Runs one test case of the catalogue. */
export function runTestCase(catalogue: Catalogue, testCase: CatalogueTestCase): TestCaseResult {
  const path = pointer('testCases', testCase.position);
  const found = outcome(catalogue, testCase.answers);
  const differences: TestCaseDifference[] =
    found.status !== 'ok'
      ? [{ kind: 'evaluation_error', path: `${path}/answers`, source: found.source, code: found.code, message: found.message }]
      : [
          ...lineDifferences(path, testCase.expected.lines, found.expectation.lines),
          ...(found.expectation.totalCents === testCase.expected.totalCents
            ? []
            : [{ kind: 'total', path: `${path}/expected/total`, expected: testCase.expected.totalCents, actual: found.expectation.totalCents } as const]),
          ...inconsistencyDifferences(path, testCase.expected.inconsistencies, found.expectation.inconsistencies),
        ];
  return { key: testCase.key, path, passed: differences.length === 0, differences };
}

/**
 * Runs every test case of the catalogue, in document order: one result each.
 *
 * @example
 * const failing = runTestCases(catalogue).filter((result) => !result.passed);
 */
export function runTestCases(catalogue: Catalogue): TestCaseResult[] {
  return catalogue.testCases.map((testCase) => runTestCase(catalogue, testCase));
}
