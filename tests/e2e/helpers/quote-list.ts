/** The quote list's rows and the set-up its end-to-end files make through the API with a page's session. */
import type { Page } from 'playwright-core';

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
