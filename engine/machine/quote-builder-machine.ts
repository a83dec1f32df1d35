/**
 * The quote-builder machine (XState 5). The current step is in context; two
 * parallel regions say what the builder is doing:
 * - `step`, what the user sees:
 *   - `opening`: checks every visible checked form step once (`checkSteps`),
 *     then opens the step asked for, or another if that one may not be entered;
 *   - `editing` (`idle`, or `refreshPending` for `stepRefresh` after the last
 *     answer change, when the visible steps follow the answers);
 *   - `reviewing`: "save and next" found inconsistencies on the step; the
 *     user solves them (`review.solve`, stays) or continues (`review.continue`).
 *   A move is at once: "save and next" checks the step's inconsistencies with
 *   the engine's rules (`predictedCheck`, the rules the server runs) and goes
 *   to the next step (or reviews), "previous" and a step chosen in the list go
 *   there; the answers are queued to be saved behind (`saves`) when they need
 *   saving ("save and next" always, so that defaults are saved).
 * - `sync`, the server behind it: `idle`; `saving` (`saveAnswers`, the first
 *   waiting save, one at a time: each carries the version the last one got),
 *   then `checking` (`checkSteps`: the server's states of the saved answers
 *   replace the predicted ones). A refused or failed save (a 422 on the step,
 *   a 409 version conflict) brings the user back to the step whose answers it
 *   saved, with `saveError`, every answer held (those given on the next step
 *   meanwhile too) and the dirty mark; the saves after it are dropped.
 *
 * The async work is declared as named actors whose defaults reject: the app
 * provides the API-backed ones, tests provide fakes, so the engine does no I/O.
 * Answer events are taken in every state (the form is never blocked by the
 * server); the answers the form shows from its questions' defaults are the
 * step's answers in every state: the machine fills in the defaults of the step
 * it opens (`withStepDefaults`), and merges those the form reports
 * (`answers.defaulted`) whenever they come.
 *
 * @example
 * const machine = quoteBuilderMachine.provide({
 *   actors: {
 *     saveAnswers: fromPromise(async ({ input }) => ({ answers: await api.save(input.answers, input.stepId) })),
 *     checkSteps: fromPromise(async ({ input }) => api.check(input.stepIds)),
 *   },
 * });
 * const actor = createActor(machine, { input: { catalogue, answers, stepId: quote.last_step_id, locale: 'fr' } }).start();
 * actor.send({ type: 'step.next' });
 */
import { assign, fromPromise, setup } from 'xstate';
import { STEP_REFRESH_DELAY_MS } from '../constants.ts';
import { checkedVisibleSteps } from './step-navigation.ts';
import {
  changedAnswer,
  checkedStates,
  completeMove,
  defaultedAnswers,
  initialContext,
  loadedAnswers,
  moveOf,
  moveTarget,
  openStartStep,
  predictedCheck,
  queuedSave,
  refreshVisibility,
  refusedSave,
  saveInput,
  storedSave,
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
    inReview: ({ context }) => context.review !== null,
    saveWaits: ({ context }) => context.saves.length > 0,
    checkWanted: ({ context }) => context.checkWanted,
  },
  actions: {
    changeAnswer: assign(({ context, event }) => {
      if (event.type !== 'answer.change' && event.type !== 'answer.remove') return {};
      return changedAnswer(context, event.questionId, event.type === 'answer.change' ? event.value : undefined);
    }),
    fillDefaults: assign(({ context, event }) => (event.type === 'answers.defaulted' ? defaultedAnswers(context, event.answers) : {})),
    loadAnswers: assign(({ context, event }) => (event.type === 'answers.loaded' ? loadedAnswers(context, event.answers) : {})),
    refreshVisibility: assign(({ context }) => refreshVisibility(context)),
    queueMove: assign(({ event }) => ({ move: moveOf(event) })),
    predictCheck: assign(({ context }) => predictedCheck(context)),
    queueSave: assign(({ context }) => queuedSave(context)),
    completeMove: assign(({ context }) => completeMove(context)),
    dropMove: assign({ move: null, review: null }),
    storeSaved: assign(({ context }, { answers }: { answers: SaveAnswersOutput['answers'] }) => storedSave(context, answers)),
    bringBack: assign(({ context }, { error }: { error: unknown }) => {
      const back = refusedSave(context, error);
      return { ...back, ...refreshVisibility({ ...context, ...back }) };
    }),
    startCheck: assign({ checkWanted: false }),
    applyCheck: assign(({ context }, { outcome }: Outcome) => checkedStates(context, outcome)),
    openStartStep: assign(({ context }) => openStartStep(context)),
  },
});

/** An answer given in a state with no refresh delay: held, the visible steps following at once. */
const holdAnswers = {
  'answer.change': { actions: ['changeAnswer', 'refreshVisibility'] },
  'answer.remove': { actions: ['changeAnswer', 'refreshVisibility'] },
} as const;

/** "Previous" or a step from the list: at once, the answers saved behind when dirty (nothing is lost). */
const moveNow = [
  { guard: 'isDirty', actions: ['refreshVisibility', 'queueMove', 'predictCheck', 'queueSave', 'completeMove'] },
  { guard: 'canMove', actions: ['queueMove', 'completeMove'] },
] as const;

/** The machine of every family (the catalogue comes with the input). */
export const quoteBuilderMachine = builder.createMachine({
  id: 'quote-builder',
  context: ({ input }) => initialContext(input),
  type: 'parallel',
  // the form's defaults are the step's answers in every state (the form reports them when it is built, which
  // may be while the quote opens or in review): merged without marking dirty, the visible steps following
  on: { 'answers.defaulted': { actions: ['fillDefaults', 'refreshVisibility'] } },
  states: {
    step: {
      initial: 'opening',
      states: {
        opening: {
          // the step asked for is shown while the quote opens: an answer given meanwhile is held, as in editing
          on: holdAnswers,
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
            'answers.loaded': { target: '.idle', actions: 'loadAnswers' },
            // the step's inconsistencies from the engine's rules, then the move (or the review) at once; the save behind
            'step.next': { target: 'moving', actions: ['refreshVisibility', 'queueMove', 'predictCheck', 'queueSave'] },
            'step.previous': moveNow,
            'step.goto': moveNow,
          },
        },
        moving: {
          always: [
            { guard: 'inReview', target: 'reviewing' },
            { target: 'editing', actions: 'completeMove' },
          ],
        },
        reviewing: {
          // the review is a dialog over the step: an answer given meanwhile (a click that was under way) is held
          on: {
            ...holdAnswers,
            'review.solve': { target: 'editing', actions: 'dropMove' },
            'review.continue': { target: 'editing', actions: 'completeMove' },
          },
        },
      },
    },
    sync: {
      initial: 'idle',
      states: {
        idle: {
          always: [
            { guard: 'saveWaits', target: 'saving' },
            { guard: 'checkWanted', target: 'checking' },
          ],
        },
        saving: {
          invoke: {
            id: 'saveAnswers',
            src: 'saveAnswers',
            input: ({ context }) => saveInput(context),
            onDone: { target: 'checking', actions: [{ type: 'storeSaved', params: ({ event }) => ({ answers: event.output.answers }) }, 'startCheck'] },
            onError: { target: ['idle', '#quote-builder.step.editing'], actions: [{ type: 'bringBack', params: ({ event }) => ({ error: event.error }) }] },
          },
        },
        checking: {
          // a save queued meanwhile runs first: its own check replaces this one
          always: { guard: 'saveWaits', target: 'saving' },
          entry: 'startCheck',
          invoke: {
            id: 'checkSteps',
            src: 'checkSteps',
            input: checkInput,
            onDone: { target: 'idle', actions: { type: 'applyCheck', params: outcomeOf } },
            onError: { target: 'idle', actions: { type: 'applyCheck', params: failedCheck } },
          },
        },
      },
    },
  },
});

export type QuoteBuilderMachine = typeof quoteBuilderMachine;
