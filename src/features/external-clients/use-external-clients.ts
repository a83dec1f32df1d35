/**
 * The state of the external-clients screen: the list (searched, paginated),
 * the pending access requests, and the calls of its dialogs with the toasts
 * of spec §8 (created, updated, deleted; the loading, creating, updating and
 * deleting errors).
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { changed } from '../../api/changes.ts';
import { $api, settle } from '../../api/queries.ts';
import { errorMessageOf, type Schemas } from '../../api/types.ts';
import { showErrorToast, showSuccessToast } from '../../lib/toast.ts';
import { useApiList } from '../../lib/use-api-list.ts';
import type { Decision } from './access-requests.tsx';
import type { ExternalClientValues } from './external-client-dialog.tsx';

type Client = Schemas['ExternalClient'];
type Request = Schemas['ExternalClientRequest'];
export const EXTERNAL_CLIENTS_PER_PAGE = 25;

export function useExternalClients() {
  const { t } = useLingui();
  const [query, setQuery] = useState({ q: '', page: 1 });
  const clients = useApiList($api.queryOptions('get', '/external-clients', { params: { query: { q: query.q || undefined, page: query.page, per_page: EXTERNAL_CLIENTS_PER_PAGE } } }));
  const requests = useApiList($api.queryOptions('get', '/account/user/external-clients-requests'));

  // a client or an answered request changes both lists
  const queryClient = useQueryClient();
  const onSuccess = () => changed(queryClient, 'externalClient');
  const { mutateAsync: create } = $api.useMutation('post', '/external-clients', { onSuccess });
  const { mutateAsync: update } = $api.useMutation('put', '/external-clients/{id}', { onSuccess });
  const { mutateAsync: destroy } = $api.useMutation('delete', '/external-clients/{id}', { onSuccess });
  const { mutateAsync: decide } = $api.useMutation('post', '/account/user/external-clients-requests/{id}', { onSuccess });

  const { status, error } = clients;
  useEffect(() => {
    if (status === 'error' && error) showErrorToast(t`The external clients could not be loaded.`);
  }, [status, error, t]);

  const save = useCallback(
    async (client: Client | null, values: ExternalClientValues): Promise<unknown> => {
      const { ok, error: apiError } = await settle(
        client ? update({ params: { path: { id: client.id } }, body: values }) : create({ body: values }),
      );
      if (!ok) {
        showErrorToast(client ? t`The external client could not be updated.` : t`The external client could not be created.`);
        return apiError ?? { error: { code: 'unknown', message: t`Something went wrong. Please try again.` } };
      }
      showSuccessToast(client ? t`The external client was updated.` : t`The external client was created.`);
      return null;
    },
    [t, create, update],
  );

  const remove = useCallback(
    async (client: Client): Promise<string | null> => {
      const { ok, error: apiError } = await settle(destroy({ params: { path: { id: client.id } } }));
      if (!ok) {
        showErrorToast(t`The external client could not be deleted.`);
        return errorMessageOf(apiError) ?? t`The external client could not be deleted.`;
      }
      showSuccessToast(t`The external client was deleted.`);
      return null;
    },
    [t, destroy],
  );

  const answer = useCallback(
    async (request: Request, decision: Decision, password: string): Promise<string | null> => {
      const { ok, error: apiError } = await settle(decide({ params: { path: { id: request.id } }, body: { decision, password } }));
      if (!ok) return errorMessageOf(apiError) ?? t`Something went wrong. Please try again.`;
      showSuccessToast(decision === 'accept' ? t`Access granted; the user receives a link to choose a password.` : t`The request was refused.`);
      return null;
    },
    [t, decide],
  );

  return { clients, requests, query, setQuery, save, remove, answer };
}
