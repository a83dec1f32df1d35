/**
 * The quote builder's context changes, as pure functions the machine's
 * actions call: the context at start, answers in, moves out, the results of
 * saves and checks.
 */
import type { Answers, AnswerValue } from '../catalogue/catalogue.types.ts';
import { STEP_REFERENCE } from '../constants.ts';
import { canEnterStep, checkedVisibleSteps, nextStep, previousStep, startStep, visibleStepIds } from './step-navigation.ts';
import { applyInconsistencyCheck, NO_STEP_STATES } from './step-states.ts';
import type { CheckStepsOutput, QuoteBuilderContext, QuoteBuilderEvent, QuoteBuilderInput, SaveAnswersInput, SaveError, StepMove } from './quote-builder.types.ts';

/** The `code` of a failed save when its error has none. */
export const SAVE_FAILED = 'save_failed';

/** The context while the quote opens: its answers, the step asked for, no step state yet. */
export function initialContext(input: QuoteBuilderInput): QuoteBuilderContext {
  const answers = input.answers ?? {};
  return {
    catalogue: input.catalogue,
    answers,
    visibleStepIds: visibleStepIds(input.catalogue, answers),
    stepStates: NO_STEP_STATES,
    stepId: input.stepId ?? STEP_REFERENCE,
    dirty: false,
    move: null,
    review: null,
    saveError: null,
  };
}

/** The answers after one answer changed (`value`) or was removed (`undefined`). */
export function withAnswer(answers: Answers, questionId: number, value: AnswerValue | undefined): Answers {
  const next: Record<string, AnswerValue> = { ...answers };
  if (value === undefined) delete next[String(questionId)];
  else next[String(questionId)] = value;
  return next;
}

/** The move an event asks for, if it is one. */
export function moveOf(event: QuoteBuilderEvent): StepMove | null {
  if (event.type === 'step.next') return { type: 'next' };
  if (event.type === 'step.previous') return { type: 'previous' };
  if (event.type === 'step.goto') return { type: 'goto', stepId: event.stepId };
  return null;
}

/** Where a move leads from the current step now, if anywhere else. */
export function moveTarget(context: QuoteBuilderContext, move: StepMove | null): number | undefined {
  if (!move) return undefined;
  const to =
    move.type === 'next' ? nextStep(context, context.stepId)
    : move.type === 'previous' ? previousStep(context, context.stepId)
    : canEnterStep(context, move.stepId) ? move.stepId
    : undefined;
  return to === context.stepId ? undefined : to;
}

/** The pending move done (or dropped when it leads nowhere): changing step clears the dirty mark. */
export function completeMove(context: QuoteBuilderContext): Partial<QuoteBuilderContext> {
  const to = moveTarget(context, context.move);
  const moved = to === undefined ? {} : { stepId: to, dirty: false };
  return { ...moved, move: null, review: null };
}

/** The visible steps follow the answers. */
export function refreshVisibility(context: QuoteBuilderContext): Partial<QuoteBuilderContext> {
  const ids = visibleStepIds(context.catalogue, context.answers);
  // the same array while the same steps show: what reads it (the step list) can skip its work
  const same = ids.length === context.visibleStepIds.length && ids.every((id, index) => id === context.visibleStepIds[index]);
  return same ? {} : { visibleStepIds: ids };
}

/** The server's saved answers replace the edited ones: nothing left to save. */
export function savedAnswers(context: QuoteBuilderContext, answers: Answers): Partial<QuoteBuilderContext> {
  return { answers, dirty: false, saveError: null, visibleStepIds: visibleStepIds(context.catalogue, answers) };
}

/** The error of a failed save, as the UI shows it. */
export function saveErrorOf(error: unknown): SaveError {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return { code: typeof code === 'string' ? code : SAVE_FAILED, message: error instanceof Error ? error.message : '' };
}

/** What `saveAnswers` is given: the answers, the step, and on "save and next" the step being completed. */
export function saveInput(context: QuoteBuilderContext): SaveAnswersInput {
  const input = { answers: context.answers, stepId: context.stepId };
  return context.move?.type === 'next' ? { ...input, completedStepId: context.stepId } : input;
}

/** The step states after checking the visible checked form steps (the ones `checkSteps` was given). */
export function checkedStates(context: QuoteBuilderContext, outcome: CheckStepsOutput): Partial<QuoteBuilderContext> {
  return { stepStates: applyInconsistencyCheck(context.stepStates, checkedVisibleSteps(context), outcome) };
}

/** The inconsistencies a check found on the current step. */
export function inconsistenciesOnStep(context: QuoteBuilderContext, outcome: CheckStepsOutput) {
  return outcome?.status === 'ok' ? outcome.inconsistencies.filter((found) => found.stepId === context.stepId) : [];
}

/** The step to open once the first check is done. */
export function openStartStep(context: QuoteBuilderContext): Partial<QuoteBuilderContext> {
  return { stepId: startStep(context, context.stepId) };
}
