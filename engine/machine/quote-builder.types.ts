/**
 * The quote builder's context, input, events and the contracts of the async
 * work it invokes (`saveAnswers`, `checkSteps`), which the app provides.
 */
import type { PromiseActorLogic } from 'xstate';
import type { Answers, AnswerValue, Catalogue } from '../catalogue/catalogue.types.ts';
import type { Locale } from '../constants.ts';
import type { NavigationState } from './step-navigation.ts';
import type { CheckedInconsistency, InconsistencyCheckOutcome } from './step-states.ts';

/** What `saveAnswers` is given: the full answer map and the step the user is on when it is sent (stored as the quote's `last_step_id`). */
export interface SaveAnswersInput {
  answers: Answers;
  stepId: number;
  /** Set on "save and next": the step being completed (the API's `completed_step_id`, whose required questions the server checks). */
  completedStepId?: number;
}

/** What `saveAnswers` resolves with: the answers the server saved. It rejects when nothing was saved. */
export interface SaveAnswersOutput {
  answers: Answers;
}

/** What `checkSteps` is given: the visible checked form steps and the saved answers. */
export interface CheckStepsInput {
  stepIds: number[];
  answers: Answers;
}

/** The check's result; `null` (or a rejection) when the check could not run: the single error marker of spec section 4. */
export type CheckStepsOutput = InconsistencyCheckOutcome | null;

/** The async work the app provides with `machine.provide({ actors })`. */
export interface QuoteBuilderActors {
  saveAnswers: PromiseActorLogic<SaveAnswersOutput, SaveAnswersInput>;
  checkSteps: PromiseActorLogic<CheckStepsOutput, CheckStepsInput>;
}

/** Why the last save failed, from the rejection's error. */
export interface SaveError {
  /** Its `code` (e.g. `quote_changed` on a 409: offer a reload), else SAVE_FAILED. */
  code: string;
  /** Its message ('' when it has none). */
  message: string;
  /** The step whose answers it was saving (the builder went back to it). */
  stepId: number;
  /** What the server said of each refused answer, by question id (the error's `fields`, e.g. from a 422's details). */
  fields: Readonly<Record<string, string>>;
}

/**
 * A save the builder runs behind the step the user moved to: the answers as they were at the move, the step
 * to go back to if it is refused, and on "save and next" the step completed.
 */
export interface PendingSave {
  answers: Answers;
  /** The step the answers were given on: where a refusal or a conflict brings the user back. */
  fromStepId: number;
  completedStepId?: number;
}

/** A move that waits for the save and the check. */
export type StepMove = { type: 'next' } | { type: 'previous' } | { type: 'goto'; stepId: number };

/** The inconsistencies found on the step just saved, which the user solves or continues past. */
export interface InconsistencyReview {
  stepId: number;
  inconsistencies: readonly CheckedInconsistency[];
}

export interface QuoteBuilderContext extends NavigationState {
  /** The current step (while opening: the step asked for). */
  stepId: number;
  answers: Answers;
  /** Answers were edited or removed since they were loaded or saved, or the step changed. */
  dirty: boolean;
  /** The move waiting for the save and the check. */
  move: StepMove | null;
  /** Set in the `reviewing` state only. */
  review: InconsistencyReview | null;
  /** The last save's failure, until a save succeeds or answers are loaded. */
  saveError: SaveError | null;
  /** The saves waiting to run behind the steps, in order (the first one runs). */
  saves: readonly PendingSave[];
  /** The server's check of the saved answers is wanted (after answers were loaded). */
  checkWanted: boolean;
  /** The check the builder predicts on "save and next" (the engine's rules in the input's language, unless given). */
  predict: PredictCheck;
}

export interface QuoteBuilderInput {
  catalogue: Catalogue;
  /** The quote's saved answers. */
  answers?: Answers;
  /** The step to open, e.g. the quote's `last_step_id` (default 0); a disabled, hidden or unknown step is never opened. */
  stepId?: number;
  /** The language of the inconsistencies' reasons the builder predicts from the engine's rules (default: English). */
  locale?: Locale;
  /** Predicts the check of the steps (default: the engine's rules of `catalogue`, in `locale`); e.g. the studio's preview reads the family edited last. */
  predict?: PredictCheck;
}

/** The check the builder predicts on "save and next", at once: what `checkSteps` would answer for the answers held. */
export type PredictCheck = (input: CheckStepsInput) => CheckStepsOutput;

export type QuoteBuilderEvent =
  /** Check locally, go to the next visible step that may be entered at once (or review the step's inconsistencies), and save behind. */
  | { type: 'step.next' }
  /** Go to the previous visible step (the reference step from step 1), saving behind when dirty. */
  | { type: 'step.previous' }
  /** Go to the step if it may be entered, saving behind when dirty. */
  | { type: 'step.goto'; stepId: number }
  /** A user's edit: marks dirty, refreshes the visible steps after `stepRefresh`. */
  | { type: 'answer.change'; questionId: number; value: AnswerValue }
  | { type: 'answer.remove'; questionId: number }
  /** Answers filled in from the questions' defaults (the form's report): merged without marking dirty, in every state. */
  | { type: 'answers.defaulted'; answers: Answers }
  /** Saved answers loaded (a reload, a preset applied): replaces the answers, clears dirty, checks the steps again. */
  | { type: 'answers.loaded'; answers: Answers }
  /** In review: stay on the step to solve the inconsistencies. */
  | { type: 'review.solve' }
  /** In review: go on without solving them (the UI shows its warning). */
  | { type: 'review.continue' };
