/**
 * The quote-builder machine's moves with the server behind them, with fake actors
 * (helpers/machine-fixture.ts) (issue 28, item 2): "save and next" checks the step with the engine's rules
 * and moves (or reviews) at once, the save and the server's check follow behind, one save at a time; a
 * refused save (422) or a version conflict (409) brings the user back to the step whose answers it saved,
 * with the server's message and every answer held; answers given while a save runs are held; previous and
 * goto save behind when dirty; a check that cannot run; the defaults of actors that were not provided.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { quoteBuilderMachine, type CheckStepsOutput, type SaveAnswersOutput } from '../../engine/index.ts';
import { catalogue, COLOUR, COMPLETE, deferred, HEATER, LENGTH, openBuilder, RED, settled, stateOf, stepOf, syncOf } from './helpers/machine-fixture.ts';

const refusal = (code: string, message: string, fields: Record<string, string> = {}) => Object.assign(new Error(message), { code, fields });

describe('save and next: the next step at once, the save behind', () => {
  it('shows the next step at once, then saves the answers (the step completed, the step now shown) and checks them behind', async () => {
    const save = deferred<SaveAnswersOutput>();
    const { actor, saves, checks } = await openBuilder({ answers: COMPLETE, stepId: 2 }, { save: () => save.promise });
    actor.send({ type: 'answer.change', questionId: LENGTH, value: 5 });
    actor.send({ type: 'step.next' });
    expect(stepOf(actor)).toBe(12);
    expect(stateOf(actor)).toEqual({ editing: 'idle' });
    expect(syncOf(actor)).toBe('saving');
    expect(saves).toEqual([{ answers: { ...COMPLETE, [LENGTH]: 5 }, stepId: 12, completedStepId: 2 }]);
    expect(actor.getSnapshot().context).toMatchObject({ dirty: false, saves: [{ fromStepId: 2, completedStepId: 2 }] });
    save.resolve({ answers: { ...COMPLETE, [LENGTH]: 5 } });
    await settled(actor);
    expect(checks.at(-1)).toEqual({ stepIds: [2, 12], answers: { ...COMPLETE, [LENGTH]: 5 } });
    expect(actor.getSnapshot().context).toMatchObject({ stepId: 12, dirty: false, move: null, saveError: null, saves: [] });
  });

  it('takes the answers the server saved when nothing was given since', async () => {
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
    expect(stepOf(actor)).toBe(-1);
    await settled(actor);
    expect(saves).toEqual([{ answers: COMPLETE, stepId: -1, completedStepId: 12 }]);
  });

  it('holds the answers given on the next step while the save runs, over the answers the server saved', async () => {
    const save = deferred<SaveAnswersOutput>();
    const { actor } = await openBuilder({ answers: COMPLETE, stepId: 2 }, { save: () => save.promise });
    actor.send({ type: 'answer.change', questionId: LENGTH, value: 5 });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'answer.change', questionId: COLOUR, value: RED });
    expect(actor.getSnapshot().context).toMatchObject({ stepId: 12, dirty: true, answers: { [LENGTH]: 5, [COLOUR]: RED } });
    save.resolve({ answers: { ...COMPLETE, [LENGTH]: 5 } });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ stepId: 12, dirty: true, answers: { [LENGTH]: 5, [COLOUR]: RED }, saveError: null });
  });

  it('runs one save at a time, in the order of the moves, each with the answers of its move', async () => {
    const first = deferred<SaveAnswersOutput>();
    let calls = 0;
    const { actor, saves } = await openBuilder({ answers: COMPLETE, stepId: 2 }, { save: (input) => (++calls === 1 ? first.promise : Promise.resolve({ answers: input.answers })) });
    actor.send({ type: 'answer.change', questionId: LENGTH, value: 5 });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'answer.change', questionId: COLOUR, value: RED });
    actor.send({ type: 'step.goto', stepId: 1 });
    expect(stepOf(actor)).toBe(1);
    expect(saves).toHaveLength(1);
    first.resolve({ answers: saves[0]!.answers });
    await settled(actor);
    expect(saves.map(({ answers, stepId, completedStepId }) => [answers[COLOUR], stepId, completedStepId])).toEqual([
      [COMPLETE[COLOUR], 12, 2],
      [RED, 1, undefined],
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ stepId: 1, dirty: false, saves: [] });
  });

  it('reviews the step\'s blocking inconsistency at once, from the engine\'s rules, and saves behind: solve stays, continue goes on', async () => {
    const { actor, saves } = await openBuilder({ answers: COMPLETE, stepId: 2 });
    actor.send({ type: 'answer.change', questionId: LENGTH, value: 9 });
    actor.send({ type: 'step.next' });
    expect(stateOf(actor)).toBe('reviewing');
    expect(actor.getSnapshot().context.review).toEqual({
      stepId: 2,
      inconsistencies: [{ key: 'too_long', stepId: 2, categoryId: expect.any(Number) as number, reason: 'At most 8 m.', blocking: true }],
    });
    expect(actor.getSnapshot().context.stepStates.byStep[2]).toBe('error');
    await settled(actor);
    expect(saves).toEqual([{ answers: { ...COMPLETE, [LENGTH]: 9 }, stepId: 2, completedStepId: 2 }]);
    actor.send({ type: 'review.solve' });
    expect(stateOf(actor)).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ stepId: 2, review: null, move: null });
    actor.send({ type: 'step.next' });
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
    expect(actor.getSnapshot().context.review?.inconsistencies.map((found) => [found.key, found.blocking])).toEqual([['red_fades', false]]);
    // red shows step 3, checked with the step: its heater answer makes it valid
    expect(actor.getSnapshot().context.stepStates.byStep).toEqual({ 2: 'valid', 3: 'valid', 12: 'valid' });
    actor.send({ type: 'review.continue' });
    expect(stepOf(actor)).toBe(-1);
  });

  it('predicts with the check it is given in place of the catalogue\'s rules (the studio\'s preview: the family edited last)', async () => {
    const { actor } = await openBuilder({
      answers: COMPLETE,
      stepId: 2,
      predict: ({ stepIds }) => ({ status: 'ok', stepsWithData: stepIds, inconsistencies: [{ key: 'edited', stepId: 2, categoryId: 0, reason: 'A rule added since.', blocking: false }] }),
    });
    actor.send({ type: 'step.next' });
    expect(stateOf(actor)).toBe('reviewing');
    expect(actor.getSnapshot().context.review?.inconsistencies.map((found) => found.reason)).toEqual(['A rule added since.']);
    await settled(actor);
  });

  it('does not review the inconsistencies of other steps, nor after previous or goto', async () => {
    const { actor } = await openBuilder({ answers: { ...COMPLETE, [LENGTH]: 9 }, stepId: 1 });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context).toMatchObject({ stepId: 2, review: null });
    actor.send({ type: 'answer.change', questionId: LENGTH, value: 9.5 });
    actor.send({ type: 'step.previous' });
    expect(actor.getSnapshot().context).toMatchObject({ stepId: 1, review: null, dirty: false });
    await settled(actor);
  });
});

describe('previous and goto', () => {
  it('move at once, and save behind when dirty, with no step completed', async () => {
    const { actor, saves } = await openBuilder({ answers: COMPLETE, stepId: 12 });
    actor.send({ type: 'answer.change', questionId: COLOUR, value: RED });
    actor.send({ type: 'step.goto', stepId: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ stepId: 1, dirty: false });
    await settled(actor);
    expect(saves).toEqual([{ answers: { ...COMPLETE, [COLOUR]: RED }, stepId: 1 }]);
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.goto', stepId: 12 });
    await settled(actor);
    // nothing to save on the way back from step 2: only "save and next" saved
    expect(saves.map((save) => save.completedStepId)).toEqual([undefined, 1]);
  });
});

describe('a save refused behind the steps', () => {
  it('(422) brings the user back to the step it saved, with the message on its field and every answer given since', async () => {
    const save = deferred<SaveAnswersOutput>();
    const { actor, saves } = await openBuilder({ answers: COMPLETE, stepId: 2 }, { save: (input) => (saves.length === 1 ? save.promise : Promise.resolve({ answers: input.answers })) });
    actor.send({ type: 'answer.change', questionId: LENGTH, value: 6 });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'answer.change', questionId: COLOUR, value: RED });
    save.reject(refusal('invalid_answer', 'Some answers are not valid.', { [LENGTH]: 'At most 5.' }));
    await settled(actor);
    expect(stateOf(actor)).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({
      stepId: 2,
      dirty: true,
      answers: { [LENGTH]: 6, [COLOUR]: RED },
      saveError: { code: 'invalid_answer', message: 'Some answers are not valid.', stepId: 2, fields: { [LENGTH]: 'At most 5.' } },
      saves: [],
      move: null,
    });
    actor.send({ type: 'answer.change', questionId: LENGTH, value: 5 });
    actor.send({ type: 'step.next' });
    await settled(actor);
    // red shows step 3 (extras): the next step now
    expect(saves.at(-1)).toEqual({ answers: { ...COMPLETE, [LENGTH]: 5, [COLOUR]: RED }, stepId: 3, completedStepId: 2 });
    expect(actor.getSnapshot().context).toMatchObject({ stepId: 3, dirty: false, saveError: null });
  });

  it('(409, the quote changed elsewhere) brings the user back with the conflict, saves nothing after it and overwrites nothing', async () => {
    const save = deferred<SaveAnswersOutput>();
    const { actor, saves } = await openBuilder({ answers: COMPLETE, stepId: 12 }, { save: () => save.promise });
    actor.send({ type: 'answer.change', questionId: COLOUR, value: RED });
    actor.send({ type: 'step.goto', stepId: 2 });
    actor.send({ type: 'answer.change', questionId: LENGTH, value: 7 });
    actor.send({ type: 'step.next' });
    // red shows step 3 (extras)
    expect(stepOf(actor)).toBe(3);
    save.reject(refusal('quote_changed', 'The quote was changed elsewhere.'));
    await settled(actor);
    expect(saves).toHaveLength(1);
    expect(actor.getSnapshot().context).toMatchObject({
      stepId: 12,
      dirty: true,
      answers: { [COLOUR]: RED, [LENGTH]: 7 },
      saveError: { code: 'quote_changed', stepId: 12, fields: {} },
      saves: [],
    });
  });

  it('brings the user back from a review too, and says save_failed when the error has no code', async () => {
    const save = deferred<SaveAnswersOutput>();
    const { actor } = await openBuilder({ answers: COMPLETE, stepId: 2 }, { save: () => save.promise });
    actor.send({ type: 'answer.change', questionId: LENGTH, value: 9 });
    actor.send({ type: 'step.next' });
    expect(stateOf(actor)).toBe('reviewing');
    actor.send({ type: 'review.continue' });
    save.reject(new Error('offline'));
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ stepId: 2, saveError: { code: 'save_failed', message: 'offline', stepId: 2 }, review: null });
  });
});

describe('a check that cannot run', () => {
  it.each([
    ['answers null', () => Promise.resolve(null)],
    ['rejects', () => Promise.reject(new Error('422 inconsistency_error'))],
  ] as const)('%s: the single error marker, kept by the next moves, which still go to a form step', async (_name, check: () => Promise<CheckStepsOutput>) => {
    let calls = 0;
    const { actor } = await openBuilder({ answers: COMPLETE, stepId: 2 }, { check: (input) => (++calls === 1 ? Promise.resolve({ status: 'ok', stepsWithData: input.stepIds, inconsistencies: [] }) : check()) });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ stepId: 12, stepStates: { error: true } });
    actor.send({ type: 'step.next' });
    expect(stepOf(actor)).toBe(12);
    await settled(actor);
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
