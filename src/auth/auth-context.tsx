/**
 * The signed-in user: loaded from GET /account when a token is stored,
 * replaced on sign-in, cleared on sign-out or when the API ends the session.
 */
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api } from '../api/client.ts';
import { sendChange } from '../api/changes.ts';
import { $api, dataOf, once, queryClient, settle } from '../api/queries.ts';
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

export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<Status>(() => (readSession() ? 'loading' : 'anonymous'));
  const [account, setAccount] = useState<Account | null>(null);

  const forget = useCallback(() => {
    clearSession();
    setAccount(null);
    setStatus('anonymous');
  }, []);

  const refresh = useCallback(async () => {
    if (!readSession()) return forget();
    try {
      const answer = await settle(queryClient.fetchQuery({ ...$api.queryOptions('get', '/account'), ...once }));
      if (answer.ok) {
        setAccount(answer.data.data);
        setStatus('authenticated');
      } else {
        forget();
      }
    } catch {
      // no answer: the middleware has shown the connection-loss toast; keep the stored token
      setStatus(readSession() ? 'offline' : 'anonymous');
    }
  }, [forget]);

  useEffect(() => {
    if (status === 'loading') void refresh();
  }, [status, refresh]);

  useEffect(() => onSessionEnded(forget), [forget]);

  const signedIn = useCallback((token: string, remember: boolean, next: Account) => {
    writeSession({ token, remember });
    setAccount(next);
    setStatus('authenticated');
  }, []);

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
