/**
 * Orders for server tests, made the way validateQuote makes them: the quote
 * priced by the engine, its lines frozen into a new order with the quote's
 * parties, a purchase-order file in the file store with its row, the
 * quote's life-cycle transition and the `validated` timeline event, in one
 * transaction.
 */
import { eq } from 'drizzle-orm';
import type { TestServer } from '../helpers/test-server.ts';
import { createCatalogueStore } from '../../../server/catalogue/catalogue-store.ts';
import { families, orderEvents, orders, quotes, storedFiles } from '../../../server/db/schema.ts';
import { fileStore } from '../../../server/files/file-store.ts';
import { quoteTransition } from '../../../server/quotes/quote-lifecycle.ts';
import { calculationSettings, priceRecord } from '../../../server/quotes/quote-pricing.ts';
import { lockQuoteById } from '../../../server/quotes/quote-repository.ts';

export const PURCHASE_ORDER_BYTES = Buffer.from('%PDF-1.7\n% purchase order of a test\n%%EOF\n');

let sequence = 0;

export interface InsertedOrder {
  id: number;
  number: string;
  fileId: string;
}

export async function insertOrder(
  server: TestServer,
  quoteId: number,
  options: { orderReference?: string; requestedDeliveryDate?: string; product?: Record<string, string> } = {},
): Promise<InsertedOrder> {
  const { db } = server;
  const written = await fileStore(server.config.dataDir).write(PURCHASE_ORDER_BYTES);
  sequence += 1;
  const number = `O-2026-${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(3, '0')}`;
  // the catalogue is read before the transaction (PGlite has one connection)
  const [family] = await db.select({ id: quotes.familyId, updatedAt: families.updatedAt }).from(quotes).innerJoin(families, eq(families.id, quotes.familyId)).where(eq(quotes.id, quoteId));
  if (!family) throw new Error(`no quote ${quoteId}`);
  const catalogue = await createCatalogueStore(db).catalogueAt(family.id, family.updatedAt);
  const id = await db.transaction(async (tx) => {
    const record = await lockQuoteById(tx, quoteId, db);
    if (!record) throw new Error(`no quote ${quoteId}`);
    const { quote } = record;
    const move = quoteTransition(quote.state, 'validate', { billing: quote.billing });
    if (!move.ok) throw new Error(move.error);
    const calculation = priceRecord(record, catalogue, calculationSettings(record));
    await tx.insert(storedFiles).values({ id: written.id, clientId: quote.clientId, kind: 'purchase_order', name: `${number}.pdf`, contentType: 'application/pdf', sizeBytes: written.sizeBytes, sha256: written.sha256 });
    const [order] = await tx
      .insert(orders)
      .values({
        number,
        quoteId,
        clientId: quote.clientId,
        externalCompanyId: quote.externalCompanyId,
        familyId: quote.familyId,
        billing: quote.billing,
        billingClientId: quote.billingClientId,
        installerId: quote.installerId,
        authorId: quote.userId,
        orderReference: options.orderReference ?? null,
        customerReference: options.orderReference ?? quote.endCustomerReference,
        product: options.product ?? { en: 'Blue 400 µm', fr: 'Bleu 400 µm', de: 'Blau 400 µm', es: 'Azul 400 µm', nl: 'Blauw 400 µm', it: 'Blu 400 µm' },
        awaitingConfirmation: move.to === 'pending_confirmation',
        calculation,
        answers: quote.answers,
        currency: calculation.currency,
        totalExVatCents: calculation.totalExVatCents,
        totalInclVatCents: calculation.totalInclVatCents,
        installerTotalCents: calculation.installerTotalWithDiscountCents,
        purchaseOrderFileId: written.id,
        purchaseOrderLocale: 'en',
        requestedDeliveryDate: options.requestedDeliveryDate ?? null,
      })
      .returning({ id: orders.id });
    await tx.update(quotes).set({ state: move.to, validatedAt: new Date(), orderId: order!.id, rejectionReason: null, version: quote.version + 1 }).where(eq(quotes.id, quoteId));
    await tx.insert(orderEvents).values({ orderId: order!.id, kind: 'validated', userId: quote.userId, locale: 'en' });
    return order!.id;
  });
  return { id, number, fileId: written.id };
}
