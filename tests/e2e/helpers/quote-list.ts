/** The quote list's rows, and the quotes its end-to-end files make through the API from Node before signing in. */
import type { Page } from 'playwright-core';
import { apiCall, apiToken } from './api.ts';

export const rowOf = (page: Page, id: number) => page.locator(`.quote-table tbody tr[data-row-key="${id}"]`);

/** Chooses an action in a row's menu. */
export async function rowAction(page: Page, id: number, label: string): Promise<void> {
  await page.getByTestId(`quote-actions-${id}`).click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: label }).click();
}

/** Creates a quote of `login` through the API from Node, before its page signs in (for set-up only). */
export async function apiCreateAs(login: string, name: string, password?: string): Promise<number> {
  const token = await apiToken(login, password);
  const families = await apiCall<{ id: number }[]>(token, 'GET', '/family');
  return (await apiCall<{ id: number }>(token, 'POST', '/quote', { family_id: families[0]!.id, name })).id;
}
