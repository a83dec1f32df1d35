/**
 * Validation of a quote into an order (validateQuote) and its purchase
 * order (getQuotePurchaseOrder). The rules live in server/orders/: the form
 * (validation-form.ts), the checks (validation-checks.ts) and the one
 * transaction (create-order.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { CatalogueStore } from '../catalogue/catalogue-store.ts';
import { orders } from '../db/schema.ts';
import { fileStore } from '../files/file-store.ts';
import { seesInstallerTerms } from '../accounts/installer-terms.ts';
import { AppError } from '../http/app-error.ts';
import { authOf } from '../http/authenticate.ts';
import { createOrder } from '../orders/create-order.ts';
import { findOrder } from '../orders/order-repository.ts';
import { orderView } from '../orders/order-view.ts';
import { readValidationForm } from '../orders/validation-form.ts';
import { sendPdf } from '../pdf/send-pdf.ts';
import { callerOf, loadQuote } from '../quotes/quote-access.ts';
import { quoteView } from '../quotes/quote-views.ts';
import type { PathOf, ServiceContext, ServiceHandlers } from '../http/operation.ts';

export function validationService({ db, config }: ServiceContext, store: CatalogueStore): ServiceHandlers {
  const files = fileStore(config.dataDir);
  return {
    async validateQuote(request) {
      const caller = callerOf(request, 'QUOTE_VALIDATE');
      const { id } = request.params as PathOf<'validateQuote'>;
      const auth = authOf(request);
      const withTerms = seesInstallerTerms(auth);
      // 404 before reading any upload of a quote the caller may not see
      await loadQuote(db, store, caller, id);
      const form = await readValidationForm(request, config);
      if (!form.acceptTerms) throw new AppError(422, 'terms_not_accepted');
      const orderId = await createOrder(db, store, files, {
        caller,
        quoteId: id,
        form,
        locale: request.locale,
        validatedBy: `${auth.user.firstName} ${auth.user.lastName}`.trim(),
        withTerms,
        log: { error: (details, message) => request.log.error(details, message), warn: (message) => request.log.warn(message) },
      });
      const { record, catalogue } = await loadQuote(db, store, caller, id);
      const order = await findOrder(db, orderId, record.quote.reference);
      if (!order) throw new AppError(422, 'order_not_finalised');
      return { data: { quote: quoteView(record, catalogue, request.locale), order: orderView(order, request.locale, withTerms) } };
    },

    async getQuotePurchaseOrder(request, reply) {
      const { id } = request.params as PathOf<'getQuotePurchaseOrder'>;
      const { record } = await loadQuote(db, store, callerOf(request), id);
      const [order] = record.quote.orderId === null ? [] : await db.select().from(orders).where(and(eq(orders.id, record.quote.orderId), eq(orders.quoteId, id)));
      const bytes = order ? await files.read(order.purchaseOrderFileId) : null;
      if (!order || !bytes) throw new AppError(404, 'purchase_order_not_found');
      return sendPdf(reply, bytes, `${order.number}.pdf`);
    },
  };
}
