/**
 * The quote builder's step list: every step in order (reference, the form
 * steps, calculation, customise, validate), which are visible, which are
 * disabled, where next and previous lead, and which step a quote opens on.
 */
import { isAnswered, visibleFormSteps, visibleQuestions } from '../answers/visibility.ts';
import type { Answers, Catalogue } from '../catalogue/catalogue.types.ts';
import type { LocalizedText } from '../catalogue/family-document.ts';
import { STEP_REFERENCE } from '../constants.ts';
import { CLOSING_STEPS, REFERENCE_STEP, type StepType } from './special-steps.ts';
import { holdsSpecialStepsBack, isCheckedStep, specialStepsAllowed, type StepState, type StepStates } from './step-states.ts';

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
  /** The visible steps, refreshed STEP_REFRESH_DELAY_MS after the last answer change. */
  visibleStepIds: readonly number[];
  stepStates: StepStates;
  /** The current answers (which questions a step asks now). */
  answers: Answers;
}

const visibleFormStepIds = (state: NavigationState) => state.visibleStepIds.filter((id) => state.catalogue.stepsById.has(id));

/** Non-form steps (0, -1, 10, 11) are disabled while a visible form step holds them back (see step-states.ts). */
export function isStepDisabled(state: NavigationState, stepId: number): boolean {
  if (state.catalogue.stepsById.has(stepId)) return false;
  return !specialStepsAllowed(state.catalogue, visibleFormStepIds(state), state.answers, state.stepStates);
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

/** Where "next" leads from `from`: the next visible step, when it may be entered. */
export function nextStep(state: NavigationState, from: number): number | undefined {
  const to = neighbourStep(state, from, 1);
  return to !== undefined && canEnterStep(state, to) ? to : undefined;
}

/** Where "previous" leads from `from`: the previous visible step when it may be entered, and the reference step always (previous from step 1). */
export function previousStep(state: NavigationState, from: number): number | undefined {
  const to = neighbourStep(state, from, -1);
  return to !== undefined && (to === STEP_REFERENCE || canEnterStep(state, to)) ? to : undefined;
}

/** The visible form steps that are checked for inconsistencies (all but step 1). */
export function checkedVisibleSteps(state: NavigationState): number[] {
  return visibleFormStepIds(state).filter(isCheckedStep);
}

/**
 * The step a quote opens on: `requested` (its `last_step_id`) when it may be
 * entered, never a hidden, unknown or disabled step; else the first visible
 * form step that holds the special steps back or still has a required
 * question unanswered (a new quote: its variant); else the first form step.
 */
export function startStep(state: NavigationState, requested: number): number {
  if (canEnterStep(state, requested)) return requested;
  const pending = visibleFormStepIds(state).find((id) => {
    const step = state.catalogue.stepsById.get(id)!;
    const unanswered = visibleQuestions(state.catalogue, step, state.answers).some((q) => q.required && !isAnswered(state.answers[String(q.id)]));
    return unanswered || holdsSpecialStepsBack(state.catalogue, id, state.answers, state.stepStates);
  });
  return pending ?? state.catalogue.steps[0]?.id ?? STEP_REFERENCE;
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
