/**
 * The row actions of the quote list against the API: rename (PUT /quote/{id}),
 * duplicate (POST /quote/{id}/duplicate, then an offer to open the copy) and
 * delete (DELETE /quote/{id}, drafts only), each followed by a reload.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'antd';
import { useState } from 'react';
import { api } from '../../api/client.ts';
import { errorMessageOf } from '../../api/types.ts';
import { showErrorToast, showLoading, showSuccessToast, withToasts } from '../../lib/toast.ts';
import type { QuoteAction, QuoteRow } from './quote-row-actions.tsx';

interface Options {
  /** Reloads the current page of the list. */
  reload(): void;
  /** Opens a quote in the builder. */
  open(id: number): void;
}

/** Runs an API call; a lost connection becomes an Error with the connection-loss message. */
async function attempt<T>(call: () => Promise<T>, lost: string): Promise<T> {
  try {
    return await call();
  } catch {
    throw new Error(lost);
  }
}

export function useQuoteActions({ reload, open }: Options) {
  const { t } = useLingui();
  const [renaming, setRenaming] = useState<QuoteRow | null>(null);
  const [deleting, setDeleting] = useState<QuoteRow | null>(null);
  const lost = t`Connection to the server was lost. Check your network and try again.`;

  /** Saves the new name of the quote being renamed; rejects with the message to show. */
  const rename = async (name: string) => {
    if (!renaming) return;
    const id = renaming.id;
    const { data, error } = await attempt(() => api.PUT('/quote/{id}', { params: { path: { id } }, body: { name } }), lost);
    if (!data) throw new Error(errorMessageOf(error) ?? t`The quote could not be renamed.`);
    showSuccessToast(t`The quote was renamed.`);
    reload();
  };

  /** Deletes the quote being deleted; rejects with the message to show (e.g. 409: no longer a draft). */
  const remove = async () => {
    if (!deleting) return;
    const id = deleting.id;
    const { error, response } = await attempt(() => api.DELETE('/quote/{id}', { params: { path: { id } } }), lost);
    if (!response.ok) throw new Error(errorMessageOf(error) ?? t`The quote could not be deleted.`);
    showSuccessToast(t`The quote was deleted.`);
    reload();
  };

  const duplicate = async (row: QuoteRow) => {
    const hide = showLoading(t`Duplicating the quote…`);
    try {
      const { data, error } = await attempt(() => api.POST('/quote/{id}/duplicate', { params: { path: { id: row.id } } }), lost);
      if (!data) return showErrorToast(errorMessageOf(error) ?? t`The quote could not be duplicated.`);
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
      reload();
    } catch (failure) {
      showErrorToast((failure as Error).message);
    } finally {
      hide();
    }
  };

  const onAction = (action: QuoteAction, row: QuoteRow) => {
    if (action === 'open') open(row.id);
    else if (action === 'rename') setRenaming(row);
    else if (action === 'delete') setDeleting(row);
    else void duplicate(row);
  };

  return {
    onAction,
    renaming,
    rename,
    closeRename: () => setRenaming(null),
    deleting,
    remove,
    closeDelete: () => setDeleting(null),
  };
}
