/** The order desk's failed messages (server/mail/failed-messages.ts). */
import { requirePermission } from '../http/authenticate.ts';
import { AppError } from '../http/app-error.ts';
import { listFailedMessages, resendMessage } from '../mail/failed-messages.ts';
import type { PathOf, QueryOf, ServiceContext, ServiceHandlers } from '../http/operation.ts';

export function outboxService({ db }: ServiceContext): ServiceHandlers {
  return {
    async listFailedMessages(request) {
      requirePermission(request, 'ORDER_DESK');
      const { page = 1, per_page: perPage = 25 } = request.query as QueryOf<'listFailedMessages'>;
      const { rows, total } = await listFailedMessages(db, page, perPage);
      return { data: rows, meta: { page, per_page: perPage, total } };
    },
    async resendMessage(request) {
      requirePermission(request, 'ORDER_DESK');
      const { id } = request.params as PathOf<'resendMessage'>;
      const result = await resendMessage(db, id, new Date());
      if (result === 'not_found') throw new AppError(404, 'not_found');
      if (result === 'not_failed') throw new AppError(409, 'message_not_failed');
      return { data: result };
    },
  };
}
