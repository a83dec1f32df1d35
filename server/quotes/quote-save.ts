/**
 * updateQuote's changes, and the builder's usual save without a transaction:
 * answers changed in place (a new dimension, another choice, a box ticked)
 * are written by one conditional statement, the quote's update with its data
 * rows' in a CTE, on the version that was read (compare and set). Saved
 * meanwhile by another process: read again and retry; saves of one quote in
 * this process wait for each other instead. Anything else (rows added
 * or removed, the parties) goes through the locked transaction of
 * changeQuote (handlers.ts).
 */
import type { Answers, Catalogue, Locale } from '../../engine/index.ts';
import type { CatalogueStore } from '../catalogue/catalogue-store.ts';
import type { Database } from '../db/client.ts';
import type { quotes } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { assertAnswers, loadQuote } from './quote-access.ts';
import { inPlaceRewrites, syncDataRows } from './quote-data-rows.ts';
import { keptFromPool } from './quote-pool.ts';
import { lockQuote } from './quote-repository.ts';
import { writeQuoteAndRows } from './quote-write.ts';
import type { Caller } from './quote-scope.ts';
import { quoteView } from './quote-views.ts';

export interface QuoteUpdate {
  name?: string | undefined;
  end_customer_reference?: string | null | undefined;
  last_step_id?: number | undefined;
  answers?: Record<string, unknown> | undefined;
  completed_step_id?: number | undefined;
  version?: number | undefined;
  billing?: unknown;
  installer_id?: unknown;
  project_id?: unknown;
}

/** Reads that find the quote saved meanwhile before this save gives way to the locked path. */
const ATTEMPTS = 3;

/** The quote's own changes of an update (the parties aside), checked: 422 unknown_step, the engine's answer checks. */
export function plainChanges(body: QuoteUpdate, catalogue: Catalogue, locale: Locale): Partial<typeof quotes.$inferInsert> {
  const changes: Partial<typeof quotes.$inferInsert> = {};
  if (body.name !== undefined) changes.name = body.name.trim();
  if (body.end_customer_reference !== undefined) changes.endCustomerReference = body.end_customer_reference;
  if (body.last_step_id !== undefined) {
    const known = body.last_step_id <= 0 || body.last_step_id === 10 || body.last_step_id === 11 || catalogue.stepsById.has(body.last_step_id);
    if (!known) throw new AppError(422, 'unknown_step');
    changes.lastStepId = body.last_step_id;
  }
  if (body.answers !== undefined) {
    const answers = body.answers as Answers;
    assertAnswers(locale, catalogue, answers, body.completed_step_id !== undefined ? { completedStepId: body.completed_step_id } : {});
    changes.answers = answers;
  }
  return changes;
}

/**
 * The save of answers changed in place, without a transaction: the quote
 * view after it, or null when the save needs the locked path. 404, 409
 * quote_not_editable, 409 quote_changed and 422 as the locked path answers
 * them.
 */
export async function saveInPlace(db: Database, store: CatalogueStore, caller: Caller, id: number, body: QuoteUpdate, locale: Locale) {
  if (body.answers === undefined || body.billing !== undefined || body.installer_id !== undefined || body.project_id !== undefined) return null;
  return oneAtATime(id, () => compareAndSave(db, store, caller, id, body, locale));
}

/** The saves of one quote in this process, one after the other, so that they do not make each other read again. */
const saving = new Map<number, Promise<unknown>>();

async function oneAtATime<T>(id: number, run: () => Promise<T>): Promise<T> {
  const mine = (saving.get(id) ?? Promise.resolve()).then(run);
  const settled = mine.catch(() => undefined);
  saving.set(id, settled);
  try {
    return await mine;
  } finally {
    if (saving.get(id) === settled) saving.delete(id);
  }
}

async function compareAndSave(db: Database, store: CatalogueStore, caller: Caller, id: number, body: QuoteUpdate, locale: Locale) {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const { record, catalogue } = await loadQuote(db, store, caller, id);
    if (record.quote.state !== 'draft') throw new AppError(409, 'quote_not_editable');
    if (body.version !== undefined && body.version !== record.quote.version) throw new AppError(409, 'quote_changed');
    const changes = plainChanges(body, catalogue, locale);
    // an answer from the pool changed by hand no longer comes from it
    const kept = keptFromPool(record.quote.answersFromPool, record.quote.answers, changes.answers!);
    if (kept) changes.answersFromPool = kept;
    const { rewrites, left } = inPlaceRewrites(catalogue, changes.answers!, record.quote.answers);
    if (left.size > 0) return null;
    const written = await writeQuoteAndRows(db, record, changes, rewrites, new Date(), { ifUnchanged: true });
    if (!written) continue;
    if (written.missing.size > 0) await repairRows(db, catalogue, caller, id, written.missing);
    return quoteView({ ...record, quote: written.quote }, catalogue, locale);
  }
  return null;
}

/** Rows that were not where the answers said (missing, or doubled): written again from the answers, under the quote's lock. */
async function repairRows(db: Database, catalogue: Catalogue, caller: Caller, id: number, questions: Set<number>): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await lockQuote(tx, caller, id);
    await syncDataRows(tx, catalogue, id, record.quote.answers, questions);
  });
}
