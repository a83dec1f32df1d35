/** The quote list's rows and the set-up its end-to-end files make through the API with a page's session. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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

/** The signed-in user's id and reference client; `setClient` switches it through the API (to leave the shared demo data as found). */
export async function referenceClient(page: Page): Promise<{ userId: number; clientId: number }> {
  return page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${sessionStorage.getItem('auth.token')}` };
    const account = (await (await fetch('/api/v1/account', { headers })).json()) as { data: { id: number; client: { id: number } } };
    return { userId: account.data.id, clientId: account.data.client.id };
  });
}

export async function setClient(page: Page, userId: number, clientId: number): Promise<void> {
  const status = await page.evaluate(
    async ([id, client]) => {
      const headers = { Authorization: `Bearer ${sessionStorage.getItem('auth.token')}`, 'Content-Type': 'application/json' };
      return (await fetch(`/api/v1/user/${id}`, { method: 'PUT', headers, body: JSON.stringify({ client_id: client }) })).status;
    },
    [userId, clientId] as const,
  );
  expect(status).toBe(200);
}
