/** One order (getOrder) for the drawer, from the query cache: loaded again when its id changes, after a change of the order, or on `reload()`. */
import { useLingui } from '@lingui/react/macro';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../api/errors.ts';
import { $api, readAgain } from '../../api/queries.ts';
import { errorCodeOf, type Schemas } from '../../api/types.ts';

export interface OrderState {
  order: Schemas['Order'] | null;
  loading: boolean;
  error: string | null;
  /** The order does not exist or is not the user's to see (404): reading it again cannot help. */
  missing: boolean;
}

export function useOrder(id: number | null): OrderState & { reload: () => void } {
  const { t } = useLingui();
  const options = $api.queryOptions('get', '/order/{id}', { params: { path: { id: id ?? 0 } } });
  const query = useQuery({ ...options, queryFn: id === null ? skipToken : options.queryFn });
  const client = useQueryClient();
  const reload = () => void readAgain(client, options);
  if (id === null) return { order: null, loading: false, error: null, missing: false, reload };
  return {
    order: query.isError ? null : (query.data?.data ?? null),
    loading: query.isFetching,
    error: query.isError ? errorText(query.error, t`Something went wrong. Please try again.`) : null,
    missing: query.isError && errorCodeOf(query.error) === 'not_found',
    reload,
  };
}
