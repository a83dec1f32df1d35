/** The active product families (GET /family), with their titles in the user's language (reloaded with it: see app/api-cache.tsx). */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../api/errors.ts';
import { $api } from '../../api/queries.ts';
import type { Schemas } from '../../api/types.ts';

export interface FamiliesState {
  /** null while loading. */
  families: Schemas['Family'][] | null;
  error: string | null;
}

export function useFamilies(): FamiliesState {
  const { t } = useLingui();
  const { data, error, isError } = useQuery($api.queryOptions('get', '/family'));
  if (isError) return { families: null, error: errorText(error, t`The product families could not be loaded.`) };
  return { families: data?.data ?? null, error: null };
}
