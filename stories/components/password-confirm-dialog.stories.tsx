/**
 * The one "confirm with your password" dialog (issue 29, item 3), which ending a
 * subscription (Users/UserDialog EndSubscription) and answering an external
 * client's request (Users/ExternalClients AnswerDialog) both use: the password is
 * required, sent as typed, a lost connection is said in the dialog, and the dialog
 * closes once the action is done.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from 'antd';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { connectionLostText } from '../../src/api/errors.ts';
import { PasswordConfirmDialog } from '../../src/components/password-confirm-dialog.tsx';
import { i18n } from '../../src/i18n/i18n.ts';

const meta = {
  title: 'Components/PasswordConfirmDialog',
  component: PasswordConfirmDialog,
  args: {
    open: true,
    title: 'Mettre fin à l’abonnement ?',
    okText: 'Confirmer',
    danger: true,
    onConfirm: fn(async (): Promise<string | null> => null),
    onClose: fn(),
    children: <Typography.Paragraph>Jeanne Martin (jmartin) ne pourra plus se connecter.</Typography.Paragraph>,
  },
} satisfies Meta<typeof PasswordConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog() {
  const element = await within(document.body).findByRole('dialog');
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
}

/** Without a password nothing is sent: the field says it is required. */
export const PasswordRequired: Story = {
  play: async ({ args }) => {
    const box = await dialog();
    await userEvent.click(box.getByRole('button', { name: 'Confirmer' }));
    await expect(await box.findByText(i18n._(msg`Required field`))).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The password is sent as typed and the dialog closes once the action is done. */
export const ClosesWhenDone: Story = {
  play: async ({ args }) => {
    const box = await dialog();
    await userEvent.type(box.getByLabelText(i18n._(msg`Your password, to confirm`)), 'Secret-2026');
    await userEvent.click(box.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(args.onConfirm).toHaveBeenCalledWith('Secret-2026');
  },
};

/** A request that never reached the server says so in the dialog, which stays open for another try. */
export const ConnectionLost: Story = {
  args: { onConfirm: fn(async (): Promise<string | null> => Promise.reject(new TypeError('Failed to fetch'))) },
  play: async ({ args }) => {
    const box = await dialog();
    await userEvent.type(box.getByLabelText(i18n._(msg`Your password, to confirm`)), 'Secret-2026');
    await userEvent.click(box.getByRole('button', { name: 'Confirmer' }));
    await expect(await box.findByRole('alert')).toHaveTextContent(connectionLostText());
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/**
 * The state of the change is useSubmit's (src/lib/use-submit.ts, TanStack Query's useMutation): the button
 * turns busy while the call is on its way, the server's refusal is shown when it answers, and a new try
 * clears it while it is sent again.
 */
export const RefusedThenRetried: Story = {
  args: {
    onConfirm: fn(async (): Promise<string | null> => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return 'Mot de passe incorrect.';
    }),
  },
  play: async ({ args }) => {
    const box = await dialog();
    const button = box.getByRole('button', { name: 'Confirmer' });
    await userEvent.type(box.getByLabelText(i18n._(msg`Your password, to confirm`)), 'Wrong-2026');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveClass('ant-btn-loading'));
    await expect(await box.findByRole('alert')).toHaveTextContent('Mot de passe incorrect.');
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    await userEvent.click(button);
    await waitFor(() => expect(box.queryByRole('alert')).toBeNull());
    await expect(await box.findByRole('alert')).toHaveTextContent('Mot de passe incorrect.');
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
