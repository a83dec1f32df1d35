/**
 * What the query cache may keep: everything while the same user works for the
 * same reference client in the same language; a change of client or language
 * reloads what is on screen (titles and prices depend on them), a change of
 * user (or signing out) forgets everything but the new account.
 */
import { i18n } from '@lingui/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isApiQuery } from '../api/queries.ts';
import { ACCOUNT_KEY, useAuth } from '../auth/auth-context.tsx';

export function ApiCacheScope() {
  const { account } = useAuth();
  const client = useQueryClient();
  const user = account?.id ?? null;
  const scope = account ? `${account.client_id ?? ''}:${account.locale}` : '';
  const seen = useRef({ user, scope });

  useEffect(() => {
    const before = seen.current;
    seen.current = { user, scope };
    // the account itself stays: it is what says who the user is (the auth provider forgets it on sign-out)
    if (before.user !== user) client.removeQueries({ predicate: (query) => query.queryKey[0] !== ACCOUNT_KEY[0] });
    else if (before.scope !== scope) void client.invalidateQueries({ predicate: isApiQuery });
  }, [user, scope, client]);

  useEffect(() => i18n.on('change', () => void client.invalidateQueries({ predicate: isApiQuery })), [client]);
  return null;
}
