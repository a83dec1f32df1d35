/**
 * Orders: my orders, one order, its purchase order, the trading group's
 * confirmation (confirmQuote: ORDER_CONFIRM) and the order desk's changes
 * (updateOrder: ORDER_DESK, the manufacturer's staff, or ORDER_SYNC, the
 * ERP's account).
 */
import { and, eq } from 'drizzle-orm';
import { seesInstallerTerms } from '../accounts/installer-terms.ts';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { callerOfAuth, operation } from '../http/operation.ts';
import type { AuthContext } from '../http/request-context.ts';
import { catalogueOfVersion } from '../catalogue/catalogue-store.ts';
import { sendPdf } from '../pdf/send-pdf.ts';
import { quoteView } from '../quotes/quote-views.ts';
import { confirmOrder } from './order-confirmation.ts';
import { listOrderPage } from './order-list.ts';
import { findVisibleOrder } from './order-repository.ts';
import { orderScope } from './order-scope.ts';
import { updateOrder } from './order-update.ts';
import { orderView, purchaseOrderFileId } from './order-view.ts';

/** An order the caller may see, as the caller sees it (the installer's terms only to those who may see them). */
async function orderData(db: Database, auth: AuthContext, id: number, locale: AuthContext['user']['locale']) {
  return orderView(await findVisibleOrder(db, callerOfAuth(auth), id), locale, seesInstallerTerms(auth));
}

export const orderOperations = [
  operation('listOrders', {
    permission: 'signed-in',
    handler: async ({ db, query, locale, caller }) => {
      return listOrderPage(db, caller, query, locale);
    },
  }),

  operation('getOrder', {
    permission: 'signed-in',
    handler: async ({ db, params: { id }, locale, auth }) => {
      return { data: await orderData(db, auth, id, locale) };
    },
  }),

  operation('getOrderPurchaseOrder', {
    permission: 'signed-in',
    handler: async ({ db, files, query: { path }, caller, reply }) => {
      const fileId = purchaseOrderFileId(path);
      const [order] = fileId
        ? await db
            .select({ number: orders.number })
            .from(orders)
            .where(and(eq(orders.purchaseOrderFileId, fileId), orderScope(caller)))
        : [];
      const bytes = order && fileId ? await files.read(fileId) : null;
      if (!order || !bytes) throw new AppError(404, 'purchase_order_not_found');
      return sendPdf(reply, bytes, `${order.number}.pdf`);
    },
  }),

  operation('updateOrder', {
    permission: ['ORDER_DESK', 'ORDER_SYNC'],
    handler: async ({ db, params: { id }, body, locale, auth, caller }) => {
      await updateOrder(db, caller, id, body, locale);
      return { data: await orderData(db, auth, id, locale) };
    },
  }),

  operation('confirmQuote', {
    permission: 'ORDER_CONFIRM',
    handler: async ({ db, catalogues, params: { id }, body, locale, auth, caller }) => {
      const confirmer = { ...caller, companyKind: auth.company.kind };
      const decided = await confirmOrder(db, confirmer, id, body, locale);
      const catalogue = await catalogueOfVersion(catalogues, decided.quote.quote);
      return { data: { quote: quoteView(decided.quote, catalogue, locale), order: await orderData(db, auth, decided.orderId, locale) } };
    },
  }),
];
