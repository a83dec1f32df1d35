/** The order desk's failed messages (failed-messages.ts): the list, and sending one again. */
import { AppError } from '../http/app-error.ts';
import { operation } from '../http/operation.ts';
import { listFailedMessages, resendMessage } from './failed-messages.ts';

export const outboxOperations = [
  operation('listFailedMessages', {
    permission: 'ORDER_DESK',
    handler: async ({ db, query: { page = 1, per_page: perPage = 25 } }) => {
      const { rows, total } = await listFailedMessages(db, page, perPage);
      return { data: rows, meta: { page, per_page: perPage, total } };
    },
  }),

  operation('resendMessage', {
    permission: 'ORDER_DESK',
    handler: async ({ db, params: { id } }) => {
      const result = await resendMessage(db, id, new Date());
      if (result === 'not_found') throw new AppError(404, 'not_found');
      if (result === 'not_failed') throw new AppError(409, 'message_not_failed');
      return { data: result };
    },
  }),
];
