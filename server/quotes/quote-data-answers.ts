/**
 * Row operations of the quote data resource, as changes of the answer map:
 * the map stays the one thing the engine checks and the rows follow it.
 */
import type { Answers, AnswerValue, Catalogue, CatalogueQuestion } from '../../engine/index.ts';
import { AppError } from '../http/app-error.ts';
import type { BodyOf } from '../http/operation.ts';
import { parseTextValue, type QuoteDataRowRecord } from './quote-data-rows.ts';

export type DataRowInput = BodyOf<'createQuoteData'>;

/** The question of a row of this family (422 unknown_question). */
export function questionOf(catalogue: Catalogue, questionId: number): CatalogueQuestion {
  const question = catalogue.questionsById.get(questionId);
  if (!question) throw new AppError(422, 'unknown_question');
  return question;
}

/** The single value a row carries for its question: an answer id or a parsed text (422 invalid_answer / unknown_answer). */
export function rowAnswer(catalogue: Catalogue, question: CatalogueQuestion, row: DataRowInput): AnswerValue {
  const hasId = row.answer_id !== undefined && row.answer_id !== null;
  const hasText = row.answer_text_value !== undefined && row.answer_text_value !== null;
  if (hasId === hasText) throw new AppError(422, 'invalid_answer');
  const isChoice = question.type === 'single' || question.type === 'multiple';
  if (isChoice !== hasId) throw new AppError(422, 'invalid_answer');
  if (hasId) {
    if (catalogue.answersById.get(row.answer_id!)?.questionId !== question.id) throw new AppError(422, 'unknown_answer');
    return row.answer_id!;
  }
  const value = parseTextValue(question, row.answer_text_value!);
  if (value === undefined) throw new AppError(422, 'invalid_answer');
  return value;
}

/** Adds a row's value: a multiple choice gains the answer, any other question takes the value. */
export function withRow(answers: Answers, question: CatalogueQuestion, value: AnswerValue): Answers {
  const key = String(question.id);
  if (question.type !== 'multiple') return { ...answers, [key]: value };
  const current = answers[key];
  const list = Array.isArray(current) ? current : [];
  return { ...answers, [key]: list.includes(value as number) ? list : [...list, value as number] };
}

/** Replaces the value of an existing row, in place for a multiple choice. */
export function withRowReplaced(answers: Answers, question: CatalogueQuestion, old: QuoteDataRowRecord, value: AnswerValue): Answers {
  const key = String(question.id);
  if (question.type !== 'multiple') return { ...answers, [key]: value };
  const list = Array.isArray(answers[key]) ? (answers[key] as number[]) : [];
  const replaced = list.map((id) => (id === old.answerId ? (value as number) : id));
  return { ...answers, [key]: [...new Set(replaced)] };
}

/** Removes a row's value. */
export function withoutRow(answers: Answers, question: CatalogueQuestion, old: QuoteDataRowRecord): Answers {
  const key = String(question.id);
  const next: Record<string, AnswerValue> = { ...answers };
  const current = next[key];
  if (question.type === 'multiple' && Array.isArray(current)) {
    const rest = current.filter((id) => id !== old.answerId);
    if (rest.length > 0) next[key] = rest;
    else delete next[key];
  } else {
    delete next[key];
  }
  return next;
}

/** The answers with a whole step's questions replaced by `rows` (422 unknown_question for a row of another step). */
export function withStepRows(catalogue: Catalogue, answers: Answers, stepId: number, rows: DataRowInput[]): Answers {
  const step = catalogue.stepsById.get(stepId);
  if (!step) throw new AppError(422, 'unknown_step');
  let next: Answers = Object.fromEntries(Object.entries(answers).filter(([key]) => !step.questions.some((q) => String(q.id) === key)));
  for (const row of rows) {
    const question = questionOf(catalogue, row.question_id);
    if (question.stepId !== stepId) throw new AppError(422, 'unknown_question');
    const value = rowAnswer(catalogue, question, row);
    next = question.type === 'multiple' ? withRow(next, question, value) : { ...next, [String(question.id)]: value };
  }
  return next;
}
