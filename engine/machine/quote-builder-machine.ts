/**
 * The quote-builder machine (XState 5): one state per step (reference, the
 * family's form steps, calculation, customise, validate), next and previous
 * among the visible steps, answers with dirty tracking, visibility refreshed
 * on request, and step states from inconsistency checks. It has no `invoke`
 * and no `after`: saving, checking and the 150 ms refresh delay live in the
 * React layer, so the machine is plain data that graph tools can walk.
 */
import { assign, setup } from 'xstate';
import type { Answers, AnswerValue, Catalogue } from '../catalogue/catalogue.types.ts';
import { STEP_REFERENCE } from '../constants.ts';
import { allSteps, canEnterStep, nextStep, previousStep, startStep, visibleStepIds, type NavigationState } from './step-navigation.ts';
import { applyInconsistencyCheck, NO_STEP_STATES, type InconsistencyCheckOutcome, type StepStates } from './step-states.ts';

export interface QuoteBuilderContext extends NavigationState {
  stepId: number;
  answers: Answers;
  /** Answers were edited or removed since they were loaded or the step changed. */
  dirty: boolean;
}

export interface QuoteBuilderInput {
  catalogue: Catalogue;
  answers?: Answers;
  /** The step to open, e.g. the quote's `last_step_id` (default 0). */
  stepId?: number;
}

export type QuoteBuilderEvent =
  | { type: 'step.next' }
  | { type: 'step.previous' }
  | { type: 'step.goto'; stepId: number }
  | { type: 'answer.change'; questionId: number; value: AnswerValue }
  | { type: 'answer.remove'; questionId: number }
  | { type: 'answers.loaded'; answers: Answers }
  | { type: 'visibility.refresh' }
  | { type: 'inconsistencies.received'; stepIds: readonly number[]; result: InconsistencyCheckOutcome | null };

type Move = { from: number; to: number };

const builder = setup({
  types: {
    context: {} as QuoteBuilderContext,
    events: {} as QuoteBuilderEvent,
    input: {} as QuoteBuilderInput,
  },
  guards: {
    isStartStep: ({ context }, params: { stepId: number }) => context.stepId === params.stepId,
    isNext: ({ context }, params: Move) => nextStep(context, params.from) === params.to,
    isPrevious: ({ context }, params: Move) => previousStep(context, params.from) === params.to,
    isGoto: ({ context, event }, params: { to: number }) =>
      event.type === 'step.goto' && event.stepId === params.to && canEnterStep(context, params.to),
  },
  actions: {
    enterStep: assign((_, params: { stepId: number }) => ({ stepId: params.stepId, dirty: false })),
    changeAnswer: assign(({ context, event }) => {
      if (event.type !== 'answer.change') return {};
      return { answers: { ...context.answers, [String(event.questionId)]: event.value }, dirty: true };
    }),
    removeAnswer: assign(({ context, event }) => {
      if (event.type !== 'answer.remove') return {};
      const answers = { ...context.answers };
      delete answers[String(event.questionId)];
      return { answers, dirty: true };
    }),
    loadAnswers: assign(({ context, event }) => {
      if (event.type !== 'answers.loaded') return {};
      return { answers: event.answers, dirty: false, visibleStepIds: visibleStepIds(context.catalogue, event.answers) };
    }),
    refreshVisibility: assign(({ context }) => ({ visibleStepIds: visibleStepIds(context.catalogue, context.answers) })),
    applyCheck: assign(({ context, event }) => {
      if (event.type !== 'inconsistencies.received') return {};
      return { stepStates: applyInconsistencyCheck(context.stepStates, event.stepIds, event.result) };
    }),
  },
});

/**
 * Builds the machine of a family.
 *
 * @example
 * const actor = createActor(createQuoteBuilderMachine(catalogue), { input: { catalogue, answers } }).start();
 * actor.send({ type: 'step.next' });
 */
export function createQuoteBuilderMachine(catalogue: Catalogue) {
  const steps = allSteps(catalogue);
  const moves = (from: number, guard: 'isNext' | 'isPrevious') =>
    steps
      .filter((step) => step.id !== from)
      .map((step) => ({ target: step.key, guard: { type: guard, params: { from, to: step.id } }, actions: { type: 'enterStep' as const, params: { stepId: step.id } } }));
  const states = Object.fromEntries(
    steps.map((step) => [
      step.key,
      {
        meta: { stepId: step.id },
        on: {
          'step.next': moves(step.id, 'isNext'),
          'step.previous': moves(step.id, 'isPrevious'),
          'step.goto': steps
            .filter((other) => other.id !== step.id)
            .map((other) => ({ target: other.key, guard: { type: 'isGoto' as const, params: { to: other.id } }, actions: { type: 'enterStep' as const, params: { stepId: other.id } } })),
        },
      },
    ]),
  );
  return builder.createMachine({
    id: `quote-builder.${catalogue.key}`,
    context: ({ input }) => {
      const answers = input.answers ?? {};
      const stepStates: StepStates = NO_STEP_STATES;
      const navigation = { catalogue: input.catalogue, answers, visibleStepIds: visibleStepIds(input.catalogue, answers), stepStates };
      return { ...navigation, stepId: startStep(navigation, input.stepId ?? STEP_REFERENCE), dirty: false };
    },
    initial: 'opening',
    on: {
      'answer.change': { actions: 'changeAnswer' },
      'answer.remove': { actions: 'removeAnswer' },
      'answers.loaded': { actions: 'loadAnswers' },
      'visibility.refresh': { actions: 'refreshVisibility' },
      'inconsistencies.received': { actions: 'applyCheck' },
    },
    states: {
      opening: {
        always: steps.map((step) => ({ target: step.key, guard: { type: 'isStartStep' as const, params: { stepId: step.id } } })),
      },
      ...states,
    },
  });
}

export type QuoteBuilderMachine = ReturnType<typeof createQuoteBuilderMachine>;
