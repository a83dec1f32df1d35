/**
 * Orders: my orders, one order, its purchase order, the trading group's
 * confirmation (confirmQuote) and the order desk's changes (updateOrder:
 * ORDER_DESK, the manufacturer's staff, or ORDER_SYNC, the ERP's account).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CatalogueStore } from '../catalogue/catalogue-store.ts';
import { orders } from '../db/schema.ts';
import { fileStore } from '../files/file-store.ts';
import { seesInstallerTerms } from '../accounts/installer-terms.ts';
import { AppError, forbidden } from '../http/app-error.ts';
import { authOf } from '../http/authenticate.ts';
import { decideConfirmation } from '../orders/order-confirmation.ts';
import { listOrderPage } from '../orders/order-list.ts';
import { findVisibleOrder } from '../orders/order-repository.ts';
import { orderScope, seesEveryOrder } from '../orders/order-scope.ts';
import { applyOrderUpdate } from '../orders/order-update.ts';
import { orderView, purchaseOrderFileId } from '../orders/order-view.ts';
import { sendPdf } from '../pdf/send-pdf.ts';
import { callerOf } from '../quotes/quote-access.ts';
import { quoteView } from '../quotes/quote-views.ts';
import type { BodyOf, PathOf, QueryOf, ServiceContext, ServiceHandlers } from '../http/operation.ts';

export function orderService({ db, config }: ServiceContext, store: CatalogueStore): ServiceHandlers {
  const files = fileStore(config.dataDir);
  const orderData = async (request: FastifyRequest, id: number) => orderView(await findVisibleOrder(db, callerOf(request), id), request.locale, seesInstallerTerms(authOf(request)));

  return {
    async listOrders(request) {
      return listOrderPage(db, callerOf(request), request.query as QueryOf<'listOrders'>, request.locale);
    },

    async getOrder(request) {
      const { id } = request.params as PathOf<'getOrder'>;
      return { data: await orderData(request, id) };
    },

    async getOrderPurchaseOrder(request, reply) {
      const { path } = request.query as QueryOf<'getOrderPurchaseOrder'>;
      const fileId = purchaseOrderFileId(path);
      const [order] = fileId
        ? await db
            .select({ number: orders.number })
            .from(orders)
            .where(and(eq(orders.purchaseOrderFileId, fileId), orderScope(callerOf(request))))
        : [];
      const bytes = order && fileId ? await files.read(fileId) : null;
      if (!order || !bytes) throw new AppError(404, 'purchase_order_not_found');
      return sendPdf(reply, bytes, `${order.number}.pdf`);
    },

    async updateOrder(request) {
      const caller = callerOf(request);
      if (!seesEveryOrder(caller)) throw forbidden();
      const { id } = request.params as PathOf<'updateOrder'>;
      await db.transaction((tx) => applyOrderUpdate(tx, caller, id, request.body as BodyOf<'updateOrder'>, request.locale));
      return { data: await orderData(request, id) };
    },

    async confirmQuote(request) {
      const caller = { ...callerOf(request, 'ORDER_CONFIRM'), companyKind: authOf(request).company.kind };
      const { id } = request.params as PathOf<'confirmQuote'>;
      const decided = await db.transaction((tx) => decideConfirmation(tx, db, caller, id, request.body as BodyOf<'confirmQuote'>, request.locale));
      const catalogue = await store.catalogueAt(decided.quote.quote.familyId, decided.quote.familyUpdatedAt);
      return { data: { quote: quoteView(decided.quote, catalogue, request.locale), order: await orderData(request, decided.orderId) } };
    },
  };
}
