/**
 * The server's calculation of a quote (GET /quote/{id}/calculate) through the
 * query cache: the one place the builder reads a price from the server, so a
 * change of the price's shape lands here. A change of the quote makes it
 * stale (`changed(client, 'quote')`).
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import { $api } from '../api/queries.ts';

export const calculationQuery = (quoteId: number) => $api.queryOptions('get', '/quote/{id}/calculate', { params: { path: { id: quoteId } } });

/** @param enabled false: nothing is asked (e.g. the answers are not complete yet) */
export function useQuoteCalculation(quoteId: number, enabled = true) {
  const options = calculationQuery(quoteId);
  return useQuery({ ...options, queryFn: enabled ? options.queryFn : skipToken });
}
