/**
 * The quote and its order for the confirmation and success pages, read
 * again every 20 seconds while the order waits for its trading group (and on
 * demand), so that the confirmation page turns into the success page once
 * the group confirms.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client.ts';
import { errorMessageOf, type Schemas } from '../../api/types.ts';
import type { Order } from './validation-requests.ts';
import { connectionLostText } from '../../api/errors.ts';

export const OUTCOME_POLL_MS = 20_000;

export type OutcomeState =
  | { status: 'loading' }
  | { status: 'error'; notFound: boolean; message: string }
  | { status: 'ready'; quote: Schemas['Quote']; order: Order | null; checkedAt: Date };

export function useOrderOutcome(quoteId: number) {
  const { t } = useLingui();
  const [state, setState] = useState<OutcomeState>({ status: 'loading' });
  const [refreshing, setRefreshing] = useState(false);

  const load = useCallback(async () => {
    setRefreshing(true);
    try {
      const { data, error, response } = await api.GET('/quote/{id}', { params: { path: { id: quoteId } } });
      if (!data) {
        setState({ status: 'error', notFound: response.status === 404, message: errorMessageOf(error) ?? t`The quote could not be loaded.` });
        return;
      }
      const quote = data.data;
      const found = quote.order_id === null ? null : await api.GET('/order/{id}', { params: { path: { id: quote.order_id } } });
      setState({ status: 'ready', quote, order: found?.data?.data ?? null, checkedAt: new Date() });
    } catch {
      setState((current) => (current.status === 'ready' ? current : { status: 'error', notFound: false, message: connectionLostText() }));
    } finally {
      setRefreshing(false);
    }
  }, [quoteId, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const waiting = state.status === 'ready' && state.quote.state === 'pending_confirmation';
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void load(), OUTCOME_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, load]);

  return { state, refreshing, refresh: load };
}
