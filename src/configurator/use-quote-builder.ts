/**
 * The quote builder's state in React: the engine's machine for the family's
 * catalogue (one machine per catalogue), its step list, and the timers the
 * machine leaves to the React layer: the step list is refreshed
 * STEP_REFRESH_DELAY_MS (150 ms) after the last answer change.
 */
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  createQuoteBuilderMachine,
  describeSteps,
  STEP_REFRESH_DELAY_MS,
  type Answers,
  type Catalogue,
  type QuoteBuilderInput,
  type QuoteBuilderMachine,
} from '../../engine/index.ts';
import { answerEvents } from './answer-events.ts';

const machines = new WeakMap<Catalogue, QuoteBuilderMachine>();

/** The machine of a catalogue, built once. */
export function quoteBuilderMachine(catalogue: Catalogue): QuoteBuilderMachine {
  let machine = machines.get(catalogue);
  if (!machine) machines.set(catalogue, (machine = createQuoteBuilderMachine(catalogue)));
  return machine;
}

export interface QuoteBuilderOptions {
  /** The quote's saved answers. */
  answers?: Answers;
  /** The step to open, e.g. the quote's last_step_id. */
  stepId?: number;
}

export function useQuoteBuilder(catalogue: Catalogue, { answers, stepId }: QuoteBuilderOptions = {}) {
  const input: QuoteBuilderInput = { catalogue, ...(answers ? { answers } : {}), ...(stepId !== undefined ? { stepId } : {}) };
  const [snapshot, send, actor] = useMachine(quoteBuilderMachine(catalogue), { input });
  const context = snapshot.context;

  // the list follows the answers 150 ms after the last change (none pending at start)
  const startAnswers = useRef(context.answers);
  useEffect(() => {
    if (context.answers === startAnswers.current) return;
    const timer = setTimeout(() => send({ type: 'visibility.refresh' }), STEP_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [context.answers, send]);

  const changeAnswers = useCallback(
    (next: Answers) => {
      for (const event of answerEvents(actor.getSnapshot().context.answers, next)) send(event);
    },
    [actor, send],
  );

  const steps = useMemo(() => describeSteps(context), [context]);
  return {
    snapshot,
    send,
    stepId: context.stepId,
    answers: context.answers,
    dirty: context.dirty,
    steps,
    /** The last inconsistency check failed (the single error marker). */
    checkFailed: context.stepStates.error,
    changeAnswers,
    next: useCallback(() => send({ type: 'step.next' }), [send]),
    previous: useCallback(() => send({ type: 'step.previous' }), [send]),
    goto: useCallback((id: number) => send({ type: 'step.goto', stepId: id }), [send]),
  };
}
