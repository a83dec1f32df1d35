/**
 * Validation of a quote into an order (validateQuote: QUOTE_VALIDATE) and its
 * purchase order (getQuotePurchaseOrder). The rules live beside this file:
 * the form (validation-form.ts), the checks (validation-checks.ts) and the
 * one transaction (create-order.ts).
 */
import { and, eq } from 'drizzle-orm';
import { seesInstallerTerms } from '../accounts/installer-terms.ts';
import { orders } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { operation } from '../http/operation.ts';
import { sendPdf } from '../pdf/send-pdf.ts';
import { loadQuote } from '../quotes/quote-access.ts';
import { quoteView } from '../quotes/quote-views.ts';
import { createOrder } from './create-order.ts';
import { findOrder } from './order-repository.ts';
import { orderView } from './order-view.ts';
import { readValidationForm } from './validation-form.ts';

export const validationOperations = [
  operation('validateQuote', {
    permission: 'QUOTE_VALIDATE',
    handler: async ({ db, files, config, catalogues, params: { id }, locale, auth, caller, request }) => {
      const withTerms = seesInstallerTerms(auth);
      // 404 before reading any upload of a quote the caller may not see
      await loadQuote(db, catalogues, caller, id);
      const form = await readValidationForm(request, config);
      if (!form.acceptTerms) throw new AppError(422, 'terms_not_accepted');
      const orderId = await createOrder(db, catalogues, files, {
        caller,
        quoteId: id,
        form,
        locale,
        validatedBy: `${auth.user.firstName} ${auth.user.lastName}`.trim(),
        withTerms,
        log: { error: (details, message) => request.log.error(details, message), warn: (details, message) => request.log.warn(details, message) },
      });
      const { record, catalogue } = await loadQuote(db, catalogues, caller, id);
      const order = await findOrder(db, orderId, record.quote.reference);
      if (!order) throw new AppError(422, 'order_not_finalised');
      return { data: { quote: quoteView(record, catalogue, locale), order: orderView(order, locale, withTerms) } };
    },
  }),

  operation('getQuotePurchaseOrder', {
    permission: 'signed-in',
    handler: async ({ db, files, catalogues, params: { id }, caller, reply }) => {
      const { record } = await loadQuote(db, catalogues, caller, id);
      const [order] = record.quote.orderId === null ? [] : await db.select().from(orders).where(and(eq(orders.id, record.quote.orderId), eq(orders.quoteId, id)));
      const bytes = order ? await files.read(order.purchaseOrderFileId) : null;
      if (!order || !bytes) throw new AppError(404, 'purchase_order_not_found');
      return sendPdf(reply, bytes, `${order.number}.pdf`);
    },
  }),
];
