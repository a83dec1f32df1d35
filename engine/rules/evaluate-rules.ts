/**
 * Rule evaluation: answers -> inconsistencies (category, reason, blocking),
 * or EVAL_ERROR when a rule cannot be evaluated. Used by the server, and by
 * the client to predict.
 */
import { celContext } from '../answers/cel-context.ts';
import { isStepVisible, stepHasData } from '../answers/visibility.ts';
import type { Answers, Catalogue } from '../catalogue/catalogue.types.ts';
import type { LocalizedText } from '../catalogue/family-document.ts';

export interface Inconsistency {
  key: string;
  stepId: number;
  categoryId: number;
  reason: LocalizedText;
  blocking: boolean;
}

/** `hasData`: whether any checked step has a saved answer; `stepsWithData`: which (a step with no data gets no state). */
export type InconsistencyResult =
  | { status: 'ok'; hasData: boolean; stepsWithData: number[]; inconsistencies: Inconsistency[] }
  | { status: 'EVAL_ERROR'; hasData: boolean; stepsWithData: number[]; inconsistencies: []; rule: string; message: string };

/**
 * Evaluates the rules of the visible steps (of `stepIds` only, when given).
 *
 * @example
 * const result = evaluateRules(catalogue, answers, [3]);
 * if (result.status === 'ok') result.inconsistencies.filter((i) => i.blocking);
 */
export function evaluateRules(catalogue: Catalogue, answers: Answers, stepIds?: readonly number[]): InconsistencyResult {
  const checked = catalogue.steps.filter((step) => stepIds === undefined || stepIds.includes(step.id));
  const stepsWithData = checked.filter((step) => stepHasData(step, answers)).map((step) => step.id);
  const hasData = stepsWithData.length > 0;
  const visibleIds = new Set(checked.filter((step) => isStepVisible(step, answers)).map((step) => step.id));
  const rules = catalogue.rules.filter((rule) => visibleIds.has(rule.stepId));
  if (rules.length === 0) return { status: 'ok', hasData, stepsWithData, inconsistencies: [] };
  const context = celContext(catalogue, answers);
  const inconsistencies: Inconsistency[] = [];
  for (const rule of rules) {
    let fired: unknown;
    try {
      fired = rule.when(context);
    } catch (error) {
      return { status: 'EVAL_ERROR', hasData, stepsWithData, inconsistencies: [], rule: rule.key, message: error instanceof Error ? error.message : String(error) };
    }
    if (fired === true) {
      inconsistencies.push({ key: rule.key, stepId: rule.stepId, categoryId: rule.categoryId, reason: rule.reason, blocking: rule.blocking });
    }
  }
  return { status: 'ok', hasData, stepsWithData, inconsistencies };
}
