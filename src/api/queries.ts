/**
 * The browser's one data layer: TanStack Query over the typed client
 * (openapi-react-query). A query's key is `[method, path, init]`
 * (`['get', '/quote/{id}', { params: { path: { id: 7 } } }]`), so the path is
 * the resource: a change invalidates the paths it touches with `invalidate`,
 * and every screen showing one of them reloads it.
 *
 * Retries in one place: a call that got no answer is tried twice more; an
 * answer from the server (4xx, 5xx) is final. The middleware has already shown
 * the connection-loss toast.
 */
import { QueryClient, type Query } from '@tanstack/react-query';
import createQueryHooks from 'openapi-react-query';
import { api } from './client.ts';
import { isNetworkError } from './errors.ts';

export const $api = createQueryHooks(api);

/** Further attempts of a query whose call got no answer. */
export const NETWORK_RETRIES = 2;

export const retryPolicy = (failureCount: number, error: unknown): boolean => isNetworkError(error) && failureCount < NETWORK_RETRIES;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryPolicy, retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000), refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The application's cache (the app's provider, the builder's actors, the stories). */
export const queryClient = createQueryClient();

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** A read of the API (its key `[method, path, init]`), as opposed to a snapshot kept under a key of its own. */
export const isApiQuery = (query: Query): boolean => METHODS.has(String(query.queryKey[0]));

/** The API path a query reads, e.g. `/quote/{id}/calculate`. */
const pathOf = (query: Query): string | null => (isApiQuery(query) && typeof query.queryKey[1] === 'string' ? query.queryKey[1] : null);

/**
 * Marks every cached read of these resources stale and reloads those on
 * screen: a path covers itself and the paths below it (`/quote` covers
 * `/quote/{id}` and `/quote/{id}/calculate`).
 */
export function invalidate(client: QueryClient, ...paths: string[]): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => covers(query, paths) });
}

/** Whether a query reads one of these resources or a path below one. */
export function covers(query: Query, paths: readonly string[]): boolean {
  const path = pathOf(query);
  return path !== null && paths.some((resource) => path === resource || path.startsWith(`${resource}/`));
}

/** The data of an openapi-fetch call, its error body thrown on a refusal (as openapi-react-query's functions do). */
export async function dataOf<T>(call: Promise<{ data?: T; error?: unknown }>): Promise<T> {
  const { data, error } = await call;
  if (error !== undefined) throw error;
  return data as T;
}

/**
 * A one-off read through the cache (a download, a check): asked afresh each
 * time and not kept, with the retry policy of every query.
 */
export const once = { staleTime: 0, gcTime: 0 } as const;

/** Reads a query again now (a "Try again" button): marked stale, and read at once if on screen. */
export const readAgain = (client: QueryClient, query: { queryKey: readonly unknown[] }): Promise<void> =>
  client.invalidateQueries({ queryKey: query.queryKey, exact: true });

export type Settled<T> = { ok: true; data: T; error?: undefined } | { ok: false; data?: undefined; error: unknown };

/**
 * The answer of a mutation (`mutateAsync`) as a value: `{ ok: true, data }`,
 * or `{ ok: false, error }` with the server's error body. A call that got no
 * answer still throws (the caller shows the connection-loss text).
 */
export async function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    if (error instanceof Error) throw error;
    return { ok: false, error };
  }
}
