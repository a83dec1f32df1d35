/**
 * Visibility: a step, question, answer or category is shown when it has no
 * conditions or when one of its conditions matches a saved answer (an OR over
 * conditions, spec section 4).
 */
import type { Answers, Catalogue, CatalogueAnswer, CatalogueQuestion, CatalogueStep, Condition } from '../catalogue/catalogue.types.ts';

/** Whether the saved answer of the condition's question is, or includes, its answer. */
export function conditionMatches(condition: Condition, answers: Answers): boolean {
  const value = answers[String(condition.questionId)];
  return Array.isArray(value) ? value.includes(condition.answerId) : value === condition.answerId;
}

/** No conditions, or any one of them matching. */
export function isShown(conditions: readonly Condition[], answers: Answers): boolean {
  return conditions.length === 0 || conditions.some((condition) => conditionMatches(condition, answers));
}

export function isStepVisible(step: CatalogueStep, answers: Answers): boolean {
  return isShown(step.conditions, answers);
}

/** The visible form steps, in order. */
export function visibleFormSteps(catalogue: Catalogue, answers: Answers): CatalogueStep[] {
  return catalogue.steps.filter((step) => isStepVisible(step, answers));
}

/** Whether a category and all its ancestors are shown. */
function isCategoryShown(catalogue: Catalogue, categoryId: number | null, answers: Answers): boolean {
  for (let id = categoryId; id !== null; ) {
    const category = catalogue.categoriesById.get(id);
    if (!category) return true;
    if (category.condition && !conditionMatches(category.condition, answers)) return false;
    id = category.parentId;
  }
  return true;
}

/** A question is shown when its own conditions and its category's allow it. */
export function isQuestionVisible(catalogue: Catalogue, question: CatalogueQuestion, answers: Answers): boolean {
  return isShown(question.conditions, answers) && isCategoryShown(catalogue, question.categoryId, answers);
}

export function visibleAnswers(question: CatalogueQuestion, answers: Answers): CatalogueAnswer[] {
  return question.answers.filter((answer) => isShown(answer.conditions, answers));
}

/** The questions a step asks: visible ones, less a choice none of whose answers is offered (it has nothing to ask). */
export function visibleQuestions(catalogue: Catalogue, step: CatalogueStep, answers: Answers): CatalogueQuestion[] {
  return step.questions.filter(
    (question) => isQuestionVisible(catalogue, question, answers) && (question.answers.length === 0 || visibleAnswers(question, answers).length > 0),
  );
}

/** Whether the value counts as an answer (an empty list or text does not). */
export function isAnswered(value: Answers[string] | undefined): value is Answers[string] {
  if (value === undefined) return false;
  if (Array.isArray(value) || typeof value === 'string') return value.length > 0;
  return true;
}

/** Whether any question of the step has a saved answer. */
export function stepHasData(step: CatalogueStep, answers: Answers): boolean {
  return step.questions.some((question) => isAnswered(answers[String(question.id)]));
}
