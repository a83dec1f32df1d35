/**
 * The quote-builder machine (XState 5). The current step is in context; the
 * states say what the builder is doing:
 * - `opening`: checks every visible checked form step once (`checkSteps`),
 *   then opens the step asked for, or another if that one may not be entered;
 * - `editing` (`idle`, or `refreshPending` for `stepRefresh` after the last
 *   answer change, when the visible steps follow the answers);
 * - `saving` (`saveAnswers`): on success `checking`; on failure back to
 *   `editing` with the edits, the dirty mark and `saveError` kept;
 * - `checking` (`checkSteps` on every visible checked form step, since a rule
 *   may read the questions of another step), then the pending move;
 * - `reviewing`: "save and next" found inconsistencies on the saved step; the
 *   user solves them (`review.solve`, stays) or continues (`review.continue`).
 *
 * The async work is declared as named actors whose defaults reject: the app
 * provides the API-backed ones, tests provide fakes, so the engine does no I/O.
 * Answer events are taken while opening and editing (the form waits while
 * saving, checking and reviewing); the answers the form shows from its
 * questions' defaults are the step's answers in every state: the machine
 * fills in the defaults of the step it opens (`withStepDefaults`), and merges
 * those the form reports (`answers.defaulted`) whenever they come.
 *
 * @example
 * const machine = quoteBuilderMachine.provide({
 *   actors: {
 *     saveAnswers: fromPromise(async ({ input }) => ({ answers: await api.save(input.answers, input.stepId) })),
 *     checkSteps: fromPromise(async ({ input }) => api.check(input.stepIds)),
 *   },
 * });
 * const actor = createActor(machine, { input: { catalogue, answers, stepId: quote.last_step_id } }).start();
 * actor.send({ type: 'step.next' });
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Answers } from '../catalogue/catalogue.types.ts';
import { STEP_REFRESH_DELAY_MS } from '../constants.ts';
import { checkedVisibleSteps } from './step-navigation.ts';
import {
  checkedStates,
  completeMove,
  inconsistenciesOnStep,
  initialContext,
  moveOf,
  moveTarget,
  openStartStep,
  refreshVisibility,
  changedAnswer,
  defaultedAnswers,
  savedAnswers,
  saveErrorOf,
  saveInput,
} from './quote-builder-steps.ts';
import type {
  CheckStepsInput,
  CheckStepsOutput,
  QuoteBuilderContext,
  QuoteBuilderEvent,
  QuoteBuilderInput,
  SaveAnswersInput,
  SaveAnswersOutput,
} from './quote-builder.types.ts';

/** The default of an actor the app must provide: rejects with the code `actor_not_provided`. */
const notProvided = (name: string) => () =>
  Promise.reject(
    Object.assign(new Error(`quote builder: the ${name} actor was not provided; use machine.provide({ actors: { ${name} } })`), { code: 'actor_not_provided' }),
  );

type Outcome = { outcome: CheckStepsOutput };
const checkInput = ({ context }: { context: QuoteBuilderContext }): CheckStepsInput => ({ stepIds: checkedVisibleSteps(context), answers: context.answers });
const outcomeOf = ({ event }: { event: { output: CheckStepsOutput } }): Outcome => ({ outcome: event.output });
const failedCheck: Outcome = { outcome: null };

const builder = setup({
  types: {
    context: {} as QuoteBuilderContext,
    events: {} as QuoteBuilderEvent,
    input: {} as QuoteBuilderInput,
  },
  actors: {
    saveAnswers: fromPromise<SaveAnswersOutput, SaveAnswersInput>(notProvided('saveAnswers')),
    checkSteps: fromPromise<CheckStepsOutput, CheckStepsInput>(notProvided('checkSteps')),
  },
  delays: { stepRefresh: STEP_REFRESH_DELAY_MS },
  guards: {
    isDirty: ({ context }) => context.dirty,
    canMove: ({ context, event }) => moveTarget(context, moveOf(event)) !== undefined,
    needsReview: ({ context }, { outcome }: Outcome) => context.move?.type === 'next' && inconsistenciesOnStep(context, outcome).length > 0,
  },
  actions: {
    changeAnswer: assign(({ context, event }) => {
      if (event.type !== 'answer.change' && event.type !== 'answer.remove') return {};
      return changedAnswer(context, event.questionId, event.type === 'answer.change' ? event.value : undefined);
    }),
    fillDefaults: assign(({ context, event }) => (event.type === 'answers.defaulted' ? defaultedAnswers(context, event.answers, false) : {})),
    fillDefaultsWhileSaving: assign(({ context, event }) => (event.type === 'answers.defaulted' ? defaultedAnswers(context, event.answers, true) : {})),
    loadAnswers: assign(({ context, event }) => (event.type === 'answers.loaded' ? { ...savedAnswers(context, event.answers), move: null } : {})),
    refreshVisibility: assign(({ context }) => refreshVisibility(context)),
    queueMove: assign(({ event }) => ({ move: moveOf(event) })),
    completeMove: assign(({ context }) => completeMove(context)),
    dropMove: assign({ move: null, review: null }),
    storeSaved: assign(({ context }, { answers }: { answers: Answers }) => savedAnswers(context, answers)),
    storeSaveError: assign((_, { error }: { error: unknown }) => ({ saveError: saveErrorOf(error), move: null, lateDefaults: null })),
    applyCheck: assign(({ context }, { outcome }: Outcome) => checkedStates(context, outcome)),
    openReview: assign(({ context }, { outcome }: Outcome) => ({ review: { stepId: context.stepId, inconsistencies: inconsistenciesOnStep(context, outcome) } })),
    openStartStep: assign(({ context }) => openStartStep(context)),
  },
});

/** A move: save first when dirty (nothing is lost), else move at once when the move leads somewhere. */
const saveThenMove = [
  { guard: 'isDirty', target: 'saving', actions: 'queueMove' },
  { guard: 'canMove', actions: ['queueMove', 'completeMove'] },
] as const;

/** The machine of every family (the catalogue comes with the input). */
export const quoteBuilderMachine = builder.createMachine({
  id: 'quote-builder',
  context: ({ input }) => initialContext(input),
  initial: 'opening',
  // the form's defaults are the step's answers in every state (the form reports them when it is built, which
  // may be while the quote opens, saves or checks): merged without marking dirty, the visible steps following
  on: { 'answers.defaulted': { actions: ['fillDefaults', 'refreshVisibility'] } },
  states: {
    opening: {
      // the step asked for is shown while the quote opens: an answer given meanwhile is held, as in editing
      on: {
        'answer.change': { actions: ['changeAnswer', 'refreshVisibility'] },
        'answer.remove': { actions: ['changeAnswer', 'refreshVisibility'] },
      },
      invoke: {
        id: 'checkSteps',
        src: 'checkSteps',
        input: checkInput,
        onDone: { target: 'editing', actions: [{ type: 'applyCheck', params: outcomeOf }, 'openStartStep'] },
        onError: { target: 'editing', actions: [{ type: 'applyCheck', params: failedCheck }, 'openStartStep'] },
      },
    },
    editing: {
      initial: 'idle',
      states: {
        idle: {},
        refreshPending: { after: { stepRefresh: { target: 'idle', actions: 'refreshVisibility' } } },
      },
      on: {
        'answer.change': { target: '.refreshPending', reenter: true, actions: 'changeAnswer' },
        'answer.remove': { target: '.refreshPending', reenter: true, actions: 'changeAnswer' },
        'answers.defaulted': { target: '.refreshPending', reenter: true, actions: 'fillDefaults' },
        'answers.loaded': { target: 'checking', actions: 'loadAnswers' },
        'step.next': { target: 'saving', actions: 'queueMove' },
        'step.previous': saveThenMove,
        'step.goto': saveThenMove,
      },
    },
    saving: {
      on: { 'answers.defaulted': { actions: ['fillDefaultsWhileSaving', 'refreshVisibility'] } },
      invoke: {
        id: 'saveAnswers',
        src: 'saveAnswers',
        input: ({ context }) => saveInput(context),
        onDone: { target: 'checking', actions: { type: 'storeSaved', params: ({ event }) => ({ answers: event.output.answers }) } },
        onError: { target: 'editing', actions: [{ type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) }, 'refreshVisibility'] },
      },
    },
    checking: {
      invoke: {
        id: 'checkSteps',
        src: 'checkSteps',
        input: checkInput,
        onDone: [
          {
            guard: { type: 'needsReview', params: outcomeOf },
            target: 'reviewing',
            actions: [{ type: 'applyCheck', params: outcomeOf }, { type: 'openReview', params: outcomeOf }],
          },
          { target: 'editing', actions: [{ type: 'applyCheck', params: outcomeOf }, 'completeMove'] },
        ],
        onError: { target: 'editing', actions: [{ type: 'applyCheck', params: failedCheck }, 'completeMove'] },
      },
    },
    reviewing: {
      on: {
        'review.solve': { target: 'editing', actions: 'dropMove' },
        'review.continue': { target: 'editing', actions: 'completeMove' },
      },
    },
  },
});

export type QuoteBuilderMachine = typeof quoteBuilderMachine;
