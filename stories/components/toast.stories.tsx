/**
 * The toasts of src/lib/toast.ts: an order number stays on one line
 * (issue 30, item 8: a toast broke "O-2026-" / "000001" at the hyphen).
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '../../src/i18n/i18n.ts';
import { showErrorToast, showSuccessToast } from '../../src/lib/toast.ts';

const NUMBER = 'O-2026-000001';

function Toasts() {
  return (
    <>
      <Button onClick={() => showSuccessToast(i18n._(msg`Order ${NUMBER} sent back to its author.`))}>success</Button>
      <Button onClick={() => showErrorToast('Le devis D-2026-000123 et la commande O-2026-000001 ne sont plus des brouillons.')}>error</Button>
    </>
  );
}

const meta = { title: 'Components/Toast', component: Toasts } satisfies Meta<typeof Toasts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each number in a toast is one unbreakable piece, drawn on one line; the rest of the text wraps as usual. */
export const NumbersKeptWhole: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'success' }));
    const success = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-notification-notice-success .toast-number')];
      expect(found.map((element) => element.textContent)).toEqual([NUMBER]);
      return found[0]!;
    });
    await expect(getComputedStyle(success).whiteSpace).toBe('nowrap');
    await expect(success.getClientRects()).toHaveLength(1);
    await expect(success.closest('.ant-notification-notice')).toHaveTextContent(i18n._(msg`Order ${NUMBER} sent back to its author.`));

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'error' }));
    await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-notification-notice-error .toast-number')];
      expect(found.map((element) => element.textContent)).toEqual(['D-2026-000123', NUMBER]);
    });
  },
};

/**
 * A toast's close button is named in the page's language: its holders sit beside the language scope
 * (app.tsx), and antd named the button "Close" in English on /nl and /fr (issue 30, item 6, looked at again).
 */
export const CloseNamedInDutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'success' }));
    const said = i18n._(msg`Order ${NUMBER} sent back to its author.`);
    const notice = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-notification-notice-success')].find((element) => element.textContent?.includes(said));
      expect(found).toBeDefined();
      return found!;
    });
    await expect(within(notice).getByRole('button', { name: 'Sluiten' })).toBeInTheDocument();
    await expect(within(notice).queryByRole('button', { name: 'Close' })).toBeNull();
  },
};
