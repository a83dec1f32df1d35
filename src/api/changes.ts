/**
 * What each kind of change makes stale, written once: after a mutation, the
 * screens showing one of these resources (a path and the paths below it, see
 * `invalidate`) read them again. The builder's snapshots are never among them.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { paths } from '../../openapi/generated/api.ts';
import { invalidate } from './queries.ts';

export const CHANGES = {
  /** a quote's answers, name, reference client, price settings, customisation, presets; a new, duplicated or deleted quote */
  quote: ['/quote'],
  /** a validation: the quote leaves the drafts and an order is born */
  validation: ['/quote', '/order'],
  /** an order confirmed, refused or sent to the ERP: the order and its quote */
  order: ['/order', '/quote'],
  /** a user created, edited or ended: the user lists and the companies they work for */
  user: ['/account/clients', '/user'],
  /** an external client created or edited, an access request answered */
  externalClient: ['/external-clients', '/account/user/external-clients-requests'],
  /** a failed message sent again */
  outbox: ['/outbox/failed'],
} as const satisfies Record<string, readonly (keyof paths)[]>;

export type Change = keyof typeof CHANGES;

/** Marks what `change` touches stale; the screens showing it reload it. */
export const changed = (client: QueryClient, change: Change): Promise<void> => invalidate(client, ...CHANGES[change]);
