/**
 * The quote builder's state in React: the engine's machine with the caller's
 * save and check (`machine.provide({ actors })`), and what a builder screen
 * reads from it. The machine does the work: saving, checking, reviewing the
 * inconsistencies and refreshing the step list 150 ms after a change.
 *
 * Each part of the screen subscribes to what it shows (`useSelector` with
 * precise selectors), so that an input re-renders only what it changed: the
 * screen to the step, the busy flags, the dirty mark and the step list (kept
 * while its entries are the same); the form and the live plan to the answers
 * (`useBuilderAnswers`), which change on every keystroke.
 *
 * The builder owns its input scheduler (`inputs`, handed down with `InputsProvider`): a click's answer
 * reaches the machine once its frame is on screen, and whatever reads the answers or moves the builder runs
 * what waits first (`readAnswers`, `send`).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  describeSteps,
  quoteBuilderMachine,
  type Answers,
  type Catalogue,
  type Locale,
  type PredictCheck,
  type QuoteBuilderActors,
  type QuoteBuilderInput,
  type StepListItem,
} from '../../../engine/index.ts';
import { InputScheduler } from './input-scheduler.ts';
import { answerEvents } from './answer-events.ts';

export type QuoteBuilderActor = ActorRefFrom<typeof quoteBuilderMachine>;

export interface QuoteBuilderOptions {
  /** The quote's saved answers. */
  answers?: Answers;
  /** The step to open, e.g. the quote's last_step_id (a step that may not be entered is never opened). */
  stepId?: number;
  /** The save and the check (the API's, or fakes); read once, when the builder mounts. */
  actors: QuoteBuilderActors;
  /** The language of the inconsistencies the builder predicts on "save and next" (read once). */
  locale?: Locale;
  /** Predicts the check on "save and next" in place of the catalogue's rules (read once). */
  predict?: PredictCheck;
}

const sameItem = (a: StepListItem, b: StepListItem) =>
  a.id === b.id && a.visible === b.visible && a.disabled === b.disabled && a.current === b.current && a.state === b.state;

/** Two step lists with the same entries (a step's title, key and type follow from its id). */
export const sameSteps = (a: readonly StepListItem[], b: readonly StepListItem[]) =>
  a === b || (a.length === b.length && a.every((item, index) => sameItem(item, b[index]!)));

/**
 * @example
 * const builder = useQuoteBuilder(catalogue, { answers: quote.answers, stepId: quote.last_step_id, actors });
 * const answers = useBuilderAnswers(builder.actor); // in the part that shows them
 * <StepForm answers={answers} onChange={builder.changeAnswers} onSubmit={(a) => { builder.changeAnswers(a); builder.next(); }} busy={builder.busy} />
 */
export function useQuoteBuilder(catalogue: Catalogue, { answers, stepId, actors, locale, predict }: QuoteBuilderOptions) {
  const [inputs] = useState(() => new InputScheduler());
  const [machine] = useState(() => quoteBuilderMachine.provide({ actors }));
  const input: QuoteBuilderInput = { catalogue, ...(answers ? { answers } : {}), ...(stepId !== undefined ? { stepId } : {}), ...(locale ? { locale } : {}), ...(predict ? { predict } : {}) };
  const actor = useActorRef(machine, { input });
  // a move, a preset or a review's answer comes after every answer given before it (a click's answer reaches the
  // machine once its frame is on screen: choice-widgets.tsx)
  const send = useCallback(
    (event: Parameters<QuoteBuilderActor['send']>[0]) => {
      inputs.flush();
      actor.send(event);
    },
    [actor, inputs],
  );

  /** The answers the builder holds, every input given so far included: the one way to read them outside a render. */
  const readAnswers = useCallback((): Answers => inputs.read(() => actor.getSnapshot().context.answers), [actor, inputs]);

  /** The form's answers: edits mark the quote dirty, answers filled in from defaults do not. */
  const changeAnswers = useCallback(
    (next: Answers) => {
      const events = answerEvents(catalogue, actor.getSnapshot().context.answers, next);
      // an edit must come after the clicks before it; the defaults a form reports when it is built (even while
      // rendering) change no answer given, and are taken in any order
      if (events.some((event) => event.type !== 'answers.defaulted')) inputs.expectSettled("the quote builder's changeAnswers");
      for (const event of events) actor.send(event);
    },
    [actor, catalogue, inputs],
  );

  const opening = useSelector(actor, (snapshot) => snapshot.matches({ step: 'opening' }));
  // the saves and the server's check run behind the steps: the form is never blocked by them
  const saving = useSelector(actor, (snapshot) => snapshot.context.saves.length > 0);
  const checking = useSelector(actor, (snapshot) => snapshot.matches({ sync: 'checking' }));
  return {
    actor,
    /** The builder's input scheduler, for its step list and step form (`InputsProvider`). */
    inputs,
    send,
    readAnswers,
    stepId: useSelector(actor, (snapshot) => snapshot.context.stepId),
    dirty: useSelector(actor, (snapshot) => snapshot.context.dirty),
    /** The first check runs: `stepId` is still the step asked for. */
    opening,
    /** Answers wait to be saved, or are being saved, behind the steps. */
    saving,
    /** The server checks the saved answers, behind the steps. */
    checking,
    /** Opening: the step asked for may still change (answers given meanwhile are held). */
    busy: opening,
    steps: useSelector(actor, (snapshot) => describeSteps(snapshot.context), sameSteps),
    /** The last inconsistency check failed (the single error marker). */
    checkFailed: useSelector(actor, (snapshot) => snapshot.context.stepStates.error),
    /** "Save and next" found inconsistencies on the saved step: show them, then solve or continueAnyway. */
    review: useSelector(actor, (snapshot) => (snapshot.matches({ step: 'reviewing' }) ? snapshot.context.review : null)),
    /** The last save failed (`code` 'quote_changed': offer a reload): the builder went back to its step (`stepId`); edits and the dirty mark are kept. */
    saveError: useSelector(actor, (snapshot) => snapshot.context.saveError),
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

/** The answers on screen, for the parts that show them (the form, the live plan): they re-render on every edit, the screen around them does not. */
export function useBuilderAnswers(actor: QuoteBuilderActor): Answers {
  return useSelector(actor, (snapshot) => snapshot.context.answers);
}
