/** The machine events that turn one answer set into another. */
import type { Answers, AnswerValue, Catalogue, QuoteBuilderEvent } from '../../../engine/index.ts';

const sameValue = (a: AnswerValue | undefined | null, b: AnswerValue | undefined | null) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((value, index) => value === b[index]) : a === b;

/**
 * `answer.change` for each new or changed answer, `answer.remove` for each
 * removed one, and one `answers.defaulted` for the answers that appear with
 * their question's default value: the form fills those in when a step opens
 * (RJSF reports them through `onChange`), and they do not mark the quote dirty
 * (spec section 4). A user cannot give an unanswered question its default
 * value: the form already shows it.
 *
 * @example
 * answerEvents(catalogue, { '1': 2 }, { '1': 3, '4': 8.5 })
 * // [{ type: 'answer.change', questionId: 1, value: 3 }, { type: 'answer.change', questionId: 4, value: 8.5 }]
 */
export function answerEvents(catalogue: Pick<Catalogue, 'questionsById'>, previous: Answers, next: Answers): QuoteBuilderEvent[] {
  const events: QuoteBuilderEvent[] = [];
  const defaulted: Record<string, AnswerValue> = {};
  for (const [id, value] of Object.entries(next)) {
    if (sameValue(previous[id], value)) continue;
    if (previous[id] === undefined && sameValue(catalogue.questionsById.get(Number(id))?.default, value)) defaulted[id] = value;
    else events.push({ type: 'answer.change', questionId: Number(id), value });
  }
  for (const id of Object.keys(previous)) {
    if (!(id in next)) events.push({ type: 'answer.remove', questionId: Number(id) });
  }
  return Object.keys(defaulted).length > 0 ? [{ type: 'answers.defaulted', answers: defaulted }, ...events] : events;
}
