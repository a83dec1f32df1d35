import { i18n } from '@lingui/core';
import createClient from 'openapi-fetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { paths } from '../../../openapi/generated/api.ts';
import { apiMiddleware, InvalidResponseFormatError } from '../../../src/api/middleware.ts';
import { onSessionEnded } from '../../../src/api/session-events.ts';
import { readSession, writeSession } from '../../../src/auth/session-store.ts';
import { setToastApi } from '../../../src/lib/toast.ts';
import { MemoryStorage } from '../helpers/memory-storage.ts';

type Handler = (request: Request) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ACCOUNT = { data: { id: 1, login: 'demo.user' } };

describe('API middleware (spec section 8)', () => {
  let seen: Request[];
  let handler: Handler;
  let toasts: { message: unknown; duration?: number }[];
  let ended: string[];
  let stopListening: () => void;

  function client() {
    const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      seen.push(request.clone());
      return handler(request);
    };
    vi.stubGlobal('fetch', fetchStub);
    const api = createClient<paths>({ baseUrl: 'http://app.test/api/v1', fetch: fetchStub });
    api.use(apiMiddleware);
    return api;
  }

  beforeEach(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('sessionStorage', new MemoryStorage());
    seen = [];
    toasts = [];
    ended = [];
    setToastApi({ notification: { error: (config: { message: unknown; duration?: number }) => toasts.push(config) } } as never);
    stopListening = onSessionEnded((reason) => ended.push(reason));
  });

  afterEach(() => {
    stopListening();
    setToastApi(null);
    vi.unstubAllGlobals();
  });

  it("sends the page's language with every call (X-Locale), so that the URL's language wins", async () => {
    handler = () => json(200, ACCOUNT);
    const api = client();
    await api.GET('/account');
    i18n.loadAndActivate({ locale: 'de', messages: {} });
    await api.POST('/auth/reset-password', { body: { identifier: 'x', email: 'x@example.com' } });
    expect(seen.map((request) => request.headers.get('x-locale'))).toEqual(['en', 'de']);
  });

  it('adds the bearer header when signed in, and none otherwise', async () => {
    handler = () => json(200, ACCOUNT);
    const api = client();
    await api.GET('/account');
    expect(seen[0]!.headers.get('authorization')).toBeNull();
    writeSession({ token: 'a'.repeat(43), remember: false });
    await api.GET('/account');
    expect(seen[1]!.headers.get('authorization')).toBe(`Bearer ${'a'.repeat(43)}`);
  });

  it('with remember-me, stores the renewed token of expired_token and replays the request', async () => {
    writeSession({ token: 'old-token-old-token-old', remember: true });
    handler = (request) =>
      request.headers.get('authorization') === 'Bearer new-token-new-token-new'
        ? json(200, ACCOUNT)
        : json(401, { error: { code: 'expired_token', message: 'expired' }, data: { access_token: 'new-token-new-token-new' } });
    const { data } = await client().GET('/account');
    expect(data).toEqual(ACCOUNT);
    expect(seen).toHaveLength(2);
    expect(readSession()).toEqual({ token: 'new-token-new-token-new', remember: true });
    expect(ended).toEqual([]);
  });

  it('replays a request with its body', async () => {
    writeSession({ token: 'old-token-old-token-old', remember: true });
    handler = async (request) =>
      request.headers.get('authorization') === 'Bearer new-token-new-token-new'
        ? json(200, { data: await request.json() })
        : json(401, { error: { code: 'expired_token', message: 'expired' }, data: { access_token: 'new-token-new-token-new' } });
    const { data } = await client().PUT('/user/{id}', { params: { path: { id: 1 } }, body: { locale: 'de' } });
    expect(data).toEqual({ data: { locale: 'de' } });
  });

  it('without remember-me, an expired token ends the session with the expired-session toast', async () => {
    writeSession({ token: 'old-token-old-token-old', remember: false });
    handler = () => json(401, { error: { code: 'expired_token', message: 'expired' }, data: { access_token: 'x' } });
    const { data, error } = await client().GET('/account');
    expect(data).toBeUndefined();
    expect(error).toMatchObject({ error: { code: 'expired_token' } });
    expect(seen).toHaveLength(1);
    expect(ended).toEqual(['expired']);
    expect(toasts).toHaveLength(1);
  });

  it('any other 401 of a signed-in call ends the session', async () => {
    writeSession({ token: 'token-token-token-token', remember: true });
    handler = () => json(401, { error: { code: 'invalid_token', message: 'invalid' } });
    await client().GET('/account');
    expect(ended).toEqual(['invalid']);
  });

  it('a wrong password on the login call is not a lost session', async () => {
    handler = () => json(401, { error: { code: 'invalid_credentials', message: 'Invalid login or password.' } });
    const { error } = await client().POST('/auth/login', { body: { identifier: 'x', password: 'y', remember_me: false, accept_terms: true } });
    expect(error).toMatchObject({ error: { code: 'invalid_credentials' } });
    expect(ended).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('a network failure shows the connection-loss toast for 5 s and rethrows', async () => {
    handler = () => {
      throw new TypeError('fetch failed');
    };
    await expect(client().GET('/account')).rejects.toThrow('fetch failed');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]!.duration).toBe(5);
  });

  it("raises 'Invalid response format' when a JSON success has no data field", async () => {
    handler = () => json(200, { result: [] });
    await expect(client().GET('/account')).rejects.toBeInstanceOf(InvalidResponseFormatError);
    await expect(client().GET('/account')).rejects.toThrow('Invalid response format');
  });

  it('leaves other errors to the caller', async () => {
    writeSession({ token: 'token-token-token-token', remember: false });
    handler = () => json(404, { error: { code: 'not_found', message: 'missing' } });
    const { error } = await client().GET('/user/{id}', { params: { path: { id: 9 } } });
    expect(error).toMatchObject({ error: { code: 'not_found' } });
    expect(ended).toEqual([]);
    expect(toasts).toEqual([]);
  });
});
