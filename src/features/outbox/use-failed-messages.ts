/**
 * The failed outbox messages (listFailedMessages, ORDER_DESK) page by page,
 * and resending one (resendMessage) with its toasts.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../api/errors.ts';
import { changed } from '../../api/changes.ts';
import { $api, settle } from '../../api/queries.ts';
import { errorMessageOf, type Schemas } from '../../api/types.ts';
import { showErrorToast, showSuccessToast } from '../../lib/toast.ts';
import { useApiList } from '../../lib/use-api-list.ts';

export type OutboxMessage = Schemas['OutboxMessage'];
export const FAILED_MESSAGES_PER_PAGE = 10;

export function useFailedMessages(onResent?: (message: OutboxMessage) => void) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const list = useApiList($api.queryOptions('get', '/outbox/failed', { params: { query: { page, per_page: FAILED_MESSAGES_PER_PAGE } } }));
  const { rows } = list;
  const queryClient = useQueryClient();
  const { mutateAsync: resendOne, isPending, variables } = $api.useMutation('post', '/outbox/{id}/resend');
  // the message on its way back to the queue
  const resending = isPending ? (variables?.params.path.id ?? null) : null;

  const resend = useCallback(
    async (message: OutboxMessage) => {
      try {
        const { ok, data, error } = await settle(resendOne({ params: { path: { id: message.id } } }));
        if (!ok) {
          showErrorToast(errorMessageOf(error) ?? t`The message could not be put back in the queue.`);
        } else {
          showSuccessToast(t`The message is back in the queue: it will be sent within a minute.`);
          onResent?.(data.data);
        }
      } catch (error) {
        showErrorToast(errorText(error, t`The message could not be put back in the queue.`));
      } finally {
        // the last row of a page gone: show the page before
        if (rows.length === 1 && page > 1) setPage(page - 1);
        void changed(queryClient, 'outbox');
      }
    },
    [t, onResent, resendOne, queryClient, rows.length, page],
  );

  return { ...list, page, setPage, resend, resending };
}
