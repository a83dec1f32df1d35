/**
 * What every quote operation starts with: the caller, the quote within its
 * scope with its compiled catalogue, and for a change the row lock, the draft
 * check and the version check. Answer checks come from the engine and are
 * answered in the caller's language.
 */
import { checkAnswers, type Answers, type Catalogue, type CheckAnswersOptions, type Locale } from '../../engine/index.ts';
import { catalogueOfVersion, type CatalogueStore } from '../catalogue/catalogue-store.ts';
import { AppError } from '../http/app-error.ts';
import { validationMessage } from '../i18n/validation-messages.ts';
import type { Database } from '../db/client.ts';
import { findQuote, lockQuote, type QuoteRecord, type Transaction } from './quote-repository.ts';
import type { Caller } from './quote-scope.ts';

export interface LoadedQuote {
  record: QuoteRecord;
  catalogue: Catalogue;
}

/** A quote the caller may see, with its catalogue (404 otherwise). */
export async function loadQuote(db: Database, store: CatalogueStore, caller: Caller, id: number): Promise<LoadedQuote> {
  const record = await findQuote(db, caller, id);
  return { record, catalogue: await catalogueOfVersion(store, record.quote) };
}

/**
 * Runs `change` on a draft quote of the caller (whose operation declares
 * QUOTE_EDIT in the operation table), under its row lock, in
 * one transaction: 404 outside the scope, 409 quote_not_editable past draft,
 * 409 quote_changed when `version` is not the current one.
 */
export async function changeQuote<T>(
  db: Database,
  store: CatalogueStore,
  caller: Caller,
  id: number,
  change: (tx: Transaction, quote: LoadedQuote) => Promise<T>,
  { version }: { version?: number | undefined } = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    const record = await lockQuote(tx, caller, id);
    if (record.quote.state !== 'draft') throw new AppError(409, 'quote_not_editable');
    if (version !== undefined && version !== record.quote.version) throw new AppError(409, 'quote_changed');
    const catalogue = await catalogueOfVersion(store, record.quote, tx);
    return change(tx, { record, catalogue });
  });
}

/** 422 unknown_question / unknown_answer / invalid_answer with a detail per refused answer, in the caller's language. */
export function assertAnswers(locale: Locale, catalogue: Catalogue, answers: Answers, options: CheckAnswersOptions & { path?: string } = {}): void {
  const issues = checkAnswers(catalogue, answers, options);
  if (issues.length === 0) return;
  const code = issues.some((i) => i.code === 'unknown_question') ? 'unknown_question' : issues.some((i) => i.code === 'unknown_answer') ? 'unknown_answer' : 'invalid_answer';
  const details = issues.map((issue) => ({
    path: `${options.path ?? 'body.answers'}.${issue.questionId}`,
    code: issue.code,
    message: validationMessage(issue.code, issue.limit !== undefined ? { limit: issue.limit } : {}, locale),
  }));
  throw new AppError(422, code, { details });
}
