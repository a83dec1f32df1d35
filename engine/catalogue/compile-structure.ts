/**
 * Compiles the structure of a family document (steps, questions, answers,
 * categories) into catalogue items with ids, collecting every error.
 */
import { RESERVED_QUESTION_KEYS } from '../cel/family-environment.ts';
import type {
  AnswerValue,
  CatalogueAnswer,
  CatalogueCategory,
  CatalogueInconsistencyCategory,
  CatalogueQuestion,
  CatalogueStep,
  Condition,
} from './catalogue.types.ts';
import type { IdAllocator } from './catalogue-ids.ts';
import { issue, pointer, type CatalogueIssue } from './catalogue-issues.ts';
import type { DocCondition, DocQuestion, FamilyDocument } from './family-document.ts';

/** Step keys taken by the special steps and the machine's opening state (steps name the machine's states). */
export const RESERVED_STEP_KEYS: ReadonlySet<string> = new Set(['reference', 'calculation', 'customise', 'validate', 'opening']);

export interface Structure {
  steps: CatalogueStep[];
  questionsByKey: Map<string, CatalogueQuestion>;
  categories: CatalogueCategory[];
  inconsistencyCategories: CatalogueInconsistencyCategory[];
}

/** Reports keys used twice in a list (or already in `seen`), at the second use. */
export function checkUnique<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  path: (index: number) => string,
  kind: string,
  issues: CatalogueIssue[],
  seen = new Set<string>(),
): void {
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (seen.has(key)) issues.push(issue(path(index), 'duplicate_key', { kind, key }));
    seen.add(key);
  });
}

/** Resolves one key condition to ids; an unknown one is reported and gives undefined. */
export function resolveCondition(
  condition: DocCondition,
  at: string,
  questionsByKey: ReadonlyMap<string, CatalogueQuestion>,
  issues: CatalogueIssue[],
): Condition | undefined {
  const question = questionsByKey.get(condition.question);
  if (!question) {
    issues.push(issue(`${at}/question`, 'unknown_question', { question: condition.question }));
    return undefined;
  }
  if (question.type !== 'single' && question.type !== 'multiple') {
    issues.push(issue(`${at}/question`, 'not_a_choice_question', { question: condition.question }));
    return undefined;
  }
  const answer = question.answers.find((a) => a.key === condition.answer);
  if (!answer) {
    issues.push(issue(`${at}/answer`, 'unknown_answer', { question: condition.question, answer: condition.answer }));
    return undefined;
  }
  return { questionId: question.id, answerId: answer.id };
}

/** Resolves a list of key conditions; unknown ones are reported and left out. */
function resolveConditions(
  conditions: readonly DocCondition[] | undefined,
  path: string,
  questionsByKey: ReadonlyMap<string, CatalogueQuestion>,
  issues: CatalogueIssue[],
): Condition[] {
  return (conditions ?? []).flatMap((condition, index) => resolveCondition(condition, `${path}${pointer(index)}`, questionsByKey, issues) ?? []);
}

/** Why a value does not fit its question: the code of its words (issue-texts.ts VALUE_DETAILS) and their params. */
export interface ValueMisfit {
  /** In English, for logs, the import command and the API's details. */
  error: string;
  /** For issue params: `detailCode` and what its words name (`detailMin`, `detailMax`, `detailValue`, `detailLength`). */
  detail: Record<string, string | number>;
  answer?: string;
}

const misfit = (error: string, detailCode: string, params: Record<string, string | number> = {}, answer?: string): ValueMisfit => ({
  error,
  detail: { detailCode, ...params },
  ...(answer === undefined ? {} : { answer }),
});

/** Turns a key-based value (default, preset) into a saved answer value, or explains why it does not fit. */
export function resolveValue(question: CatalogueQuestion, value: unknown): { value: AnswerValue } | ValueMisfit {
  const answerId = (key: unknown) => question.answers.find((a) => a.key === key)?.id;
  switch (question.type) {
    case 'single': {
      const id = answerId(value);
      return id === undefined ? misfit('not one of its answers', 'not_an_answer', {}, String(value)) : { value: id };
    }
    case 'multiple': {
      if (!Array.isArray(value)) return misfit('a list of answer keys is expected', 'list_expected');
      const ids: number[] = [];
      for (const key of value) {
        const id = answerId(key);
        if (id === undefined) return misfit('not one of its answers', 'not_an_answer', {}, String(key));
        ids.push(id);
      }
      return { value: ids };
    }
    case 'number': {
      if (typeof value !== 'number') return misfit('a number is expected', 'number_expected');
      if ((question.min !== null && value < question.min) || (question.max !== null && value > question.max)) {
        return misfit(`${value} is outside ${question.min} to ${question.max}`, 'outside_range', { detailValue: value, detailMin: question.min ?? '', detailMax: question.max ?? '' });
      }
      return { value };
    }
    case 'text':
      if (typeof value !== 'string') return misfit('a text is expected', 'text_expected');
      return value.length > (question.maxLength ?? Infinity) ? misfit(`longer than ${question.maxLength}`, 'too_long', { detailLength: question.maxLength ?? '' }) : { value };
    case 'boolean':
      return typeof value === 'boolean' ? { value } : misfit('true or false is expected', 'boolean_expected');
  }
}

function compileQuestion(question: DocQuestion, stepId: number, position: number, path: string, ids: IdAllocator, issues: CatalogueIssue[]): CatalogueQuestion {
  if (RESERVED_QUESTION_KEYS.has(question.key)) issues.push(issue(`${path}/key`, 'reserved_key', { key: question.key, kind: 'question' }));
  if (question.min !== undefined && question.max !== undefined && question.min > question.max) {
    issues.push(issue(`${path}/min`, 'invalid_range', { min: question.min, max: question.max }));
  }
  const id = ids('question', question.key);
  const docAnswers = question.answers ?? [];
  checkUnique(docAnswers, (a) => a.key, (i) => `${path}/answers/${i}/key`, 'answer', issues);
  const answers: CatalogueAnswer[] = docAnswers.map((answer, index) => ({
    id: ids('answer', `${question.key}.${answer.key}`),
    key: answer.key,
    questionId: id,
    title: answer.title,
    image: answer.image ?? null,
    position: index,
    conditions: [],
  }));
  return {
    id,
    key: question.key,
    stepId,
    type: question.type,
    title: question.title,
    help: question.help ?? null,
    image: question.image ?? null,
    required: question.required ?? false,
    default: null,
    unit: question.unit ?? null,
    min: question.min ?? null,
    max: question.max ?? null,
    step: question.step ?? null,
    maxLength: question.maxLength ?? null,
    position,
    categoryId: null,
    conditions: [],
    answers,
  };
}

function compileCategories(document: FamilyDocument, ids: IdAllocator, issues: CatalogueIssue[]): CatalogueCategory[] {
  const docCategories = document.categories ?? [];
  checkUnique(docCategories, (c) => c.key, (i) => `/categories/${i}/key`, 'category', issues);
  const byKey = new Map<string, CatalogueCategory>();
  return docCategories.map((category, index) => {
    let parent: CatalogueCategory | undefined;
    if (category.parent !== undefined) {
      parent = byKey.get(category.parent);
      if (!parent) issues.push(issue(`/categories/${index}/parent`, 'unknown_parent', { parent: category.parent, key: category.key }));
    }
    const compiled: CatalogueCategory = {
      id: ids('category', category.key),
      key: category.key,
      title: category.title,
      depth: parent ? parent.depth + 1 : 0,
      parentId: parent?.id ?? null,
      condition: null,
    };
    if (!byKey.has(category.key)) byKey.set(category.key, compiled);
    return compiled;
  });
}

/** Steps, questions, answers and categories, with every structural error. */
export function compileStructure(document: FamilyDocument, ids: IdAllocator, issues: CatalogueIssue[]): Structure {
  const first = document.steps[0];
  if (first && first.id !== 1) issues.push(issue('/steps/0/id', 'first_step_id', { id: first.id }));
  checkUnique(document.steps, (s) => s.key, (i) => `/steps/${i}/key`, 'step', issues);
  document.steps.forEach((step, index) => {
    if (RESERVED_STEP_KEYS.has(step.key)) issues.push(issue(`/steps/${index}/key`, 'reserved_key', { key: step.key, kind: 'step' }));
    if (document.steps.findIndex((s) => s.id === step.id) < index) issues.push(issue(`/steps/${index}/id`, 'duplicate_id', { id: step.id }));
  });
  const allQuestions = document.steps.flatMap((step, s) => step.questions.map((question, q) => ({ question, s, q })));
  checkUnique(allQuestions, (e) => e.question.key, (i) => `/steps/${allQuestions[i]!.s}/questions/${allQuestions[i]!.q}/key`, 'question', issues);
  const inconsistencyCategories = (document.inconsistencyCategories ?? []).map((c) => ({ id: ids('inconsistency_category', c.key), key: c.key, title: c.title }));
  checkUnique(inconsistencyCategories, (c) => c.key, (i) => `/inconsistencyCategories/${i}/key`, 'inconsistency category', issues);

  const questionsByKey = new Map<string, CatalogueQuestion>();
  let position = 0;
  const steps = document.steps.map((step, s) => {
    const questions = step.questions.map((question, q) => {
      const compiled = compileQuestion(question, step.id, position++, pointer('steps', s, 'questions', q), ids, issues);
      if (!questionsByKey.has(compiled.key)) questionsByKey.set(compiled.key, compiled);
      return compiled;
    });
    return { id: step.id, key: step.key, title: step.title, position: s + 1, conditions: [] as Condition[], questions };
  });
  const categories = compileCategories(document, ids, issues);
  linkStructure(document, { steps, questionsByKey, categories, inconsistencyCategories }, issues);
  return { steps, questionsByKey, categories, inconsistencyCategories };
}

/** Second pass, once every key is known: conditions, categories and defaults. */
function linkStructure(document: FamilyDocument, structure: Structure, issues: CatalogueIssue[]): void {
  const { steps, questionsByKey, categories } = structure;
  const categoryByKey = new Map(categories.map((c) => [c.key, c]));
  (document.categories ?? []).forEach((category, index) => {
    if (!category.when) return;
    categories[index]!.condition = resolveCondition(category.when, `/categories/${index}/when`, questionsByKey, issues) ?? null;
  });
  document.steps.forEach((docStep, s) => {
    const step = steps[s]!;
    step.conditions = resolveConditions(docStep.visibleWhen, pointer('steps', s, 'visibleWhen'), questionsByKey, issues);
    docStep.questions.forEach((docQuestion, q) => {
      const question = step.questions[q]!;
      const path = pointer('steps', s, 'questions', q);
      question.conditions = resolveConditions(docQuestion.visibleWhen, `${path}/visibleWhen`, questionsByKey, issues);
      (docQuestion.answers ?? []).forEach((docAnswer, a) => {
        question.answers[a]!.conditions = resolveConditions(docAnswer.visibleWhen, `${path}/answers/${a}/visibleWhen`, questionsByKey, issues);
      });
      if (docQuestion.category !== undefined) {
        const category = categoryByKey.get(docQuestion.category);
        if (category) question.categoryId = category.id;
        else issues.push(issue(`${path}/category`, 'unknown_category', { category: docQuestion.category }));
      }
      if (docQuestion.default !== undefined) {
        const resolved = resolveValue(question, docQuestion.default);
        if ('value' in resolved) question.default = resolved.value;
        else issues.push(issue(`${path}/default`, 'invalid_default', { question: question.key, detail: resolved.error, ...resolved.detail }));
      }
    });
  });
}
