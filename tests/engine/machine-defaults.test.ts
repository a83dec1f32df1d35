/**
 * The quote builder holds the answers a step's form shows from its questions' defaults (issue 28, item 1):
 * from the step's first snapshot (opening a quote, moving, a preset loaded, a save), for a question an answer
 * shows, and those the form reports (`answers.defaulted`) in every state of the machine, without marking the
 * quote dirty; the next save sends them. A small family with defaults: 1 (variant), 2 (shape on "rectangle",
 * its corners shown for a rectangle on "square", a length), 3 (hem and roller on "none", the roller's width
 * shown for a roller on 4 m).
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  compileFamily,
  quoteBuilderMachine,
  withStepDefaults,
  type Answers,
  type Catalogue,
  type CheckStepsInput,
  type CheckStepsOutput,
  type QuoteBuilderEvent,
  type SaveAnswersInput,
  type SaveAnswersOutput,
} from '../../engine/index.ts';
import { deferred } from './helpers/machine-fixture.ts';

const t = (en: string) => ({ en });
const choice = (key: string, answers: string[], extra: Record<string, unknown> = {}) => ({
  key,
  type: 'single',
  required: true,
  title: t(key),
  answers: answers.map((answer) => ({ key: answer, title: t(answer) })),
  ...extra,
});

function compileTestFamily(): Catalogue {
  const result = compileFamily({
    family: 'defaults_test',
    title: t('Defaults test'),
    inconsistencyCategories: [{ key: 'dimensions', title: t('Dimensions') }],
    rules: [{ key: 'long', step: 'size', category: 'dimensions', blocking: false, when: 'length > 9.0', reason: t('Long.') }],
    steps: [
      { id: 1, key: 'product', title: t('Product'), questions: [choice('variant', ['basic', 'deluxe'])] },
      {
        id: 2,
        key: 'size',
        title: t('Size'),
        questions: [
          choice('shape', ['rectangle', 'oval'], { default: 'rectangle' }),
          choice('corners', ['square', 'rounded'], { default: 'square', visibleWhen: [{ question: 'shape', answer: 'rectangle' }] }),
          { key: 'length', type: 'number', required: true, title: t('Length'), min: 1, max: 10, step: 0.5 },
        ],
      },
      {
        id: 3,
        key: 'finishing',
        title: t('Finishing'),
        questions: [
          choice('hem', ['none', 'four_sides'], { default: 'none' }),
          choice('roller', ['none', 'fixed'], { default: 'none' }),
          { key: 'roller_width', type: 'number', required: false, title: t('Roller width'), min: 1, max: 8, step: 0.5, default: 4, visibleWhen: [{ question: 'roller', answer: 'fixed' }] },
        ],
      },
    ],
  });
  if (!result.ok) throw new Error(result.issues.map((issue) => `${issue.path}: ${issue.message}`).join('\n'));
  return result.catalogue;
}

const catalogue = compileTestFamily();
const q = (key: string) => String(catalogue.questionsByKey.get(key)!.id);
const a = (question: string, answer: string) => catalogue.questionsByKey.get(question)!.answers.find((found) => found.key === answer)!.id;
const id = (key: string) => Number(q(key));

const MODEL: Answers = { [q('variant')]: a('variant', 'basic') };
const SIZE_DEFAULTS: Answers = { [q('shape')]: a('shape', 'rectangle'), [q('corners')]: a('corners', 'square') };
const SIZED: Answers = { ...MODEL, ...SIZE_DEFAULTS, [q('length')]: 6 };
const FINISHING_DEFAULTS: Answers = { [q('hem')]: a('hem', 'none'), [q('roller')]: a('roller', 'none') };

/** The machine with a save that answers when the test says (`saved`) and a check that finds nothing. */
function startBuilder(input: { answers?: Answers; stepId?: number }, { holdSave = false, holdCheck = false } = {}) {
  const saves: SaveAnswersInput[] = [];
  const saveDone = deferred<void>();
  const checkDone = deferred<void>();
  const machine = quoteBuilderMachine.provide({
    actors: {
      saveAnswers: fromPromise<SaveAnswersOutput, SaveAnswersInput>(async ({ input: save }) => {
        saves.push(save);
        if (holdSave) await saveDone.promise;
        return { answers: save.answers };
      }),
      checkSteps: fromPromise<CheckStepsOutput, CheckStepsInput>(async ({ input: check }) => {
        if (holdCheck) await checkDone.promise;
        return { status: 'ok', stepsWithData: check.stepIds, inconsistencies: [] };
      }),
    },
  });
  const actor = createActor(machine, { input: { catalogue, ...input } }).start();
  return { actor, saves, save: () => saveDone.resolve(), check: () => checkDone.resolve() };
}

type Actor = ReturnType<typeof startBuilder>['actor'];
/** Opened, and nothing saved or checked behind the steps any more. */
const settled = (actor: Actor) =>
  waitFor(actor, (snapshot) => !snapshot.matches({ step: 'opening' }) && snapshot.matches({ sync: 'idle' }) && snapshot.context.saves.length === 0);
const context = (actor: Actor) => actor.getSnapshot().context;

describe('the defaults of the step the builder stands on', () => {
  it('are held from the first snapshot of a quote opened on the step (a reload), without marking it dirty', async () => {
    const { actor } = startBuilder({ answers: SIZED, stepId: 3 });
    expect(actor.getSnapshot().matches({ step: 'opening' })).toBe(true);
    expect(context(actor)).toMatchObject({ answers: { ...SIZED, ...FINISHING_DEFAULTS }, dirty: false });
    await settled(actor);
    expect(context(actor)).toMatchObject({ stepId: 3, answers: { ...SIZED, ...FINISHING_DEFAULTS }, dirty: false });
  });

  it('are sent by the next save: "save and next" on a step opened after a reload', async () => {
    const { actor, saves } = startBuilder({ answers: SIZED, stepId: 3 });
    await settled(actor);
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(saves).toEqual([{ answers: { ...SIZED, ...FINISHING_DEFAULTS }, stepId: -1, completedStepId: 3 }]);
    expect(context(actor).stepId).toBe(-1);
  });

  it('a default that shows another question of the step brings that one\'s default too', () => {
    expect(withStepDefaults(catalogue, 2, MODEL)).toEqual({ ...MODEL, ...SIZE_DEFAULTS });
    expect(withStepDefaults(catalogue, 2, { ...MODEL, [q('shape')]: a('shape', 'oval') })).toEqual({ ...MODEL, [q('shape')]: a('shape', 'oval') });
  });

  it('are held for the step a move opens (next, goto), and not for a step it does not open', async () => {
    const { actor } = startBuilder({ answers: MODEL, stepId: 1 });
    await settled(actor);
    expect(context(actor).answers).toEqual(MODEL);
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(context(actor)).toMatchObject({ stepId: 2, answers: { ...MODEL, ...SIZE_DEFAULTS }, dirty: false });
    actor.send({ type: 'answer.change', questionId: id('length'), value: 6 });
    actor.send({ type: 'step.goto', stepId: 3 });
    await settled(actor);
    expect(context(actor)).toMatchObject({ stepId: 3, answers: { ...SIZED, ...FINISHING_DEFAULTS }, dirty: false });
  });

  it('are held for a question an answer shows; a default the user removed stays removed', async () => {
    const { actor } = startBuilder({ answers: { ...SIZED, ...FINISHING_DEFAULTS }, stepId: 3 });
    await settled(actor);
    actor.send({ type: 'answer.change', questionId: id('roller'), value: a('roller', 'fixed') });
    expect(context(actor).answers[q('roller_width')]).toBe(4);
    actor.send({ type: 'answer.remove', questionId: id('roller_width') });
    expect(context(actor).answers[q('roller_width')]).toBeUndefined();
    actor.send({ type: 'answer.change', questionId: id('hem'), value: a('hem', 'four_sides') });
    expect(context(actor).answers[q('roller_width')]).toBeUndefined();
    expect(context(actor).dirty).toBe(true);
  });

  it('hold an answer the user gives while the quote opens, with the defaults of a question it shows', async () => {
    const { actor, check } = startBuilder({ answers: { ...SIZED, ...FINISHING_DEFAULTS }, stepId: 3 }, { holdCheck: true });
    actor.send({ type: 'answer.change', questionId: id('roller'), value: a('roller', 'fixed') });
    expect(actor.getSnapshot().matches({ step: 'opening' })).toBe(true);
    check();
    await settled(actor);
    expect(context(actor)).toMatchObject({ stepId: 3, dirty: true, answers: { [q('roller')]: a('roller', 'fixed'), [q('roller_width')]: 4 } });
  });

  it('are added to answers loaded without them (a preset of another step)', async () => {
    const { actor } = startBuilder({ answers: SIZED, stepId: 3 });
    await settled(actor);
    actor.send({ type: 'answers.loaded', answers: SIZED });
    await settled(actor);
    expect(context(actor)).toMatchObject({ answers: { ...SIZED, ...FINISHING_DEFAULTS }, dirty: false });
  });
});

describe('answers the form reports from defaults (answers.defaulted)', () => {
  // length has no default in the family: only the report brings it
  const reported: QuoteBuilderEvent = { type: 'answers.defaulted', answers: { [q('length')]: 5 } };

  it('are held while the quote opens, and saved by the next save', async () => {
    const { actor, saves, check } = startBuilder({ answers: MODEL, stepId: 2 }, { holdCheck: true });
    actor.send(reported);
    expect(actor.getSnapshot().matches({ step: 'opening' })).toBe(true);
    check();
    await settled(actor);
    expect(context(actor)).toMatchObject({ stepId: 2, answers: { ...MODEL, ...SIZE_DEFAULTS, [q('length')]: 5 }, dirty: false });
    actor.send({ type: 'step.next' });
    await settled(actor);
    expect(saves[0]!.answers).toEqual({ ...MODEL, ...SIZE_DEFAULTS, [q('length')]: 5 });
  });

  it('are held in editing', async () => {
    const { actor } = startBuilder({ answers: MODEL, stepId: 2 });
    await settled(actor);
    actor.send(reported);
    expect(context(actor)).toMatchObject({ answers: { [q('length')]: 5 }, dirty: false });
  });

  it('are held while a save is under way, after the server\'s answers replaced the ones sent', async () => {
    const { actor, saves, save } = startBuilder({ answers: SIZED, stepId: 2 }, { holdSave: true });
    await settled(actor);
    actor.send({ type: 'answer.remove', questionId: id('length') });
    actor.send({ type: 'step.previous' });
    expect(actor.getSnapshot().matches({ sync: 'saving' })).toBe(true);
    actor.send(reported);
    save();
    await settled(actor);
    expect(saves[0]!.answers[q('length')]).toBeUndefined();
    expect(context(actor)).toMatchObject({ stepId: 1, answers: { [q('length')]: 5 }, dirty: false });
  });

  it('are held while the steps are checked, and in review', async () => {
    const checking = startBuilder({ answers: SIZED, stepId: 2 }, { holdCheck: true });
    checking.actor.send(reported);
    checking.check();
    await settled(checking.actor);
    checking.actor.send({ type: 'answers.loaded', answers: MODEL });
    expect(checking.actor.getSnapshot().matches({ sync: 'checking' })).toBe(true);
    checking.actor.send(reported);
    await settled(checking.actor);
    expect(context(checking.actor)).toMatchObject({ answers: { [q('length')]: 5 }, dirty: false });

    // the engine's rules find the long length on the step: "save and next" reviews it
    const { actor: reviewing } = startBuilder({ answers: { ...SIZED, [q('length')]: 9.5 }, stepId: 2 });
    await settled(reviewing);
    reviewing.send({ type: 'step.next' });
    expect(reviewing.getSnapshot().matches({ step: 'reviewing' })).toBe(true);
    reviewing.send(reported);
    expect(reviewing.getSnapshot().matches({ step: 'reviewing' })).toBe(true);
    expect(reviewing.getSnapshot().context.answers[q('length')]).toBe(5);
  });
});
