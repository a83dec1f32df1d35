/**
 * The password form of the registration and new-password pages: required
 * fields and the mismatch said on blur, the server's weak-password refusal
 * under the password, an expired link above the form.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PASSWORD_MIN_LENGTH, PasswordForm } from '../../src/features/subscription/password-form.tsx';
import { i18n } from '../../src/i18n/i18n.ts';

const meta = {
  title: 'Users/PasswordForm',
  component: PasswordForm,
  args: { submitting: false, errors: {}, formError: null, submitLabel: 'Activer mon compte', onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof PasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Short password and a different confirmation are said on blur; nothing is sent until both are right. */
export const Checks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(i18n._(msg`New password`));
    const confirmation = canvas.getByLabelText(i18n._(msg`Confirm the password`));
    await userEvent.type(password, 'short');
    await userEvent.tab();
    await expect(await canvas.findByText(i18n._(msg`The password must have at least ${PASSWORD_MIN_LENGTH} characters.`))).toBeVisible();
    await userEvent.type(password, '-but-longer');
    await userEvent.type(confirmation, 'something else');
    await userEvent.tab();
    await expect(await canvas.findByText(i18n._(msg`The two passwords do not match.`))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Activer mon compte' }));
    expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'short-but-longer');
    await userEvent.click(canvas.getByRole('button', { name: 'Activer mon compte' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ password: 'short-but-longer', password_confirmation: 'short-but-longer' }));
  },
};

/** Empty fields on submit: both required, the first focused. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Activer mon compte' }));
    await expect(await canvas.findByText(i18n._(msg`Please choose a password.`))).toBeVisible();
    await expect(canvas.getByText(i18n._(msg`Please confirm your password.`))).toBeVisible();
    await expect(canvas.getByLabelText(i18n._(msg`New password`))).toHaveFocus();
  },
};

/** The server found the password too common: its message under the field. */
export const WeakPassword: Story = {
  args: { errors: { password: 'Ce mot de passe est trop courant.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ce mot de passe est trop courant.')).toBeVisible();
  },
};

export const ServerError: Story = { args: { formError: 'Le lien a expiré.' } };
