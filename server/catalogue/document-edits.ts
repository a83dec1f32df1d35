/**
 * Edits of a family document made through the API, which names questions and
 * answers by id: these turn ids back into the document's keys.
 */
import { catalogueMessage, type Answers, type Catalogue, type DocCondition, type DocPresetValue, type Locale } from '../../engine/index.ts';
import { AppError, type ErrorDetail } from '../http/app-error.ts';

const invalid = (details: ErrorDetail[]) => new AppError(422, 'invalid_family_document', { details });

/** Id conditions (API) to key conditions (document); errors in `locale`. */
export function conditionsToDocument(catalogue: Catalogue, conditions: readonly { question_id: number; answer_id: number }[], locale: Locale): DocCondition[] {
  return conditions.map((condition, index) => {
    const answer = catalogue.answersById.get(condition.answer_id);
    const question = catalogue.questionsById.get(condition.question_id);
    if (!question || !answer || answer.questionId !== question.id) {
      throw invalid([{ path: `/conditions/${index}`, code: 'unknown_answer', message: catalogueMessage('unknown_answer_id', { question: condition.question_id, answer: condition.answer_id }, locale) }]);
    }
    return { question: question.key, answer: answer.key };
  });
}

/** Id-keyed answers (API) to key-keyed preset answers (document); errors in `locale`. */
export function answersToDocument(catalogue: Catalogue, answers: Answers, locale: Locale): Record<string, DocPresetValue> {
  const result: Record<string, DocPresetValue> = {};
  const details: ErrorDetail[] = [];
  const answerKey = (id: unknown) => (typeof id === 'number' ? catalogue.answersById.get(id)?.key : undefined);
  for (const [questionId, value] of Object.entries(answers)) {
    const question = catalogue.questionsById.get(Number(questionId));
    const path = `/answers/${questionId}`;
    if (!question) {
      details.push({ path, code: 'preset_unknown_question', message: catalogueMessage('unknown_question_id', { question: questionId }, locale) });
      continue;
    }
    if (question.type === 'single' || question.type === 'multiple') {
      const ids = Array.isArray(value) ? value : [value];
      const keys = ids.map(answerKey);
      const belongs = ids.every((id) => typeof id === 'number' && catalogue.answersById.get(id)?.questionId === question.id);
      if (!belongs || keys.some((key) => key === undefined) || (question.type === 'single' && Array.isArray(value))) {
        details.push({ path, code: 'preset_unknown_answer', message: catalogueMessage('not_an_answer_id', { question: questionId }, locale) });
        continue;
      }
      result[question.key] = question.type === 'single' ? keys[0]! : (keys as string[]);
    } else {
      result[question.key] = value as DocPresetValue;
    }
  }
  if (details.length > 0) throw invalid(details);
  return result;
}
