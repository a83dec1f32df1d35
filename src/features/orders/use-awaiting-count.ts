/** How many orders await the user's confirmation (ORDER_CONFIRM): home's menu entry and the list's tab. */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client.ts';

/** @returns the count, null while unknown (not allowed, loading, or the call failed) */
export function useAwaitingCount(enabled: boolean, scope: string) {
  const [count, setCount] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    api
      .GET('/order', { params: { query: { awaiting_confirmation: true, per_page: 1 } } })
      .then(({ data }) => {
        if (current) setCount(data ? data.meta.total : null);
      })
      .catch(() => {
        if (current) setCount(null);
      });
    return () => {
      current = false;
    };
  }, [enabled, scope, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { count: enabled ? count : null, reload };
}
