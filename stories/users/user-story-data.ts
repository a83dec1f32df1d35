/** Companies and users for the user-management stories. */
import type { Schemas } from '../../src/api/types.ts';

const summary = (id: number, name: string, kind: Schemas['CompanyKind'], country_code = 'FR'): Schemas['CompanySummary'] => ({ id, name, kind, country_code });
const installer = summary(3, 'Piscines du Soleil', 'installer');

export const COMPANIES: Schemas['AccountClient'][] = [
  { id: 3, name: 'Piscines du Soleil', kind: 'installer', country_code: 'FR', city: 'Montpellier', zipcode: '34000', group: null, installer: null, user_count: 3 },
  { id: 11, name: 'Jardins & Bassins Martin', kind: 'external', country_code: 'FR', city: 'Nîmes', zipcode: '30000', group: null, installer, user_count: 1 },
];

const role = (id: number): Schemas['Role'] => ({ id, name: String(id), permissions: [] });

function user(id: number, first: string, last: string, status: Schemas['SubscriptionStatus'], roleId: number, manageable = true): Schemas['User'] {
  return {
    id,
    login: `${first}.${last}`.toLowerCase().normalize('NFD').replace(/[^a-z.]/g, ''),
    civility: 'mrs',
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}@soleil.example`,
    locale: 'fr',
    company: installer,
    role: role(roleId),
    active: status !== 'ended',
    can_manage_users: roleId === 3,
    can_manage_external_clients: false,
    subscription_status: status,
    created_at: '2026-01-05T09:00:00Z',
    last_login_at: status === 'active' ? '2026-11-20T08:30:00Z' : null,
    manageable,
  };
}

export const SELF = user(1, 'Claire', 'Dubois', 'active', 3);
export const PENDING_USER = user(2, 'Marc', 'Lefèvre', 'pending', 2);
export const ENDED_USER = user(4, 'Sophie', 'Bernard', 'ended', 4);
/** An administrator with confirmation: rights the signed-in administrator (role 3) does not have. */
export const STRONGER_USER = user(5, 'Paul', 'Garnier', 'active', 5, false);
export const USERS = [SELF, PENDING_USER, ENDED_USER, STRONGER_USER];
