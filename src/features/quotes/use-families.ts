/** The active product families (GET /family), with their titles in the user's language. */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { api } from '../../api/client.ts';
import { errorMessageOf, type Schemas } from '../../api/types.ts';

export interface FamiliesState {
  /** null while loading. */
  families: Schemas['Family'][] | null;
  error: string | null;
}

/** @param language the account's language: the titles are reloaded when it changes */
export function useFamilies(language: string): FamiliesState {
  const { t } = useLingui();
  const [state, setState] = useState<FamiliesState>({ families: null, error: null });

  useEffect(() => {
    let current = true;
    setState({ families: null, error: null });
    api
      .GET('/family')
      .then(({ data, error }) => {
        if (!current) return;
        setState(data ? { families: data.data, error: null } : { families: null, error: errorMessageOf(error) ?? t`The product families could not be loaded.` });
      })
      .catch(() => current && setState({ families: null, error: t`Connection to the server was lost. Check your network and try again.` }));
    return () => {
      current = false;
    };
  }, [language, t]);

  return state;
}
