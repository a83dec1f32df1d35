/**
 * The answers a step's form shows chosen before the user chose anything: each visible question's
 * default, where it is one the form offers (a single choice's default answer when it is shown, a
 * multiple choice's default answers that are shown, a number, text or yes-or-no of the question's
 * type). The step schema gives the form these defaults (build-step-schema.ts) and the quote builder
 * holds them as the step's answers (issue 28, item 1): what is shown chosen is what is saved.
 */
import type { Answers, AnswerValue, Catalogue, CatalogueQuestion } from '../catalogue/catalogue.types.ts';
import { isAnswered, visibleAnswers, visibleQuestions } from './visibility.ts';

/** The default the form of `question` shows for `answers`, or undefined when it shows none. */
export function shownDefault(question: CatalogueQuestion, answers: Answers): AnswerValue | undefined {
  const fallback = question.default;
  switch (question.type) {
    case 'single':
      return typeof fallback === 'number' && visibleAnswers(question, answers).some((answer) => answer.id === fallback) ? fallback : undefined;
    case 'multiple': {
      const shown = new Set(visibleAnswers(question, answers).map((answer) => answer.id));
      const defaults = Array.isArray(fallback) ? fallback.filter((id) => shown.has(id)) : [];
      return defaults.length > 0 ? defaults : undefined;
    }
    case 'number':
      return typeof fallback === 'number' ? fallback : undefined;
    case 'text':
      return typeof fallback === 'string' && isAnswered(fallback) ? fallback : undefined;
    case 'boolean':
      return typeof fallback === 'boolean' ? fallback : undefined;
  }
}

/**
 * `answers` with the defaults of `stepId`'s visible unanswered questions filled in; a default that
 * shows another question of the step fills that one's too. `skip`: questions left as they are (those
 * the user already saw, e.g. one whose answer was just removed). The same object when nothing is filled.
 *
 * @example
 * withStepDefaults(catalogue, 3, { '1': 7 }) // { '1': 7, '5': 12, '6': 15 }: the hem and the roller on "none"
 */
export function withStepDefaults(catalogue: Catalogue, stepId: number, answers: Answers, skip?: (questionId: number) => boolean): Answers {
  const step = catalogue.stepsById.get(stepId);
  if (!step) return answers;
  let filled = answers;
  for (let round = 0; round <= step.questions.length; round++) {
    const added: Record<string, AnswerValue> = {};
    for (const question of visibleQuestions(catalogue, step, filled)) {
      if (filled[String(question.id)] !== undefined || skip?.(question.id)) continue;
      const value = shownDefault(question, filled);
      if (value !== undefined) added[String(question.id)] = value;
    }
    if (Object.keys(added).length === 0) return filled;
    filled = { ...filled, ...added };
  }
  return filled;
}
