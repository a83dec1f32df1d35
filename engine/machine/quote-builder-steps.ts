/**
 * The quote builder's context changes, as pure functions the machine's
 * actions call: the context at start, answers in, moves out, the results of
 * saves and checks.
 */
import { withStepDefaults } from '../answers/step-defaults.ts';
import { visibleQuestions } from '../answers/visibility.ts';
import type { Answers, AnswerValue, Catalogue } from '../catalogue/catalogue.types.ts';
import { FALLBACK_LOCALE, STEP_REFERENCE, type Locale } from '../constants.ts';
import { checkInconsistencies } from '../rules/check-inconsistencies.ts';
import { canEnterStep, checkedVisibleSteps, nextStep, previousStep, startStep, visibleStepIds } from './step-navigation.ts';
import { applyInconsistencyCheck, NO_STEP_STATES } from './step-states.ts';
import type {
  CheckStepsOutput,
  PendingSave,
  PredictCheck,
  QuoteBuilderContext,
  QuoteBuilderEvent,
  QuoteBuilderInput,
  SaveAnswersInput,
  SaveError,
  StepMove,
} from './quote-builder.types.ts';

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

/** The engine's rules of `catalogue`, the reasons in `locale`: the check the server runs, predicted. */
export function ruleCheck(catalogue: Catalogue, locale: Locale): PredictCheck {
  return ({ stepIds, answers }) => checkInconsistencies(catalogue, answers, locale, stepIds);
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
    dirty: false,
    move: null,
    review: null,
    saveError: null,
    saves: [],
    checkWanted: false,
    predict: input.predict ?? ruleCheck(input.catalogue, input.locale ?? FALLBACK_LOCALE),
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

/** Answers filled in from their questions' defaults (the form's report): merged without marking the quote dirty, in any state. */
export function defaultedAnswers(context: QuoteBuilderContext, defaults: Answers): Partial<QuoteBuilderContext> {
  return { answers: { ...context.answers, ...defaults } };
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
 * Saved answers loaded (a preset applied): they replace the answers, nothing is left to save. The current
 * step's defaults are added where they lack them, as its form shows them.
 */
export function loadedAnswers(context: QuoteBuilderContext, loaded: Answers): Partial<QuoteBuilderContext> {
  const answers = withOpenStepDefaults(context.catalogue, context.stepId, loaded);
  return { answers, dirty: false, saveError: null, move: null, checkWanted: true, visibleStepIds: visibleStepIds(context.catalogue, answers) };
}

/**
 * The step's inconsistencies predicted from the engine's rules (the server's check runs the same rules on
 * the saved answers, behind): the step states of the visible checked form steps, and on "save and next" the
 * review of the step's own inconsistencies, if it has any.
 */
export function predictedCheck(context: QuoteBuilderContext): Partial<QuoteBuilderContext> {
  const stepIds = checkedVisibleSteps(context);
  const outcome = context.predict({ stepIds, answers: context.answers });
  const found = context.move?.type === 'next' ? inconsistenciesOnStep(context, outcome) : [];
  const states = applyInconsistencyCheck(context.stepStates, stepIds, outcome);
  return {
    // the single error marker of the server's last check stays until the server's check runs again
    stepStates: context.stepStates.error && !states.error ? { ...states, error: true } : states,
    review: found.length > 0 ? { stepId: context.stepId, inconsistencies: found } : null,
  };
}

/** The answers as they are now, saved behind the move (on "save and next", with the step completed): nothing is left unsaved. */
export function queuedSave(context: QuoteBuilderContext): Partial<QuoteBuilderContext> {
  const save: PendingSave = {
    answers: context.answers,
    fromStepId: context.stepId,
    ...(context.move?.type === 'next' ? { completedStepId: context.stepId } : {}),
  };
  return { saves: [...context.saves, save], dirty: false };
}

const sameAnswers = (a: Answers, b: Answers) => a === b || JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * A save done behind the steps. When the server saved other answers than it was sent, and nothing was given
 * since and no other save waits, the server's replace those held (with the current step's defaults, as its
 * form shows them); otherwise the answers held are kept: those given since are newer.
 */
export function storedSave(context: QuoteBuilderContext, saved: Answers): Partial<QuoteBuilderContext> {
  const [sent, ...waiting] = context.saves;
  const done = { saves: waiting, saveError: null };
  if (!sent || waiting.length > 0 || context.dirty || sameAnswers(sent.answers, saved)) return done;
  const answers = withOpenStepDefaults(context.catalogue, context.stepId, saved);
  return { ...done, answers, ...refreshVisibility({ ...context, answers }) };
}

/**
 * A save refused or failed behind the steps (a 422 on the step's answers, a 409 version conflict, the
 * network): the builder goes back to the step whose answers it was saving, with the server's message and
 * every answer it holds (those given since included), marked dirty; the saves waiting after it are dropped
 * (their answers are held, unsaved).
 */
export function refusedSave(context: QuoteBuilderContext, error: unknown): Partial<QuoteBuilderContext> {
  const failed = context.saves[0];
  const back = failed && context.visibleStepIds.includes(failed.fromStepId) ? failed.fromStepId : context.stepId;
  return { saveError: saveErrorOf(error, failed?.fromStepId ?? context.stepId), stepId: back, dirty: true, saves: [], move: null, review: null };
}

const fieldsOf = (error: object): Record<string, string> => {
  const fields = 'fields' in error ? error.fields : undefined;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
};

/** The error of a failed save of the answers given on `stepId`, as the UI shows it. */
export function saveErrorOf(error: unknown, stepId: number): SaveError {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return {
    code: typeof code === 'string' ? code : SAVE_FAILED,
    message: error instanceof Error ? error.message : '',
    stepId,
    fields: typeof error === 'object' && error !== null ? fieldsOf(error) : {},
  };
}

/** What `saveAnswers` is given: the first waiting save's answers (and step completed), with the step the user is on now. */
export function saveInput(context: QuoteBuilderContext): SaveAnswersInput {
  const save = context.saves[0];
  const input = { answers: save?.answers ?? context.answers, stepId: context.stepId };
  return save?.completedStepId !== undefined ? { ...input, completedStepId: save.completedStepId } : input;
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
