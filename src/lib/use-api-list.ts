/**
 * One list read from the API, refetched whenever `key` changes (its query,
 * the reference client, the language) or on `reload()`. Rows stay on screen
 * while the next page loads; errors come back as the server's message.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { errorMessageOf } from '../api/types.ts';
import { withMinDelay } from './min-delay.ts';

export type ListStatus = 'loading' | 'ready' | 'error';

export interface ApiListState<Row> {
  status: ListStatus;
  rows: Row[];
  total: number;
  refreshing: boolean;
  error: string | null;
}

/** What an openapi-fetch call of a list answers. */
export interface ListAnswer<Row> {
  data?: { data: Row[]; meta?: { total: number } };
  error?: unknown;
}

/**
 * @param load the call (null: nothing to load yet, e.g. no company chosen)
 * @param key everything the rows depend on; a new key loads again
 */
export function useApiList<Row>(load: (() => Promise<ListAnswer<Row>>) | null, key: string) {
  const { t } = useLingui();
  const [state, setState] = useState<ApiListState<Row>>({ status: 'loading', rows: [], total: 0, refreshing: false, error: null });
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  useLayoutEffect(() => {
    loader.current = load; // the latest closure, read by the effect below (layout effects run first)
  });
  const enabled = load !== null;

  useEffect(() => {
    const call = loader.current;
    if (!call) {
      setState({ status: 'ready', rows: [], total: 0, refreshing: false, error: null });
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, refreshing: true }));
    const run = async (): Promise<Partial<ApiListState<Row>>> => {
      try {
        const { data, error } = await call();
        if (data) return { status: 'ready', rows: data.data, total: data.meta?.total ?? data.data.length, error: null };
        return { status: 'error', error: errorMessageOf(error) ?? t`Something went wrong. Please try again.` };
      } catch {
        return { status: 'error', error: t`Connection to the server was lost. Check your network and try again.` };
      }
    };
    void withMinDelay(run()).then((result) => {
      if (current) setState((previous) => ({ ...previous, ...result, refreshing: false }));
    });
    return () => {
      current = false;
    };
  }, [key, attempt, enabled, t]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
