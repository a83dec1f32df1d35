/** The machine events that turn one answer set into another. */
import type { Answers, AnswerValue, QuoteBuilderEvent } from '../../engine/index.ts';

const sameValue = (a: AnswerValue | undefined, b: AnswerValue | undefined) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((value, index) => value === b[index]) : a === b;

/**
 * `answer.change` for each new or changed answer, `answer.remove` for each removed one.
 *
 * @example
 * answerEvents({ '1': 2 }, { '1': 3, '4': 8.5 })
 * // [{ type: 'answer.change', questionId: 1, value: 3 }, { type: 'answer.change', questionId: 4, value: 8.5 }]
 */
export function answerEvents(previous: Answers, next: Answers): QuoteBuilderEvent[] {
  const events: QuoteBuilderEvent[] = [];
  for (const [id, value] of Object.entries(next)) {
    if (!sameValue(previous[id], value)) events.push({ type: 'answer.change', questionId: Number(id), value });
  }
  for (const id of Object.keys(previous)) {
    if (!(id in next)) events.push({ type: 'answer.remove', questionId: Number(id) });
  }
  return events;
}
