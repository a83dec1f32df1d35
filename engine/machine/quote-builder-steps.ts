/**
 * The quote builder's context changes, as pure functions the machine's
 * actions call: the context at start, answers in, moves out, the results of
 * saves and checks.
 */
import { withStepDefaults } from '../answers/step-defaults.ts';
import { visibleQuestions } from '../answers/visibility.ts';
import type { Answers, AnswerValue, Catalogue } from '../catalogue/catalogue.types.ts';
import { STEP_REFERENCE } from '../constants.ts';
import { canEnterStep, checkedVisibleSteps, nextStep, previousStep, startStep, visibleStepIds } from './step-navigation.ts';
import { applyInconsistencyCheck, NO_STEP_STATES } from './step-states.ts';
import type { CheckStepsOutput, QuoteBuilderContext, QuoteBuilderEvent, QuoteBuilderInput, SaveAnswersInput, SaveError, StepMove } from './quote-builder.types.ts';

/** The `code` of a failed save when its error has none. */
export const SAVE_FAILED = 'save_failed';

/**
 * The answers with the defaults of the step the builder stands on: its form shows them chosen, so the
 * builder holds them (and the next save sends them) from the step's first render, without marking the
 * quote dirty. A step that is not a visible form step has none.
 */
export function withOpenStepDefaults(catalogue: Catalogue, stepId: number, answers: Answers): Answers {
  return visibleStepIds(catalogue, answers).includes(stepId) ? withStepDefaults(catalogue, stepId, answers) : answers;
}

/** The context while the quote opens: its answers (with the defaults of the step asked for), the step asked for, no step state yet. */
export function initialContext(input: QuoteBuilderInput): QuoteBuilderContext {
  const stepId = input.stepId ?? STEP_REFERENCE;
  const answers = withOpenStepDefaults(input.catalogue, stepId, input.answers ?? {});
  return {
    catalogue: input.catalogue,
    answers,
    visibleStepIds: visibleStepIds(input.catalogue, answers),
    stepStates: NO_STEP_STATES,
    stepId,
    lateDefaults: null,
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

/**
 * The context after the user changed (`value`) or removed (`undefined`) an answer on the current step: a
 * question of the step that it shows comes with its default, as its form shows it; a question already
 * shown keeps what the user left it with (a removed answer stays removed).
 */
export function changedAnswer(context: QuoteBuilderContext, questionId: number, value: AnswerValue | undefined): Partial<QuoteBuilderContext> {
  const answers = withAnswer(context.answers, questionId, value);
  const step = context.catalogue.stepsById.get(context.stepId);
  if (!step) return { answers, dirty: true };
  const shownBefore = new Set(visibleQuestions(context.catalogue, step, context.answers).map((question) => question.id));
  return { answers: withStepDefaults(context.catalogue, context.stepId, answers, (id) => shownBefore.has(id) || id === questionId), dirty: true };
}

/**
 * Answers filled in from their questions' defaults (the form's report): merged without marking the quote
 * dirty, in any state. While a save is under way they are kept apart too, to be added to the answers the
 * server saved (which did not have them).
 */
export function defaultedAnswers(context: QuoteBuilderContext, defaults: Answers, saving: boolean): Partial<QuoteBuilderContext> {
  const answers = { ...context.answers, ...defaults };
  return saving ? { answers, lateDefaults: { ...context.lateDefaults, ...defaults } } : { answers };
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
  if (to === undefined) return { move: null, review: null };
  const answers = withOpenStepDefaults(context.catalogue, to, context.answers);
  return { stepId: to, dirty: false, move: null, review: null, ...(answers === context.answers ? {} : { answers, ...refreshVisibility({ ...context, answers }) }) };
}

/** The visible steps follow the answers. */
export function refreshVisibility(context: QuoteBuilderContext): Partial<QuoteBuilderContext> {
  const ids = visibleStepIds(context.catalogue, context.answers);
  // the same array while the same steps show: what reads it (the step list) can skip its work
  const same = ids.length === context.visibleStepIds.length && ids.every((id, index) => id === context.visibleStepIds[index]);
  return same ? {} : { visibleStepIds: ids };
}

/**
 * The server's saved answers replace the edited ones: nothing left to save. The current step's defaults
 * are added where the server's answers lack them (answers loaded from a preset, defaults reported while
 * the save was under way), as its form shows them.
 */
export function savedAnswers(context: QuoteBuilderContext, saved: Answers): Partial<QuoteBuilderContext> {
  const late = Object.fromEntries(Object.entries(context.lateDefaults ?? {}).filter(([id]) => saved[id] === undefined));
  const answers = withOpenStepDefaults(context.catalogue, context.stepId, Object.keys(late).length > 0 ? { ...late, ...saved } : saved);
  return { answers, dirty: false, saveError: null, lateDefaults: null, visibleStepIds: visibleStepIds(context.catalogue, answers) };
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

/** The step to open once the first check is done, with its defaults. */
export function openStartStep(context: QuoteBuilderContext): Partial<QuoteBuilderContext> {
  const stepId = startStep(context, context.stepId);
  const answers = withOpenStepDefaults(context.catalogue, stepId, context.answers);
  return answers === context.answers ? { stepId } : { stepId, answers, ...refreshVisibility({ ...context, answers }) };
}
