/** A list's query in the URL search params (replaced, not pushed: back leaves the list), with its change function, and the move back from a page past the end. */
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { changeQuery } from './list-query.ts';
import type { ListStatus } from './use-api-list.ts';

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

/**
 * The last page there is when the list answered an empty page past its end (after a delete, an order that left
 * the view, or a shorter list of another client); null when the page shown is fine.
 */
export function lastPageIfPastEnd(status: ListStatus, count: number, total: number, page: number, perPage: number): number | null {
  return status === 'ready' && count === 0 && total > 0 && page > 1 ? Math.ceil(total / perPage) : null;
}

/** A page past the end of the list moves to the last page there is (lastPageIfPastEnd). */
export function useStayWithinPages(
  list: { status: ListStatus; rows: readonly unknown[]; total: number },
  query: { page: number; perPage: number },
  update: (change: { page: number }) => void,
): void {
  const { status, total } = list;
  const count = list.rows.length;
  const { page, perPage } = query;
  useEffect(() => {
    const last = lastPageIfPastEnd(status, count, total, page, perPage);
    if (last !== null) update({ page: last });
  }, [status, count, total, page, perPage, update]);
}
