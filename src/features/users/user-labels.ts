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

export const CIVILITY_LABELS: Record<'mr' | 'mrs' | 'ms', MessageDescriptor> = {
  mr: msg`Mr`,
  mrs: msg`Mrs`,
  // the other languages read the third civility as "Miss" (Mlle, Srta., Mej., Sig.na): each one needs its own word
  ms: msg({ message: 'Ms', comment: 'Third civility, distinct from Mrs: fr Mlle, de Fräulein, es Srta., nl Mej., it Sig.na' }),
};

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
