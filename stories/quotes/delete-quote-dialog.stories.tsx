/** Deleting a draft quote: the confirmation, and the server's refusal (409) shown in the dialog. */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DeleteQuoteDialog } from '../../src/features/quotes/delete-quote-dialog.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import '../../src/features/quotes/quotes.css';

const meta = {
  title: 'Quotes/DeleteQuoteDialog',
  component: DeleteQuoteDialog,
  args: { quote: { name: 'Piscine Dupont', reference: 'Q-2026-000001' }, onConfirm: fn(async () => undefined), onClose: fn() },
} satisfies Meta<typeof DeleteQuoteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once its opening is over. */
async function dialog() {
  const element = await within(document.body).findByRole('dialog');
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
}

/** The quote named with its number; Delete deletes and closes. */
export const Confirm: Story = {
  play: async ({ args }) => {
    const box = await dialog();
    await expect(box.getByText('Piscine Dupont')).toBeVisible();
    await expect(box.getByText(/Q-2026-000001/)).toBeVisible();
    await userEvent.click(box.getByRole('button', { name: i18n._(msg`Delete`) }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledOnce());
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

/** The quote is no longer a draft: the server's message, Delete disabled, the dialog open. */
export const Refused: Story = {
  args: { onConfirm: fn(async () => Promise.reject(new Error('Ce devis n’est plus modifiable.'))) },
  play: async ({ args }) => {
    const box = await dialog();
    const remove = box.getByRole('button', { name: i18n._(msg`Delete`) });
    await userEvent.click(remove);
    await expect(await box.findByRole('alert')).toHaveTextContent('Ce devis n’est plus modifiable.');
    await expect(remove).toBeDisabled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
