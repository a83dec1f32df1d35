/**
 * Reference-client switch for users with CAN_SWITCH_REF: searches from two
 * characters, then saves the new client_id on the user and reloads the page.
 */
import { useLingui } from '@lingui/react/macro';
import { AutoComplete, Input } from 'antd';
import { useEffect, useState } from 'react';
import { CLIENT_SEARCH_MIN_LENGTH } from '../../engine/index.ts';
import { api } from '../api/client.ts';
import { useAuth } from '../auth/auth-context.tsx';

interface Option {
  value: string;
  label: string;
}

export function ClientSearch() {
  const { t } = useLingui();
  const { account } = useAuth();
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<Option[]>([]);

  useEffect(() => {
    const q = query.trim();
    if (q.length < CLIENT_SEARCH_MIN_LENGTH) {
      setOptions([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void api.POST('/clients/search', { params: { query: { q } } }).then(({ data }) => {
        if (current && data) setOptions(data.data.map((c) => ({ value: String(c.id), label: c.company })));
      });
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  if (!account) return null;

  const select = async (value: string) => {
    const { error } = await api.PUT('/user/{id}', { params: { path: { id: account.id } }, body: { client_id: Number(value) } });
    if (!error) window.location.reload();
  };

  return (
    <AutoComplete
      className="client-search"
      options={options}
      value={query}
      onChange={setQuery}
      onSelect={(value: string) => void select(value)}
    >
      <Input.Search
        aria-label={t`Search a client`}
        placeholder={t`Search a client`}
        allowClear
      />
    </AutoComplete>
  );
}
