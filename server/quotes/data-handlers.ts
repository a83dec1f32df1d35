/**
 * The quote data resource: the saved answers row by row. Every change goes
 * through the answer map, checked by the engine, in one transaction.
 */
import type { Answers, Catalogue, Locale } from '../../engine/index.ts';
import { AppError, notFound } from '../http/app-error.ts';
import { operation } from '../http/operation.ts';
import { assertAnswers, changeQuote, loadQuote, type LoadedQuote } from './quote-access.ts';
import { questionOf, rowAnswer, withoutRow, withRow, withRowReplaced, withStepRows } from './quote-data-answers.ts';
import { listDataRows, syncDataRows, type QuoteDataRowRecord } from './quote-data-rows.ts';
import { writeQuote, type Transaction } from './quote-repository.ts';
import { dataRowView } from './quote-views.ts';

/** Saves a new answer map of the quote, checked by the engine, with its rows; answers the rows after the change. */
async function saveAnswers(tx: Transaction, locale: Locale, { record, catalogue }: LoadedQuote, answers: Answers): Promise<QuoteDataRowRecord[]> {
  assertAnswers(locale, catalogue, answers, { path: 'body' });
  await syncDataRows(tx, catalogue, record.quote.id, answers);
  await writeQuote(tx, record, { answers });
  return listDataRows(tx, record.quote.id);
}

async function rowOf(tx: Transaction, quoteId: number, dataId: number): Promise<QuoteDataRowRecord> {
  const row = (await listDataRows(tx, quoteId)).find((r) => r.id === dataId);
  if (!row) throw notFound();
  return row;
}

/** The row that holds `value` of the question after a save. */
function rowFor(rows: QuoteDataRowRecord[], catalogue: Catalogue, questionId: number, value: unknown): QuoteDataRowRecord {
  const question = catalogue.questionsById.get(questionId)!;
  const isChoice = question.type === 'single' || question.type === 'multiple';
  const row = rows.find((r) => r.questionId === questionId && (isChoice ? r.answerId === value : r.answerTextValue === String(value)));
  if (!row) throw notFound();
  return row;
}

export const quoteDataOperations = [
  operation('listQuoteData', {
    permission: 'signed-in',
    handler: async ({ db, catalogues, params: { id }, query: { step_id }, caller }) => {
      await loadQuote(db, catalogues, caller, id);
      const rows = await listDataRows(db, id);
      return { data: rows.filter((row) => step_id === undefined || row.stepId === step_id).map(dataRowView) };
    },
  }),

  operation('getQuoteData', {
    permission: 'signed-in',
    handler: async ({ db, catalogues, params: { id, dataId }, caller }) => {
      await loadQuote(db, catalogues, caller, id);
      const row = (await listDataRows(db, id)).find((r) => r.id === dataId);
      if (!row) throw notFound();
      return { data: dataRowView(row) };
    },
  }),

  operation('createQuoteData', {
    permission: 'QUOTE_EDIT',
    handler: async ({ db, catalogues, params: { id }, body, locale, caller }) => {
      const row = await changeQuote(db, catalogues, caller, id, async (tx, loaded) => {
        const question = questionOf(loaded.catalogue, body.question_id);
        const value = rowAnswer(loaded.catalogue, question, body);
        const rows = await saveAnswers(tx, locale, loaded, withRow(loaded.record.quote.answers, question, value));
        return rowFor(rows, loaded.catalogue, question.id, value);
      });
      return { data: dataRowView(row) };
    },
  }),

  operation('replaceQuoteData', {
    permission: 'QUOTE_EDIT',
    handler: async ({ db, catalogues, params: { id }, body, locale, caller }) => {
      const rows = await changeQuote(db, catalogues, caller, id, async (tx, loaded) =>
        saveAnswers(tx, locale, loaded, withStepRows(loaded.catalogue, loaded.record.quote.answers, body.step_id, body.rows)),
      );
      return { data: rows.filter((row) => row.stepId === body.step_id).map(dataRowView) };
    },
  }),

  operation('updateQuoteData', {
    permission: 'QUOTE_EDIT',
    handler: async ({ db, catalogues, params: { id, dataId }, body, locale, caller }) => {
      const row = await changeQuote(db, catalogues, caller, id, async (tx, loaded) => {
        const old = await rowOf(tx, id, dataId);
        const question = questionOf(loaded.catalogue, body.question_id);
        if (question.id !== old.questionId) throw new AppError(422, 'invalid_answer');
        const value = rowAnswer(loaded.catalogue, question, body);
        const rows = await saveAnswers(tx, locale, loaded, withRowReplaced(loaded.record.quote.answers, question, old, value));
        return rows.find((r) => r.id === dataId) ?? rowFor(rows, loaded.catalogue, question.id, value);
      });
      return { data: dataRowView(row) };
    },
  }),

  operation('deleteQuoteData', {
    permission: 'QUOTE_EDIT',
    handler: async ({ db, catalogues, params: { id, dataId }, locale, caller }) => {
      await changeQuote(db, catalogues, caller, id, async (tx, loaded) => {
        const old = await rowOf(tx, id, dataId);
        const question = questionOf(loaded.catalogue, old.questionId);
        await saveAnswers(tx, locale, loaded, withoutRow(loaded.record.quote.answers, question, old));
      });
    },
  }),
];
