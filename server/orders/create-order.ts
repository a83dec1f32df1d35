/**
 * Validation of a quote into an order, exactly once and all or nothing, in
 * two parts:
 * 1. Printing, outside any transaction: the quote read, checked and priced,
 *    the order's number taken, the attached documents and the purchase-order
 *    PDF written to the file store (fsynced). The PDF may wait for a document
 *    worker; on PGlite an open transaction holds the one connection, so
 *    nothing that waits runs inside one.
 * 2. Recording, in ONE short transaction holding the quote's row lock: the
 *    life-cycle move (a quote already validated answers 409), the engine's
 *    checks and price again on the locked quote (a quote saved or repriced
 *    since part 1 answers 409 quote_changed: the purchase order printed would
 *    not be its own), the files' rows, the order with its frozen lines and
 *    totals, its documents, its `validated` event (the relay turns it into
 *    e-mails and ERP messages) and the quote's new state.
 *
 * Concurrent validations of one quote queue on the lock: the first commits,
 * the others then read a validated quote and answer 409. Any other failure
 * rolls everything back, removes the files already written and answers
 * `422 order_not_finalised`; a process killed in the middle leaves files
 * without rows, which the start-up sweep removes (server/files/sweep-files.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { LOCALES, quoteHighlights, summariseAnswers, localize, type Catalogue, type Locale } from '../../engine/index.ts';
import { catalogueOfVersion, type CatalogueStore } from '../catalogue/catalogue-store.ts';
import type { Database } from '../db/client.ts';
import { companies, orderDocuments, orderEvents, orders, storedFiles } from '../db/schema.ts';
import type { FileStore, WrittenFile } from '../files/file-store.ts';
import { AppError } from '../http/app-error.ts';
import { sqlStateOf } from '../db/connection-loss.ts';
import type { PurchaseOrderInput } from '../pdf/purchase-order.ts';
import { renderDocument } from '../pdf/render-document.ts';
import { quoteTransition } from '../quotes/quote-lifecycle.ts';
import { calculationSettings, priceRecord } from '../quotes/quote-pricing.ts';
import { freezePrice } from './order-price-snapshot.ts';
import { findQuote, lockQuote, writeQuote, type QuoteRecord } from '../quotes/quote-repository.ts';
import type { Caller } from '../quotes/quote-scope.ts';
import { assertValidatable } from './validation-checks.ts';
import type { ValidationForm } from './validation-form.ts';
import { validationPause } from './validation-pause.ts';

export interface OrderRequest {
  caller: Caller;
  quoteId: number;
  form: ValidationForm;
  locale: Locale;
  /** The validating user's name, printed on the purchase order. */
  validatedBy: string;
  /** Whether the validating user sees the installer's discount and net total (not an external client's user). */
  withTerms: boolean;
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
}

/** `O-2026-000078`. */
export const orderNumber = (id: number, at: Date) => `O-${at.getUTCFullYear()}-${String(id).padStart(6, '0')}`;

/** The order's id taken ahead of its row: the purchase order printed before the row is written carries its number. */
async function nextOrderId(db: Database): Promise<number> {
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
  return Number((result as unknown as { rows: { id: number }[] }).rows[0]!.id);
}

/** The product variant (step-1 answer) in every language, for the order list. */
function productLabels(catalogue: Catalogue, answers: Record<string, unknown>): Record<string, string> | null {
  const entries = LOCALES.map((locale) => [locale, quoteHighlights(catalogue, answers as never, locale).model] as const).filter((entry): entry is readonly [Locale, string] => entry[1] !== null);
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** The quote's checks and price: on the quote read to print, then again on the quote locked to record. */
async function checkAndPrice(record: QuoteRecord, store: CatalogueStore, request: OrderRequest, via: Parameters<CatalogueStore['version']>[2]) {
  const move = quoteTransition(record.quote.state, 'validate', { billing: record.quote.billing });
  if (!move.ok) throw new AppError(409, move.error);
  const catalogue = await catalogueOfVersion(store, record.quote, via);
  assertValidatable(record, catalogue, request.locale, request.log.error);
  const calculation = priceRecord(record, catalogue, calculationSettings(record), request.log.warn);
  return { move, catalogue, calculation };
}

interface PrintedOrder {
  id: number;
  number: string;
  now: Date;
  /** The quote as printed: recording refuses a quote changed since. */
  version: number;
  customerReference: string | null;
  price: string;
  documents: Array<ValidationForm['documents'][number] & { file: WrittenFile }>;
  purchaseOrder: WrittenFile;
}

/** Part 1: everything that takes time, outside any transaction; the files written are listed in `written` as they are. */
async function printOrder(db: Database, store: CatalogueStore, write: (bytes: Buffer) => Promise<WrittenFile>, request: OrderRequest): Promise<PrintedOrder> {
  const { form, locale } = request;
  const record = await findQuote(db, request.caller, request.quoteId);
  const { move, catalogue, calculation } = await checkAndPrice(record, store, request, db);
  const id = await nextOrderId(db);
  const now = new Date();
  const number = orderNumber(id, now);
  const documents = [];
  for (const document of form.documents) documents.push({ ...document, file: await write(document.bytes) });
  await validationPause('documents_written');

  const [supplier] = await db.select().from(companies).where(eq(companies.kind, 'manufacturer')).limit(1);
  const awaitingConfirmation = move.to === 'pending_confirmation';
  const customerReference = form.orderReference ?? record.quote.endCustomerReference;
  const purchaseOrderInput: PurchaseOrderInput = {
    number,
    date: now,
    locale,
    quote: { reference: record.quote.reference, projectNumber: record.quote.projectNumber, name: record.quote.name },
    customerReference,
    validatedBy: request.validatedBy,
    familyTitle: localize(catalogue.title, locale),
    configuration: summariseAnswers(catalogue, record.quote.answers, locale),
    calculation,
    supplier: supplier ?? null,
    orderedBy: record.installer ?? record.client,
    billedTo: record.billingClient ?? record.installer ?? record.client,
    // an external client's users may download the purchase order of their quote: its installer's terms stay off it
    withTerms: request.withTerms && record.quote.externalCompanyId === null,
    awaitingGroup: awaitingConfirmation ? (record.billingClient?.name ?? null) : null,
    documents: documents.map((document) => document.fileName),
  };
  const pdf = await renderDocument({ kind: 'purchase_order', input: purchaseOrderInput }, { warn: request.log.warn });
  const purchaseOrder = await write(pdf);
  await validationPause('files_written');
  return { id, number, now, version: record.quote.version, customerReference, price: JSON.stringify(freezePrice(calculation)), documents, purchaseOrder };
}

export async function createOrder(db: Database, store: CatalogueStore, files: FileStore, request: OrderRequest): Promise<number> {
  const { caller, form, locale } = request;
  const written: string[] = [];
  const write = async (bytes: Buffer): Promise<WrittenFile> => {
    const file = await files.write(bytes);
    written.push(file.id);
    return file;
  };
  let orderId: number;
  try {
    const printed = await printOrder(db, store, write, request);
    const { id, number, now, documents, purchaseOrder } = printed;
    // part 2: the short transaction that makes it an order
    orderId = await db.transaction(async (tx) => {
      const record = await lockQuote(tx, caller, request.quoteId);
      const { move, catalogue, calculation } = await checkAndPrice(record, store, request, tx);
      if (record.quote.version !== printed.version || JSON.stringify(freezePrice(calculation)) !== printed.price) throw new AppError(409, 'quote_changed');
      const awaitingConfirmation = move.to === 'pending_confirmation';

      const fileRow = (file: WrittenFile, kind: 'order_document' | 'purchase_order', name: string, contentType: string) => ({
        id: file.id,
        clientId: record.quote.clientId,
        kind,
        name,
        contentType,
        sizeBytes: file.sizeBytes,
        sha256: file.sha256,
        createdAt: now,
      });
      await tx
        .insert(storedFiles)
        .values([
          fileRow(purchaseOrder, 'purchase_order', `${number}.pdf`, 'application/pdf'),
          ...documents.map((document) => fileRow(document.file, 'order_document', document.fileName, document.contentType)),
        ]);
      await tx.insert(orders).values({
        id,
        number,
        quoteId: record.quote.id,
        clientId: record.quote.clientId,
        externalCompanyId: record.quote.externalCompanyId,
        familyId: record.quote.familyId,
        familyVersion: record.quote.familyVersion,
        billing: record.quote.billing,
        billingClientId: record.quote.billingClientId,
        installerId: record.quote.installerId,
        authorId: caller.userId,
        orderReference: form.orderReference,
        customerReference: printed.customerReference,
        product: productLabels(catalogue, record.quote.answers),
        awaitingConfirmation,
        calculation: freezePrice(calculation),
        answers: record.quote.answers,
        currency: calculation.currency,
        totalExVatCents: calculation.total_ex_vat_cents,
        totalInclVatCents: calculation.total_incl_vat_cents,
        installerTotalCents: calculation.installer_total_with_discount_cents,
        purchaseOrderFileId: purchaseOrder.id,
        purchaseOrderLocale: locale,
        createdAt: now,
        updatedAt: now,
      });
      if (documents.length > 0) {
        await tx.insert(orderDocuments).values(documents.map((document, position) => ({ orderId: id, fileId: document.file.id, position })));
      }
      await tx.insert(orderEvents).values({ orderId: id, kind: 'validated', fromValue: record.quote.state, toValue: move.to, userId: caller.userId, locale, createdAt: now });
      await writeQuote(tx, record, { state: move.to, validatedAt: now, orderId: id, rejectionReason: null });
      await validationPause('before_commit');
      return id;
    });
  } catch (error) {
    await files.remove(written).catch(() => undefined);
    if (error instanceof AppError) throw error;
    // the one alive order of the quote exists already (the partial unique index)
    if (sqlStateOf(error) === '23505') throw new AppError(409, 'quote_already_validated');
    request.log.error({ err: error, quote: request.quoteId }, 'validation failed, nothing kept');
    throw new AppError(422, 'order_not_finalised');
  }
  await validationPause('after_commit');
  return orderId;
}
