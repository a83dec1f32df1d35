/**
 * The CEL variables of an answer set: one per question, by key. Questions
 * that are hidden (their step, themselves or their category) count as
 * unanswered, so a stale answer never prices or blocks anything. A visible
 * question not answered yet reads as its default, the value its form shows
 * (whether or not its step was saved): rules and prices see what the user
 * sees. `answered` (the `__answered` variable) still lists only the questions
 * really answered.
 */
import { ANSWERED_VARIABLE, celEmptyValue } from '../cel/family-environment.ts';
import type { Answers, Catalogue, CatalogueQuestion } from '../catalogue/catalogue.types.ts';
import { isAnswered, isQuestionVisible, isStepVisible } from './visibility.ts';

function celValue(catalogue: Catalogue, question: CatalogueQuestion, value: Answers[string]): unknown {
  switch (question.type) {
    case 'single':
      return typeof value === 'number' ? (catalogue.answersById.get(value)?.key ?? '') : '';
    case 'multiple':
      return Array.isArray(value) ? value.flatMap((id) => catalogue.answersById.get(id)?.key ?? []) : [];
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : 0;
    case 'boolean':
      return value === true;
    case 'text':
      return typeof value === 'string' ? value : '';
  }
}

/** Builds the evaluation context of rules and price formulas. */
export function celContext(catalogue: Catalogue, answers: Answers): Record<string, unknown> {
  const context: Record<string, unknown> = {};
  const answered: string[] = [];
  for (const step of catalogue.steps) {
    const stepVisible = isStepVisible(step, answers);
    for (const question of step.questions) {
      const value = answers[String(question.id)];
      const shown = stepVisible && isQuestionVisible(catalogue, question, answers);
      if (shown && isAnswered(value)) {
        context[question.key] = celValue(catalogue, question, value);
        answered.push(question.key);
      } else if (shown && question.default !== null && isAnswered(question.default)) {
        context[question.key] = celValue(catalogue, question, question.default);
      } else {
        context[question.key] = celEmptyValue(question.type);
      }
    }
  }
  context[ANSWERED_VARIABLE] = answered;
  return context;
}
