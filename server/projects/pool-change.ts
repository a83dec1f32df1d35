/**
 * A project's pool changed (issue 32): what it does to each of the
 * project's draft quotes, shown first (getProjectPoolImpact) and then
 * applied to the chosen ones in the project's transaction (updateProject's
 * `update_quote_ids`). In a quote, the pool-bound questions whose answer is
 * still the pool's (`answers_from_pool`) or not given yet take the new
 * pool's values; one the new pool no longer fills loses its answer; the
 * answers the user changed stay.
 */
import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq } from 'drizzle-orm';
import { formatAnswer, localize, type Answers, type Catalogue, type Locale, type PoolMeasures } from '../../engine/index.ts';
import { catalogueOfVersion, type CatalogueStore } from '../catalogue/catalogue-store.ts';
import type { Queryable, Transaction } from '../db/client.ts';
import { quotes } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { DataOf } from '../http/operation.ts';
import { ERROR_MESSAGES } from '../i18n/messages.ts';
import { text } from '../i18n/text.ts';
import { syncDataRows } from '../quotes/quote-data-rows.ts';
import { poolAnswers } from '../quotes/quote-pool.ts';
import { calculateRecord, calculationSettings } from '../quotes/quote-pricing.ts';
import { findQuotes, lockQuoteById, writeQuote, type QuoteRecord, type QuoteRow } from '../quotes/quote-repository.ts';
import { quoteScope, scopeValues, type Caller } from '../quotes/quote-scope.ts';
import type { Pool } from './pool.ts';

export interface PoolChange {
  answers: Answers;
  fromPool: string[];
  /** Question ids whose answer differs. */
  changed: string[];
}

/** The quote's answers under `pool`. */
export function quoteUnderPool(catalogue: Catalogue, quote: Pick<QuoteRow, 'answers' | 'answersFromPool'>, pool: Pool): PoolChange {
  const fromPool = new Set(quote.answersFromPool);
  // answered by hand: kept as they are
  const keep = Object.keys(quote.answers).filter((id) => !fromPool.has(id));
  const base: Answers = Object.fromEntries(Object.entries(quote.answers).filter(([id]) => !fromPool.has(id)));
  const derived = poolAnswers(catalogue, pool as PoolMeasures, base, keep);
  const answers: Answers = { ...base, ...derived.answers };
  const ids = new Set([...Object.keys(quote.answers), ...Object.keys(answers)]);
  const changed = [...ids].filter((id) => !isDeepStrictEqual(quote.answers[id], answers[id]));
  return { answers, fromPool: derived.fromPool, changed };
}

/** The project's draft quotes the caller sees, oldest first. */
export function projectDrafts(db: Queryable, caller: Caller, projectId: number): Promise<QuoteRecord[]> {
  return findQuotes(db, and(eq(quotes.projectId, projectId), eq(quotes.state, 'draft'), quoteScope(scopeValues(caller))), [asc(quotes.id)], 100, 0);
}

type ImpactQuote = DataOf<'getProjectPoolImpact'>['quotes'][number];

const totalOf = (record: QuoteRecord, catalogue: Catalogue, answers: Answers) => calculateRecord(record, catalogue, calculationSettings(record), answers);

/** What `pool` would change in one draft quote: its answers and its total ex VAT before and after. */
export function quoteImpact(record: QuoteRecord, catalogue: Catalogue, pool: Pool, locale: Locale): ImpactQuote {
  const change = quoteUnderPool(catalogue, record.quote, pool);
  const label = (question: Parameters<typeof formatAnswer>[1], value: Answers[string] | undefined) => (value === undefined ? null : formatAnswer(catalogue, question, value, locale));
  const changes = change.changed.flatMap((id) => {
    const question = catalogue.questionsById.get(Number(id));
    if (!question) return [];
    const before = record.quote.answers[id];
    const after = change.answers[id];
    return [{ question_id: question.id, question: localize(question.title, locale), before: before ?? null, after: after ?? null, before_label: label(question, before), after_label: label(question, after) }];
  });
  const before = totalOf(record, catalogue, record.quote.answers);
  const after = change.changed.length === 0 ? before : totalOf(record, catalogue, change.answers);
  const failed = after.status !== 'ok' ? after : before.status !== 'ok' ? before : null;
  return {
    quote_id: record.quote.id,
    reference: record.quote.reference,
    name: record.quote.name,
    family: { id: record.quote.familyId, key: catalogue.key, title: localize(catalogue.title, locale) },
    changes,
    currency: (before.status === 'ok' ? before.calculation.currency : after.status === 'ok' ? after.calculation.currency : (record.quote.currency ?? 'EUR')) as ImpactQuote['currency'],
    before_total_ex_vat_cents: before.status === 'ok' ? before.calculation.total_ex_vat_cents : null,
    after_total_ex_vat_cents: after.status === 'ok' ? after.calculation.total_ex_vat_cents : null,
    error: failed ? { code: failed.status, message: text(ERROR_MESSAGES, failed.status, locale) } : null,
  };
}

/**
 * Brings the quotes `ids` of the project to `pool`, in the caller's
 * transaction (which holds the project's lock): each must be a draft of the
 * project in the caller's scope (else 422 quote_not_updatable with a detail
 * per id, nothing written); its answers and data rows are rewritten, its
 * version grows.
 */
export async function bringQuotesToPool(tx: Transaction, store: CatalogueStore, caller: Caller, projectId: number, pool: Pool, ids: readonly number[], locale: Locale): Promise<void> {
  const visible = new Set((await findQuotes(tx, and(eq(quotes.projectId, projectId), quoteScope(scopeValues(caller))), [asc(quotes.id)], 1000, 0)).map((record) => record.quote.id));
  const locked: QuoteRecord[] = [];
  const refused: number[] = [];
  for (const [index, id] of ids.entries()) {
    const record = visible.has(id) ? await lockQuoteById(tx, id) : null;
    if (!record || record.quote.projectId !== projectId || record.quote.state !== 'draft') refused.push(index);
    else locked.push(record);
  }
  if (refused.length > 0) {
    const message = text(ERROR_MESSAGES, 'not_a_draft_of_project', locale);
    throw new AppError(422, 'quote_not_updatable', { details: refused.map((index) => ({ path: `body.update_quote_ids.${index}`, code: 'quote_not_updatable', message })) });
  }
  for (const record of locked) {
    const catalogue = await catalogueOfVersion(store, record.quote, tx);
    const change = quoteUnderPool(catalogue, record.quote, pool);
    if (change.changed.length === 0 && isDeepStrictEqual(change.fromPool.sort(), [...record.quote.answersFromPool].sort())) continue;
    await writeQuote(tx, record, { answers: change.answers, answersFromPool: change.fromPool });
    await syncDataRows(tx, catalogue, record.quote.id, change.answers);
  }
}
