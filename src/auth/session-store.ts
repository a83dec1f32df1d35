/**
 * Where the bearer token lives: localStorage with "remember me" (kept across
 * browser restarts), sessionStorage without.
 */
/** Also read before the scripts run, by the landing page's inline script (scripts/landing-pages.ts). */
export const TOKEN_KEY = 'auth.token';
const REMEMBER_KEY = 'auth.remember';

export interface StoredSession {
  token: string;
  remember: boolean;
}

export function readSession(): StoredSession | null {
  const remembered = localStorage.getItem(TOKEN_KEY);
  if (remembered) return { token: remembered, remember: localStorage.getItem(REMEMBER_KEY) === '1' };
  const token = sessionStorage.getItem(TOKEN_KEY);
  return token ? { token, remember: false } : null;
}

export function writeSession(session: StoredSession): void {
  clearSession();
  if (session.remember) {
    localStorage.setItem(TOKEN_KEY, session.token);
    localStorage.setItem(REMEMBER_KEY, '1');
  } else {
    sessionStorage.setItem(TOKEN_KEY, session.token);
  }
}

/** Keeps the storage choice; used when the server hands out a renewed token. */
export function replaceToken(token: string): void {
  const current = readSession();
  writeSession({ token, remember: current?.remember ?? false });
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(REMEMBER_KEY);
  sessionStorage.removeItem(TOKEN_KEY);
}
