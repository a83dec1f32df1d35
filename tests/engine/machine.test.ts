/**
 * Unit tests of the quote-builder machine on a small family made for them:
 * steps 1 (variant), 2 (size), 3 (extras, shown for the deluxe variant or a
 * red colour) and 12 (colour), around the special steps 0, -1, 10 and 11.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  compileFamily,
  createQuoteBuilderMachine,
  describeSteps,
  type Answers,
  type Catalogue,
  type InconsistencyCheckOutcome,
  type QuoteBuilderEvent,
} from '../../engine/index.ts';

const t = (en: string) => ({ en });

const document = {
  family: 'machine_test',
  title: t('Machine test'),
  inconsistencyCategories: [{ key: 'dimensions', title: t('Dimensions') }],
  steps: [
    {
      id: 1,
      key: 'product',
      title: t('Product'),
      questions: [{ key: 'variant', type: 'single', required: true, title: t('Variant'), answers: [{ key: 'basic', title: t('Basic') }, { key: 'deluxe', title: t('Deluxe') }] }],
    },
    { id: 2, key: 'size', title: t('Size'), questions: [{ key: 'length', type: 'number', required: true, title: t('Length'), min: 1, max: 10, step: 0.5 }] },
    {
      id: 3,
      key: 'extras',
      title: t('Extras'),
      visibleWhen: [
        { question: 'variant', answer: 'deluxe' },
        { question: 'colour', answer: 'red' },
      ],
      questions: [{ key: 'heater', type: 'boolean', required: true, title: t('Heater') }],
    },
    {
      id: 12,
      key: 'options',
      title: t('Options'),
      questions: [{ key: 'colour', type: 'single', required: true, title: t('Colour'), answers: [{ key: 'blue', title: t('Blue') }, { key: 'red', title: t('Red') }] }],
    },
  ],
};

function compileTestFamily(): Catalogue {
  const result = compileFamily(document);
  if (!result.ok) throw new Error(result.issues.map((i) => `${i.path}: ${i.message}`).join('\n'));
  return result.catalogue;
}

const catalogue = compileTestFamily();
const machine = createQuoteBuilderMachine(catalogue);
const id = (key: string) => catalogue.questionsByKey.get(key)!.id;
const answerId = (question: string, answer: string) => catalogue.questionsByKey.get(question)!.answers.find((a) => a.key === answer)!.id;

const VARIANT = id('variant');
const LENGTH = id('length');
const COLOUR = id('colour');
const DELUXE = answerId('variant', 'deluxe');
const BASIC = answerId('variant', 'basic');
const RED = answerId('colour', 'red');

const ALL_FORM_STEPS = [1, 2, 3, 12];
const OK: InconsistencyCheckOutcome = { status: 'ok', stepsWithData: ALL_FORM_STEPS, inconsistencies: [] };
/** A blocking or non-blocking inconsistency on a step. */
const found = (stepId: number, blocking: boolean) => ({ key: `rule_${stepId}`, stepId, categoryId: 1, reason: 'Reason', blocking });
const allValid: QuoteBuilderEvent = { type: 'inconsistencies.received', stepIds: ALL_FORM_STEPS, result: OK };

function start(input: { answers?: Answers; stepId?: number } = {}) {
  return createActor(machine, { input: { catalogue, ...input } }).start();
}

type Actor = ReturnType<typeof start>;

const stepOf = (actor: Actor) => actor.getSnapshot().context.stepId;

/** Sends the events and returns the step id after each one. */
function walk(actor: Actor, ...events: QuoteBuilderEvent[]): number[] {
  return events.map((event) => {
    actor.send(event);
    return stepOf(actor);
  });
}

const next: QuoteBuilderEvent = { type: 'step.next' };
const previous: QuoteBuilderEvent = { type: 'step.previous' };
const goto = (stepId: number): QuoteBuilderEvent => ({ type: 'step.goto', stepId });

describe('quote-builder machine', () => {
  describe('opening', () => {
    it('opens a new quote on its first form step: the reference step is disabled while a form step is not valid', () => {
      const actor = start();
      expect(actor.getSnapshot().value).toBe('product');
      expect(stepOf(actor)).toBe(1);
      expect(actor.getSnapshot().context.dirty).toBe(false);
    });

    it('starts on the step given as input', () => {
      const actor = start({ stepId: 2 });
      expect(actor.getSnapshot().value).toBe('size');
      expect(stepOf(actor)).toBe(2);
    });

    it('never opens a disabled step given as input: the first form step still to answer instead', () => {
      expect(stepOf(start({ stepId: -1 }))).toBe(1);
      expect(stepOf(start({ stepId: 0 }))).toBe(1);
      expect(stepOf(start({ answers: { [VARIANT]: DELUXE }, stepId: 11 }))).toBe(2);
    });

    it('opens the first form step instead of a hidden or unknown step', () => {
      expect(stepOf(start({ stepId: 99 }))).toBe(1);
      expect(stepOf(start({ stepId: 3 }))).toBe(1);
    });

    it('computes the visible steps from the input answers', () => {
      expect(start().getSnapshot().context.visibleStepIds).toEqual([0, 1, 2, 12, -1, 10, 11]);
      expect(start({ answers: { [VARIANT]: DELUXE } }).getSnapshot().context.visibleStepIds).toEqual([0, 1, 2, 3, 12, -1, 10, 11]);
    });
  });

  describe('next and previous', () => {
    it('move among the visible form steps, stop before a disabled special step, and go back to the reference step', () => {
      const actor = start();
      expect(walk(actor, next, next, next, next)).toEqual([2, 12, 12, 12]);
      expect(walk(actor, previous, previous, previous, previous)).toEqual([2, 1, 0, 0]);
      expect(walk(actor, next)).toEqual([1]);
    });

    it('go through every visible step once all form steps are valid', () => {
      const actor = start();
      actor.send(allValid);
      actor.send(previous);
      expect(walk(actor, next, next, next, next, next, next, next)).toEqual([1, 2, 12, -1, 10, 11, 11]);
      expect(walk(actor, previous, previous, previous, previous, previous, previous, previous)).toEqual([10, -1, 12, 2, 1, 0, 0]);
    });

    it('skip a hidden step, and stop skipping it only after visibility.refresh', () => {
      const actor = start({ stepId: 2 });
      actor.send({ type: 'answer.change', questionId: VARIANT, value: DELUXE });
      expect(actor.getSnapshot().context.visibleStepIds).not.toContain(3);
      expect(walk(actor, next, previous)).toEqual([12, 2]);
      actor.send({ type: 'visibility.refresh' });
      expect(actor.getSnapshot().context.visibleStepIds).toContain(3);
      expect(walk(actor, next, next, previous, previous)).toEqual([3, 12, 3, 2]);
    });

    it('skip a step again once its condition answer is removed and visibility refreshed', () => {
      const actor = start({ answers: { [VARIANT]: DELUXE }, stepId: 2 });
      expect(walk(actor, next)).toEqual([3]);
      actor.send(previous);
      actor.send({ type: 'answer.remove', questionId: VARIANT });
      expect(walk(actor, next)).toEqual([3]);
      actor.send(previous);
      actor.send({ type: 'visibility.refresh' });
      expect(walk(actor, next)).toEqual([12]);
    });

    it('show a step when any one of its conditions matches (OR)', () => {
      const actor = start({ answers: { [VARIANT]: BASIC }, stepId: 2 });
      expect(walk(actor, next)).toEqual([12]);
      actor.send({ type: 'answer.change', questionId: COLOUR, value: RED });
      actor.send({ type: 'visibility.refresh' });
      expect(walk(actor, previous)).toEqual([3]);
    });

    it('continue from the place of a current step that became hidden', () => {
      const actor = start({ answers: { [VARIANT]: DELUXE }, stepId: 3 });
      actor.send({ type: 'answers.loaded', answers: { [VARIANT]: BASIC } });
      expect(actor.getSnapshot().context.visibleStepIds).not.toContain(3);
      expect(walk(actor, next)).toEqual([12]);
      const back = start({ answers: { [VARIANT]: DELUXE }, stepId: 3 });
      back.send({ type: 'answers.loaded', answers: {} });
      expect(walk(back, previous)).toEqual([2]);
    });
  });

  describe('visibility', () => {
    it('is not refreshed by answer.change or answer.remove alone', () => {
      const actor = start();
      const before = actor.getSnapshot().context.visibleStepIds;
      actor.send({ type: 'answer.change', questionId: VARIANT, value: DELUXE });
      expect(actor.getSnapshot().context.visibleStepIds).toEqual(before);
      actor.send({ type: 'visibility.refresh' });
      expect(actor.getSnapshot().context.visibleStepIds).toEqual([0, 1, 2, 3, 12, -1, 10, 11]);
      actor.send({ type: 'answer.remove', questionId: VARIANT });
      expect(actor.getSnapshot().context.visibleStepIds).toEqual([0, 1, 2, 3, 12, -1, 10, 11]);
      actor.send({ type: 'visibility.refresh' });
      expect(actor.getSnapshot().context.visibleStepIds).toEqual(before);
    });

    it('is refreshed at once by answers.loaded', () => {
      const actor = start();
      actor.send({ type: 'answers.loaded', answers: { [VARIANT]: DELUXE } });
      expect(actor.getSnapshot().context.visibleStepIds).toEqual([0, 1, 2, 3, 12, -1, 10, 11]);
      expect(actor.getSnapshot().context.answers).toEqual({ [VARIANT]: DELUXE });
      actor.send({ type: 'answers.loaded', answers: {} });
      expect(actor.getSnapshot().context.visibleStepIds).toEqual([0, 1, 2, 12, -1, 10, 11]);
    });
  });

  describe('dirty mark', () => {
    it('is set by answer.change and answer.remove', () => {
      const actor = start({ stepId: 2 });
      actor.send({ type: 'answer.change', questionId: LENGTH, value: 4.5 });
      expect(actor.getSnapshot().context.dirty).toBe(true);
      expect(actor.getSnapshot().context.answers).toEqual({ [LENGTH]: 4.5 });
      actor.send(next);
      expect(actor.getSnapshot().context.dirty).toBe(false);
      actor.send({ type: 'answer.remove', questionId: LENGTH });
      expect(actor.getSnapshot().context.dirty).toBe(true);
      expect(actor.getSnapshot().context.answers).toEqual({});
    });

    it('is cleared by answers.loaded', () => {
      const actor = start({ stepId: 2 });
      actor.send({ type: 'answer.change', questionId: LENGTH, value: 4.5 });
      actor.send({ type: 'answers.loaded', answers: { [LENGTH]: 4.5 } });
      expect(actor.getSnapshot().context.dirty).toBe(false);
    });

    it('is cleared by changing step with next, previous or goto', () => {
      const actor = start({ stepId: 2 });
      for (const move of [next, previous, goto(12)]) {
        actor.send({ type: 'answer.change', questionId: LENGTH, value: 3 });
        expect(actor.getSnapshot().context.dirty).toBe(true);
        const from = stepOf(actor);
        actor.send(move);
        expect(stepOf(actor)).not.toBe(from);
        expect(actor.getSnapshot().context.dirty).toBe(false);
      }
    });

    it('is kept when a move is refused', () => {
      const actor = start({ stepId: 12 });
      actor.send({ type: 'answer.change', questionId: COLOUR, value: RED });
      actor.send(next); // the calculation is disabled
      actor.send(goto(3)); // hidden until visibility.refresh
      expect(stepOf(actor)).toBe(12);
      expect(actor.getSnapshot().context.dirty).toBe(true);
    });

    it('is not touched by visibility.refresh or a check', () => {
      const actor = start({ stepId: 2 });
      actor.send({ type: 'answer.change', questionId: LENGTH, value: 3 });
      actor.send({ type: 'visibility.refresh' });
      actor.send(allValid);
      expect(actor.getSnapshot().context.dirty).toBe(true);
    });
  });

  describe('special steps', () => {
    const SPECIALS = [-1, 10, 11, 0];

    /** Whether step.goto can enter each special step, from step 2. */
    function enterable(events: QuoteBuilderEvent[], answers: Answers = {}): Record<number, boolean> {
      return Object.fromEntries(
        SPECIALS.map((special) => {
          const actor = start({ answers, stepId: 2 });
          for (const event of events) actor.send(event);
          actor.send(goto(special));
          return [special, stepOf(actor) === special];
        }),
      );
    }
    const none = { [-1]: false, 10: false, 11: false, 0: false };
    const all = { [-1]: true, 10: true, 11: true, 0: true };

    it('are disabled before any check', () => {
      expect(enterable([])).toEqual(none);
      const actor = start({ stepId: 12 });
      actor.send(next);
      expect(stepOf(actor)).toBe(12);
    });

    it('are disabled while one visible checked form step is not valid', () => {
      const check = (stepIds: number[], result: InconsistencyCheckOutcome | null): QuoteBuilderEvent => ({ type: 'inconsistencies.received', stepIds, result });
      expect(enterable([check([2], OK)])).toEqual(none);
      expect(enterable([check([12], OK)])).toEqual(none);
      expect(enterable([check([2, 12], { status: 'ok', stepsWithData: ALL_FORM_STEPS, inconsistencies: [found(12, true)] })])).toEqual(none);
      expect(enterable([check([2, 12], { status: 'ok', stepsWithData: [], inconsistencies: [] })])).toEqual(none);
    });

    it('are enterable once every visible checked form step is valid', () => {
      // step 1 is never checked and step 3 is hidden: checking 2 and 12 is enough
      expect(enterable([{ type: 'inconsistencies.received', stepIds: [2, 12], result: OK }])).toEqual(all);
      expect(enterable([allValid])).toEqual(all);
      // a non-blocking inconsistency leaves the step valid
      const warning: InconsistencyCheckOutcome = { status: 'ok', stepsWithData: ALL_FORM_STEPS, inconsistencies: [found(12, false)] };
      expect(enterable([{ type: 'inconsistencies.received', stepIds: [2, 12], result: warning }])).toEqual(all);
    });

    it('are disabled again when a step with no state becomes visible', () => {
      const checked: QuoteBuilderEvent = { type: 'inconsistencies.received', stepIds: [2, 12], result: OK };
      expect(enterable([checked, { type: 'answer.change', questionId: VARIANT, value: DELUXE }])).toEqual(all);
      expect(enterable([checked, { type: 'answer.change', questionId: VARIANT, value: DELUXE }, { type: 'visibility.refresh' }])).toEqual(none);
      expect(enterable([checked, { type: 'answers.loaded', answers: { [VARIANT]: DELUXE } }])).toEqual(none);
    });

    it('are disabled again by an EVAL_ERROR check or a check with no result', () => {
      const failed: InconsistencyCheckOutcome = { status: 'EVAL_ERROR', stepsWithData: ALL_FORM_STEPS, inconsistencies: [] };
      expect(enterable([allValid, { type: 'inconsistencies.received', stepIds: [2], result: failed }])).toEqual(none);
      expect(enterable([allValid, { type: 'inconsistencies.received', stepIds: [12], result: null }])).toEqual(none);
      // a failed check of an unchecked step still sets the error marker
      expect(enterable([allValid, { type: 'inconsistencies.received', stepIds: [1], result: failed }])).toEqual(none);
      // a later successful check of the same steps enables them again
      expect(enterable([allValid, { type: 'inconsistencies.received', stepIds: [2], result: failed }, allValid])).toEqual(all);
    });

    it('cannot be entered with step.next while disabled, even from a closing step', () => {
      const actor = start({ stepId: 12 });
      actor.send(allValid);
      expect(walk(actor, next, next)).toEqual([-1, 10]);
      actor.send({ type: 'inconsistencies.received', stepIds: [2], result: { status: 'ok', stepsWithData: ALL_FORM_STEPS, inconsistencies: [found(2, true)] } });
      expect(walk(actor, next, previous, previous, previous, next)).toEqual([10, 10, 10, 10, 10]);
      // form steps stay reachable with goto
      expect(walk(actor, goto(2), next, next)).toEqual([2, 12, 12]);
    });
  });

  describe('step.goto', () => {
    it('moves to a visible form step, whatever the step states', () => {
      const actor = start();
      expect(walk(actor, goto(12), goto(1), goto(2))).toEqual([12, 1, 2]);
    });

    it('is ignored for a hidden step, an unknown step or the current step', () => {
      const actor = start({ stepId: 2 });
      expect(walk(actor, goto(3), goto(99), goto(2))).toEqual([2, 2, 2]);
      actor.send({ type: 'answer.change', questionId: VARIANT, value: DELUXE });
      expect(walk(actor, goto(3))).toEqual([2]);
      actor.send({ type: 'visibility.refresh' });
      expect(walk(actor, goto(3))).toEqual([3]);
      expect(actor.getSnapshot().value).toBe('extras');
    });
  });

  describe('describeSteps', () => {
    it('lists every step in order with its visibility, state and the current one', () => {
      const actor = start({ stepId: 2 });
      actor.send({ type: 'inconsistencies.received', stepIds: [2, 12], result: { status: 'ok', stepsWithData: ALL_FORM_STEPS, inconsistencies: [found(12, true)] } });
      const items = describeSteps(actor.getSnapshot().context);
      expect(items.map(({ id, key, type, visible, disabled, current, state }) => ({ id, key, type, visible, disabled, current, state }))).toEqual([
        { id: 0, key: 'reference', type: 'reference', visible: true, disabled: true, current: false, state: undefined },
        { id: 1, key: 'product', type: 'form', visible: true, disabled: false, current: false, state: undefined },
        { id: 2, key: 'size', type: 'form', visible: true, disabled: false, current: true, state: 'valid' },
        { id: 3, key: 'extras', type: 'form', visible: false, disabled: false, current: false, state: undefined },
        { id: 12, key: 'options', type: 'form', visible: true, disabled: false, current: false, state: 'error' },
        { id: -1, key: 'calculation', type: 'calculation', visible: true, disabled: true, current: false, state: undefined },
        { id: 10, key: 'customise', type: 'customise', visible: true, disabled: true, current: false, state: undefined },
        { id: 11, key: 'validate', type: 'validate', visible: true, disabled: true, current: false, state: undefined },
      ]);
      expect(items.find((item) => item.id === 2)?.title).toEqual({ en: 'Size' });
    });

    it('follows the machine as it changes', () => {
      const actor = start({ answers: { [VARIANT]: DELUXE } });
      actor.send(allValid);
      actor.send(goto(-1));
      const items = describeSteps(actor.getSnapshot().context);
      expect(items.filter((item) => item.current).map((item) => item.id)).toEqual([-1]);
      expect(items.filter((item) => item.disabled)).toEqual([]);
      expect(items.filter((item) => item.visible).map((item) => item.id)).toEqual([0, 1, 2, 3, 12, -1, 10, 11]);
      expect(Object.fromEntries(items.map((item) => [item.id, item.state]))).toEqual({ 0: undefined, 1: undefined, 2: 'valid', 3: 'valid', 12: 'valid', [-1]: undefined, 10: undefined, 11: undefined });
      actor.send({ type: 'inconsistencies.received', stepIds: [3], result: null });
      const after = describeSteps(actor.getSnapshot().context);
      expect(after.filter((item) => item.disabled).map((item) => item.id)).toEqual([0, -1, 10, 11]);
      expect(after.find((item) => item.id === 3)?.state).toBeUndefined();
    });
  });
});
