/**
 * Step states on real families (spec section 4): "no data, no state" is per
 * step, a step that asks nothing required (bar accessories) does not keep the
 * special steps disabled, and the result does not depend on how the steps
 * are batched into checks.
 */
import { describe, expect, it } from 'vitest';
import {
  applyInconsistencyCheck,
  checkInconsistencies,
  isCheckedStep,
  isStepDisabled,
  NO_STEP_STATES,
  visibleStepIds,
  type Answers,
  type Catalogue,
  type InconsistencyCheckOutcome,
  type StepStates,
} from '../../engine/index.ts';
import { compileAll } from './helpers/family-fixtures.ts';

const families = new Map(compileAll().map(({ name, catalogue }) => [name, catalogue]));
const bubble = families.get('bubble')!;
const bar = families.get('bar')!;

/** The engine's check as the API returns it, reasons in English. */
function check(catalogue: Catalogue, answers: Answers, stepIds: readonly number[]): InconsistencyCheckOutcome {
  return checkInconsistencies(catalogue, answers, 'en', stepIds);
}

/** The answers named by question and answer keys (numbers as they are). */
function answersOf(catalogue: Catalogue, named: Record<string, string | number | string[]>): Answers {
  const answerId = (question: string, key: string) => catalogue.questionsByKey.get(question)!.answers.find((answer) => answer.key === key)!.id;
  return Object.fromEntries(
    Object.entries(named).map(([key, value]) => {
      const id = String(catalogue.questionsByKey.get(key)!.id);
      if (Array.isArray(value)) return [id, value.map((answer) => answerId(key, answer))];
      return [id, typeof value === 'string' ? answerId(key, value) : value];
    }),
  );
}

const stepIdOf = (catalogue: Catalogue, key: string) => catalogue.steps.find((step) => step.key === key)!.id;
const checkedFormSteps = (catalogue: Catalogue, answers: Answers) => visibleStepIds(catalogue, answers).filter((id) => catalogue.stepsById.has(id) && isCheckedStep(id));

/** Whether each special step is disabled. */
function specialsDisabled(catalogue: Catalogue, answers: Answers, stepStates: StepStates): boolean[] {
  const state = { catalogue, answers, visibleStepIds: visibleStepIds(catalogue, answers), stepStates };
  return [0, -1, 10, 11].map((id) => isStepDisabled(state, id));
}

describe('no data, no state, per step', () => {
  it('checking bubble steps 2 and 3 with data on step 2 only gives step 3 no state', () => {
    const answers = answersOf(bubble, { variant: 'blue_400', shape: 'rectangle', length: 8, width: 4 });
    const [size, finishing] = [stepIdOf(bubble, 'size'), stepIdOf(bubble, 'finishing')];
    const outcome = check(bubble, answers, [size, finishing]);
    expect(outcome.stepsWithData).toEqual([size]);
    expect(applyInconsistencyCheck(NO_STEP_STATES, [size, finishing], outcome).byStep).toEqual({ [size]: 'valid' });
  });
});

describe('a step that asks nothing required', () => {
  const options = stepIdOf(bar, 'options');
  const answers = answersOf(bar, { variant: 'manual', length: 8, width: 4, stairs: 'none', fabric: 'pvc_580', colour: 'grey_grey', accessories: [] });

  it('has no state when checked alone with its default [] answer, and holds nothing back', () => {
    const outcome = check(bar, answers, [options]);
    expect(outcome.stepsWithData).toEqual([]);
    const others = checkedFormSteps(bar, answers).filter((id) => id !== options);
    const states = applyInconsistencyCheck(applyInconsistencyCheck(NO_STEP_STATES, others, check(bar, answers, others)), [options], outcome);
    expect(states.byStep[options]).toBeUndefined();
    expect(specialsDisabled(bar, answers, states)).toEqual([false, false, false, false]);
  });

  it('gets a state once it has data, and holds the special steps back only when it is in error', () => {
    const withPadlock = { ...answers, ...answersOf(bar, { accessories: ['padlock'] }) };
    const states = applyInconsistencyCheck(NO_STEP_STATES, checkedFormSteps(bar, withPadlock), check(bar, withPadlock, checkedFormSteps(bar, withPadlock)));
    expect(states.byStep[options]).toBe('valid');
    expect(specialsDisabled(bar, withPadlock, { ...states, byStep: { ...states.byStep, [options]: 'error' } })).toEqual([true, true, true, true]);
  });

  it('a step with a required question and no state holds the special steps back', () => {
    const size = stepIdOf(bar, 'size');
    const states = applyInconsistencyCheck(NO_STEP_STATES, checkedFormSteps(bar, answers), check(bar, answers, checkedFormSteps(bar, answers)));
    const withoutSize = { ...states, byStep: Object.fromEntries(Object.entries(states.byStep).filter(([id]) => Number(id) !== size)) };
    expect(specialsDisabled(bar, answers, withoutSize)).toEqual([true, true, true, true]);
  });
});

describe.each([...families.entries()].map(([name, catalogue]) => ({ name, catalogue })))('checks of $name', ({ catalogue }) => {
  /** Each preset, and each preset with the answers of one checked step removed. */
  const answerSets = catalogue.presets.flatMap((preset) => [
    { name: preset.key, answers: preset.answers },
    ...checkedFormSteps(catalogue, preset.answers).map((id) => {
      const emptied = new Set(catalogue.stepsById.get(id)!.questions.map((question) => String(question.id)));
      return { name: `${preset.key} without step ${id}`, answers: Object.fromEntries(Object.entries(preset.answers).filter(([key]) => !emptied.has(key))) };
    }),
  ]);

  it('give the same states whether the steps are checked together or one by one', () => {
    expect(answerSets.length).toBeGreaterThan(catalogue.presets.length);
    for (const { name, answers } of answerSets) {
      const steps = checkedFormSteps(catalogue, answers);
      const together = applyInconsistencyCheck(NO_STEP_STATES, steps, check(catalogue, answers, steps));
      const oneByOne = steps.reduce((states, id) => applyInconsistencyCheck(states, [id], check(catalogue, answers, [id])), NO_STEP_STATES);
      expect(oneByOne, name).toEqual(together);
    }
  });
});
