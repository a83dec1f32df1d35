/**
 * The quote data rows: the answer map of a quote, one row per single answer
 * and per chosen answer of a multiple choice (numbers, texts and booleans in
 * `answer_text_value`). Rows are rewritten to match the map in the writer's
 * transaction, keeping the id of every row whose question is still answered.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Answers, AnswerValue, Catalogue, CatalogueQuestion } from '../../engine/index.ts';
import { quoteData, type quotes } from '../db/schema.ts';
import { writeQuote, type Queryable, type QuoteRecord, type QuoteRow, type Transaction } from './quote-repository.ts';
import { writeQuoteAndRows, type RowRewrite } from './quote-write.ts';

export type QuoteDataRowRecord = typeof quoteData.$inferSelect;
type RowValue = { answerId: number | null; answerTextValue: string | null };

/** The rows one answer is stored as. */
export function rowValues(question: CatalogueQuestion, value: AnswerValue): RowValue[] {
  if (question.type === 'single' || question.type === 'multiple') {
    return (Array.isArray(value) ? value : [value]).map((id) => ({ answerId: Number(id), answerTextValue: null }));
  }
  return [{ answerId: null, answerTextValue: String(value) }];
}

/**
 * The answer a row's text stands for, by the question's type (numbers with a
 * dot as decimal separator, booleans as `true` / `false`); undefined when the
 * text is not such a value.
 */
export function parseTextValue(question: CatalogueQuestion, text: string): AnswerValue | undefined {
  switch (question.type) {
    case 'number': {
      if (!/^-?\d+(\.\d+)?$/.test(text.trim())) return undefined;
      return Number(text);
    }
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : undefined;
    case 'text':
      return text;
    default:
      return undefined;
  }
}

export async function listDataRows(db: Queryable, quoteId: number): Promise<QuoteDataRowRecord[]> {
  return db.select().from(quoteData).where(eq(quoteData.quoteId, quoteId)).orderBy(asc(quoteData.stepId), asc(quoteData.questionId), asc(quoteData.id));
}

const sameValue = (a: RowValue, b: RowValue) => a.answerId === b.answerId && a.answerTextValue === b.answerTextValue;

/** The questions whose answer differs between two answer maps (given, removed or changed). */
function changedQuestions(previous: Answers, answers: Answers): Set<number> {
  const keys = new Set([...Object.keys(previous), ...Object.keys(answers)]);
  return new Set([...keys].filter((key) => JSON.stringify(previous[key]) !== JSON.stringify(answers[key])).map(Number));
}

/** A question answered by one value at most: its row can be rewritten in place, by question. */
const singleRow = (question: CatalogueQuestion) => question.type !== 'multiple';

/**
 * The changed questions of one value that was there before and still is (a
 * new dimension, another choice, a box ticked): their one row can be
 * rewritten in place by question, without reading it first. The others (a row
 * added or removed, a multiple choice) are left to the general path.
 */
export function inPlaceRewrites(catalogue: Catalogue, answers: Answers, previous: Answers): { rewrites: RowRewrite[]; left: Set<number> } {
  const rewrites: RowRewrite[] = [];
  const left = new Set<number>();
  for (const id of changedQuestions(previous, answers)) {
    const question = catalogue.questionsById.get(id);
    const value = answers[id];
    if (!question || !singleRow(question) || value === undefined || previous[id] === undefined) left.add(id);
    else rewrites.push({ questionId: id, ...rowValues(question, value)[0]! });
  }
  return { rewrites, left };
}

/**
 * Writes the quote's changes and, when they hold answers, its data rows, the
 * caller holding the quote's row lock (the answer map the rows hold is the
 * record's). The rows of answers changed in place are rewritten by the
 * quote's own statement; the rest (and a row that was not where the answers
 * said) by syncDataRows.
 */
export async function writeQuoteWithRows(tx: Transaction, catalogue: Catalogue, record: QuoteRecord, changes: Partial<typeof quotes.$inferInsert>): Promise<QuoteRow> {
  const { answers } = changes;
  if (answers === undefined) return writeQuote(tx, record, changes);
  const { rewrites, left } = inPlaceRewrites(catalogue, answers, record.quote.answers);
  const written = await writeQuoteAndRows(tx, record, changes, rewrites, new Date());
  if (!written) throw new Error(`quote ${record.quote.id}: the locked quote was not written`);
  for (const id of written.missing) left.add(id);
  if (left.size > 0) await syncDataRows(tx, catalogue, record.quote.id, answers, left);
  return written.quote;
}

/**
 * Rewrites the quote's rows to match `answers`; rows that still hold a value
 * keep their id. With `only`, only the rows of those questions are read and
 * written.
 */
export async function syncDataRows(tx: Transaction, catalogue: Catalogue, quoteId: number, answers: Answers, only?: Set<number>): Promise<void> {
  if (only?.size === 0) return;
  const now = new Date();
  const existing = only
    ? await tx.select().from(quoteData).where(and(eq(quoteData.quoteId, quoteId), inArray(quoteData.questionId, [...only])))
    : await listDataRows(tx, quoteId);
  const byQuestion = new Map<number, QuoteDataRowRecord[]>();
  for (const row of existing) byQuestion.set(row.questionId, [...(byQuestion.get(row.questionId) ?? []), row]);
  const inserts: (typeof quoteData.$inferInsert)[] = [];
  const updates: { id: number; value: RowValue }[] = [];
  const kept = new Set<number>();
  for (const [key, value] of Object.entries(answers)) {
    if (only && !only.has(Number(key))) continue;
    const question = catalogue.questionsById.get(Number(key));
    if (!question) continue;
    const old = byQuestion.get(question.id) ?? [];
    const wanted = rowValues(question, value);
    const missing: RowValue[] = [];
    for (const value of wanted) {
      const match = old.find((row) => !kept.has(row.id) && sameValue(row, value));
      if (match) kept.add(match.id);
      else missing.push(value);
    }
    const reusable = old.filter((row) => !kept.has(row.id));
    for (const value of missing) {
      const reuse = reusable.shift();
      if (reuse) {
        kept.add(reuse.id);
        updates.push({ id: reuse.id, value });
      } else {
        inserts.push({ quoteId, questionId: question.id, stepId: question.stepId, ...value, updatedAt: now });
      }
    }
  }
  const removed = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (removed.length > 0) await tx.delete(quoteData).where(inArray(quoteData.id, removed));
  for (const update of updates) await tx.update(quoteData).set({ ...update.value, updatedAt: now }).where(eq(quoteData.id, update.id));
  if (inserts.length > 0) await tx.insert(quoteData).values(inserts);
}
