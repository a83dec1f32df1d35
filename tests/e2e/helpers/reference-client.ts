/** The signed-in user's reference client, read and switched through the API with a page's session. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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
