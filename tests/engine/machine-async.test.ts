/**
 * The quote-builder machine's async work with fake actors
 * (helpers/machine-fixture.ts): "save and next" saves, checks and moves or
 * stops in review; previous and goto save first when dirty; failed saves and
 * checks; the defaults of actors that were not provided.
 */
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { quoteBuilderMachine, type CheckStepsOutput, type SaveAnswersOutput } from '../../engine/index.ts';
import { catalogue, COLOUR, COMPLETE, deferred, HEATER, LENGTH, openBuilder, RED, settled, stepOf } from './helpers/machine-fixture.ts';

describe('save and next', () => {
  it('saves the answers and the step, checks every visible checked form step, then goes to the next step', async () => {
    const { actor, saves, checks } = await openBuilder({ answers: COMPLETE, stepId: 2 });
    actor.send({ type: 'answer.change', questionId: LENGTH, value: 5 });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (snapshot) => snapshot.matches('checking'));
    expect(saves).toEqual([{ answers: { ...COMPLETE, [LENGTH]: 5 }, stepId: 2, completedStepId: 2 }]);
    await settled(actor);
    expect(checks.at(-1)).toEqual({ stepIds: [2, 12], answers: { ...COMPLETE, [LENGTH]: 5 } });
    expect(actor.getSnapshot().context).toMatchObject({ stepId: 12, dirty: false, move: null, saveError: null });
  });

  it('keeps the answers the server saved', async () => {
    const { actor } = await openBuilder({ stepId: 2 }, { save: async () => ({ answers: COMPLETE }) });
    actor.send({ type: 'answer.change', questionId: LENGTH, value: 5 });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(actor.getSnapshot().context.answers).toEqual(COMPLETE);
  });

  it('saves even when nothing was edited, so that answers filled in from defaults are saved', async () => {
    const { actor, saves } = await openBuilder({ answers: COMPLETE, stepId: 12 });
    actor.send({ type: 'answers.defaulted', answers: { [LENGTH]: 4 } });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(saves).toEqual([{ answers: COMPLETE, stepId: 12, completedStepId: 12 }]);
    expect(stepOf(actor)).toBe(-1);
  });

  it('stops in review when the saved step has a blocking inconsistency: solve stays, continue goes on', async () => {
    const { actor } = await openBuilder({ answers: COMPLETE, stepId: 2 });
    actor.send({ type: 'answer.change', questionId: LENGTH, value: 9 });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context.review).toEqual({
      stepId: 2,
      inconsistencies: [{ key: 'too_long', stepId: 2, categoryId: expect.any(Number) as number, reason: 'At most 8 m.', blocking: true }],
    });
    expect(actor.getSnapshot().context.stepStates.byStep[2]).toBe('error');
    actor.send({ type: 'review.solve' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ stepId: 2, review: null, move: null });
    actor.send({ type: 'step.next' });
    await settled(actor);
    actor.send({ type: 'review.continue' });
    expect(actor.getSnapshot().context).toMatchObject({ stepId: 12, review: null });
    // the calculation stays disabled while step 2 is in error
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(stepOf(actor)).toBe(12);
  });

  it('reviews a non-blocking inconsistency too; continuing past it reaches the calculation', async () => {
    const { actor } = await openBuilder({ answers: { ...COMPLETE, [HEATER]: true }, stepId: 12 });
    actor.send({ type: 'answer.change', questionId: COLOUR, value: RED });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(actor.getSnapshot().context.review?.inconsistencies.map((found) => [found.key, found.blocking])).toEqual([['red_fades', false]]);
    // red shows step 3, checked with the save: its heater answer makes it valid
    expect(actor.getSnapshot().context.stepStates.byStep).toEqual({ 2: 'valid', 3: 'valid', 12: 'valid' });
    actor.send({ type: 'review.continue' });
    expect(stepOf(actor)).toBe(-1);
  });

  it('does not review the inconsistencies of other steps, nor after previous or goto', async () => {
    const { actor } = await openBuilder({ answers: { ...COMPLETE, [LENGTH]: 9 }, stepId: 1 });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ stepId: 2, review: null });
    actor.send({ type: 'answer.change', questionId: LENGTH, value: 9.5 });
    actor.send({ type: 'step.previous' });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ stepId: 1, review: null, dirty: false });
  });

  it('ignores answer events while saving', async () => {
    const save = deferred<SaveAnswersOutput>();
    const { actor } = await openBuilder({ answers: COMPLETE, stepId: 2 }, { save: () => save.promise });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'answer.change', questionId: LENGTH, value: 7 });
    expect(actor.getSnapshot().context.answers).toEqual(COMPLETE);
    save.resolve({ answers: COMPLETE });
    await settled(actor);
    expect(stepOf(actor)).toBe(12);
  });
});

describe('previous and goto', () => {
  it('save first when dirty, with the step being left (and no step completed), then move', async () => {
    const { actor, saves } = await openBuilder({ answers: COMPLETE, stepId: 12 });
    actor.send({ type: 'answer.change', questionId: COLOUR, value: RED });
    actor.send({ type: 'step.goto', stepId: 1 });
    expect(actor.getSnapshot().value).toBe('saving');
    await settled(actor);
    expect(saves).toEqual([{ answers: { ...COMPLETE, [COLOUR]: RED }, stepId: 12 }]);
    expect(actor.getSnapshot().context).toMatchObject({ stepId: 1, dirty: false });
  });
});

describe('a failed save', () => {
  it('goes back to editing with the edits, the dirty mark and the error code kept', async () => {
    const error = Object.assign(new Error('Conflict'), { code: 'quote_changed' });
    let fail = true;
    const { actor } = await openBuilder({ answers: COMPLETE, stepId: 2 }, { save: async (input) => (fail ? Promise.reject(error) : { answers: input.answers }) });
    actor.send({ type: 'answer.change', questionId: LENGTH, value: 6 });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ stepId: 2, dirty: true, answers: { [LENGTH]: 6 }, saveError: { code: 'quote_changed', message: 'Conflict' }, move: null });
    fail = false;
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ stepId: 12, dirty: false, saveError: null });
  });

  it('says save_failed when the error has no code', async () => {
    const { actor } = await openBuilder({ answers: COMPLETE, stepId: 2 }, { save: () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(actor.getSnapshot().context.saveError).toEqual({ code: 'save_failed', message: 'offline' });
  });
});

describe('a check that cannot run', () => {
  it.each([
    ['answers null', () => Promise.resolve(null)],
    ['rejects', () => Promise.reject(new Error('422 inconsistency_error'))],
  ] as const)('%s: the single error marker, and the move still goes to a form step', async (_name, check: () => Promise<CheckStepsOutput>) => {
    let calls = 0;
    const { actor } = await openBuilder({ answers: COMPLETE, stepId: 2 }, { check: (input) => (++calls === 1 ? Promise.resolve({ status: 'ok', stepsWithData: input.stepIds, inconsistencies: [] }) : check()) });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ stepId: 12, stepStates: { error: true } });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(stepOf(actor)).toBe(12);
  });
});

describe('actors that were not provided', () => {
  it('reject with actor_not_provided: the opening check fails and a save says so', async () => {
    const actor = createActor(quoteBuilderMachine, { input: { catalogue, answers: COMPLETE, stepId: 2 } }).start();
    await settled(actor);
    expect(actor.getSnapshot().context.stepStates.error).toBe(true);
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(actor.getSnapshot().context.saveError).toMatchObject({ code: 'actor_not_provided', message: expect.stringContaining('saveAnswers actor was not provided') as string });
  });
});
