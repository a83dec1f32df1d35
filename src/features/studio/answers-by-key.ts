/**
 * The preview's answers carried from one compiled edit to the next. Ids are
 * given in document order, so a question added before another moves its id:
 * answers travel by question and answer key, as presets and test cases write
 * them, and come back as the new family's ids. What the new family no longer
 * has is dropped.
 */
import { documentAnswers, type Answers, type AnswerValue, type Catalogue } from '../../../engine/index.ts';

type KeyedAnswers = ReturnType<typeof documentAnswers>;

export function answersByKey(catalogue: Catalogue, answers: Answers): KeyedAnswers {
  return documentAnswers(catalogue, answers);
}

export function answersFromKeys(catalogue: Catalogue, keyed: KeyedAnswers): Answers {
  const answers: Record<string, AnswerValue> = {};
  for (const question of catalogue.questions) {
    const value = keyed[question.key];
    if (value === undefined) continue;
    const idOf = (key: unknown) => question.answers.find((answer) => answer.key === key)?.id;
    if (question.type === 'single') {
      const id = idOf(value);
      if (id !== undefined) answers[String(question.id)] = id;
    } else if (question.type === 'multiple') {
      const ids = (Array.isArray(value) ? value : []).map(idOf).filter((id): id is number => id !== undefined);
      answers[String(question.id)] = ids;
    } else {
      answers[String(question.id)] = value as AnswerValue;
    }
  }
  return answers;
}
