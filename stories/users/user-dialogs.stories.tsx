/**
 * The user form (add, update, a login already used shown under its field,
 * required fields checked on blur) and the end-of-subscription confirmation.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { EndSubscriptionDialog } from '../../src/features/users/end-subscription-dialog.tsx';
import { UserDialog } from '../../src/features/users/user-dialog.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { COMPANIES, PENDING_USER } from './user-story-data.ts';
import '../../src/features/users/users.css';

const meta = {
  title: 'Users/UserDialog',
  component: UserDialog,
  args: {
    open: true,
    mode: 'create',
    user: null,
    companies: COMPANIES,
    defaultCompanyId: 3,
    defaultLocale: 'fr',
    grants: { roles: [2, 3, 4], externalClients: true },
    onSubmit: fn(async (): Promise<unknown> => null),
    onClose: fn(),
  },
} satisfies Meta<typeof UserDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog() {
  const element = await within(document.body).findByRole('dialog');
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
}

/** German offers Herr and Frau, not the dated "Fräulein" (issue 30, item 7); French keeps its three. */
export const CivilitiesInGerman: Story = {
  globals: { locale: 'de' },
  play: async () => {
    const box = await dialog();
    await userEvent.click(box.getByLabelText('Anrede'));
    // The list opens with an animation: wait until it is shown rather than read it mid-way (CI stop 34).
    const herr = await within(document.body).findByTitle('Herr');
    await waitFor(() => expect(herr).toBeVisible());
    await expect(within(document.body).getByTitle('Frau')).toBeVisible();
    await expect(within(document.body).queryByTitle('Fräulein')).toBeNull();
    await expect(document.body.querySelectorAll('.ant-select-item-option')).toHaveLength(2);
  },
};

const LOGIN_TAKEN = { error: { code: 'login_taken', message: 'Cet identifiant est déjà utilisé' } };

/** A required field left empty says so on blur; a login already used comes back under the login field. */
export const AddWithLoginTaken: Story = {
  args: { onSubmit: fn(async () => LOGIN_TAKEN) },
  play: async ({ args }) => {
    const box = await dialog();
    const required = i18n._(msg`Required field`);
    await userEvent.click(box.getByLabelText(i18n._(msg`Last name`)));
    await userEvent.tab();
    await expect(await box.findByText(required)).toBeVisible();
    await userEvent.type(box.getByLabelText(i18n._(msg`Last name`)), 'Lefèvre');
    await userEvent.type(box.getByLabelText(i18n._(msg`First name`)), 'Marc');
    await userEvent.type(box.getByLabelText(i18n._(msg`E-mail`)), 'marc@soleil.example');
    await userEvent.type(box.getByLabelText(i18n._(msg`Login`)), 'marc.lefevre');
    await userEvent.click(box.getByLabelText(i18n._(msg`Role`)));
    // an administrator without confirmation is not offered the role with confirmation (the server would refuse it)
    await expect(within(document.body).queryByTitle(i18n._(msg`Administrator with confirmation`))).toBeNull();
    await userEvent.click(await within(document.body).findByTitle(i18n._(msg`User with quote validation`)));
    await userEvent.click(box.getByRole('button', { name: i18n._(msg`Add and send the invitation`) }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(await box.findByText('Cet identifiant est déjà utilisé')).toBeVisible();
    expect(args.onClose).not.toHaveBeenCalled();
  },
};

/**
 * Adding a user to an external client sends no invitation (the installer's
 * administrators accept the request first): the button and a note say so
 * (issue 30, item 5: it read "Ajouter et envoyer l'invitation").
 */
export const AddToAnExternalClientInFrench: Story = {
  args: { defaultCompanyId: 11 },
  globals: { locale: 'fr' },
  play: async () => {
    const box = await dialog();
    await expect(await box.findByRole('button', { name: 'Ajouter et demander l’accès' })).toBeVisible();
    await expect(box.queryByRole('button', { name: /invitation/ })).toBeNull();
    await expect(box.getByText(/les administrateurs de l’installateur acceptent sa demande d’accès/)).toBeVisible();
  },
};

/**
 * Each field of the form has its own label: in Italian the last name read "Nome" like the first name (and
 * "Nombre" twice in Spanish), seen on /it/user at 390 px (issue 30, screens looked at again).
 */
export const LabelsTellTheNamesApartInItalian: Story = {
  globals: { locale: 'it' },
  play: async () => {
    const box = await dialog();
    await expect(box.getByLabelText('Cognome')).toHaveAttribute('id', 'last_name');
    await expect(box.getByLabelText('Nome')).toHaveAttribute('id', 'first_name');
    const labels = [...document.querySelectorAll('.ant-modal .ant-form-item-label label')].map((label) => label.textContent);
    await expect(labels.length).toBeGreaterThanOrEqual(7);
    await expect(new Set(labels).size).toBe(labels.length);
  },
};

/** Updating: the user's values filled in, the company fixed, the active flag offered. */
export const Update: Story = {
  args: { mode: 'edit', user: PENDING_USER },
  play: async ({ args }) => {
    const box = await dialog();
    await expect(box.getByLabelText(i18n._(msg`Login`))).toHaveValue(PENDING_USER.login);
    await expect(box.getByLabelText(i18n._(msg`Active`))).toBeChecked();
    await userEvent.click(box.getByRole('button', { name: i18n._(msg`Save`) }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

export const UpdateLoading: Story = { args: { mode: 'edit', user: null } };

/** The dialog with a button, outside it, that moves the default company the way the company list does when its selection settles. */
function DialogWhoseDefaultMoves(args: ComponentProps<typeof UserDialog>) {
  const [companyId, setCompanyId] = useState(args.defaultCompanyId);
  return (
    <>
      <button type="button" data-testid="move-default" onClick={() => setCompanyId(COMPANIES[1]!.id)} />
      <UserDialog {...args} defaultCompanyId={companyId} />
    </>
  );
}

/** What was typed stays when the default company changes while the dialog is open (it was wiped, and the add sent nothing). */
export const TypedValuesOutliveADefaultThatMoves: Story = {
  render: (args) => <DialogWhoseDefaultMoves {...args} />,
  play: async () => {
    const box = await dialog();
    await userEvent.type(box.getByLabelText(i18n._(msg`Last name`)), 'Conti');
    fireEvent.click(document.querySelector('[data-testid="move-default"]')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(box.getByLabelText(i18n._(msg`Last name`))).toHaveValue('Conti');
  },
};

/** Ending a subscription asks for the administrator's password; a wrong one is said in the dialog. */
export const EndSubscription: Story = {
  render: () => (
    <EndSubscriptionDialog user={PENDING_USER} onConfirm={async () => 'Mot de passe incorrect.'} onClose={() => undefined} />
  ),
  play: async () => {
    const box = await dialog();
    await userEvent.type(box.getByLabelText(i18n._(msg`Your password, to confirm`)), 'wrong');
    await userEvent.click(box.getByRole('button', { name: i18n._(msg`End the subscription`) }));
    await expect(await box.findByRole('alert')).toHaveTextContent('Mot de passe incorrect.');
  },
};
