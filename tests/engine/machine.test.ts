/**
 * Unit tests of the quote-builder machine on a small family made for them
 * (helpers/machine-fixture.ts): opening, next and previous, step.goto, the
 * dirty mark, the visible steps refreshed `stepRefresh` after the last change,
 * the special steps and the step list. Saving, checking and the review are in
 * machine-async.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeSteps, STEP_REFRESH_DELAY_MS, type QuoteBuilderEvent } from '../../engine/index.ts';
import {
  BASIC,
  COLOUR,
  COMPLETE,
  DELUXE,
  HEATER,
  LENGTH,
  openBuilder,
  RED,
  settled,
  startBuilder,
  stateOf,
  stepOf,
  syncOf,
  VARIANT,
  type BuilderActor,
} from './helpers/machine-fixture.ts';

const next: QuoteBuilderEvent = { type: 'step.next' };
const previous: QuoteBuilderEvent = { type: 'step.previous' };
const goto = (stepId: number): QuoteBuilderEvent => ({ type: 'step.goto', stepId });
const change = (questionId: number, value: number | boolean): QuoteBuilderEvent => ({ type: 'answer.change', questionId, value });

/** Sends each event, waits for the builder to settle, and returns the step after each one. */
async function walk(actor: BuilderActor, ...events: QuoteBuilderEvent[]): Promise<number[]> {
  const steps: number[] = [];
  for (const event of events) {
    actor.send(event);
    await settled(actor);
    steps.push(stepOf(actor));
  }
  return steps;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('quote-builder machine', () => {
  describe('opening', () => {
    it('checks every visible checked form step once, then opens the step asked for', async () => {
      const { actor, checks } = startBuilder({ answers: COMPLETE, stepId: 12 });
      expect(stateOf(actor)).toBe('opening');
      await settled(actor);
      expect(checks).toEqual([{ stepIds: [2, 12], answers: COMPLETE }]);
      expect(stateOf(actor)).toEqual({ editing: 'idle' });
      expect(stepOf(actor)).toBe(12);
      expect(actor.getSnapshot().context.stepStates).toEqual({ byStep: { 2: 'valid', 12: 'valid' }, error: false });
    });

    it('opens a special step asked for once every form step is valid', async () => {
      expect(stepOf((await openBuilder({ answers: COMPLETE, stepId: -1 })).actor)).toBe(-1);
      expect(stepOf((await openBuilder({ answers: COMPLETE })).actor)).toBe(0);
    });

    it('opens a new quote on its first form step: the reference step is disabled', async () => {
      const { actor } = await openBuilder();
      expect(stepOf(actor)).toBe(1);
      expect(actor.getSnapshot().context.dirty).toBe(false);
    });

    it('never opens a disabled step: the first form step in error or still to answer instead', async () => {
      expect(stepOf((await openBuilder({ answers: { ...COMPLETE, [LENGTH]: 9 }, stepId: -1 })).actor)).toBe(2);
      expect(stepOf((await openBuilder({ answers: { [VARIANT]: DELUXE, [LENGTH]: 4 }, stepId: 11 })).actor)).toBe(3);
      expect(stepOf((await openBuilder({ answers: { [LENGTH]: 4 }, stepId: 10 })).actor)).toBe(1);
    });

    it('never opens a hidden or unknown step', async () => {
      expect(stepOf((await openBuilder({ answers: { [VARIANT]: BASIC }, stepId: 3 })).actor)).toBe(2);
      expect(stepOf((await openBuilder({ answers: COMPLETE, stepId: 3 })).actor)).toBe(1);
      expect(stepOf((await openBuilder({ answers: COMPLETE, stepId: 99 })).actor)).toBe(1);
    });

    it('computes the visible steps from the input answers', async () => {
      expect((await openBuilder()).actor.getSnapshot().context.visibleStepIds).toEqual([0, 1, 2, 12, -1, 10, 11]);
      expect((await openBuilder({ answers: { [VARIANT]: DELUXE } })).actor.getSnapshot().context.visibleStepIds).toEqual([0, 1, 2, 3, 12, -1, 10, 11]);
    });
  });

  describe('next and previous', () => {
    it('move among the visible form steps, stop before a disabled special step, and go back to the reference step', async () => {
      const { actor } = await openBuilder();
      expect(await walk(actor, next, next, next)).toEqual([2, 12, 12]);
      expect(await walk(actor, previous, previous, previous, previous)).toEqual([2, 1, 0, 0]);
      expect(await walk(actor, goto(-1), next)).toEqual([0, 1]);
    });

    it('go through every visible step once every form step is valid', async () => {
      const { actor } = await openBuilder({ answers: COMPLETE });
      expect(await walk(actor, next, next, next, next, next, next, next)).toEqual([1, 2, 12, -1, 10, 11, 11]);
      expect(await walk(actor, previous, previous, previous, previous, previous, previous, previous)).toEqual([10, -1, 12, 2, 1, 0, 0]);
    });

    it('continue from the place of a current step that became hidden', async () => {
      const { actor } = await openBuilder({ answers: { ...COMPLETE, [VARIANT]: DELUXE, [HEATER]: true }, stepId: 3 });
      actor.send({ type: 'answers.loaded', answers: COMPLETE });
      await settled(actor);
      expect(actor.getSnapshot().context.visibleStepIds).not.toContain(3);
      expect(await walk(actor, next)).toEqual([12]);
      const back = (await openBuilder({ answers: { ...COMPLETE, [VARIANT]: DELUXE, [HEATER]: true }, stepId: 3 })).actor;
      back.send({ type: 'answers.loaded', answers: COMPLETE });
      await settled(back);
      expect(await walk(back, previous)).toEqual([2]);
    });
  });

  describe('step.goto', () => {
    it('moves at once to a visible form step when nothing is to be saved, whatever the step states', async () => {
      const { actor, saves } = await openBuilder();
      expect(await walk(actor, goto(12), goto(1), goto(2))).toEqual([12, 1, 2]);
      expect(saves).toEqual([]);
    });

    it('is ignored for a hidden, unknown or disabled step and for the current step', async () => {
      const { actor, saves } = await openBuilder({ stepId: 2 });
      expect(await walk(actor, goto(3), goto(99), goto(2), goto(-1), goto(0))).toEqual([2, 2, 2, 2, 2]);
      expect(saves).toEqual([]);
    });
  });

  describe('dirty mark', () => {
    it('is set by answer.change and answer.remove, and not by answers filled in from defaults', async () => {
      const { actor } = await openBuilder({ stepId: 2 });
      actor.send({ type: 'answers.defaulted', answers: { [LENGTH]: 1 } });
      expect(actor.getSnapshot().context).toMatchObject({ dirty: false, answers: { [LENGTH]: 1 } });
      actor.send(change(LENGTH, 4.5));
      expect(actor.getSnapshot().context).toMatchObject({ dirty: true, answers: { [LENGTH]: 4.5 } });
      await walk(actor, next);
      expect(actor.getSnapshot().context.dirty).toBe(false);
      actor.send({ type: 'answer.remove', questionId: LENGTH });
      expect(actor.getSnapshot().context).toMatchObject({ dirty: true, answers: {} });
    });

    it('is cleared by answers.loaded, which checks the steps again', async () => {
      const { actor, checks } = await openBuilder({ stepId: 2 });
      actor.send(change(LENGTH, 4.5));
      actor.send({ type: 'answers.loaded', answers: COMPLETE });
      expect(syncOf(actor)).toBe('checking');
      await settled(actor);
      expect(actor.getSnapshot().context).toMatchObject({ dirty: false, answers: COMPLETE, stepId: 2 });
      expect(checks.at(-1)).toEqual({ stepIds: [2, 12], answers: COMPLETE });
    });

    it('is cleared by changing step', async () => {
      const { actor } = await openBuilder({ answers: COMPLETE, stepId: 2 });
      for (const move of [next, previous, goto(12)]) {
        actor.send(change(LENGTH, 3));
        const from = stepOf(actor);
        await walk(actor, move);
        expect(stepOf(actor)).not.toBe(from);
        expect(actor.getSnapshot().context.dirty).toBe(false);
      }
    });
  });

  describe('visible steps', () => {
    it(`follow the answers ${STEP_REFRESH_DELAY_MS} ms after the last change, the delay restarting at each change`, async () => {
      vi.useFakeTimers();
      const { actor } = await openBuilder({ stepId: 2 });
      const visible = () => actor.getSnapshot().context.visibleStepIds;
      actor.send(change(VARIANT, DELUXE));
      expect(stateOf(actor)).toEqual({ editing: 'refreshPending' });
      vi.advanceTimersByTime(STEP_REFRESH_DELAY_MS - 50);
      actor.send(change(LENGTH, 3));
      vi.advanceTimersByTime(STEP_REFRESH_DELAY_MS - 50);
      expect(visible()).not.toContain(3);
      vi.advanceTimersByTime(50);
      expect(visible()).toContain(3);
      expect(stateOf(actor)).toEqual({ editing: 'idle' });
      actor.send({ type: 'answer.remove', questionId: VARIANT });
      vi.advanceTimersByTime(STEP_REFRESH_DELAY_MS);
      expect(visible()).not.toContain(3);
      actor.send({ type: 'answers.defaulted', answers: { [COLOUR]: RED } });
      vi.advanceTimersByTime(STEP_REFRESH_DELAY_MS);
      expect(visible()).toContain(3);
    });

    it('stay the same array when a change leaves them as they were, so that what reads them can skip its work', async () => {
      vi.useFakeTimers();
      const { actor } = await openBuilder({ stepId: 2 });
      const before = actor.getSnapshot().context.visibleStepIds;
      actor.send(change(LENGTH, 4));
      vi.advanceTimersByTime(STEP_REFRESH_DELAY_MS);
      expect(stateOf(actor)).toEqual({ editing: 'idle' });
      expect(actor.getSnapshot().context.visibleStepIds).toBe(before);
      actor.send(change(VARIANT, DELUXE));
      vi.advanceTimersByTime(STEP_REFRESH_DELAY_MS);
      expect(actor.getSnapshot().context.visibleStepIds).not.toBe(before);
      expect(actor.getSnapshot().context.visibleStepIds).toContain(3);
    });

    it('follow the saved answers at once when the step is saved', async () => {
      const { actor } = await openBuilder({ stepId: 1 });
      actor.send(change(VARIANT, DELUXE));
      expect(await walk(actor, next, next)).toEqual([2, 3]);
      actor.send(change(VARIANT, BASIC));
      expect(await walk(actor, previous, previous)).toEqual([2, 1]);
      expect(actor.getSnapshot().context.visibleStepIds).not.toContain(3);
    });
  });

  describe('special steps', () => {
    it('are disabled again when a step with a required question and no state becomes visible', async () => {
      vi.useFakeTimers();
      const { actor } = await openBuilder({ answers: COMPLETE, stepId: 12 });
      const disabled = () => describeSteps(actor.getSnapshot().context).filter((item) => item.disabled).map((item) => item.id);
      expect(disabled()).toEqual([]);
      actor.send(change(COLOUR, RED));
      expect(disabled()).toEqual([]);
      vi.advanceTimersByTime(STEP_REFRESH_DELAY_MS);
      expect(disabled()).toEqual([0, -1, 10, 11]);
    });
  });

  describe('describeSteps', () => {
    it('lists every step in order with its visibility, state and the current one', async () => {
      const { actor } = await openBuilder({ answers: { ...COMPLETE, [LENGTH]: 9 }, stepId: 12 });
      const items = describeSteps(actor.getSnapshot().context);
      expect(items.map(({ id, key, type, visible, disabled, current, state }) => ({ id, key, type, visible, disabled, current, state }))).toEqual([
        { id: 0, key: 'reference', type: 'reference', visible: true, disabled: true, current: false, state: undefined },
        { id: 1, key: 'product', type: 'form', visible: true, disabled: false, current: false, state: undefined },
        { id: 2, key: 'size', type: 'form', visible: true, disabled: false, current: false, state: 'error' },
        { id: 3, key: 'extras', type: 'form', visible: false, disabled: false, current: false, state: undefined },
        { id: 12, key: 'options', type: 'form', visible: true, disabled: false, current: true, state: 'valid' },
        { id: -1, key: 'calculation', type: 'calculation', visible: true, disabled: true, current: false, state: undefined },
        { id: 10, key: 'customise', type: 'customise', visible: true, disabled: true, current: false, state: undefined },
        { id: 11, key: 'validate', type: 'validate', visible: true, disabled: true, current: false, state: undefined },
      ]);
      expect(items.find((item) => item.id === 2)?.title).toEqual({ en: 'Size' });
    });
  });
});
