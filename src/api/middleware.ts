/**
 * Cross-cutting API behaviour (spec §8), in one middleware:
 * - the bearer header when signed in;
 * - X-Locale: the page's language (the URL's), so that the server answers in
 *   it whatever the cookie, the browser or the account say;
 * - 401 expired_token: with remember-me, store the renewed token from the
 *   response data and replay the request; without, end the session;
 * - any other 401: the session expired, sign out;
 * - a network failure: the connection-loss toast (danger, 5 s), then rethrow
 *   (not for a request cancelled on purpose, e.g. a query no longer shown);
 * - a JSON success without `data`: 'Invalid response format'.
 */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { Middleware } from 'openapi-fetch';
import { readSession, replaceToken } from '../auth/session-store.ts';
import { showErrorToast } from '../lib/toast.ts';
import { CONNECTION_LOST, InvalidResponseFormatError, isAbort } from './errors.ts';
import { endSession } from './session-events.ts';

export { InvalidResponseFormatError };

/** Calls whose 401 does not end the session: a wrong password, or signing out with a dead token. */
const NO_SESSION_PATHS = ['/auth/login', '/auth/reset-password', '/auth/logout'];

const pending = new Map<string, Request>();

interface ErrorBody {
  error?: { code?: string };
  data?: { access_token?: string };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

export const apiMiddleware: Middleware = {
  onRequest({ request, id }) {
    const session = readSession();
    if (session) request.headers.set('Authorization', `Bearer ${session.token}`);
    if (i18n.locale) request.headers.set('X-Locale', i18n.locale);
    if (!request.bodyUsed) pending.set(id, request.clone());
    return request;
  },

  async onResponse({ request, response, id, schemaPath }) {
    const original = pending.get(id);
    pending.delete(id);
    if (response.status === 401 && !NO_SESSION_PATHS.includes(schemaPath)) {
      const body = (await readJson(response)) as ErrorBody | undefined;
      const renewed = body?.data?.access_token;
      if (body?.error?.code === 'expired_token') {
        if (readSession()?.remember && renewed && original) {
          replaceToken(renewed);
          const replay = new Request(original, { headers: new Headers(original.headers) });
          replay.headers.set('Authorization', `Bearer ${renewed}`);
          return fetch(replay);
        }
        showErrorToast(t`Your session has expired.`, 'session');
        endSession('expired');
        return response;
      }
      if (request.headers.has('Authorization')) {
        showErrorToast(t`Your session has expired, please log in again.`, 'session');
        endSession('invalid');
      }
      return response;
    }
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    if (response.ok && isJson) {
      const body = await readJson(response);
      if (!body || typeof body !== 'object' || !('data' in body)) throw new InvalidResponseFormatError();
    }
    return response;
  },

  onError({ error, id }) {
    pending.delete(id);
    if (error instanceof InvalidResponseFormatError) return error;
    if (isAbort(error)) return error;
    showErrorToast(i18n._(CONNECTION_LOST), 'connection-loss');
    return error instanceof Error ? error : new Error(String(error));
  },
};
