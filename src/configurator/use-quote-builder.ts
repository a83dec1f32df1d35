/**
 * The quote builder's state in React: the engine's machine with the caller's
 * save and check (`machine.provide({ actors })`), and what a builder screen
 * reads from it. The machine does the work: saving, checking, reviewing the
 * inconsistencies and refreshing the step list 150 ms after a change.
 */
import { useMachine } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { describeSteps, quoteBuilderMachine, type Answers, type Catalogue, type QuoteBuilderActors, type QuoteBuilderInput } from '../../engine/index.ts';
import { answerEvents } from './answer-events.ts';

export interface QuoteBuilderOptions {
  /** The quote's saved answers. */
  answers?: Answers;
  /** The step to open, e.g. the quote's last_step_id (a step that may not be entered is never opened). */
  stepId?: number;
  /** The save and the check (the API's, or fakes); read once, when the builder mounts. */
  actors: QuoteBuilderActors;
}

/**
 * @example
 * const builder = useQuoteBuilder(catalogue, { answers: quote.answers, stepId: quote.last_step_id, actors });
 * <StepForm answers={builder.answers} onChange={builder.changeAnswers} onSubmit={(a) => { builder.changeAnswers(a); builder.next(); }} busy={builder.busy} />
 */
export function useQuoteBuilder(catalogue: Catalogue, { answers, stepId, actors }: QuoteBuilderOptions) {
  const [machine] = useState(() => quoteBuilderMachine.provide({ actors }));
  const input: QuoteBuilderInput = { catalogue, ...(answers ? { answers } : {}), ...(stepId !== undefined ? { stepId } : {}) };
  const [snapshot, send, actor] = useMachine(machine, { input });
  const context = snapshot.context;

  /** The form's answers: edits mark the quote dirty, answers filled in from defaults do not. */
  const changeAnswers = useCallback(
    (next: Answers) => {
      for (const event of answerEvents(catalogue, actor.getSnapshot().context.answers, next)) send(event);
    },
    [actor, catalogue, send],
  );

  const steps = useMemo(() => describeSteps(context), [context]);
  const [opening, saving, checking] = [snapshot.matches('opening'), snapshot.matches('saving'), snapshot.matches('checking')];
  return {
    snapshot,
    send,
    stepId: context.stepId,
    answers: context.answers,
    dirty: context.dirty,
    /** The first check runs: `stepId` is still the step asked for. */
    opening,
    saving,
    checking,
    /** Opening, saving or checking: the form waits (answer events are ignored meanwhile). */
    busy: opening || saving || checking,
    steps,
    /** The last inconsistency check failed (the single error marker). */
    checkFailed: context.stepStates.error,
    /** "Save and next" found inconsistencies on the saved step: show them, then solve or continueAnyway. */
    review: snapshot.matches('reviewing') ? context.review : null,
    /** The last save failed (`code` 'quote_changed': offer a reload); edits and the dirty mark are kept. */
    saveError: context.saveError,
    changeAnswers,
    /** Saved answers loaded (a preset applied, a reload): not dirty, steps checked again. */
    load: useCallback((loaded: Answers) => send({ type: 'answers.loaded', answers: loaded }), [send]),
    next: useCallback(() => send({ type: 'step.next' }), [send]),
    previous: useCallback(() => send({ type: 'step.previous' }), [send]),
    goto: useCallback((id: number) => send({ type: 'step.goto', stepId: id }), [send]),
    solve: useCallback(() => send({ type: 'review.solve' }), [send]),
    continueAnyway: useCallback(() => send({ type: 'review.continue' }), [send]),
  };
}
