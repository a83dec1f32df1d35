/**
 * Builds the JSON Schema and uiSchema of one form step in one locale, for the
 * answers given (hidden questions and answers are left out). The result is
 * cached: the same input gives the same object, so that RJSF's Ajv validator
 * compiles each schema once.
 */
import { shownDefault } from '../answers/step-defaults.ts';
import { visibleAnswers, visibleQuestions } from '../answers/visibility.ts';
import type { Answers, Catalogue, CatalogueQuestion } from '../catalogue/catalogue.types.ts';
import { localize, localizeOptional } from '../catalogue/localize.ts';
import type { Locale } from '../constants.ts';
import type { FieldSchema, FieldUiSchema, StepForm, StepUiSchema } from './step-form.types.ts';

/** Choice lists up to this long are radio buttons, longer ones a select. */
export const RADIO_MAX_OPTIONS = 5;

const cache = new WeakMap<Catalogue, Map<string, StepForm>>();

function fieldSchema(question: CatalogueQuestion, answers: Answers, locale: Locale): FieldSchema {
  const title = localize(question.title, locale);
  // the default the form shows is the one the quote builder holds (shownDefault)
  const fallback = shownDefault(question, answers);
  switch (question.type) {
    case 'single':
    case 'multiple': {
      const oneOf = visibleAnswers(question, answers).map((answer) => ({ const: answer.id, title: localize(answer.title, locale) }));
      if (question.type === 'single') return { type: 'integer', title, oneOf, ...(typeof fallback === 'number' ? { default: fallback } : {}) };
      return { type: 'array', title, uniqueItems: true, items: { type: 'integer', oneOf }, ...(Array.isArray(fallback) ? { default: fallback } : {}) };
    }
    case 'number':
      return {
        type: 'number',
        title,
        ...(question.min !== null ? { minimum: question.min } : {}),
        ...(question.max !== null ? { maximum: question.max } : {}),
        ...(question.step !== null ? { multipleOf: question.step } : {}),
        ...(typeof fallback === 'number' ? { default: fallback } : {}),
      };
    case 'text':
      return { type: 'string', title, ...(question.maxLength !== null ? { maxLength: question.maxLength } : {}), ...(typeof fallback === 'string' ? { default: fallback } : {}) };
    case 'boolean':
      return { type: 'boolean', title, ...(typeof fallback === 'boolean' ? { default: fallback } : {}) };
  }
}

function widgetOf(question: CatalogueQuestion, optionCount: number): FieldUiSchema['ui:widget'] {
  switch (question.type) {
    case 'single':
      return optionCount <= RADIO_MAX_OPTIONS ? 'radio' : 'select';
    case 'multiple':
      return 'checkboxes';
    case 'number':
      return 'updown';
    case 'boolean':
      return 'checkbox';
    case 'text':
      return 'text';
  }
}

function fieldUiSchema(catalogue: Catalogue, question: CatalogueQuestion, field: FieldSchema, locale: Locale): FieldUiSchema {
  const category = question.categoryId === null ? undefined : catalogue.categoriesById.get(question.categoryId);
  const help = localizeOptional(question.help, locale);
  const optionCount = field.type === 'integer' ? field.oneOf.length : 0;
  return {
    'ui:widget': widgetOf(question, optionCount),
    'ui:options': {
      questionId: question.id,
      ...(question.unit !== null ? { unit: question.unit } : {}),
      ...(help !== null || question.image !== null ? { info: { text: help, image: question.image } } : {}),
      ...(category ? { category: { id: category.id, title: localize(category.title, locale), depth: category.depth } } : {}),
    },
  };
}

/**
 * The form of a form step, or null for a special or unknown step.
 *
 * @example
 * const form = buildStepSchema(catalogue, 2, 'de', answers);
 * // <Form schema={form.schema} uiSchema={form.uiSchema} … />
 */
export function buildStepSchema(catalogue: Catalogue, stepId: number, locale: Locale, answers: Answers = {}): StepForm | null {
  const step = catalogue.stepsById.get(stepId);
  if (!step) return null;
  const questions = visibleQuestions(catalogue, step, answers);
  const signature = questions
    .map((q) => (q.answers.length ? `${q.id}:${visibleAnswers(q, answers).map((a) => a.id).join('.')}` : String(q.id)))
    .join(',');
  const cacheKey = `${stepId}|${locale}|${signature}`;
  let forms = cache.get(catalogue);
  if (!forms) cache.set(catalogue, (forms = new Map()));
  const cached = forms.get(cacheKey);
  if (cached) return cached;

  const properties: Record<string, FieldSchema> = {};
  const uiSchema: StepUiSchema = { 'ui:order': questions.map((q) => q.key) };
  for (const question of questions) {
    const field = fieldSchema(question, answers, locale);
    properties[question.key] = field;
    uiSchema[question.key] = fieldUiSchema(catalogue, question, field, locale);
  }
  const form: StepForm = {
    stepId,
    schema: { type: 'object', title: localize(step.title, locale), required: questions.filter((q) => q.required).map((q) => q.key), properties },
    uiSchema,
  };
  forms.set(cacheKey, form);
  return form;
}
