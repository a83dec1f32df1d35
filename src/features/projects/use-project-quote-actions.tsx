/**
 * Attaching a quote to a project and detaching one, against the API: the
 * attach dialog's search (the user's draft quotes not in a project yet) and
 * its choice; a detach refused is told in a toast.
 */
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { connectionLostText, errorText } from '../../api/errors.ts';
import { $api } from '../../api/queries.ts';
import { showErrorToast } from '../../lib/toast.ts';
import { AttachQuoteDialog } from './attach-quote-dialog.tsx';
import type { ProjectQuote } from './project-quotes.tsx';
import { setQuoteProject } from './project-requests.ts';

export function useProjectQuoteActions(projectId: number) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const options = $api.queryOptions('get', '/quote', { params: { query: { state: 'draft', per_page: 50, sort: '-updated_at', ...(q.trim() ? { q: q.trim() } : {}) } } });
  const found = useQuery({ ...options, queryFn: open ? options.queryFn : skipToken, placeholderData: keepPreviousData });
  const candidates = found.data ? found.data.data.filter((quote) => quote.project_id === null) : null;

  const attach = async (quote: ProjectQuote): Promise<string | null> => {
    const result = await setQuoteProject(quote.id, projectId).catch(() => null);
    if (!result) return connectionLostText();
    return result.ok ? null : (result.message ?? t`The quote could not be attached.`);
  };

  const detach = async (quote: ProjectQuote): Promise<void> => {
    const result = await setQuoteProject(quote.id, null).catch(() => null);
    if (!result) showErrorToast(connectionLostText());
    else if (!result.ok) showErrorToast(result.message ?? t`The quote could not be detached.`);
  };

  const attachDialog = (
    <AttachQuoteDialog
      open={open}
      candidates={candidates}
      error={found.isError ? errorText(found.error, t`The quotes could not be loaded`) : null}
      q={q}
      onSearch={setQ}
      onAttach={attach}
      onClose={() => setOpen(false)}
    />
  );

  return { showAttach: () => setOpen(true), detach, attachDialog };
}
