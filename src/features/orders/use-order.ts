/** One order (getOrder) for the drawer, loaded again when its id, the language or `reload()` asks. */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client.ts';
import { errorMessageOf, type Schemas } from '../../api/types.ts';

export interface OrderState {
  order: Schemas['Order'] | null;
  loading: boolean;
  error: string | null;
}

export function useOrder(id: number | null, scope: string) {
  const { t } = useLingui();
  const [state, setState] = useState<OrderState>({ order: null, loading: false, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === null) {
      setState({ order: null, loading: false, error: null });
      return;
    }
    let current = true;
    setState((previous) => ({ order: previous.order?.id === id ? previous.order : null, loading: true, error: null }));
    const load = async (): Promise<OrderState> => {
      try {
        const { data, error } = await api.GET('/order/{id}', { params: { path: { id } } });
        if (data) return { order: data.data, loading: false, error: null };
        return { order: null, loading: false, error: errorMessageOf(error) ?? t`Something went wrong. Please try again.` };
      } catch {
        return { order: null, loading: false, error: t`Connection to the server was lost. Check your network and try again.` };
      }
    };
    void load().then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
  }, [id, scope, attempt, t]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
