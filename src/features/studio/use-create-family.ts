/** Creating a family from the studio (createFamily): a draft, opened in the studio once written. */
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { FamilyDocument } from '../../../engine/index.ts';
import { $api, invalidate, settle } from '../../api/queries.ts';
import { failureOf, type StudioFailure } from './use-family-studio.ts';

/** `create(document)` answers the new family's id, or the server's refusal. */
export function useCreateFamily() {
  const { t } = useLingui();
  const client = useQueryClient();
  const { mutateAsync: post } = $api.useMutation('post', '/family');
  return useCallback(
    async (document: FamilyDocument): Promise<{ id: number } | StudioFailure> => {
      const answer = await settle(post({ body: { document: document as unknown as Record<string, never>, active: true } }));
      if (!answer.ok) return failureOf(answer.error, t`The family could not be created.`);
      await invalidate(client, '/family');
      return { id: answer.data.data.id };
    },
    [post, client, t],
  );
}
