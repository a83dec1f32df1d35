/**
 * The inconsistency check as the builder reads it: the engine's rules on the
 * answers, with each reason in the user's language. The API answers the same
 * shape; stories, tests and benchmarks use this in its place.
 */
import type { Answers, Catalogue } from '../catalogue/catalogue.types.ts';
import { localize } from '../catalogue/localize.ts';
import type { Locale } from '../constants.ts';
import type { InconsistencyCheckOutcome } from '../machine/step-states.ts';
import { evaluateRules } from './evaluate-rules.ts';

/**
 * @example
 * checkInconsistencies(catalogue, answers, 'de', [2, 3]).inconsistencies.filter((found) => found.blocking);
 */
export function checkInconsistencies(catalogue: Catalogue, answers: Answers, locale: Locale, stepIds?: readonly number[]): InconsistencyCheckOutcome {
  const result = evaluateRules(catalogue, answers, stepIds);
  return {
    status: result.status,
    stepsWithData: result.stepsWithData,
    inconsistencies: result.inconsistencies.map((found) => ({
      key: found.key,
      stepId: found.stepId,
      categoryId: found.categoryId,
      reason: localize(found.reason, locale),
      blocking: found.blocking,
    })),
  };
}
