/**
 * One list read from the API through the query cache: its query options
 * (`$api.queryOptions('get', path, init)`) are its key, so a new query, or an
 * invalidation after a change, loads it again. Rows stay on screen while the
 * next page loads; errors come back as the server's message.
 */
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, skipToken, useQuery, useQueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { errorText } from '../api/errors.ts';
import { readAgain } from '../api/queries.ts';
import { withMinDelay } from './min-delay.ts';

export type ListStatus = 'loading' | 'ready' | 'error';

export interface ApiListState<Row> {
  status: ListStatus;
  rows: Row[];
  total: number;
  refreshing: boolean;
  error: string | null;
}

/** What a list operation answers. */
export interface ListPage<Row> {
  data: Row[];
  meta?: { total: number };
}

/** The query options of a list (from `$api.queryOptions`). */
export interface ListQuery<Page extends ListPage<unknown>> {
  queryKey: QueryKey;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any key: the options' own key type
  queryFn: QueryFunction<Page, any>;
}

type RowOf<Page> = Page extends ListPage<infer Row> ? Row : never;

const NOTHING: QueryKey = ['nothing'];

/** @param list the list's query (null: nothing to load yet, e.g. no company chosen) */
export function useApiList<Page extends ListPage<unknown>>(list: ListQuery<Page> | null): ApiListState<RowOf<Page>> & { reload(): void } {
  const { t } = useLingui();
  const query = useQuery<ListPage<RowOf<Page>>>({
    queryKey: list?.queryKey ?? NOTHING,
    queryFn: list ? async (context) => (await withMinDelay(Promise.resolve(list.queryFn(context)))) as ListPage<RowOf<Page>> : skipToken,
    placeholderData: keepPreviousData,
  });
  const client = useQueryClient();
  const reload = () => void readAgain(client, { queryKey: list?.queryKey ?? NOTHING });
  if (!list) return { status: 'ready', rows: [], total: 0, refreshing: false, error: null, reload };
  const { data, error, isError, isFetching } = query;
  return {
    status: isError ? 'error' : data ? 'ready' : 'loading',
    rows: data?.data ?? [],
    total: data ? (data.meta?.total ?? data.data.length) : 0,
    refreshing: isFetching,
    error: isError ? errorText(error, t`Something went wrong. Please try again.`) : null,
    reload,
  };
}
