/**
 * Checks one CEL formula of a family (a price line's `when` or `quantity`, a
 * rule's `when`) as the family compiler does, without compiling the rest:
 * for an editor that checks a formula as it is typed. The environment is
 * made once per document's questions, so that each keystroke only parses.
 */
import { compileExpression, createFamilyEnvironment, type CelCompileResult, type ExpectedCelType } from '../cel/family-environment.ts';
import type { FamilyDocument } from './family-document.ts';

export type { ExpectedCelType } from '../cel/family-environment.ts';

export type FormulaCheck = { ok: true } | { ok: false; code: Exclude<CelCompileResult, { ok: true }>['code']; detail: string };

export type FormulaChecker = (source: string, expected: ExpectedCelType) => FormulaCheck;

/**
 * The checker of a document's formulas: the same environment (one variable per
 * question, `answered`, the function library) and the same checks as
 * `compileFamily`, so that what it accepts compiles.
 *
 * @example
 * const check = formulaChecker(document);
 * check('width > 6.5', 'bool'); // { ok: true }
 * check('(length + 0.3', 'number'); // { ok: false, code: 'cel_syntax', detail: '...' }
 */
export function formulaChecker(document: Pick<FamilyDocument, 'steps'>): FormulaChecker {
  const questions = document.steps.flatMap((step) => step.questions.map((question) => ({ key: question.key, type: question.type, answers: question.answers })));
  const env = createFamilyEnvironment(questions);
  return (source, expected) => {
    const result = compileExpression(env, source, expected);
    return result.ok ? { ok: true } : { ok: false, code: result.code, detail: result.message };
  };
}
