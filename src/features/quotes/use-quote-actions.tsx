/**
 * The row actions of the quote list against the API: rename (PUT /quote/{id}),
 * duplicate (POST /quote/{id}/duplicate, then an offer to open the copy) and
 * delete (DELETE /quote/{id}, drafts only); each invalidates the quotes in the
 * query cache, so the list reloads.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'antd';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { connectionLostText } from '../../api/errors.ts';
import { changed } from '../../api/changes.ts';
import { $api, settle, type Settled } from '../../api/queries.ts';
import { errorMessageOf } from '../../api/types.ts';
import { showErrorToast, showLoading, showSuccessToast, withToasts } from '../../lib/toast.ts';
import type { QuoteAction, QuoteRow } from './quote-row-actions.tsx';

interface Options {
  /** Opens a quote in the builder. */
  open(id: number): void;
}

/** Runs a mutation; a call without answer becomes an Error with the connection-loss text. */
async function attempt<T>(call: Promise<T>): Promise<Settled<T>> {
  try {
    return await settle(call);
  } catch {
    throw new Error(connectionLostText());
  }
}

export function useQuoteActions({ open }: Options) {
  const { t } = useLingui();
  const [renaming, setRenaming] = useState<QuoteRow | null>(null);
  const [toDelete, setToDelete] = useState<QuoteRow | null>(null);
  const queryClient = useQueryClient();
  const onSuccess = () => changed(queryClient, 'quote');
  const { mutateAsync: update } = $api.useMutation('put', '/quote/{id}', { onSuccess });
  const { mutateAsync: destroy } = $api.useMutation('delete', '/quote/{id}', { onSuccess });
  const { mutateAsync: duplicateQuote } = $api.useMutation('post', '/quote/{id}/duplicate', { onSuccess });

  /** Saves the new name of the quote being renamed; rejects with the message to show. */
  const rename = async (name: string) => {
    if (!renaming) return;
    const id = renaming.id;
    const { ok, error } = await attempt(update({ params: { path: { id } }, body: { name } }));
    if (!ok) throw new Error(errorMessageOf(error) ?? t`The quote could not be renamed.`);
    showSuccessToast(t`The quote was renamed.`);
  };

  /** Deletes the quote being deleted; rejects with the message to show (e.g. 409: no longer a draft). */
  const remove = async () => {
    if (!toDelete) return;
    const id = toDelete.id;
    const { ok, error } = await attempt(destroy({ params: { path: { id } } }));
    if (!ok) throw new Error(errorMessageOf(error) ?? t`The quote could not be deleted.`);
    showSuccessToast(t`The quote was deleted.`);
  };

  const duplicate = async (row: QuoteRow) => {
    const hide = showLoading(t`Duplicating the quote…`);
    try {
      const { ok, data, error } = await attempt(duplicateQuote({ params: { path: { id: row.id } } }));
      if (!ok) return showErrorToast(errorMessageOf(error) ?? t`The quote could not be duplicated.`);
      const copy = data.data;
      const key = `duplicate-${copy.id}`;
      const copyName = copy.name;
      const title = t`The quote was duplicated`;
      const description = t`The copy “${copyName}” is a new draft.`;
      withToasts(({ notification }) =>
        notification.success({
          key,
          message: title,
          description,
          duration: 8,
          placement: 'topRight',
          actions: (
            <Button
              type="primary"
              size="small"
              onClick={() => {
                notification.destroy(key);
                open(copy.id);
              }}
            >
              <Trans>Open the copy</Trans>
            </Button>
          ),
        }),
      );
    } catch (failure) {
      showErrorToast((failure as Error).message);
    } finally {
      hide();
    }
  };

  const onAction = (action: QuoteAction, row: QuoteRow) => {
    if (action === 'open') open(row.id);
    else if (action === 'rename') setRenaming(row);
    else if (action === 'delete') setToDelete(row);
    else void duplicate(row);
  };

  return {
    onAction,
    renaming,
    rename,
    closeRename: () => setRenaming(null),
    deleting: toDelete,
    remove,
    closeDelete: () => setToDelete(null),
  };
}
