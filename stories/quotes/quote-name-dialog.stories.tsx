/**
 * The rename-quote dialog (the quote list's and the builder's): the current
 * name to start from, errors on blur in the user's language (blank, over 35
 * characters), a spinner while saving, the server's refusal shown in place.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QUOTE_NAME_MAX_LENGTH } from '../../engine/index.ts';
import { QuoteNameDialog } from '../../src/components/quote-name-dialog.tsx';
import { i18n } from '../../src/i18n/i18n.ts';

const NAME = 'Piscine Dupont';

const meta = {
  title: 'Quotes/QuoteNameDialog',
  component: QuoteNameDialog,
  args: { open: true, initialName: NAME, onSubmit: fn(async () => undefined), onClose: fn() },
} satisfies Meta<typeof QuoteNameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once its opening is over. */
async function dialog() {
  const element = await within(document.body).findByRole('dialog');
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
}
const nameField = async () => (await dialog()).findByRole('textbox', { name: i18n._(msg`Quote name`) });
const saveButton = async () => (await dialog()).getByRole('button', { name: i18n._(msg`Save`) });

/** The current name, saved trimmed; the dialog closes once saved. */
export const Rename: Story = {
  play: async ({ args }) => {
    const field = await nameField();
    await expect(field).toHaveValue(NAME);
    await userEvent.clear(field);
    await userEvent.type(field, '  Villa Les Pins  ');
    await userEvent.click(await saveButton());
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith('Villa Les Pins');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

/** Blank, then 36 characters: each error shows on leaving the field, and nothing is sent. */
export const InvalidNames: Story = {
  play: async ({ args, step }) => {
    const field = await nameField();
    const form = await dialog();
    await step('blank', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, '   ');
      await userEvent.tab();
      await expect(await form.findByText(i18n._(msg`Please enter a name for the quote.`))).toBeVisible();
    });
    await step('36 characters', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, 'x'.repeat(36));
      await userEvent.tab();
      const max = QUOTE_NAME_MAX_LENGTH;
      await expect(await form.findByText(i18n._(msg`The name can have at most ${max} characters.`))).toBeVisible();
    });
    await userEvent.click(await saveButton());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the server saves: a spinner on Save; the server's refusal is shown and the dialog stays open. */
export const ServerRefuses: Story = {
  args: {
    onSubmit: fn(() => new Promise<void>((_, reject) => setTimeout(() => reject(new Error('Ce devis n’est plus un brouillon.')), 300))),
  },
  play: async ({ args }) => {
    const save = await saveButton();
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveClass('ant-btn-loading'));
    await expect(await (await dialog()).findByRole('alert')).toHaveTextContent('Ce devis n’est plus un brouillon.');
    await expect(save).not.toHaveClass('ant-btn-loading');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
