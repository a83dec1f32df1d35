/** The API views of quotes, list rows and data rows. */
import { DEFAULT_VALIDITY, localize, quoteHighlights, validityEnd, type Catalogue, type Locale, type ValidityUnit } from '../../engine/index.ts';
import { companySummary } from '../accounts/account-view.ts';
import type { DataOf } from '../http/operation.ts';
import type { QuoteDataRowRecord } from './quote-data-rows.ts';
import { quoteMoney } from './quote-pricing.ts';
import type { QuoteRecord } from './quote-repository.ts';


/** The version in force when it is newer than the one pricing a draft quote (which may then be repriced), else null. */
export function newerVersion({ quote, familyInForce }: QuoteRecord): number | null {
  return quote.state === 'draft' && familyInForce !== null && familyInForce > quote.familyVersion ? familyInForce : null;
}

function familyRef(record: QuoteRecord, catalogue: Catalogue, locale: Locale) {
  return { id: record.quote.familyId, key: catalogue.key, title: localize(catalogue.title, locale) };
}

export function quoteView(record: QuoteRecord, catalogue: Catalogue, locale: Locale): DataOf<'getQuote'> {
  const { quote } = record;
  const money = quoteMoney(record);
  return {
    id: quote.id,
    version: quote.version,
    name: quote.name,
    reference: quote.reference,
    project_number: quote.projectNumber,
    project_id: quote.projectId,
    family_id: quote.familyId,
    family_version: quote.familyVersion,
    newer_version: newerVersion(record),
    family: familyRef(record, catalogue, locale),
    billing: quote.billing,
    billing_client: record.billingClient && companySummary(record.billingClient),
    installer: record.installer && companySummary(record.installer),
    client: companySummary(record.client),
    currency: money.currency,
    exchange_rate: money.exchange_rate,
    end_customer_reference: quote.endCustomerReference,
    state: quote.state,
    answers: quote.answers,
    origin_answers: quote.answers,
    answers_from_pool: quote.answersFromPool,
    last_step_id: quote.lastStepId,
    user_id: quote.userId,
    user_default_client_id: quote.userDefaultClientId,
    created_by: record.createdBy,
    created_at: quote.createdAt.toISOString(),
    updated_at: quote.updatedAt.toISOString(),
    validated_at: quote.validatedAt?.toISOString() ?? null,
    order_id: quote.orderId,
    rejection_reason: quote.rejectionReason,
  };
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The offer's validity period as its customisation says, or the default (30 days). */
export interface Validity {
  value: number;
  unit: ValidityUnit;
}

export function quoteListItemView(record: QuoteRecord, catalogue: Catalogue, locale: Locale, validity: Validity = DEFAULT_VALIDITY): DataOf<'listQuotes'>[number] {
  const { quote } = record;
  const highlights = quoteHighlights(catalogue, quote.answers, locale);
  return {
    id: quote.id,
    project_number: quote.projectNumber,
    project_id: quote.projectId,
    reference: quote.reference,
    created_by: record.createdBy,
    family: familyRef(record, catalogue, locale),
    name: quote.name,
    start_date: isoDate(quote.createdAt),
    end_date: validityEnd(isoDate(quote.createdAt), validity.value, validity.unit),
    created_at: quote.createdAt.toISOString(),
    updated_at: quote.updatedAt.toISOString(),
    model: highlights.model,
    pool: highlights.pool,
    sent_at: quote.validatedAt?.toISOString() ?? null,
    colour: highlights.colour,
    state: quote.state,
    order_id: quote.orderId,
  };
}

export function dataRowView(row: QuoteDataRowRecord): DataOf<'getQuoteData'> {
  return {
    id: row.id,
    quote_id: row.quoteId,
    question_id: row.questionId,
    step_id: row.stepId,
    answer_id: row.answerId,
    answer_text_value: row.answerTextValue,
    updated_at: row.updatedAt.toISOString(),
  };
}
