/**
 * A small family for the quote-builder machine's tests, and the machine with
 * fake actors: steps 1 (variant), 2 (size, blocking rule over 8 m), 3
 * (extras, shown for the deluxe variant or a red colour) and 12 (colour, a
 * warning for red), around the special steps 0, -1, 10 and 11. The fake
 * `checkSteps` runs the engine's rules, as the server does; the fake
 * `saveAnswers` saves what it is given. Both record their inputs.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  compileFamily,
  checkInconsistencies,
  quoteBuilderMachine,
  type Answers,
  type Catalogue,
  type CheckStepsInput,
  type CheckStepsOutput,
  type PredictCheck,
  type SaveAnswersInput,
  type SaveAnswersOutput,
} from '../../../engine/index.ts';

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
  rules: [
    { key: 'too_long', step: 'size', category: 'dimensions', blocking: true, when: 'length > 8.0', reason: t('At most 8 m.') },
    { key: 'red_fades', step: 'options', category: 'dimensions', blocking: false, when: 'colour == "red"', reason: t('Red fades in the sun.') },
  ],
};

function compileTestFamily(): Catalogue {
  const result = compileFamily(document);
  if (!result.ok) throw new Error(result.issues.map((i) => `${i.path}: ${i.message}`).join('\n'));
  return result.catalogue;
}

export const catalogue = compileTestFamily();
const questionId = (key: string) => catalogue.questionsByKey.get(key)!.id;
const answerId = (question: string, answer: string) => catalogue.questionsByKey.get(question)!.answers.find((a) => a.key === answer)!.id;

export const VARIANT = questionId('variant');
export const LENGTH = questionId('length');
export const HEATER = questionId('heater');
export const COLOUR = questionId('colour');
export const BASIC = answerId('variant', 'basic');
export const DELUXE = answerId('variant', 'deluxe');
export const BLUE = answerId('colour', 'blue');
export const RED = answerId('colour', 'red');

/** Every visible step answered, no inconsistency. */
export const COMPLETE: Answers = { [VARIANT]: BASIC, [LENGTH]: 4, [COLOUR]: BLUE };

/** The engine's check, as the API returns it. */
export function engineCheck({ stepIds, answers }: CheckStepsInput): CheckStepsOutput {
  return checkInconsistencies(catalogue, answers, 'en', stepIds);
}

export interface Fakes {
  /** Replaces the save (default: saves what it is given). */
  save?: (input: SaveAnswersInput) => Promise<SaveAnswersOutput>;
  /** Replaces the check (default: the engine's rules). */
  check?: (input: CheckStepsInput) => Promise<CheckStepsOutput>;
}

/** Starts the machine with recording fakes. */
export function startBuilder(input: { answers?: Answers; stepId?: number; predict?: PredictCheck } = {}, fakes: Fakes = {}) {
  const saves: SaveAnswersInput[] = [];
  const checks: CheckStepsInput[] = [];
  const machine = quoteBuilderMachine.provide({
    actors: {
      saveAnswers: fromPromise<SaveAnswersOutput, SaveAnswersInput>(({ input: save }) => {
        saves.push(save);
        return fakes.save ? fakes.save(save) : Promise.resolve({ answers: save.answers });
      }),
      checkSteps: fromPromise<CheckStepsOutput, CheckStepsInput>(({ input: check }) => {
        checks.push(check);
        return fakes.check ? fakes.check(check) : Promise.resolve(engineCheck(check));
      }),
    },
  });
  const actor = createActor(machine, { input: { catalogue, ...input } }).start();
  return { actor, saves, checks };
}

export type BuilderActor = ReturnType<typeof startBuilder>['actor'];

/** Waits until the builder is not opening, and saves nothing and checks nothing behind the steps any more. */
export const settled = (actor: BuilderActor) =>
  waitFor(actor, (snapshot) => !snapshot.matches({ step: 'opening' }) && snapshot.matches({ sync: 'idle' }) && snapshot.context.saves.length === 0);

/** Starts the builder and waits for its opening check. */
export async function openBuilder(input: { answers?: Answers; stepId?: number; predict?: PredictCheck } = {}, fakes: Fakes = {}) {
  const builder = startBuilder(input, fakes);
  await settled(builder.actor);
  return builder;
}

export const stepOf = (actor: BuilderActor) => actor.getSnapshot().context.stepId;

/** What the user sees the builder doing (the `step` region): 'opening', { editing: 'idle' }, 'reviewing'... */
export const stateOf = (actor: BuilderActor) => (actor.getSnapshot().value as { step: unknown }).step;

/** What the builder does with the server behind the steps (the `sync` region): 'idle', 'saving' or 'checking'. */
export const syncOf = (actor: BuilderActor) => (actor.getSnapshot().value as { sync: unknown }).sync;

/** A promise and the functions that settle it, for actors the test finishes by hand. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
