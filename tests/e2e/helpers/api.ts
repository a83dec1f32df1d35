/**
 * The API from Node, for what a test makes before its page signs in: the page can then sign in straight to the
 * screen that shows it (`signIn(..., { to })`) instead of starting the app on home to borrow its session.
 */
import { DEMO_PASSWORD } from '../../../server/db/seed-data.ts';
import { baseUrl } from './browser.ts';

/** The `data` of the answer; an answer other than 2xx throws with its status and body. A FormData body goes as it is (multipart). */
export async function apiCall<T = unknown>(token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
  const answer = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer}`);
  return (answer ? (JSON.parse(answer) as { data: T }).data : undefined) as T;
}

/** A session token of `login` (terms accepted). */
export async function apiToken(login: string, password = DEMO_PASSWORD): Promise<string> {
  return (await apiCall<{ access_token: string }>(null, 'POST', '/auth/login', { identifier: login, password, accept_terms: true })).access_token;
}
