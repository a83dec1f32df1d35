/**
 * What each kind of change makes stale, written once: after a mutation, the
 * screens showing one of these resources (a path and the paths below it, see
 * `invalidate`) read them again. The builder's snapshots are never among them.
 */
import { hashKey, MutationObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { paths } from '../../openapi/generated/api.ts';
import { covers, invalidate } from './queries.ts';

export const CHANGES = {
  /** a quote's answers, name, reference client, price settings, customisation, presets; a new, duplicated or deleted quote (a pool project counts its quotes) */
  quote: ['/quote', '/project'],
  /** a pool project created or changed (its pool brings its quotes along), a photo, a quote attached or detached */
  project: ['/project', '/quote'],
  /** the step a quote reopens on: shown on no screen */
  position: [],
  /** a validation: the quote leaves the drafts and an order is born */
  validation: ['/quote', '/order'],
  /** an order confirmed, refused or sent to the ERP: the order and its quote */
  order: ['/order', '/quote'],
  /** a user created, edited or ended: the user lists and the companies they work for */
  user: ['/account/clients', '/user'],
  /** an external client created or edited, an access request answered */
  externalClient: ['/external-clients', '/account/user/external-clients-requests'],
  /** a request for access of the login page answered: the list, and (accepted) the companies and users made for it */
  accessRequest: ['/access-requests', '/account/clients', '/user'],
  /** a failed message sent again */
  outbox: ['/outbox/failed'],
  /** signing out: the cache is emptied with the session (see ApiCacheScope) */
  signOut: [],
} as const satisfies Record<string, readonly (keyof paths)[]>;

export type Change = keyof typeof CHANGES;

/** Marks what `change` touches stale; the screens showing it reload it. */
export const changed = (client: QueryClient, change: Change): Promise<void> => invalidate(client, ...CHANGES[change]);

/**
 * A change whose answer is itself a fresh read (the price after new price
 * settings): the answer is stored under `key`, and everything else `change`
 * touches is made stale.
 */
export function changedWithAnswer(client: QueryClient, change: Change, key: QueryKey, answer: unknown): Promise<void> {
  client.setQueryData(key, answer);
  const fresh = hashKey(key);
  return client.invalidateQueries({ predicate: (query) => query.queryHash !== fresh && covers(query, CHANGES[change]) });
}

/**
 * A change sent from outside a component (the builder's actors, a step's
 * requests), run by the cache as `useMutation` runs one (never retried); once
 * it succeeds, what `change` touches is made stale (not awaited: the caller
 * goes on with the answer while the screens reload). `send` throws the
 * server's error body on a refusal (see `dataOf`).
 */
export function sendChange<T>(client: QueryClient, change: Change, send: () => Promise<T>): Promise<T> {
  const observer = new MutationObserver<T, unknown, void>(client, {
    mutationFn: send,
    onSuccess: () => void changed(client, change),
  });
  return observer.mutate();
}
