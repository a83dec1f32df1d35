/**
 * The manufacturer's requests for access (listAccessRequests), accepted
 * (acceptAccessRequest: the company and its first user created, the user
 * invited) or declined (declineAccessRequest) with their toasts; an answer
 * reloads the list and the user-management lists it changes.
 */
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { changed } from '../../api/changes.ts';
import { $api, settle } from '../../api/queries.ts';
import type { Schemas } from '../../api/types.ts';
import { showSuccessToast } from '../../lib/toast.ts';
import { useApiList } from '../../lib/use-api-list.ts';

export type LoginAccessRequest = Schemas['LoginAccessRequest'];
export type AcceptValues = Schemas['AccessRequestAccept'];

/** An answer's outcome: null when done, else the server's error body (its message in the page's language). */
export type AnswerResult = unknown;

export function useAccessRequests() {
  const { t } = useLingui();
  const list = useApiList($api.queryOptions('get', '/access-requests'));
  const queryClient = useQueryClient();
  const onSettled = () => changed(queryClient, 'accessRequest');
  // a refusal reloads the list too: someone else may have answered meanwhile
  const { mutateAsync: acceptOne } = $api.useMutation('post', '/access-requests/{id}/accept', { onSettled });
  const { mutateAsync: declineOne } = $api.useMutation('post', '/access-requests/{id}/decline', { onSettled });

  const accept = useCallback(
    async (request: LoginAccessRequest, values: AcceptValues): Promise<AnswerResult> => {
      const { ok, error } = await settle(acceptOne({ params: { path: { id: request.id } }, body: values }));
      if (!ok) return error ?? { error: { code: 'unknown', message: t`Something went wrong. Please try again.` } };
      const email = request.email;
      showSuccessToast(t`The company and its administrator were created; ${email} receives a link to choose a password.`);
      return null;
    },
    [t, acceptOne],
  );

  const decline = useCallback(
    async (request: LoginAccessRequest, reason: string): Promise<AnswerResult> => {
      const trimmed = reason.trim();
      const { ok, error } = await settle(declineOne({ params: { path: { id: request.id } }, body: trimmed ? { reason: trimmed } : {} }));
      if (!ok) return error ?? { error: { code: 'unknown', message: t`Something went wrong. Please try again.` } };
      const email = request.email;
      showSuccessToast(t`The request was declined; ${email} is told by e-mail.`);
      return null;
    },
    [t, declineOne],
  );

  return { list, accept, decline };
}
