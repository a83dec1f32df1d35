/**
 * A user of one test's own, made from Node as a new colleague would come: an administrator (a demo user) adds it to
 * its own company with a role and a language (POST /user), the invitation is read from the mailbox, and its link's
 * token sets the password (POST /account/confirm-account). For a test that changes what its user sees everywhere for
 * a while (its reference client, its language): the demo users are shared by the files running at the same time.
 */
import type { Locale } from '../../../engine/index.ts';
import { apiCall, apiToken } from './api.ts';
import { accountLink, waitForMail } from './mailbox.ts';

export interface OwnUser {
  id: number;
  login: string;
  password: string;
}

export interface OwnUserOptions {
  /** The demo administrator who adds it, into its own company. */
  invitedBy: string;
  roleId: number;
  locale: Locale;
  /** A reference client to start with, by the start of its name in the client search (CAN_SWITCH_REF): manufacturer staff start without one. */
  client?: string;
}

let made = 0;

export async function ownUser({ invitedBy, roleId, locale, client }: OwnUserOptions): Promise<OwnUser> {
  const admin = await apiToken(invitedBy);
  const { company } = await apiCall<{ company: { id: number } }>(admin, 'GET', '/account');
  const login = `e2e.own.${process.pid}.${Date.now() % 1_000_000}.${++made}`;
  const email = `${login}@example.com`;
  const { id } = await apiCall<{ id: number }>(admin, 'POST', '/user', {
    company_id: company.id,
    first_name: 'Noa',
    last_name: 'Essai',
    email,
    login,
    role_id: roleId,
    locale,
  });
  const token = accountLink(await waitForMail(email, /./)).searchParams.get('token');
  const password = 'Galet-Ruisseau-Bassin-73';
  await apiCall(null, 'POST', '/account/confirm-account', { token, password, password_confirmation: password });
  if (client) {
    const session = await apiToken(login, password);
    const found = await apiCall<{ id: number; company: string }[]>(session, 'POST', `/clients/search?q=${encodeURIComponent(client)}`);
    const chosen = found.find((result) => result.company.startsWith(client));
    if (!chosen) throw new Error(`no client "${client}" among ${JSON.stringify(found)}`);
    await apiCall(session, 'PUT', `/user/${id}`, { client_id: chosen.id });
  }
  return { id, login, password };
}
