/**
 * The quote data resource: the saved answers row by row. Every change goes
 * through the answer map, checked by the engine, in one transaction.
 */
import type { FastifyRequest } from 'fastify';
import type { Answers, Catalogue } from '../../engine/index.ts';
import type { CatalogueStore } from '../catalogue/catalogue-store.ts';
import { AppError, notFound } from '../http/app-error.ts';
import { assertAnswers, callerOf, changeQuote, loadQuote, type LoadedQuote } from '../quotes/quote-access.ts';
import { questionOf, rowAnswer, withoutRow, withRow, withRowReplaced, withStepRows } from '../quotes/quote-data-answers.ts';
import { listDataRows, syncDataRows, type QuoteDataRowRecord } from '../quotes/quote-data-rows.ts';
import { writeQuote, type Transaction } from '../quotes/quote-repository.ts';
import { dataRowView } from '../quotes/quote-views.ts';
import type { BodyOf, PathOf, QueryOf, ServiceContext, ServiceHandlers } from '../http/operation.ts';

/** Saves a new answer map of the quote, checked by the engine, with its rows; answers the rows after the change. */
async function saveAnswers(tx: Transaction, request: FastifyRequest, { record, catalogue }: LoadedQuote, answers: Answers): Promise<QuoteDataRowRecord[]> {
  assertAnswers(request, catalogue, answers, { path: 'body' });
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

export function quoteDataService({ db }: ServiceContext, store: CatalogueStore): ServiceHandlers {
  return {
    async listQuoteData(request) {
      const { id } = request.params as PathOf<'listQuoteData'>;
      const { step_id } = request.query as QueryOf<'listQuoteData'>;
      await loadQuote(db, store, callerOf(request), id);
      const rows = await listDataRows(db, id);
      return { data: rows.filter((row) => step_id === undefined || row.stepId === step_id).map(dataRowView) };
    },

    async getQuoteData(request) {
      const { id, dataId } = request.params as PathOf<'getQuoteData'>;
      await loadQuote(db, store, callerOf(request), id);
      const row = (await listDataRows(db, id)).find((r) => r.id === dataId);
      if (!row) throw notFound();
      return { data: dataRowView(row) };
    },

    async createQuoteData(request, reply) {
      const { id } = request.params as PathOf<'createQuoteData'>;
      const body = request.body as BodyOf<'createQuoteData'>;
      const row = await changeQuote(db, store, request, id, async (tx, loaded) => {
        const question = questionOf(loaded.catalogue, body.question_id);
        const value = rowAnswer(loaded.catalogue, question, body);
        const rows = await saveAnswers(tx, request, loaded, withRow(loaded.record.quote.answers, question, value));
        return rowFor(rows, loaded.catalogue, question.id, value);
      });
      reply.status(201);
      return { data: dataRowView(row) };
    },

    async replaceQuoteData(request) {
      const { id } = request.params as PathOf<'replaceQuoteData'>;
      const body = request.body as BodyOf<'replaceQuoteData'>;
      const rows = await changeQuote(db, store, request, id, async (tx, loaded) =>
        saveAnswers(tx, request, loaded, withStepRows(loaded.catalogue, loaded.record.quote.answers, body.step_id, body.rows)),
      );
      return { data: rows.filter((row) => row.stepId === body.step_id).map(dataRowView) };
    },

    async updateQuoteData(request) {
      const { id, dataId } = request.params as PathOf<'updateQuoteData'>;
      const body = request.body as BodyOf<'updateQuoteData'>;
      const row = await changeQuote(db, store, request, id, async (tx, loaded) => {
        const old = await rowOf(tx, id, dataId);
        const question = questionOf(loaded.catalogue, body.question_id);
        if (question.id !== old.questionId) throw new AppError(422, 'invalid_answer');
        const value = rowAnswer(loaded.catalogue, question, body);
        const rows = await saveAnswers(tx, request, loaded, withRowReplaced(loaded.record.quote.answers, question, old, value));
        return rows.find((r) => r.id === dataId) ?? rowFor(rows, loaded.catalogue, question.id, value);
      });
      return { data: dataRowView(row) };
    },

    async deleteQuoteData(request, reply) {
      const { id, dataId } = request.params as PathOf<'deleteQuoteData'>;
      await changeQuote(db, store, request, id, async (tx, loaded) => {
        const old = await rowOf(tx, id, dataId);
        const question = questionOf(loaded.catalogue, old.questionId);
        await saveAnswers(tx, request, loaded, withoutRow(loaded.record.quote.answers, question, old));
      });
      return reply.status(204).send();
    },
  };
}
