/**
 * The quote and its order for the confirmation and success pages, read
 * again every 20 seconds while the order waits for its trading group (and on
 * demand), so that the confirmation page turns into the success page once
 * the group confirms. One query of the cache (under the quote's path, so that
 * a change of the quote or of an order reloads it).
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from '../../api/client.ts';
import { connectionLostText } from '../../api/errors.ts';
import { readAgain } from '../../api/queries.ts';
import { errorMessageOf, type Schemas } from '../../api/types.ts';
import type { Order } from './validation-requests.ts';

export const OUTCOME_POLL_MS = 20_000;

export type OutcomeState =
  | { status: 'loading' }
  | { status: 'error'; notFound: boolean; message: string }
  | { status: 'ready'; quote: Schemas['Quote']; order: Order | null; checkedAt: Date };

interface Outcome {
  quote: Schemas['Quote'];
  order: Order | null;
}

/** A refusal of the quote's read, with its HTTP status (404: no such quote for this user). */
interface Refusal {
  body: unknown;
  status: number;
}

/** The key of the outcome's query: the quote's read, told apart from the plain one by a fourth part. */
export const outcomeKey = (quoteId: number) => ['get', '/quote/{id}', { params: { path: { id: quoteId } } }, 'with-order'] as const;

async function readOutcome(quoteId: number, signal: AbortSignal): Promise<Outcome> {
  const { data, error, response } = await api.GET('/quote/{id}', { params: { path: { id: quoteId } }, signal });
  if (!data) throw { body: error, status: response.status } satisfies Refusal;
  const quote = data.data;
  const found = quote.order_id === null ? null : await api.GET('/order/{id}', { params: { path: { id: quote.order_id } }, signal });
  return { quote, order: found?.data?.data ?? null };
}

/** Polls while the order waits for its trading group. */
export const pollWhileWaiting = (outcome: Outcome | undefined): number | false => (outcome?.quote.state === 'pending_confirmation' ? OUTCOME_POLL_MS : false);

export function useOrderOutcome(quoteId: number) {
  const { t } = useLingui();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: outcomeKey(quoteId),
    queryFn: ({ signal }) => readOutcome(quoteId, signal),
    refetchInterval: (current) => pollWhileWaiting(current.state.data),
    refetchIntervalInBackground: true,
  });
  const { data, error, dataUpdatedAt, errorUpdatedAt } = query;

  const state = useMemo<OutcomeState>(() => {
    // a refusal newer than what is shown replaces it; a call without answer keeps what is shown
    const refused = error && !(error instanceof Error) && (!data || errorUpdatedAt > dataUpdatedAt) ? (error as unknown as Refusal) : null;
    if (refused) return { status: 'error', notFound: refused.status === 404, message: errorMessageOf(refused.body) ?? t`The quote could not be loaded.` };
    if (data) return { status: 'ready', quote: data.quote, order: data.order, checkedAt: new Date(dataUpdatedAt) };
    if (error) return { status: 'error', notFound: false, message: connectionLostText() };
    return { status: 'loading' };
  }, [data, error, dataUpdatedAt, errorUpdatedAt, t]);

  const refresh = useCallback(() => readAgain(client, { queryKey: outcomeKey(quoteId) }), [client, quoteId]);
  return { state, refreshing: query.isFetching, refresh };
}
