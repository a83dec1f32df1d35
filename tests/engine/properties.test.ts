/**
 * Property-based tests of the engine (fast-check): step states, visibility,
 * pricing and rules, for any input and for every product family.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyInconsistencyCheck,
  evaluateRules,
  isCheckedStep,
  isStepVisible,
  checkInconsistencies,
  NO_STEP_STATES,
  priceQuote,
  stepHasData,
  UNCHECKED_STEP_IDS,
  visibleFormSteps,
  visibleStepIds,
  type Answers,
  type AnswerValue,
  type Catalogue,
  type CatalogueQuestion,
  type CatalogueStep,
  type InconsistencyCheckOutcome,
  type StepState,
  type StepStates,
} from '../../engine/index.ts';
import { compileAll } from './helpers/family-fixtures.ts';

const NUM_RUNS = 200;
const families = compileAll();

// --- a. step states -------------------------------------------------------

/** Spec section 4: steps -1, 0, 1 and 11 are never checked. */
const NEVER_CHECKED = [-1, 0, 1, 11];
const STEP_IDS = [-1, 0, 1, 2, 3, 4, 5, 11, 12];

const stepIdArb = fc.constantFrom(...STEP_IDS);
const stepStateArb = fc.constantFrom<StepState>('valid', 'error');
const byStepArb = (ids: readonly number[]) =>
  fc.array(fc.tuple(fc.constantFrom(...ids), stepStateArb), { maxLength: ids.length }).map((entries) => Object.fromEntries(entries) as Record<number, StepState>);
const inconsistenciesArb = fc.array(
  fc.record({ key: fc.constant('rule'), stepId: stepIdArb, categoryId: fc.constant(1), reason: fc.constant('Reason'), blocking: fc.boolean() }),
  { maxLength: 8 },
);
const stepsWithDataArb = fc.subarray(STEP_IDS);
const checkArb: fc.Arbitrary<InconsistencyCheckOutcome | null | undefined> = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.record({ status: fc.constant('EVAL_ERROR' as const), stepsWithData: stepsWithDataArb, inconsistencies: inconsistenciesArb }),
  fc.record({ status: fc.constant('ok' as const), stepsWithData: stepsWithDataArb, inconsistencies: inconsistenciesArb }),
);
const checkedIdsArb = fc.array(stepIdArb, { maxLength: 12 });

describe('step states after an inconsistency check (spec section 4)', () => {
  it('lists -1, 0, 1 and 11 as never checked', () => {
    expect([...UNCHECKED_STEP_IDS].sort((a, b) => a - b)).toEqual(NEVER_CHECKED);
  });

  it('follow the rules for any previous states, checked steps and result', () => {
    const previousArb: fc.Arbitrary<StepStates> = fc.record({ byStep: byStepArb(STEP_IDS), error: fc.boolean() });
    fc.assert(
      fc.property(previousArb, checkedIdsArb, checkArb, (previous, stepIds, check) => {
        const next = applyInconsistencyCheck(previous, stepIds, check);
        const failed = check === null || check === undefined || check.status === 'EVAL_ERROR';
        expect(next.error).toBe(failed);
        for (const id of STEP_IDS) {
          const state = next.byStep[id];
          if (!stepIds.includes(id) || NEVER_CHECKED.includes(id)) {
            // not checked now: kept as it was
            expect(state).toBe(previous.byStep[id]);
          } else if (failed || !check.stepsWithData.includes(id)) {
            // no data, no state: per step
            expect(state).toBeUndefined();
          } else {
            const blocked = check.inconsistencies.some((found) => found.stepId === id && found.blocking);
            expect(state).toBe(blocked ? 'error' : 'valid');
          }
        }
        // no state appears for a step that was neither there nor checked
        for (const key of Object.keys(next.byStep)) expect(STEP_IDS).toContain(Number(key));
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('never give a state to steps -1, 0, 1 and 11, whatever the sequence of checks', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(checkedIdsArb, checkArb), { maxLength: 10 }), (checks) => {
        let states = NO_STEP_STATES;
        for (const [stepIds, check] of checks) {
          states = applyInconsistencyCheck(states, stepIds, check);
          for (const id of NEVER_CHECKED) expect(states.byStep[id]).toBeUndefined();
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('do not change the previous states object', () => {
    fc.assert(
      fc.property(fc.record({ byStep: byStepArb(STEP_IDS), error: fc.boolean() }), checkedIdsArb, checkArb, (previous, stepIds, check) => {
        const copy = structuredClone(previous);
        applyInconsistencyCheck(previous, stepIds, check);
        expect(previous).toEqual(copy);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

// --- answer arbitraries ---------------------------------------------------

/** A number within the question's range, a whole number of its steps from min. */
function numberArb(question: CatalogueQuestion): fc.Arbitrary<number> {
  const min = question.min ?? 0;
  const max = question.max ?? min + 100;
  const step = question.step ?? 1;
  const count = Math.floor((max - min) / step + 1e-9);
  return fc.integer({ min: 0, max: count }).map((k) => Math.round((min + k * step) * 1e6) / 1e6);
}

/** A valid value for a question; `complete` asks a multiple choice for at least one answer. */
function valueArb(question: CatalogueQuestion, complete: boolean): fc.Arbitrary<AnswerValue> {
  const ids = question.answers.map((answer) => answer.id);
  switch (question.type) {
    case 'single':
      return fc.constantFrom(...ids);
    case 'multiple':
      return fc.subarray(ids, { minLength: complete ? 1 : 0 });
    case 'number':
      return numberArb(question);
    case 'boolean':
      return fc.boolean();
    case 'text':
      return fc.string({ minLength: complete ? 1 : 0, maxLength: question.maxLength ?? 40 });
  }
}

/** Any set of valid answers: each question may be left out. */
function partialAnswersArb(catalogue: Catalogue): fc.Arbitrary<Answers> {
  const model = Object.fromEntries(catalogue.questions.map((question) => [String(question.id), valueArb(question, false)]));
  return fc.record(model, { requiredKeys: [] }) as fc.Arbitrary<Answers>;
}

/** Every question answered with a valid value. */
function completeAnswersArb(catalogue: Catalogue): fc.Arbitrary<Answers> {
  const model = Object.fromEntries(catalogue.questions.map((question) => [String(question.id), valueArb(question, true)]));
  return fc.record(model) as fc.Arbitrary<Answers>;
}

/** The specification's rule, written independently of the engine. */
function expectedVisible(step: CatalogueStep, answers: Answers): boolean {
  return (
    step.conditions.length === 0 ||
    step.conditions.some((c) => {
      const value = answers[c.questionId];
      return value === c.answerId || (Array.isArray(value) && value.includes(c.answerId));
    })
  );
}

describe.each(families)('family $name', ({ catalogue }) => {
  // --- b. visibility --------------------------------------------------------
  it('shows a step when it has no conditions or any condition matches (OR)', () => {
    fc.assert(
      fc.property(partialAnswersArb(catalogue), (answers) => {
        for (const step of catalogue.steps) expect(isStepVisible(step, answers), `step ${step.key}`).toBe(expectedVisible(step, answers));
        const form = catalogue.steps.filter((step) => expectedVisible(step, answers)).map((step) => step.id);
        expect(visibleStepIds(catalogue, answers)).toEqual([0, ...form, -1, 10, 11]);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  // --- c. pricing -----------------------------------------------------------
  it('prices any complete valid answer set in whole cents', () => {
    fc.assert(
      fc.property(completeAnswersArb(catalogue), (answers) => {
        const result = priceQuote(catalogue, answers, { country: 'FR', date: '2026-11-21' });
        if (result.status !== 'ok') expect.fail(`EVAL_ERROR ${result.code}: ${result.message}`);
        for (const line of result.lines) {
          expect(Number.isInteger(line.unitCents), `${line.code} unitCents`).toBe(true);
          expect(Number.isInteger(line.amountCents), `${line.code} amountCents`).toBe(true);
          expect(line.amountCents).toBeGreaterThanOrEqual(0);
          expect(line.quantity).toBeGreaterThanOrEqual(0);
          const hundredths = Math.round(line.quantity * 100);
          expect(Math.abs(line.quantity * 100 - hundredths), `${line.code} quantity ${line.quantity} has at most two decimals`).toBeLessThan(1e-6);
          expect(line.amountCents, `${line.code} amount`).toBe(Math.round((hundredths * line.unitCents) / 100));
          if (line.kind === 'eco') expect(line.discountable).toBe(false);
        }
        expect(result.totalCents).toBe(result.lines.reduce((sum, line) => sum + line.amountCents, 0));
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('adds eco-participation lines only in France from 2023-05-01', () => {
    const beforeArb = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2023-04-30T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(completeAnswersArb(catalogue), beforeArb, (answers, before) => {
        const france = priceQuote(catalogue, answers, { country: 'FR', date: '2026-11-21' });
        const germany = priceQuote(catalogue, answers, { country: 'DE', date: '2026-11-21' });
        const early = priceQuote(catalogue, answers, { country: 'FR', date: before });
        const firstDay = priceQuote(catalogue, answers, { country: 'FR', date: '2023-05-01' });
        if (france.status !== 'ok' || germany.status !== 'ok' || early.status !== 'ok' || firstDay.status !== 'ok') return expect.fail('EVAL_ERROR');
        expect(firstDay.lines).toEqual(france.lines);
        // an eco-participation line with no condition and no quantity always applies in France
        for (const line of catalogue.eco.filter((eco) => eco.when === null && eco.quantity === null)) {
          expect(france.lines.filter((priced) => priced.kind === 'eco').map((priced) => priced.code)).toContain(line.code);
        }
        expect(germany.lines.filter((line) => line.kind === 'eco')).toEqual([]);
        expect(early.lines.filter((line) => line.kind === 'eco'), `FR on ${before}`).toEqual([]);
        // the products are the same; only the eco-participation differs
        const products = france.lines.filter((line) => line.kind === 'product');
        expect(germany.lines).toEqual(products);
        expect(early.lines).toEqual(products);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  // --- d. rules -------------------------------------------------------------
  it('gives the same step states whether the steps are checked together or one by one', () => {
    const outcome = (answers: Answers, stepIds: readonly number[]): InconsistencyCheckOutcome => checkInconsistencies(catalogue, answers, 'en', stepIds);
    fc.assert(
      fc.property(partialAnswersArb(catalogue), (answers) => {
        const steps = visibleFormSteps(catalogue, answers).map((step) => step.id).filter(isCheckedStep);
        const together = applyInconsistencyCheck(NO_STEP_STATES, steps, outcome(answers, steps));
        const oneByOne = steps.reduce((states, id) => applyInconsistencyCheck(states, [id], outcome(answers, [id])), NO_STEP_STATES);
        expect(oneByOne).toEqual(together);
        // a step has a state exactly when it has an answer
        for (const id of steps) expect(together.byStep[id] !== undefined, `step ${id}`).toBe(stepHasData(catalogue.stepsById.get(id)!, answers));
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('evaluates the rules of any complete valid answer set', () => {
    const stepIds = new Set(catalogue.steps.map((step) => step.id));
    const categoryIds = catalogue.inconsistencyCategories.map((category) => category.id);
    fc.assert(
      fc.property(completeAnswersArb(catalogue), fc.option(fc.subarray([...stepIds])), (answers, only) => {
        const result = evaluateRules(catalogue, answers, only ?? undefined);
        if (result.status !== 'ok') return expect.fail(`EVAL_ERROR in ${result.rule}: ${result.message}`);
        const visible = visibleFormSteps(catalogue, answers).map((step) => step.id);
        for (const found of result.inconsistencies) {
          expect(visible, `${found.key} is on a visible step`).toContain(found.stepId);
          if (only) expect(only, `${found.key} is on a checked step`).toContain(found.stepId);
          expect(categoryIds, `${found.key} category`).toContain(found.categoryId);
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
