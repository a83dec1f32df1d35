/** A list's query in the URL search params (replaced, not pushed: back leaves the list), with its change function. */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { changeQuery } from './list-query.ts';

export function useListQuery<Q extends { page: number; perPage: number }>(
  parse: (params: URLSearchParams) => Q,
  serialize: (query: Q) => URLSearchParams,
): [Q, (change: Partial<Q>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parse(params), [parse, params]);
  const update = useCallback(
    (change: Partial<Q>) => setParams((previous) => serialize(changeQuery(parse(previous), change)), { replace: true }),
    [parse, serialize, setParams],
  );
  return [query, update];
}
