/**
 * Model-based tests of the quote-builder machine: for every product family,
 * every shortest path from the reference step to the calculation step is
 * generated from the machine itself (@xstate/graph), then replayed on a real
 * actor.
 */
import { getShortestPaths } from '@xstate/graph';
import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  allSteps,
  createQuoteBuilderMachine,
  STEP_CALCULATION,
  visibleStepIds,
  type Catalogue,
  type QuoteBuilderEvent,
  type QuoteBuilderMachine,
} from '../../engine/index.ts';
import { compileAll, describeAnswer, stepConditionPairs, variantQuestion } from './helpers/family-fixtures.ts';

type Snapshot = SnapshotFrom<QuoteBuilderMachine>;

const okCheck = (catalogue: Catalogue) => ({ status: 'ok', stepsWithData: catalogue.steps.map((step) => step.id), inconsistencies: [] }) as const;

/** Keeps only what defines a state of the model, with sorted keys, so that the graph stays finite. */
function serializeState(snapshot: Snapshot): string {
  const { answers, visibleStepIds: visible, stepStates, dirty } = snapshot.context;
  const sorted = <T,>(record: Readonly<Record<string, T>>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify({
    value: snapshot.value,
    answers: sorted(answers),
    visible,
    stepStates: { byStep: sorted(stepStates.byStep), error: stepStates.error },
    dirty,
  });
}

/** The events the traversal may send (see the brief of this file's header). */
function traversalEvents(catalogue: Catalogue): QuoteBuilderEvent[] {
  const variant = variantQuestion(catalogue);
  const pairs = new Map<string, { questionId: number; answerId: number }>();
  for (const answer of variant.answers) pairs.set(`${variant.id}:${answer.id}`, { questionId: variant.id, answerId: answer.id });
  for (const condition of stepConditionPairs(catalogue)) pairs.set(`${condition.questionId}:${condition.answerId}`, condition);
  const changes: QuoteBuilderEvent[] = [...pairs.values()].map(({ questionId, answerId }) => ({
    type: 'answer.change',
    questionId,
    value: catalogue.questionsById.get(questionId)?.type === 'multiple' ? [answerId] : answerId,
  }));
  return [
    { type: 'step.next' },
    { type: 'step.previous' },
    ...changes,
    { type: 'visibility.refresh' },
    { type: 'inconsistencies.received', stepIds: catalogue.steps.map((step) => step.id), result: okCheck(catalogue) },
  ];
}

function describeEvent(catalogue: Catalogue, event: QuoteBuilderEvent): string {
  switch (event.type) {
    case 'answer.change':
      return describeAnswer(catalogue, event.questionId, event.value);
    case 'inconsistencies.received':
      return 'check ok';
    default:
      return event.type.replace('step.', '');
  }
}

interface GeneratedPath {
  name: string;
  events: QuoteBuilderEvent[];
  /** The expected serialized state after each event. */
  expected: string[];
}

/**
 * Every shortest path to the calculation step. With `answersFirst`, answers
 * and visibility refreshes are only offered on the reference step, so the
 * paths walk through the steps the chosen answers show.
 */
function generatePaths(catalogue: Catalogue, answersFirst = false): GeneratedPath[] {
  const machine = createQuoteBuilderMachine(catalogue);
  const all = traversalEvents(catalogue);
  const moves = all.filter((event) => event.type !== 'answer.change' && event.type !== 'visibility.refresh');
  // The state names come from the catalogue, so the machine's type only knows 'opening'.
  const stateOf = (snapshot: Snapshot) => snapshot.value as string;
  const paths = getShortestPaths(machine, {
    input: { catalogue },
    events: answersFirst ? (snapshot) => (stateOf(snapshot) === catalogue.steps[0]!.key ? all : moves) : all,
    serializeState,
    toState: (snapshot) => stateOf(snapshot) === 'calculation',
  });
  return paths.map((path) => {
    // The first step is the initial state (event `xstate.init`); each other step holds the state after its event.
    const steps = path.steps.filter((step) => (step.event.type as string) !== 'xstate.init');
    const events = steps.map((step) => step.event);
    return {
      name: events.map((event) => describeEvent(catalogue, event)).join(' → '),
      events,
      expected: steps.map((step) => serializeState(step.state)),
    };
  });
}

/** Replays a path on a real actor; returns the steps reached by `step.next`, checking each move. */
function replay(machine: QuoteBuilderMachine, catalogue: Catalogue, { events, expected }: GeneratedPath) {
  const actor = createActor(machine, { input: { catalogue } }).start();
  expect(actor.getSnapshot().value).toBe(catalogue.steps[0]!.key);
  const nextVisits: number[] = [];
  events.forEach((event, index) => {
    const before = actor.getSnapshot().context;
    actor.send(event);
    const after = actor.getSnapshot();
    if (event.type === 'step.next' && after.context.stepId !== before.stepId) {
      // a move by `next` lands on the visible step right after the current one
      const visible = after.context.visibleStepIds;
      expect(visible).toContain(after.context.stepId);
      expect(visible.indexOf(after.context.stepId)).toBe(visible.indexOf(before.stepId) + 1);
      nextVisits.push(after.context.stepId);
    }
    expect(serializeState(after), `after event ${index} (${event.type})`).toBe(expected[index]);
  });
  const end = actor.getSnapshot();
  actor.stop();
  expect(end.value).toBe('calculation');
  expect(end.context.stepId).toBe(STEP_CALCULATION);
  return { nextVisits, visible: end.context.visibleStepIds };
}

const families = compileAll().map(({ name, catalogue }) => ({
  name,
  catalogue,
  paths: generatePaths(catalogue),
  answersFirstPaths: generatePaths(catalogue, true),
}));

describe.each(families)('quote-builder paths of $name', ({ catalogue, paths, answersFirstPaths }) => {
  const machine = createQuoteBuilderMachine(catalogue);

  it('opens a new quote on its first form step (the reference step is disabled) and has at least one path to the calculation', () => {
    const actor = createActor(machine, { input: { catalogue } }).start();
    expect(actor.getSnapshot().value).toBe(catalogue.steps[0]!.key);
    expect(actor.getSnapshot().context.stepId).toBe(1);
    actor.stop();
    expect(paths.length).toBeGreaterThan(0);
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

  it.each(paths.map((path) => [path.name, path] as const))('%s', (_name, path) => {
    const { nextVisits } = replay(machine, catalogue, path);
    // the steps reached by `next` (each checked visible when reached) come in the order of the step list
    const order = allSteps(catalogue).map((step) => step.id);
    const positions = [...new Set(nextVisits)].map((id) => order.indexOf(id));
    expect(positions.every((position, i) => position >= 0 && (i === 0 || position > positions[i - 1]!))).toBe(true);
    expect(nextVisits.at(-1)).toBe(STEP_CALCULATION);
  });

  describe('with the answers chosen on the first step', () => {
    it('has at least one path per variant answer', () => {
      const variant = variantQuestion(catalogue);
      for (const answer of variant.answers) {
        const label = describeAnswer(catalogue, variant.id, answer.id);
        expect(answersFirstPaths.some((path) => path.name.startsWith(label))).toBe(true);
      }
    });

    it.each(answersFirstPaths.map((path) => [path.name, path] as const))('%s', (_name, path) => {
      const { nextVisits, visible } = replay(machine, catalogue, path);
      // `next` walks every visible step after the reference, in order, up to the calculation
      expect(nextVisits).toEqual(visible.slice(2, visible.indexOf(STEP_CALCULATION) + 1));
    });
  });
});
