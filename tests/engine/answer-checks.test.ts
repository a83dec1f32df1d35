/**
 * The engine's answer checks, which the server calls on every save, against
 * the step form's own JSON Schema validation: the server refuses exactly what
 * the form refuses.
 */
import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildStepSchema, checkAnswers, incompleteSteps, stepFormData, type Answers, type Catalogue } from '../../engine/index.ts';
import { compileAll } from './helpers/family-fixtures.ts';

const families = compileAll();
const bubble = families.find((f) => f.name === 'bubble')!.catalogue;
const q = (catalogue: Catalogue, key: string) => catalogue.questionsByKey.get(key)!;
const a = (catalogue: Catalogue, question: string, answer: string) => q(catalogue, question).answers.find((x) => x.key === answer)!.id;
const presetAnswers = (catalogue: Catalogue, key: string) => catalogue.presets.find((p) => p.key === key)!.answers;

describe('checkAnswers', () => {
  it('accepts every preset of every family', () => {
    for (const { catalogue } of families) {
      for (const preset of catalogue.presets) expect(checkAnswers(catalogue, preset.answers), `${catalogue.key} ${preset.key}`).toEqual([]);
    }
  });

  it('names each refused answer with the code of the form’s keyword', () => {
    const length = String(q(bubble, 'length').id);
    const variant = String(q(bubble, 'variant').id);
    const hem = String(q(bubble, 'hem').id);
    expect(checkAnswers(bubble, { [length]: 15.01 })).toEqual([{ questionId: length, code: 'maximum', limit: 15 }]);
    expect(checkAnswers(bubble, { [length]: 2.99 })).toEqual([{ questionId: length, code: 'minimum', limit: 3 }]);
    expect(checkAnswers(bubble, { [length]: 8.005 })).toEqual([{ questionId: length, code: 'multipleOf', limit: 0.01 }]);
    expect(checkAnswers(bubble, { [length]: 8.2 })).toEqual([]); // 8.2 / 0.01 is not whole in binary floating point
    expect(checkAnswers(bubble, { [length]: Infinity })).toEqual([{ questionId: length, code: 'type' }]);
    expect(checkAnswers(bubble, { [length]: '8' })).toEqual([{ questionId: length, code: 'type' }]);
    expect(checkAnswers(bubble, { [variant]: a(bubble, 'hem', 'none') })).toEqual([{ questionId: variant, code: 'unknown_answer' }]);
    expect(checkAnswers(bubble, { [variant]: [a(bubble, 'variant', 'blue_400')] })).toEqual([{ questionId: variant, code: 'type' }]);
    expect(checkAnswers(bubble, { '999999': 1, abc: 1 })).toEqual([
      { questionId: '999999', code: 'unknown_question' },
      { questionId: 'abc', code: 'unknown_question' },
    ]);
    expect(checkAnswers(bubble, { [hem]: true })).toEqual([{ questionId: hem, code: 'type' }]);
  });

  it('checks required and offered answers only on the completed step', () => {
    const answers = { ...presetAnswers(bubble, 'rect_8x4_blue') } as Record<string, unknown>;
    delete answers[String(q(bubble, 'width').id)];
    expect(checkAnswers(bubble, answers as Answers)).toEqual([]);
    expect(checkAnswers(bubble, answers as Answers, { completedStepId: 2 })).toEqual([{ questionId: String(q(bubble, 'width').id), code: 'required' }]);
    expect(checkAnswers(bubble, answers as Answers, { completedStepId: 3 })).toEqual([]);
  });

  it('agrees with Ajv on the step schema for any number typed into any number question (property)', () => {
    const ajv = new Ajv({ multipleOfPrecision: 6, strict: false });
    const numberQuestions = families.flatMap(({ catalogue }) =>
      catalogue.questions.filter((question) => question.type === 'number').map((question) => ({ catalogue, question })),
    );
    fc.assert(
      fc.property(fc.constantFrom(...numberQuestions), fc.oneof(fc.double({ min: -5, max: 100, noNaN: true }), fc.integer({ min: -5, max: 100 }).map((n) => n / 100)), ({ catalogue, question }, value) => {
        const preset = catalogue.presets[0]?.answers ?? {};
        const answers: Answers = { ...preset, [String(question.id)]: value };
        const form = buildStepSchema(catalogue, question.stepId, 'en', answers);
        const property = form?.schema.properties[question.key];
        if (!property) return; // hidden on that answer set: the form does not ask it
        const formAccepts = ajv.validate(property, stepFormData(catalogue, question.stepId, answers)[question.key]);
        const engineAccepts = checkAnswers(catalogue, { [String(question.id)]: value }).length === 0;
        expect(engineAccepts).toBe(formAccepts);
      }),
      { numRuns: 500 },
    );
  });
});

describe('incompleteSteps', () => {
  it('names the visible steps still to complete, and none for a full preset', () => {
    expect(incompleteSteps(bubble, {})).toEqual([1, 2, 3]);
    const answers = { ...presetAnswers(bubble, 'rect_8x4_blue') } as Record<string, unknown>;
    expect(incompleteSteps(bubble, answers as Answers)).toEqual([]);
    delete answers[String(q(bubble, 'length').id)];
    expect(incompleteSteps(bubble, answers as Answers)).toEqual([2]);
    for (const { catalogue } of families) for (const p of catalogue.presets) expect(incompleteSteps(catalogue, p.answers), `${catalogue.key} ${p.key}`).toEqual([]);
  });
});
