/**
 * Model-based tests of the quote-builder machine: for every product family,
 * every shortest path from the reference step to the calculation step is
 * generated from the machine itself (@xstate/graph), then replayed on a real
 * actor.
 *
 * The traversal is pure, so it finishes the invoked actors itself: while
 * opening or checking (behind the steps) it offers `checkSteps`' done event
 * (every checked step valid, with data), while saving behind the steps
 * `saveAnswers`' (the answers saved as sent), and while a refresh is pending
 * the `stepRefresh` delay's event. While the server works behind the steps the
 * traversal offers nothing else (the user waits for it; what a user does
 * meanwhile is machine-async.test.ts's), so that the graph stays finite. The
 * check the builder predicts from the engine's rules on "save and next" finds
 * every checked step valid too, as the fake server's does (the paths are about
 * the steps' visibility; the rules' reviews are machine-async.test.ts's). The replay
 * provides actors that wait for the test to finish them with the path's
 * output, and fake timers for the delay, so that the real actor goes through
 * the very same states.
 */
import { getShortestPaths } from '@xstate/graph';
import { assign, createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  allSteps,
  applyInconsistencyCheck,
  checkedVisibleSteps,
  quoteBuilderMachine,
  STEP_CALCULATION,
  STEP_REFERENCE,
  STEP_REFRESH_DELAY_MS,
  visibleStepIds,
  type Catalogue,
  type CheckStepsOutput,
  type QuoteBuilderEvent,
  type SaveAnswersOutput,
} from '../../engine/index.ts';
import { compileAll, describeAnswer, stepConditionPairs, variantQuestion } from './helpers/family-fixtures.ts';

/** The machine whose predicted check finds every checked step valid, with data (as the fake server's check). */
const pathMachine = quoteBuilderMachine.provide({
  actions: {
    predictCheck: assign(({ context }) => {
      const stepIds = checkedVisibleSteps(context);
      return { stepStates: applyInconsistencyCheck(context.stepStates, stepIds, { status: 'ok', stepsWithData: stepIds, inconsistencies: [] }), review: null };
    }),
  },
});

type Snapshot = SnapshotFrom<typeof quoteBuilderMachine>;
/** The events a path holds: the machine's, and those that finish an actor or a delay. */
type PathEvent = QuoteBuilderEvent | { type: `xstate.done.actor.${string}`; output: unknown } | { type: `xstate.after.${string}` };

const REFRESH_EVENT = quoteBuilderMachine.getStateNodeById('quote-builder.step.editing.refreshPending').after[0]!.eventType as `xstate.after.${string}`;

/** Keeps only what defines a state of the model, with sorted keys, so that the graph stays finite. */
function serializeState(snapshot: Snapshot): string {
  const { answers, visibleStepIds: visible, stepStates, dirty, stepId, move, saves } = snapshot.context;
  const sorted = <T,>(record: Readonly<Record<string, T>>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify({ value: snapshot.value, stepId, move, answers: sorted(answers), visible, stepStates: { byStep: sorted(stepStates.byStep), error: stepStates.error }, dirty, saves: saves.length });
}

/** The answers the traversal may give: every variant, and every answer a step's visibility depends on. */
function answerChanges(catalogue: Catalogue): QuoteBuilderEvent[] {
  const variant = variantQuestion(catalogue);
  const pairs = new Map<string, { questionId: number; answerId: number }>();
  for (const answer of variant.answers) pairs.set(`${variant.id}:${answer.id}`, { questionId: variant.id, answerId: answer.id });
  for (const condition of stepConditionPairs(catalogue)) pairs.set(`${condition.questionId}:${condition.answerId}`, condition);
  return [...pairs.values()].map(({ questionId, answerId }) => ({
    type: 'answer.change',
    questionId,
    value: catalogue.questionsById.get(questionId)?.type === 'multiple' ? [answerId] : answerId,
  }));
}

/** The events offered in a state; with `answersFirst`, answers only on the reference step. */
function traversalEvents(catalogue: Catalogue, answersFirst: boolean) {
  const changes = answerChanges(catalogue);
  return (snapshot: Snapshot): PathEvent[] => {
    const { context } = snapshot;
    if (snapshot.matches({ step: 'opening' }) || snapshot.matches({ sync: 'checking' })) {
      const output: CheckStepsOutput = { status: 'ok', stepsWithData: checkedVisibleSteps(context), inconsistencies: [] };
      return [{ type: 'xstate.done.actor.checkSteps', output }];
    }
    if (snapshot.matches({ sync: 'saving' })) return [{ type: 'xstate.done.actor.saveAnswers', output: { answers: context.saves[0]!.answers } satisfies SaveAnswersOutput }];
    const moves: PathEvent[] = [{ type: 'step.next' }, { type: 'step.previous' }];
    const refresh: PathEvent[] = snapshot.matches({ step: { editing: 'refreshPending' } }) ? [{ type: REFRESH_EVENT }] : [];
    return answersFirst && context.stepId !== STEP_REFERENCE ? [...moves, ...refresh] : [...moves, ...changes, ...refresh];
  };
}

function describeEvent(catalogue: Catalogue, event: PathEvent): string | undefined {
  if (event.type === 'answer.change') return describeAnswer(catalogue, event.questionId, event.value);
  if (event.type.startsWith('step.')) return event.type.replace('step.', '');
  return event.type === REFRESH_EVENT ? 'refresh' : undefined;
}

interface GeneratedPath {
  name: string;
  events: PathEvent[];
  /** The expected serialized state after each event. */
  expected: string[];
}

/** Every shortest path from the start to editing the calculation step. */
function generatePaths(catalogue: Catalogue, answersFirst = false): GeneratedPath[] {
  const paths = getShortestPaths(pathMachine, {
    input: { catalogue },
    events: traversalEvents(catalogue, answersFirst) as (snapshot: Snapshot) => QuoteBuilderEvent[],
    serializeState,
    toState: (snapshot) => snapshot.matches({ step: 'editing' }) && snapshot.matches({ sync: 'idle' }) && snapshot.context.stepId === STEP_CALCULATION,
  });
  return paths.map((path) => {
    // The first step is the initial state (event `xstate.init`); each other step holds the state after its event.
    const steps = path.steps.filter((step) => (step.event.type as string) !== 'xstate.init');
    const events = steps.map((step) => step.event as PathEvent);
    return {
      name: events.flatMap((event) => describeEvent(catalogue, event) ?? []).join(' → '),
      events,
      expected: steps.map((step) => serializeState(step.state)),
    };
  });
}

/** A real actor whose actors wait for the replay to finish them. */
function startReplayActor(catalogue: Catalogue) {
  const waiting: ((output: unknown) => void)[] = [];
  const waitForReplay = <T,>() => new Promise<T>((resolve) => waiting.push(resolve as (output: unknown) => void));
  const machine = pathMachine.provide({
    actors: { saveAnswers: fromPromise(() => waitForReplay<SaveAnswersOutput>()), checkSteps: fromPromise(() => waitForReplay<CheckStepsOutput>()) },
  });
  return { actor: createActor(machine, { input: { catalogue } }).start(), waiting };
}

/** Replays a path on a real actor; returns the steps reached by `step.next` since the last answer given, checking each move. */
async function replay(catalogue: Catalogue, { events, expected }: GeneratedPath) {
  vi.useFakeTimers();
  const { actor, waiting } = startReplayActor(catalogue);
  expect(actor.getSnapshot().matches({ step: 'opening' })).toBe(true);
  const nextVisits: number[] = [];
  let from = actor.getSnapshot().context.stepId;
  for (const [index, event] of events.entries()) {
    const before = actor.getSnapshot();
    if ('output' in event) {
      expect(waiting, `an actor is running before event ${index}`).toHaveLength(1);
      waiting.shift()!(event.output);
      await waitFor(actor, (snapshot) => snapshot !== before);
    } else if (event.type === REFRESH_EVENT) vi.advanceTimersByTime(STEP_REFRESH_DELAY_MS);
    else actor.send(event as QuoteBuilderEvent);
    if (event.type.startsWith('step.')) from = before.context.stepId;
    // the steps walked by `next` since the answers last changed (a step's defaults, held once it is opened, make
    // a path that goes back to change an answer end in a state of its own)
    if (event.type === 'answer.change') nextVisits.length = 0;
    const after = actor.getSnapshot();
    if (after.context.stepId !== before.context.stepId && event.type === 'step.next') {
      // a move by `next` lands on the visible step right after the one it left (after its place, when an answer hid it)
      const visible = after.context.visibleStepIds;
      const order = allSteps(catalogue).map((step) => step.id);
      const following = order.slice(order.indexOf(from) + 1).find((id) => visible.includes(id));
      expect(after.context.stepId).toBe(following);
      nextVisits.push(after.context.stepId);
    }
    expect(serializeState(after), `after event ${index} (${event.type})`).toBe(expected[index]);
  }
  const end = actor.getSnapshot();
  actor.stop();
  expect(end.matches({ step: 'editing' }) && end.matches({ sync: 'idle' }) && end.context.stepId).toBe(STEP_CALCULATION);
  return { nextVisits, visible: end.context.visibleStepIds };
}

afterEach(() => {
  vi.useRealTimers();
});

const families = compileAll().map(({ name, catalogue }) => ({
  name,
  catalogue,
  paths: generatePaths(catalogue),
  answersFirstPaths: generatePaths(catalogue, true),
}));

describe.each(families)('quote-builder paths of $name', ({ catalogue, paths, answersFirstPaths }) => {
  it('opens on the reference step once every form step is valid, and has at least one path to the calculation', () => {
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect((JSON.parse(path.expected[0]!) as { stepId: number }).stepId).toBe(STEP_REFERENCE);
  });

  it('gives different visible steps for different answers when steps have conditions', () => {
    const conditional = catalogue.steps.some((step) => step.conditions.length > 0);
    const finalVisible = new Set(paths.map((path) => JSON.stringify((JSON.parse(path.expected.at(-1)!) as { visible: number[] }).visible)));
    const variant = variantQuestion(catalogue);
    const byVariant = new Set(variant.answers.map((answer) => JSON.stringify(visibleStepIds(catalogue, { [variant.id]: answer.id }))));
    const conditionsOnVariant = catalogue.steps.some((step) => step.conditions.some((c) => c.questionId === variant.id));
    if (conditional) expect(finalVisible.size).toBeGreaterThan(1);
    else expect(finalVisible.size).toBe(1);
    if (conditionsOnVariant) expect(byVariant.size).toBeGreaterThan(1);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    const { nextVisits } = await replay(catalogue, path);
    // the steps reached by `next` come in the order of the step list
    const order = allSteps(catalogue).map((step) => step.id);
    const positions = [...new Set(nextVisits)].map((id) => order.indexOf(id));
    expect(positions.every((position, i) => position >= 0 && (i === 0 || position > positions[i - 1]!))).toBe(true);
    expect(nextVisits.at(-1)).toBe(STEP_CALCULATION);
  });

  describe('with the answers chosen on the reference step', () => {
    it('has at least one path per variant answer', () => {
      const variant = variantQuestion(catalogue);
      for (const answer of variant.answers) {
        const label = describeAnswer(catalogue, variant.id, answer.id);
        expect(answersFirstPaths.some((path) => path.name.startsWith(label))).toBe(true);
      }
    });

    it.each(answersFirstPaths.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
      const { nextVisits, visible } = await replay(catalogue, path);
      // from the reference step where the answers were given last, `next` walks every visible step in order, up to the calculation
      expect(nextVisits).toEqual(visible.slice(1, visible.indexOf(STEP_CALCULATION) + 1));
    });
  });
});
