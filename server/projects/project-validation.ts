/**
 * Several quotes of a project validated in one step (issue 32, item 4):
 * each quote through the validation use case of validateQuote
 * (create-order.ts) on its own, in the order given (its checks, its
 * transaction and lock, its own path: the group's confirmation or the order
 * desk, its e-mails and ERP events). A quote that has its order already,
 * found before or lost to a concurrent validation, answers that order: never
 * a second one.
 */
import type { Locale } from '../../engine/index.ts';
import type { CatalogueStore } from '../catalogue/catalogue-store.ts';
import type { Database } from '../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import { AppError } from '../http/app-error.ts';
import type { DataOf } from '../http/operation.ts';
import { ERROR_MESSAGES } from '../i18n/messages.ts';
import { text, type TextTable } from '../i18n/text.ts';
import { createOrder, type OrderRequest } from '../orders/create-order.ts';
import { findQuote } from '../quotes/quote-repository.ts';

type Result = DataOf<'validateProjectQuotes'>['results'][number];

export interface ProjectValidationRequest extends Omit<OrderRequest, 'quoteId' | 'form'> {
  projectId: number;
  quoteIds: readonly number[];
  orderReference: string | null;
}

const ANY_ERROR_MESSAGE: TextTable = ERROR_MESSAGES;

function refused(quoteId: number, error: AppError, locale: Locale, state: Result['quote_state']): Result {
  const message = text(ANY_ERROR_MESSAGE, error.messageKey, locale, error.params);
  return { quote_id: quoteId, order_id: null, quote_state: state, already_validated: false, error: { code: error.code, message, ...(error.details ? { details: error.details } : {}) } };
}

/** The quote of the project as it stands: null when it is not one of the project's the caller sees. */
async function projectQuote(db: Database, request: ProjectValidationRequest, quoteId: number) {
  try {
    const record = await findQuote(db, request.caller, quoteId);
    return record.quote.projectId === request.projectId ? record.quote : null;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

async function validateOne(db: Database, store: CatalogueStore, files: FileStore, request: ProjectValidationRequest, quoteId: number): Promise<Result> {
  const quote = await projectQuote(db, request, quoteId);
  if (!quote) return refused(quoteId, new AppError(404, 'not_found'), request.locale, null);
  if (quote.orderId !== null) return { quote_id: quoteId, order_id: quote.orderId, quote_state: quote.state, already_validated: true, error: null };
  try {
    const orderId = await createOrder(db, store, files, { ...request, quoteId, form: { acceptTerms: true, orderReference: request.orderReference, documents: [] } });
    const after = await projectQuote(db, request, quoteId);
    return { quote_id: quoteId, order_id: orderId, quote_state: after?.state ?? null, already_validated: false, error: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // validated meanwhile by another call: that order is the quote's one
    const now = await projectQuote(db, request, quoteId);
    if (now?.orderId != null) return { quote_id: quoteId, order_id: now.orderId, quote_state: now.state, already_validated: true, error: null };
    return refused(quoteId, error, request.locale, now?.state ?? null);
  }
}

export async function validateProjectQuotes(db: Database, store: CatalogueStore, files: FileStore, request: ProjectValidationRequest): Promise<Result[]> {
  const results: Result[] = [];
  for (const quoteId of request.quoteIds) results.push(await validateOne(db, store, files, request, quoteId));
  return results;
}
