/**
 * Repricing a draft quote with the family version in force (issue 18): the
 * difference as the server works it out from the saved quote, read through
 * the cache (a change of the quote makes it stale), and the move itself.
 */
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { changed } from '../../api/changes.ts';
import { $api } from '../../api/queries.ts';
import type { Schemas } from '../../api/types.ts';

export type Repricing = Schemas['QuoteRepricing'];
export type RepricingLine = Schemas['RepricingLine'];

export const repricingQuery = (quoteId: number) => $api.queryOptions('get', '/quote/{id}/repricing', { params: { path: { id: quoteId } } });

/**
 * The difference repricing would make; nothing is asked while `enabled` is
 * false. `again: false` shows what is cached without reading it again (the
 * dialog opened from the notice, which read it; a change of the quote makes
 * it stale and reads it again all the same).
 */
export function useRepricing(quoteId: number, enabled: boolean, { again = true }: { again?: boolean } = {}) {
  const options = repricingQuery(quoteId);
  return useQuery({ ...options, queryFn: enabled ? options.queryFn : skipToken, refetchOnMount: again });
}

/** Moves the quote to the version the user saw (`mutateAsync({ params, body: { version } })`); the quote's reads go stale once it succeeds. */
export function useReprice() {
  const client = useQueryClient();
  return $api.useMutation('post', '/quote/{id}/reprice', { onSuccess: () => void changed(client, 'quote') });
}
