/**
 * Compiles the presets of a family (named answer sets) and its test cases
 * (answer sets with what they must give): their question and answer keys
 * become ids, checked the same way.
 */
import type { Answers, AnswerValue, CataloguePreset, CatalogueQuestion, CatalogueTestCase } from './catalogue.types.ts';
import type { IdAllocator } from './catalogue-ids.ts';
import { issue, pointer, type CatalogueIssue, type CatalogueIssueCode } from './catalogue-issues.ts';
import { checkUnique, resolveValue } from './compile-structure.ts';
import type { DocPresetValue, DocTestCaseExpectation, FamilyDocument } from './family-document.ts';

interface AnswerSetOwner {
  /** The owner's param in the issues: `preset` or `case`. */
  param: 'preset' | 'case';
  key: string;
  codes: { question: CatalogueIssueCode; answer: CatalogueIssueCode; value: CatalogueIssueCode };
}

const PRESET_CODES = { question: 'preset_unknown_question', answer: 'preset_unknown_answer', value: 'preset_invalid_value' } as const;
const TEST_CASE_CODES = { question: 'test_case_unknown_question', answer: 'test_case_unknown_answer', value: 'test_case_invalid_value' } as const;

/** Key-based answers (a preset's, a test case's) as saved answers by id; every key that does not resolve is an issue at `path`/<question>. */
function resolveAnswerSet(
  docAnswers: Record<string, DocPresetValue>,
  path: string,
  owner: AnswerSetOwner,
  questionsByKey: ReadonlyMap<string, CatalogueQuestion>,
  issues: CatalogueIssue[],
): Answers {
  const answers: Record<string, AnswerValue> = {};
  for (const [questionKey, value] of Object.entries(docAnswers)) {
    const at = `${path}${pointer(questionKey)}`;
    const named = { [owner.param]: owner.key, question: questionKey };
    const question = questionsByKey.get(questionKey);
    if (!question) {
      issues.push(issue(at, owner.codes.question, named));
      continue;
    }
    const resolved = resolveValue(question, value);
    if ('value' in resolved) answers[String(question.id)] = resolved.value;
    else if (resolved.answer !== undefined) issues.push(issue(at, owner.codes.answer, { ...named, answer: resolved.answer }));
    else issues.push(issue(at, owner.codes.value, { ...named, detail: resolved.error, ...resolved.detail }));
  }
  return answers;
}

export function compilePresets(
  document: FamilyDocument,
  questionsByKey: ReadonlyMap<string, CatalogueQuestion>,
  ids: IdAllocator,
  issues: CatalogueIssue[],
): CataloguePreset[] {
  const docPresets = document.presets ?? [];
  checkUnique(docPresets, (preset) => preset.key, (index) => `/presets/${index}/key`, 'preset', issues);
  return docPresets.map((preset, index) => {
    const owner = { param: 'preset', key: preset.key, codes: PRESET_CODES } as const;
    const answers = resolveAnswerSet(preset.answers, `/presets/${index}/answers`, owner, questionsByKey, issues);
    return { id: ids('preset', preset.key), key: preset.key, title: preset.title, position: index, answers };
  });
}

/** EUR with two decimals to cents (the schema allows no third decimal). */
const cents = (amount: number) => Math.round(amount * 100);

/** A document's `expected` in the engine's units. */
export function expectationOf(expected: DocTestCaseExpectation): CatalogueTestCase['expected'] {
  return {
    lines: expected.lines.map((line) => ({ code: line.code, quantity: line.quantity, unitCents: cents(line.unitPrice), amountCents: cents(line.amount) })),
    totalCents: cents(expected.total),
    inconsistencies: expected.inconsistencies.map(({ key, blocking }) => ({ key, blocking })),
  };
}

export function compileTestCases(document: FamilyDocument, questionsByKey: ReadonlyMap<string, CatalogueQuestion>, issues: CatalogueIssue[]): CatalogueTestCase[] {
  const docCases = document.testCases ?? [];
  checkUnique(docCases, (testCase) => testCase.key, (index) => `/testCases/${index}/key`, 'test case', issues);
  return docCases.map((testCase, index) => {
    const owner = { param: 'case', key: testCase.key, codes: TEST_CASE_CODES } as const;
    const answers = resolveAnswerSet(testCase.answers, `/testCases/${index}/answers`, owner, questionsByKey, issues);
    return { key: testCase.key, title: testCase.title ?? null, position: index, answers, pool: null, fromPool: [], expected: expectationOf(testCase.expected) };
  });
}
