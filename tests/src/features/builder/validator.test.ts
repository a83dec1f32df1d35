/**
 * The step forms' validator (engine's checkStepData under RJSF's processing)
 * against RJSF's Ajv validator, configured as the app configured it before:
 * on every form step of every family, with the answers of every preset and
 * none, for data of every kind a form or a hand-made request can hold, both
 * find the same data valid and report the same fields for the same reasons.
 */
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildStepSchema, type Answers, type FieldSchema, type StepSchema } from '../../../../engine/index.ts';
import { validator } from '../../../../src/features/builder/validator.ts';
import { compileAll } from '../../../engine/helpers/family-fixtures.ts';

const ajv = customizeValidator({ ajvOptionsOverrides: { multipleOfPrecision: 6 } });

/** What a user is told: the field, and the kind of fault (a choice outside the list is one fault, however Ajv spells it). */
function faults(errors: RJSFValidationError[]): string[] {
  const kind = (name = '') => (name === 'const' || name === 'oneOf' ? 'choice' : name);
  return [...new Set(errors.map((error) => `${error.property ?? ''} ${kind(error.name)}`))].sort();
}

/** Values for one field: valid ones, edge ones and wrong ones. */
function valueOf(field: FieldSchema): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(fc.constant(null), fc.string({ maxLength: 3 }), fc.boolean(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant([1, 1]), fc.constant({}));
  switch (field.type) {
    case 'integer': {
      const ids = field.oneOf.map((option) => option.const);
      return fc.oneof(fc.constantFrom(...ids), fc.integer({ min: -5, max: 10_000 }), wrong);
    }
    case 'array': {
      const ids = field.items.oneOf.map((option) => option.const);
      return fc.oneof(fc.array(fc.constantFrom(...ids), { maxLength: 4 }), fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 3 }), wrong);
    }
    case 'number': {
      const step = field.multipleOf ?? 1;
      const low = field.minimum ?? -100;
      const high = field.maximum ?? 100;
      const onGrid = fc.integer({ min: Math.ceil((low - 5) / step), max: Math.floor((high + 5) / step) }).map((n) => Number((n * step).toFixed(6)));
      return fc.oneof(onGrid, fc.double({ min: low - 5, max: high + 5, noNaN: true }), fc.constantFrom(low, high, low - step, high + step), wrong);
    }
    case 'string':
      return fc.oneof(fc.string({ maxLength: (field.maxLength ?? 20) + 3, unit: 'grapheme' }), wrong);
    case 'boolean':
      return fc.oneof(fc.boolean(), wrong);
  }
}

/** Form data for a step: each field given, left out or wrong. */
function formData(schema: StepSchema): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties).map(([key, field]) => fc.option(valueOf(field), { nil: undefined }).map((value) => [key, value] as const));
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs.filter(([, value]) => value !== undefined)));
}

const forms = compileAll().flatMap(({ name, catalogue }) => {
  const states: Answers[] = [{}, ...catalogue.presets.map((preset) => preset.answers)];
  return catalogue.steps.flatMap((step) =>
    states.flatMap((answers, i) => {
      const form = buildStepSchema(catalogue, step.id, 'fr', answers);
      return form && Object.keys(form.schema.properties).length > 0 ? [{ label: `${name} step ${step.id} (answers ${i})`, schema: form.schema as unknown as RJSFSchema }] : [];
    }),
  );
});

describe('the step forms validator', () => {
  it('covers every family', () => {
    expect(forms.length).toBeGreaterThan(20);
  });

  it.each(forms)('finds what Ajv finds on $label', ({ schema }) => {
    fc.assert(
      fc.property(formData(schema as unknown as StepSchema), (data) => {
        const ours = validator.validateFormData(data, schema);
        const theirs = ajv.validateFormData(data, schema);
        expect(faults(ours.errors)).toEqual(faults(theirs.errors));
        expect(validator.isValid(schema, data, schema)).toBe(ajv.isValid(schema, data, schema));
      }),
      { numRuns: 60 },
    );
  });

  it('reports Ajv’s keywords, parameters and messages for one field of each kind', () => {
    const schema: RJSFSchema = {
      type: 'object',
      title: 'Step',
      required: ['width', 'colour'],
      properties: {
        width: { type: 'number', title: 'Width', minimum: 2, maximum: 8, multipleOf: 0.01 },
        colour: { type: 'integer', title: 'Colour', oneOf: [{ const: 1, title: 'Blue' }, { const: 2, title: 'Sand' }] },
        extras: { type: 'array', title: 'Extras', uniqueItems: true, items: { type: 'integer', oneOf: [{ const: 3, title: 'Ladder' }] } },
        note: { type: 'string', title: 'Note', maxLength: 3 },
        heated: { type: 'boolean', title: 'Heated' },
      },
    };
    const cases = [{}, { width: 8.005, colour: 7, extras: [3, 3], note: 'ééééé', heated: 'yes' }, { width: 1, colour: 2, extras: [4] }, { width: 'wide', colour: 1.5 }];
    for (const data of cases) {
      const strip = ({ errors }: { errors: RJSFValidationError[] }) => errors.map(({ name, property, message, params }) => ({ name, property, message, params }));
      const ours = strip(validator.validateFormData(data, schema));
      const theirs = strip(ajv.validateFormData(data, schema));
      // Ajv names the first of two equal items differently; the rest is the same, in any order
      const sort = (list: ReturnType<typeof strip>) => list.map((error) => (error.name === 'uniqueItems' ? { ...error, message: '', params: {} } : error)).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
      expect(sort(ours)).toEqual(sort(theirs));
    }
  });

  it('checks the anyOf and allOf RJSF adds to match data to an object, as Ajv', () => {
    const properties = { width: { type: 'number', minimum: 2 }, colour: { type: 'integer' } } as const;
    const augmented: RJSFSchema = { type: 'object', properties, anyOf: [{ required: ['width'] }, { required: ['colour'] }] };
    const wrapped: RJSFSchema = { type: 'object', properties, allOf: [{ anyOf: [{ required: ['width'] }] }, { required: ['colour'] }] };
    for (const schema of [augmented, wrapped]) {
      for (const data of [{}, { width: 3 }, { colour: 1 }, { width: 1 }, { width: 3, colour: 'x' }, 'text']) {
        expect(validator.isValid(schema, data, schema), JSON.stringify(data)).toBe(ajv.isValid(schema, data, schema));
        expect(faults(validator.validateFormData(data, schema).errors)).toEqual(faults(ajv.validateFormData(data, schema).errors));
      }
    }
  });

  it('refuses a schema keyword the engine does not build, rather than letting data through', () => {
    expect(() => validator.isValid({ type: 'string', pattern: '^a' }, 'b', {})).toThrow('keyword "pattern"');
  });
});
