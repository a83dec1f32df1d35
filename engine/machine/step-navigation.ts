/**
 * The quote builder's step list: every step in order (reference, the form
 * steps, calculation, customise, validate), which are visible, which are
 * disabled, and where next and previous lead.
 */
import { visibleFormSteps } from '../answers/visibility.ts';
import type { Answers, Catalogue } from '../catalogue/catalogue.types.ts';
import type { LocalizedText } from '../catalogue/family-document.ts';
import { CLOSING_STEPS, REFERENCE_STEP, type StepType } from './special-steps.ts';
import { allFormStepsValid, type StepState, type StepStates } from './step-states.ts';

export interface StepDefinition {
  id: number;
  /** The machine state that stands for the step. */
  key: string;
  type: StepType;
  title: LocalizedText;
}

/** Every step of the family, specials included, in order. */
export function allSteps(catalogue: Catalogue): StepDefinition[] {
  return [
    { id: REFERENCE_STEP.id, key: REFERENCE_STEP.key, type: 'reference', title: REFERENCE_STEP.title },
    ...catalogue.steps.map((step) => ({ id: step.id, key: step.key, type: 'form' as const, title: step.title })),
    ...CLOSING_STEPS.map((step) => ({ id: step.id, key: step.key, type: step.key, title: step.title })),
  ];
}

/** The visible step ids, specials included, in order. */
export function visibleStepIds(catalogue: Catalogue, answers: Answers): number[] {
  const form = visibleFormSteps(catalogue, answers).map((step) => step.id);
  return [REFERENCE_STEP.id, ...form, ...CLOSING_STEPS.map((step) => step.id)];
}

/** The navigation state the rules below read. */
export interface NavigationState {
  catalogue: Catalogue;
  visibleStepIds: readonly number[];
  stepStates: StepStates;
}

/** Non-form steps (0, -1, 10, 11) are disabled while any visible form step is not valid. */
export function isStepDisabled(state: NavigationState, stepId: number): boolean {
  if (state.catalogue.stepsById.has(stepId)) return false;
  const formIds = state.visibleStepIds.filter((id) => state.catalogue.stepsById.has(id));
  return !allFormStepsValid(formIds, state.stepStates);
}

/** The visible step after (`+1`) or before (`-1`) `from`, if any. */
export function neighbourStep(state: NavigationState, from: number, direction: 1 | -1): number | undefined {
  const index = state.visibleStepIds.indexOf(from);
  if (index < 0) {
    // `from` was hidden meanwhile: continue from its place in the full order.
    const order = allSteps(state.catalogue).map((step) => step.id);
    const position = order.indexOf(from);
    const candidates = order.filter((id, i) => state.visibleStepIds.includes(id) && (direction === 1 ? i > position : i < position));
    return direction === 1 ? candidates[0] : candidates.at(-1);
  }
  return state.visibleStepIds[index + direction];
}

/** Whether the user may move to `stepId` now. */
export function canEnterStep(state: NavigationState, stepId: number): boolean {
  return state.visibleStepIds.includes(stepId) && !isStepDisabled(state, stepId);
}

export interface StepListItem extends StepDefinition {
  visible: boolean;
  disabled: boolean;
  current: boolean;
  /** No state: not checked yet, no data, or a step that is never checked. */
  state: StepState | undefined;
}

/** The step list as the user sees it. */
export function describeSteps(state: NavigationState & { stepId: number }): StepListItem[] {
  return allSteps(state.catalogue).map((step) => ({
    ...step,
    visible: state.visibleStepIds.includes(step.id),
    disabled: isStepDisabled(state, step.id),
    current: step.id === state.stepId,
    state: state.stepStates.byStep[step.id],
  }));
}
