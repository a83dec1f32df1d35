/** Names of roles, civilities and subscription states in the user's language. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Schemas } from '../../api/types.ts';

export const ROLE_LABELS: Record<number, MessageDescriptor> = {
  1: msg`Manufacturer staff`,
  2: msg`User with quote validation`,
  3: msg`Administrator without confirmation`,
  4: msg`User without quote validation`,
  5: msg`Administrator with confirmation`,
  6: msg`ERP service account`,
};

/** Roles that may be given to a user of a company of this kind (role 1 is the manufacturer's own staff). */
export function rolesFor(kind: Schemas['CompanyKind'] | undefined): number[] {
  return kind === 'manufacturer' ? [1, 2, 3, 4, 5] : [2, 3, 4, 5];
}

export type Civility = 'mr' | 'mrs' | 'ms';

export const CIVILITY_LABELS: Record<Civility, MessageDescriptor> = {
  mr: msg`Mr`,
  mrs: msg`Mrs`,
  // the other languages read the third civility as "Miss" (Mlle, Srta., Sig.na); German and Dutch no longer use one
  // ("Fräulein", "Mej." are dated, see CIVILITIES_DROPPED) and name a user who has it as they name every woman
  ms: msg({ message: 'Ms', comment: 'Third civility, distinct from Mrs: fr Mlle, es Srta., it Sig.na; de and nl, which do not offer it, the same word as Mrs (Frau, Mevr.)' }),
};

/** Languages in which the third civility is not offered: a business form in German or Dutch says Herr/Frau, Dhr./Mevr. (issue 30, item 7). */
const CIVILITIES_DROPPED: ReadonlySet<string> = new Set(['de', 'nl']);

/** The civilities offered in a language; the one a user has already stays offered, so that the form shows it. */
export function civilitiesFor(locale: string, current: Civility | null | undefined): Civility[] {
  return CIVILITIES_DROPPED.has(locale) && current !== 'ms' ? ['mr', 'mrs'] : ['mr', 'mrs', 'ms'];
}

export const SUBSCRIPTION_LABELS: Record<Schemas['SubscriptionStatus'], MessageDescriptor> = {
  pending: msg`Invitation sent`,
  active: msg`Active`,
  ended: msg`Subscription ended`,
};

export const SUBSCRIPTION_COLORS: Record<Schemas['SubscriptionStatus'], string> = {
  pending: 'gold',
  active: 'green',
  ended: 'default',
};

export const KIND_LABELS: Record<Schemas['CompanyKind'], MessageDescriptor> = {
  manufacturer: msg`Manufacturer`,
  group: msg`Trading group`,
  installer: msg`Installer`,
  external: msg`External client`,
};
