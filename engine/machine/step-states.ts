/**
 * Step states (spec section 4, domain brief section 4), computed for each
 * form step after an inconsistency check:
 * - a step with no data has no state: per step, so checking steps 2 and 3
 *   with data on step 2 only gives step 2 a state and leaves step 3 without;
 * - any blocking inconsistency gives 'error', otherwise 'valid';
 * - steps -1, 0, 1 and 11 are not checked;
 * - a check that returns EVAL_ERROR, or returns nothing at all, gives a
 *   single 'error' marker instead of per-step states.
 * (Reading: "nothing at all" is a missing result, not an empty list of
 * inconsistencies, which is how a step becomes valid.)
 *
 * Which steps hold the special steps (-1, 0, 10, 11) back ("disabled while
 * any form step is not valid"), reading: a visible checked form step holds
 * them back when its state is 'error', or when it has no state and asks a
 * required visible question (nothing was filled in yet, or its answers were
 * not checked yet). A step with no state and no required visible question
 * (e.g. bar accessories, an optional multiple choice whose default is `[]`)
 * holds nothing back: it has no data to check, and would otherwise keep the
 * special steps disabled for ever. A failed check (the 'error' marker) holds
 * them back too.
 */
import { visibleQuestions } from '../answers/visibility.ts';
import type { Answers, Catalogue } from '../catalogue/catalogue.types.ts';
import { STEP_CALCULATION, STEP_REFERENCE, STEP_VALIDATE } from '../constants.ts';

export type StepState = 'valid' | 'error';

export interface StepStates {
  /** The state of each checked step that has one. */
  byStep: Readonly<Record<number, StepState>>;
  /** The single 'error' marker of a failed check. */
  error: boolean;
}

export const NO_STEP_STATES: StepStates = { byStep: {}, error: false };

/** Step ids never checked for inconsistencies. */
export const UNCHECKED_STEP_IDS: readonly number[] = [STEP_CALCULATION, STEP_REFERENCE, 1, STEP_VALIDATE];

/** An inconsistency found by a check (the API's `Inconsistency`, in the user's language). */
export interface CheckedInconsistency {
  /** The rule's key. */
  key: string;
  stepId: number;
  categoryId: number;
  /** Why, in the user's language. */
  reason: string;
  blocking: boolean;
}

/** The result of an inconsistency check (the API's `InconsistencyCheck`). */
export interface InconsistencyCheckOutcome {
  status: 'ok' | 'EVAL_ERROR';
  /** The checked steps that have a saved answer: only they get a state. */
  stepsWithData: readonly number[];
  inconsistencies: readonly CheckedInconsistency[];
}

export function isCheckedStep(stepId: number): boolean {
  return !UNCHECKED_STEP_IDS.includes(stepId);
}

/**
 * The step states after checking `stepIds`.
 *
 * @example
 * applyInconsistencyCheck(NO_STEP_STATES, [2, 3], { status: 'ok', stepsWithData: [2], inconsistencies: [] })
 * // { byStep: { 2: 'valid' }, error: false }
 */
export function applyInconsistencyCheck(
  previous: StepStates,
  stepIds: readonly number[],
  check: InconsistencyCheckOutcome | null | undefined,
): StepStates {
  const byStep: Record<number, StepState> = { ...previous.byStep };
  const checked = stepIds.filter(isCheckedStep);
  for (const id of checked) delete byStep[id];
  if (!check || check.status === 'EVAL_ERROR') return { byStep, error: true };
  for (const id of checked.filter((candidate) => check.stepsWithData.includes(candidate))) {
    const blocked = check.inconsistencies.some((found) => found.stepId === id && found.blocking);
    byStep[id] = blocked ? 'error' : 'valid';
  }
  return { byStep, error: false };
}

/** Whether a visible form step holds the special steps back (see the reading above). */
export function holdsSpecialStepsBack(catalogue: Catalogue, stepId: number, answers: Answers, states: StepStates): boolean {
  const step = catalogue.stepsById.get(stepId);
  if (!step || !isCheckedStep(stepId)) return false;
  const state = states.byStep[stepId];
  if (state !== undefined) return state === 'error';
  return visibleQuestions(catalogue, step, answers).some((question) => question.required);
}

/**
 * Whether the special steps may be entered: no failed check, and no visible
 * form step holds them back.
 *
 * @example
 * specialStepsAllowed(catalogue, [1, 2, 3], answers, { byStep: { 2: 'valid', 3: 'valid' }, error: false }) // true
 */
export function specialStepsAllowed(catalogue: Catalogue, visibleFormStepIds: readonly number[], answers: Answers, states: StepStates): boolean {
  return !states.error && !visibleFormStepIds.some((id) => holdsSpecialStepsBack(catalogue, id, answers, states));
}
