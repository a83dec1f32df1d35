/** buildStepSchema: what RJSF renders for a step, in a locale, stable in reference for the same input. */
import { describe, expect, it } from 'vitest';
import { applyStepFormData, buildStepSchema, compileFamily, stepFormData, type Catalogue, type FamilyDocument } from '../../engine/index.ts';
import { compileAll } from './helpers/family-fixtures.ts';

const families = compileAll();
const bubble = families.find((f) => f.name === 'bubble')!.catalogue;
const blind = families.find((f) => f.name === 'blind')!.catalogue;
const q = (catalogue: Catalogue, key: string) => catalogue.questionsByKey.get(key)!;

describe('buildStepSchema', () => {
  it('gives choices as titled integer enums, numbers with bounds and unit, in the locale', () => {
    const form = buildStepSchema(bubble, 2, 'de')!;
    expect(form.schema.title).toBe('Abmessungen');
    expect(form.schema.required).toEqual(['shape', 'length', 'width']);
    expect(form.uiSchema['ui:order']).toEqual(['shape', 'length', 'width']);
    const shape = form.schema.properties.shape!;
    expect(shape).toMatchObject({ type: 'integer', title: 'Beckenform', default: q(bubble, 'shape').answers[0]!.id });
    expect(shape.type === 'integer' && shape.oneOf.map((o) => o.title)).toEqual(['Rechteck', 'Oval', 'Römische Treppe', 'Freiform']);
    expect(form.schema.properties.length).toEqual({ type: 'number', title: 'Innenlänge', minimum: 3, maximum: 15, multipleOf: 0.01 });
    expect(form.uiSchema.length).toMatchObject({ 'ui:widget': 'updown', 'ui:options': { unit: 'm', questionId: q(bubble, 'length').id } });
    expect(form.uiSchema.length).toMatchObject({ 'ui:options': { info: { text: expect.stringContaining('Von Wand zu Wand'), image: null } } });
    expect(form.uiSchema.shape).toMatchObject({ 'ui:widget': 'radio', 'ui:options': { category: { title: 'Beckenmaße', depth: 0 } } });
  });

  it('falls back to English for a missing label', () => {
    const document = structuredClone(bubble.document) as FamilyDocument;
    delete document.steps[1]!.questions[1]!.title.it;
    const result = compileFamily(document);
    if (!result.ok) throw new Error('does not compile');
    expect(buildStepSchema(result.catalogue, 2, 'it')!.schema.properties.length!.title).toBe('Inside length');
    expect(buildStepSchema(result.catalogue, 2, 'it')!.schema.properties.width!.title).toBe('Larghezza interna');
  });

  it('returns the same object for the same input, so that Ajv compiles each schema once', () => {
    const answers = { [q(bubble, 'variant').id]: q(bubble, 'variant').answers[0]!.id };
    expect(buildStepSchema(bubble, 3, 'fr', answers)).toBe(buildStepSchema(bubble, 3, 'fr', { ...answers }));
    expect(buildStepSchema(bubble, 3, 'fr')).not.toBe(buildStepSchema(bubble, 3, 'en'));
  });

  it('leaves out hidden questions and answers, and changes when they appear', () => {
    const stairsQuestions = blind.questions.filter((question) => question.conditions.length > 0 || question.categoryId !== null);
    expect(stairsQuestions.length).toBeGreaterThan(0);
    const pool = blind.steps.find((step) => step.questions.some((question) => question.key === 'shape'))!;
    const shape = q(blind, 'shape');
    const rectangle = shape.answers.find((a) => a.key === 'rectangle')!.id;
    const stairs = shape.answers.find((a) => a.key !== 'rectangle')!.id;
    const without = buildStepSchema(blind, pool.id, 'en', { [shape.id]: rectangle })!;
    const withStairs = buildStepSchema(blind, pool.id, 'en', { [shape.id]: stairs })!;
    expect(Object.keys(withStairs.schema.properties).length).toBeGreaterThan(Object.keys(without.schema.properties).length);
    expect(without).not.toBe(withStairs);
  });

  it('is null for special and unknown steps', () => {
    for (const id of [0, -1, 10, 11, 99]) expect(buildStepSchema(bubble, id, 'fr')).toBeNull();
  });

  it('builds a schema for every step of every family in every language', () => {
    for (const { catalogue } of families) {
      for (const step of catalogue.steps) {
        for (const locale of ['fr', 'en', 'de', 'es', 'nl', 'it'] as const) {
          const form = buildStepSchema(catalogue, step.id, locale)!;
          expect(form.schema.title).toBeTruthy();
          for (const [key, field] of Object.entries(form.schema.properties)) {
            expect(field.title, `${catalogue.key}/${key}`).toBeTruthy();
            if (field.type === 'integer') expect(field.oneOf.length).toBeGreaterThan(0);
          }
          // the browser renders descriptions and help as text, without a Markdown parser (src/features/builder/markdown-as-text.tsx)
          expect(JSON.stringify(form.uiSchema), `${catalogue.key}/${step.id}`).not.toMatch(/enableMarkdown/);
        }
      }
    }
  });
});

describe('step form data', () => {
  it('moves values between answers by question id and form data by question key', () => {
    const length = q(bubble, 'length');
    const width = q(bubble, 'width');
    const answers = { [length.id]: 8, [q(bubble, 'variant').id]: 1 };
    expect(stepFormData(bubble, 2, answers)).toEqual({ length: 8 });
    const next = applyStepFormData(bubble, 2, answers, { length: undefined, width: 4.25 });
    expect(next).toEqual({ [q(bubble, 'variant').id]: 1, [width.id]: 4.25 });
  });
});
