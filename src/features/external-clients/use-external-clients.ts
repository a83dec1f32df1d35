/**
 * The state of the external-clients screen: the list (searched, paginated),
 * the pending access requests, and the calls of its dialogs with the toasts
 * of spec §8 (created, updated, deleted; the loading, creating, updating and
 * deleting errors).
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client.ts';
import { errorMessageOf, type Account, type Schemas } from '../../api/types.ts';
import { showErrorToast, showSuccessToast } from '../../lib/toast.ts';
import { useApiList } from '../../lib/use-api-list.ts';
import type { Decision } from './access-requests.tsx';
import type { ExternalClientValues } from './external-client-dialog.tsx';

type Client = Schemas['ExternalClient'];
type Request = Schemas['ExternalClientRequest'];
export const EXTERNAL_CLIENTS_PER_PAGE = 25;

export function useExternalClients(account: Account) {
  const { t } = useLingui();
  const [query, setQuery] = useState({ q: '', page: 1 });
  const scope = `${account.client_id}:${account.locale}`;

  const clients = useApiList<Client>(
    () => api.GET('/external-clients', { params: { query: { q: query.q || undefined, page: query.page, per_page: EXTERNAL_CLIENTS_PER_PAGE } } }),
    `${JSON.stringify(query)}:${scope}`,
  );
  const requests = useApiList<Request>(() => api.GET('/account/user/external-clients-requests'), scope);

  const { status, error } = clients;
  useEffect(() => {
    if (status === 'error' && error) showErrorToast(t`The external clients could not be loaded.`);
  }, [status, error, t]);

  const save = useCallback(
    async (client: Client | null, values: ExternalClientValues): Promise<unknown> => {
      const { data, error: apiError } = client
        ? await api.PUT('/external-clients/{id}', { params: { path: { id: client.id } }, body: values })
        : await api.POST('/external-clients', { body: values });
      if (!data) {
        showErrorToast(client ? t`The external client could not be updated.` : t`The external client could not be created.`);
        return apiError ?? { error: { code: 'unknown', message: t`Something went wrong. Please try again.` } };
      }
      showSuccessToast(client ? t`The external client was updated.` : t`The external client was created.`);
      clients.reload();
      return null;
    },
    [t, clients],
  );

  const remove = useCallback(
    async (client: Client): Promise<string | null> => {
      const { response, error: apiError } = await api.DELETE('/external-clients/{id}', { params: { path: { id: client.id } } });
      if (!response.ok) {
        showErrorToast(t`The external client could not be deleted.`);
        return errorMessageOf(apiError) ?? t`The external client could not be deleted.`;
      }
      showSuccessToast(t`The external client was deleted.`);
      clients.reload();
      requests.reload();
      return null;
    },
    [t, clients, requests],
  );

  const answer = useCallback(
    async (request: Request, decision: Decision, password: string): Promise<string | null> => {
      const { data, error: apiError } = await api.POST('/account/user/external-clients-requests/{id}', {
        params: { path: { id: request.id } },
        body: { decision, password },
      });
      if (!data) return errorMessageOf(apiError) ?? t`Something went wrong. Please try again.`;
      showSuccessToast(decision === 'accept' ? t`Access granted; the user receives a link to choose a password.` : t`The request was refused.`);
      requests.reload();
      clients.reload();
      return null;
    },
    [t, requests, clients],
  );

  return { clients, requests, query, setQuery, save, remove, answer };
}
