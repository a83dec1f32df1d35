/** One page of `listQuotes` for the list's query, refetched when the query, the reference client or the language changes. */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client.ts';
import { errorMessageOf } from '../../api/types.ts';
import { withMinDelay } from '../../lib/min-delay.ts';
import { listQuotesParams, type QuoteListQuery } from './quote-list-query.ts';
import type { QuoteListStatus } from './quote-list-view.tsx';
import type { QuoteRow } from './quote-row-actions.tsx';

export interface QuoteListState {
  status: QuoteListStatus;
  rows: QuoteRow[];
  total: number;
  refreshing: boolean;
  error: string | null;
}

const INITIAL: QuoteListState = { status: 'loading', rows: [], total: 0, refreshing: false, error: null };

/**
 * @param query the list's query
 * @param scope what else the rows depend on: the reference client and the language (titles)
 */
export function useQuoteList(query: QuoteListQuery, scope: string) {
  const { t } = useLingui();
  const [state, setState] = useState<QuoteListState>(INITIAL);
  const [attempt, setAttempt] = useState(0);
  const params = JSON.stringify(listQuotesParams(query));

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, refreshing: true }));
    const load = async (): Promise<Partial<QuoteListState>> => {
      try {
        const { data, error } = await api.GET('/quote', { params: { query: JSON.parse(params) as ReturnType<typeof listQuotesParams> } });
        if (data) return { status: 'ready', rows: data.data, total: data.meta.total, error: null };
        return { status: 'error', error: errorMessageOf(error) ?? t`Something went wrong. Please try again.` };
      } catch {
        return { status: 'error', error: t`Connection to the server was lost. Check your network and try again.` };
      }
    };
    void withMinDelay(load()).then((result) => {
      if (current) setState((previous) => ({ ...previous, ...result, refreshing: false }));
    });
    return () => {
      current = false;
    };
  }, [params, scope, attempt, t]);

  /** Loads the page again (after a change, or to retry after an error). */
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
