/** How many orders await the user's confirmation (ORDER_CONFIRM): home's menu entry and the list's tab. */
import { skipToken, useQuery } from '@tanstack/react-query';
import { $api } from '../../api/queries.ts';

/** @returns the count, null while unknown (not allowed, loading, or the call failed) */
export function useAwaitingCount(enabled: boolean): number | null {
  const options = $api.queryOptions('get', '/order', { params: { query: { awaiting_confirmation: true, per_page: 1 } } });
  const { data, isError } = useQuery({ ...options, queryFn: enabled ? options.queryFn : skipToken });
  return enabled && data && !isError ? data.meta.total : null;
}
