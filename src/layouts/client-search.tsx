/**
 * Reference-client switch for users with CAN_SWITCH_REF: searches from two
 * characters (debounced), then saves the new client_id on the user and
 * reloads the page. The list says why it is empty (too short, searching,
 * nothing found) and shows whole names, wrapped rather than cut.
 */
import { useLingui } from '@lingui/react/macro';
import { skipToken, useQuery } from '@tanstack/react-query';
import { AutoComplete, Input } from 'antd';
import { useEffect, useState } from 'react';
import { CLIENT_SEARCH_MIN_LENGTH } from '../../engine/index.ts';
import { $api, settle } from '../api/queries.ts';
import { errorMessageOf } from '../api/types.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { showErrorToast } from '../lib/toast.ts';

interface Option {
  value: string;
  label: string;
}

type SearchState = 'short' | 'searching' | 'done' | 'failed';
export const CLIENT_SEARCH_DELAY_MS = 250;

export function ClientSearch() {
  const { t } = useLingui();
  const { account } = useAuth();
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  const q = query.trim();
  const long = q.length >= CLIENT_SEARCH_MIN_LENGTH;

  // the text searched: the typed one once typing pauses
  useEffect(() => {
    const timer = setTimeout(() => setSearched(q), CLIENT_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q]);

  const search = $api.queryOptions('post', '/clients/search', { params: { query: { q: searched } } });
  const result = useQuery({ ...search, queryFn: long && searched === q ? search.queryFn : skipToken });
  const { mutateAsync: update } = $api.useMutation('put', '/user/{id}');

  const state: SearchState = !long ? 'short' : searched !== q || result.isFetching || result.isPending ? 'searching' : result.isError ? 'failed' : 'done';
  const options: Option[] = state === 'done' && result.data ? result.data.data.map((c) => ({ value: String(c.id), label: c.company })) : [];

  if (!account) return null;

  const select = async (value: string) => {
    const { ok, error } = await settle(update({ params: { path: { id: account.id } }, body: { client_id: Number(value) } }));
    if (ok) window.location.reload();
    else showErrorToast(errorMessageOf(error) ?? t`Something went wrong. Please try again.`);
  };

  const minLength = CLIENT_SEARCH_MIN_LENGTH;
  const empty = {
    short: t`Type at least ${minLength} characters.`,
    searching: t`Searching…`,
    done: t`No client matches this search.`,
    failed: t`The search failed. Please try again.`,
  }[state];

  return (
    <AutoComplete
      className="client-search"
      classNames={{ popup: { root: 'client-search-popup' } }}
      options={options}
      value={query}
      onChange={setQuery}
      onSelect={(value: string) => void select(value)}
      notFoundContent={<div role="status" className="client-search-empty">{empty}</div>}
      popupMatchSelectWidth={320}
      virtual={false}
    >
      <Input.Search aria-label={t`Search a client`} placeholder={t`Search a client`} allowClear />
    </AutoComplete>
  );
}
