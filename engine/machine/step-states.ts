/**
 * Step states (spec section 4, domain brief section 4), computed for each
 * form step after an inconsistency check:
 * - a step with no data has no state;
 * - any blocking inconsistency gives 'error', otherwise 'valid';
 * - steps -1, 0, 1 and 11 are not checked;
 * - a check that returns EVAL_ERROR, or returns nothing at all, gives a
 *   single 'error' marker instead of per-step states.
 * (Reading: "nothing at all" is a missing result, not an empty list of
 * inconsistencies, which is how a step becomes valid.)
 */
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

/** The part of an inconsistency check that step states depend on. */
export interface InconsistencyCheckOutcome {
  status: 'ok' | 'EVAL_ERROR';
  hasData: boolean;
  inconsistencies: readonly { stepId: number; blocking: boolean }[];
}

export function isCheckedStep(stepId: number): boolean {
  return !UNCHECKED_STEP_IDS.includes(stepId);
}

/**
 * The step states after checking `stepIds`.
 *
 * @example
 * applyInconsistencyCheck(NO_STEP_STATES, [2], { status: 'ok', hasData: true, inconsistencies: [] })
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
  if (check.hasData) {
    for (const id of checked) {
      const blocked = check.inconsistencies.some((found) => found.stepId === id && found.blocking);
      byStep[id] = blocked ? 'error' : 'valid';
    }
  }
  return { byStep, error: false };
}

/** Whether every checked visible form step is valid (and no check failed). */
export function allFormStepsValid(visibleFormStepIds: readonly number[], states: StepStates): boolean {
  return !states.error && visibleFormStepIds.filter(isCheckedStep).every((id) => states.byStep[id] === 'valid');
}
