/**
 * Answer checks: what the builder's form refuses, as data, so that the server
 * refuses exactly the same answers. The step form validates the same rules
 * through the JSON Schema of `buildStepSchema` (a property test keeps the two
 * in step).
 */
import type { Answers, AnswerValue, Catalogue, CatalogueQuestion } from '../catalogue/catalogue.types.ts';
import { isAnswered, isStepVisible, visibleAnswers, visibleQuestions } from './visibility.ts';

/**
 * Why an answer is refused. The codes after `unknown_answer` are those of the
 * form's JSON Schema keywords, so one set of messages serves both sides.
 */
export type AnswerIssueCode =
  | 'unknown_question'
  | 'unknown_answer'
  | 'type'
  | 'minimum'
  | 'maximum'
  | 'multipleOf'
  | 'maxLength'
  | 'uniqueItems'
  | 'required'
  | 'not_offered';

export interface AnswerIssue {
  /** The question id, as the key of the answer map. */
  questionId: string;
  code: AnswerIssueCode;
  /** The bound that was crossed, for minimum, maximum, multipleOf and maxLength. */
  limit?: number;
}

export interface CheckAnswersOptions {
  /**
   * The step whose "save and next" this is: its visible required questions
   * must be answered, with answers the form offers.
   */
  completedStepId?: number;
}

/** Ajv's `multipleOfPrecision: 6`, as the form's validator uses it. */
const MULTIPLE_OF_PRECISION = 1e-6;

function isWholeId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function checkChoice(catalogue: Catalogue, question: CatalogueQuestion, id: unknown): AnswerIssueCode | null {
  if (!isWholeId(id)) return 'type';
  return catalogue.answersById.get(id)?.questionId === question.id ? null : 'unknown_answer';
}

/** The issue of one value for its question, whatever is shown. */
function checkValue(catalogue: Catalogue, question: CatalogueQuestion, value: AnswerValue): Omit<AnswerIssue, 'questionId'> | null {
  switch (question.type) {
    case 'single': {
      const code = checkChoice(catalogue, question, value);
      return code ? { code } : null;
    }
    case 'multiple': {
      if (!Array.isArray(value)) return { code: 'type' };
      for (const id of value) {
        const code = checkChoice(catalogue, question, id);
        if (code) return { code };
      }
      return new Set(value).size === value.length ? null : { code: 'uniqueItems' };
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return { code: 'type' };
      if (question.min !== null && value < question.min) return { code: 'minimum', limit: question.min };
      if (question.max !== null && value > question.max) return { code: 'maximum', limit: question.max };
      if (question.step !== null) {
        const division = value / question.step;
        if (Math.abs(Math.round(division) - division) > MULTIPLE_OF_PRECISION) return { code: 'multipleOf', limit: question.step };
      }
      return null;
    }
    case 'text':
      if (typeof value !== 'string') return { code: 'type' };
      return question.maxLength !== null && value.length > question.maxLength ? { code: 'maxLength', limit: question.maxLength } : null;
    case 'boolean':
      return typeof value === 'boolean' ? null : { code: 'type' };
  }
}

/** Required and offered answers of the visible questions of a completed step. */
function checkCompletedStep(catalogue: Catalogue, stepId: number, answers: Answers): AnswerIssue[] {
  const step = catalogue.stepsById.get(stepId);
  if (!step || !isStepVisible(step, answers)) return [];
  const issues: AnswerIssue[] = [];
  for (const question of visibleQuestions(catalogue, step, answers)) {
    const questionId = String(question.id);
    const value = answers[questionId];
    if (!isAnswered(value)) {
      if (question.required) issues.push({ questionId, code: 'required' });
      continue;
    }
    if (question.answers.length === 0) continue;
    const offered = new Set(visibleAnswers(question, answers).map((answer) => answer.id));
    const chosen = Array.isArray(value) ? value : [value];
    if (chosen.some((id) => typeof id === 'number' && !offered.has(id))) issues.push({ questionId, code: 'not_offered' });
  }
  return issues;
}

/**
 * Checks an answer map against the catalogue: every key a question of the
 * family, every value of its question's type, ids of its answers, numbers
 * within bounds and granularity, texts within their length; with
 * `completedStepId`, that step's visible required questions answered with
 * offered answers. An empty list means the answers may be saved.
 *
 * @example
 * checkAnswers(catalogue, { '12': 16 })
 * // [{ questionId: '12', code: 'maximum', limit: 15 }]
 */
export function checkAnswers(catalogue: Catalogue, answers: Answers, options: CheckAnswersOptions = {}): AnswerIssue[] {
  const issues: AnswerIssue[] = [];
  for (const [questionId, value] of Object.entries(answers)) {
    const question = /^[1-9][0-9]*$/.test(questionId) ? catalogue.questionsById.get(Number(questionId)) : undefined;
    if (!question) {
      issues.push({ questionId, code: 'unknown_question' });
      continue;
    }
    const issue = checkValue(catalogue, question, value);
    if (issue) issues.push({ questionId, ...issue });
  }
  if (issues.length === 0 && options.completedStepId !== undefined) {
    issues.push(...checkCompletedStep(catalogue, options.completedStepId, answers));
  }
  return issues;
}

/**
 * The visible form steps that the form would not let the user complete yet
 * (a required question unanswered, an answer not offered, a value out of
 * bounds); an empty list means the quote is complete and may be priced.
 */
export function incompleteSteps(catalogue: Catalogue, answers: Answers): number[] {
  return catalogue.steps
    .filter((step) => isStepVisible(step, answers))
    .filter((step) => checkAnswers(catalogue, answers, { completedStepId: step.id }).length > 0)
    .map((step) => step.id);
}
