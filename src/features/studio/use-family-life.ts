/**
 * A family's life cycle from the studio: deactivate and reactivate it
 * (setFamilyActive), delete it when no quote uses it (deleteFamily), move or
 * cancel a scheduled version (moveFamilyVersion, cancelFamilyVersion). Each
 * answers null when done, else the server's refusal to show where it was
 * asked.
 */
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { $api, invalidate, settle } from '../../api/queries.ts';
import { showSuccessToast } from '../../lib/toast.ts';
import { failureOf, type StudioFailure } from './use-family-studio.ts';

export function useFamilyLife(id: number) {
  const { t } = useLingui();
  const client = useQueryClient();
  const { mutateAsync: putActive } = $api.useMutation('put', '/family/{id}/active');
  const { mutateAsync: deleteOne } = $api.useMutation('delete', '/family/{id}');
  const { mutateAsync: moveOne } = $api.useMutation('put', '/family/{id}/version/{number}');
  const { mutateAsync: cancelOne } = $api.useMutation('delete', '/family/{id}/version/{number}');
  const reload = useCallback(() => invalidate(client, '/family'), [client]);

  const setActive = useCallback(
    async (active: boolean): Promise<StudioFailure | null> => {
      const answer = await settle(putActive({ params: { path: { id } }, body: { active } }));
      if (!answer.ok) return failureOf(answer.error, active ? t`The family could not be reactivated.` : t`The family could not be deactivated.`);
      await reload();
      showSuccessToast(active ? t`The family is offered again for new quotes.` : t`The family is deactivated: no new quotes; its quotes keep working.`);
      return null;
    },
    [putActive, id, reload, t],
  );

  const remove = useCallback(async (): Promise<StudioFailure | null> => {
    const answer = await settle(deleteOne({ params: { path: { id } } }));
    if (!answer.ok) return failureOf(answer.error, t`The family could not be deleted.`);
    await reload();
    showSuccessToast(t`The family is deleted.`);
    return null;
  }, [deleteOne, id, reload, t]);

  const moveVersion = useCallback(
    async (number: number, effectiveFrom: string): Promise<StudioFailure | null> => {
      const answer = await settle(moveOne({ params: { path: { id, number } }, body: { effective_from: effectiveFrom } }));
      if (!answer.ok) return failureOf(answer.error, t`The version could not be moved.`);
      await reload();
      showSuccessToast(answer.data.data.in_force ? t`Version ${number} is in force.` : t`Version ${number} is scheduled.`);
      return null;
    },
    [moveOne, id, reload, t],
  );

  const cancelVersion = useCallback(
    async (number: number): Promise<StudioFailure | null> => {
      const answer = await settle(cancelOne({ params: { path: { id, number } } }));
      if (!answer.ok) return failureOf(answer.error, t`The version could not be cancelled.`);
      await reload();
      showSuccessToast(t`Version ${number} is cancelled: it will not come into force.`);
      return null;
    },
    [cancelOne, id, reload, t],
  );

  return { setActive, remove, moveVersion, cancelVersion };
}
