/**
 * The signed-in user: loaded from GET /account when a token is stored,
 * replaced on sign-in, cleared on sign-out or when the API ends the session.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api } from '../api/client.ts';
import { sendChange } from '../api/changes.ts';
import { isNetworkError } from '../api/errors.ts';
import { dataOf, queryClient, readAgain } from '../api/queries.ts';
import { onSessionEnded } from '../api/session-events.ts';
import type { Account, Permission } from '../api/types.ts';
import { clearSession, readSession, writeSession } from './session-store.ts';

/** `offline`: a token is stored but the server could not be reached to load the account. */
type Status = 'loading' | 'offline' | 'anonymous' | 'authenticated';

export interface AuthState {
  status: Status;
  account: Account | null;
  /** Stores the token of a successful sign-in and the account that came with it. */
  signedIn(token: string, remember: boolean, account: Account): void;
  /** Revokes the token (best effort) and forgets the session. */
  signOut(): Promise<void>;
  /** Reloads the account, e.g. after a language change or once the network is back. */
  refresh(): Promise<void>;
  can(permission: Permission): boolean;
}

const AuthContext = createContext<AuthState | null>(null);

/** Revokes the stored token, best effort (a refusal or no answer: the session is forgotten anyway). */
export const signOutCall = (): Promise<unknown> => sendChange(queryClient, 'signOut', () => dataOf(api.POST('/auth/logout'))).catch(() => undefined);

/**
 * The signed-in account, under a key of its own (not an API read that a change
 * of user or language drops: ApiCacheScope), read once per session and again
 * on `refresh`. A call without answer is not retried: the screen says the
 * server cannot be reached at once, with a button to try again.
 */
export const ACCOUNT_KEY = ['session', 'account'] as const;

const accountQuery = queryOptions({
  queryKey: ACCOUNT_KEY,
  queryFn: ({ signal }) => dataOf(api.GET('/account', { signal })),
  staleTime: Infinity,
  retry: false,
});

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [hasToken, setHasToken] = useState(() => readSession() !== null);
  const read = useQuery({ ...accountQuery, enabled: hasToken });
  const account = hasToken ? (read.data?.data ?? null) : null;
  // a refusal ends the stored session; no answer keeps it (the middleware has shown the connection-loss toast)
  const refused = read.isError && !isNetworkError(read.error);
  const status: Status = !hasToken || refused ? 'anonymous' : read.data ? 'authenticated' : read.isError ? 'offline' : 'loading';

  const forget = useCallback(() => {
    clearSession();
    setHasToken(false);
    client.removeQueries({ queryKey: accountQuery.queryKey });
  }, [client]);

  useEffect(() => {
    if (hasToken && refused) forget();
  }, [hasToken, refused, forget]);

  const refresh = useCallback(async () => {
    if (!readSession()) return forget();
    await readAgain(client, accountQuery);
  }, [client, forget]);

  useEffect(() => onSessionEnded(forget), [forget]);

  const signedIn = useCallback(
    (token: string, remember: boolean, next: Account) => {
      writeSession({ token, remember });
      client.setQueryData(accountQuery.queryKey, { data: next });
      setHasToken(true);
    },
    [client],
  );

  const signOut = useCallback(async () => {
    if (readSession()) await signOutCall();
    forget();
  }, [forget]);

  const value = useMemo<AuthState>(
    () => ({
      status,
      account,
      signedIn,
      signOut,
      refresh,
      can: (permission) => account?.permissions.includes(permission) ?? false,
    }),
    [status, account, signedIn, signOut, refresh],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const state = use(AuthContext);
  if (!state) throw new Error('useAuth outside AuthProvider');
  return state;
}
