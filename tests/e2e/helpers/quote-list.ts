/** The quote list's rows and the set-up its end-to-end files make through the API, with a page's session or from Node. */
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../server/db/seed-data.ts';
import { baseUrl } from './browser.ts';

export const rowOf = (page: Page, id: number) => page.locator(`.quote-table tbody tr[data-row-key="${id}"]`);

/** Chooses an action in a row's menu. */
export async function rowAction(page: Page, id: number, label: string): Promise<void> {
  await page.getByTestId(`quote-actions-${id}`).click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: label }).click();
}

/** Creates a quote through the API with the page's session (for set-up only). */
export async function apiCreate(page: Page, name: string): Promise<number> {
  return page.evaluate(async (quoteName) => {
    const headers = { Authorization: `Bearer ${sessionStorage.getItem('auth.token')}`, 'Content-Type': 'application/json' };
    const families = (await (await fetch('/api/v1/family', { headers })).json()) as { data: { id: number }[] };
    const response = await fetch('/api/v1/quote', { method: 'POST', headers, body: JSON.stringify({ family_id: families.data[0]!.id, name: quoteName }) });
    return ((await response.json()) as { data: { id: number } }).data.id;
  }, name);
}

/**
 * Creates a quote of `login` through the API from Node, before any page is open (for set-up only): the test can then
 * sign in straight to the list, instead of opening the app on home to borrow its session and loading it again.
 */
export async function apiCreateAs(login: string, name: string): Promise<number> {
  const call = async <T>(path: string, token: string | null, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl()}/api/v1${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  const { access_token: token } = await call<{ access_token: string }>('/auth/login', null, { identifier: login, password: DEMO_PASSWORD, accept_terms: true });
  const families = await call<{ id: number }[]>('/family', token);
  return (await call<{ id: number }>('/quote', token, { family_id: families[0]!.id, name })).id;
}
