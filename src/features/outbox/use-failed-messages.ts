/**
 * The failed outbox messages (listFailedMessages, ORDER_DESK) page by page,
 * and resending one (resendMessage) with its toasts.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { api } from '../../api/client.ts';
import { errorMessageOf, type Schemas } from '../../api/types.ts';
import { showErrorToast, showSuccessToast } from '../../lib/toast.ts';
import { useApiList } from '../../lib/use-api-list.ts';

export type OutboxMessage = Schemas['OutboxMessage'];
export const FAILED_MESSAGES_PER_PAGE = 10;

export function useFailedMessages(onResent?: (message: OutboxMessage) => void) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const [resending, setResending] = useState<number | null>(null);
  const list = useApiList<OutboxMessage>(
    () => api.GET('/outbox/failed', { params: { query: { page, per_page: FAILED_MESSAGES_PER_PAGE } } }),
    `${page}:${i18n.locale}`,
  );
  const { reload, rows } = list;

  const resend = useCallback(
    async (message: OutboxMessage) => {
      setResending(message.id);
      try {
        const { data, error } = await api.POST('/outbox/{id}/resend', { params: { path: { id: message.id } } });
        if (!data) {
          showErrorToast(errorMessageOf(error) ?? t`The message could not be put back in the queue.`);
        } else {
          showSuccessToast(t`The message is back in the queue: it will be sent within a minute.`);
          onResent?.(data.data);
        }
      } catch {
        showErrorToast(t`Connection to the server was lost. Check your network and try again.`);
      } finally {
        setResending(null);
        // the last row of a page gone: show the page before
        if (rows.length === 1 && page > 1) setPage(page - 1);
        else reload();
      }
    },
    [t, onResent, reload, rows.length, page],
  );

  return { ...list, page, setPage, resend, resending };
}
