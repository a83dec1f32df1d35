/**
 * The error pages' way out: sign out, clear local storage and cookies, and
 * start again from the landing page.
 */
import { signOutCall } from '../auth/auth-context.tsx';
import { readSession } from '../auth/session-store.ts';

export async function resetApplication(landingPath: string): Promise<void> {
  if (readSession()) await signOutCall();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  window.location.assign(landingPath);
}
