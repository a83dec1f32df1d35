/**
 * The new-quote dialog: the product family is required ("please fill in the
 * product family", before anything is sent), billing is offered only where
 * the reference client has a trading group, the server's field errors land on
 * their fields, and a trading group's quote then asks for its installer.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NewQuoteDialog, type NewQuoteDialogProps } from '../../src/features/quotes/new-quote-dialog.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { FAMILIES, INSTALLERS } from './quote-story-data.ts';
import '../../src/features/quotes/quotes.css';

const GROUP = 'Groupement Piscines de France';

const meta = {
  title: 'Quotes/NewQuoteDialog',
  component: NewQuoteDialog,
  args: {
    open: true,
    families: FAMILIES,
    familiesError: null,
    group: null,
    installerStep: null,
    onCreate: fn<NewQuoteDialogProps['onCreate']>(async () => null),
    onChooseInstaller: fn<NewQuoteDialogProps['onChooseInstaller']>(async () => null),
    onClose: fn(),
  },
} satisfies Meta<typeof NewQuoteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once its opening is over. */
async function dialog() {
  const element = await within(document.body).findByRole('dialog');
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
}
const button = async (label: string) => (await dialog()).getByRole('button', { name: label });

/** Create without a family: the message under the families, nothing sent; choosing one clears it. */
export const MissingFamily: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.click(await button(i18n._(msg`Create the quote`)));
    const error = await form.findByText(i18n._(msg`Please fill in the product family.`));
    await expect(error).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.click(form.getByRole('radio', { name: new RegExp(FAMILIES[1]!.title) }));
    await waitFor(() => expect(form.queryByText(i18n._(msg`Please fill in the product family.`))).toBeNull());
  },
};

const BLIND_DESCRIPTION =
  'Volet roulant automatique à lames sur mesure, hors-sol ou immergé, conforme à la norme de sécurité NF P90-308 ; aussi disponible en tablier seul pour remplacer les lames.';

/** A family's description is read whole, however long (issue 30, item 8: cut with "…" at desktop width, with no way to read the rest). */
export const DescriptionsReadWhole: Story = {
  args: { families: [{ ...FAMILIES[0]!, description: BLIND_DESCRIPTION }, ...FAMILIES.slice(1)] },
  play: async () => {
    const form = await dialog();
    const description = form.getByText(BLIND_DESCRIPTION);
    await expect(description).toBeVisible();
    await expect(description.scrollHeight).toBeLessThanOrEqual(description.clientHeight + 1);
    await expect(getComputedStyle(description).textOverflow).not.toBe('ellipsis');
    await expect(description.getBoundingClientRect().height).toBeGreaterThan(3 * parseFloat(getComputedStyle(description).lineHeight));
  },
};

/** An installer without a trading group: no billing choice; the family, name and reference are sent trimmed. */
export const Create: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await expect(form.queryByText(i18n._(msg`Billing`))).toBeNull();
    await userEvent.click(form.getByRole('radio', { name: new RegExp(FAMILIES[2]!.title) }));
    await userEvent.type(form.getByRole('textbox', { name: i18n._(msg`Quote name`) }), ' Piscine Dupont ');
    await userEvent.type(form.getByRole('textbox', { name: i18n._(msg`End customer reference`) }), 'DUP-42');
    await userEvent.click(await button(i18n._(msg`Create the quote`)));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledOnce());
    await expect(args.onCreate).toHaveBeenCalledWith({ family_id: FAMILIES[2]!.id, name: 'Piscine Dupont', end_customer_reference: 'DUP-42' });
  },
};

/** The reference client bills through a trading group: group (the default) or direct. */
export const WithTradingGroup: Story = {
  args: { group: { name: GROUP } },
  play: async ({ args }) => {
    const form = await dialog();
    const viaGroup = form.getByRole('radio', { name: new RegExp(GROUP) });
    await expect(viaGroup).toBeChecked();
    await userEvent.click(form.getByRole('radio', { name: i18n._(msg`Direct to the installer`) }));
    await userEvent.click(form.getByRole('radio', { name: new RegExp(FAMILIES[0]!.title) }));
    await userEvent.click(await button(i18n._(msg`Create the quote`)));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith(expect.objectContaining({ family_id: FAMILIES[0]!.id, billing: 'direct' })));
  },
};

/** The server refuses: its field message on the field, a general one above the form. */
export const ServerErrors: Story = {
  args: {
    onCreate: fn<NewQuoteDialogProps['onCreate']>(async () => ({ fields: [{ name: 'name', message: 'Höchstens 35 Zeichen.' }] })),
  },
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.click(form.getByRole('radio', { name: new RegExp(FAMILIES[0]!.title) }));
    await userEvent.click(await button(i18n._(msg`Create the quote`)));
    await expect(await form.findByText('Höchstens 35 Zeichen.')).toBeVisible();
    args.onCreate.mockResolvedValueOnce({ message: 'Choisissez d’abord un client.' });
    await userEvent.click(await button(i18n._(msg`Create the quote`)));
    await expect(await form.findByRole('alert')).toHaveTextContent('Choisissez d’abord un client.');
  },
};

/** The families could not be loaded: the message in place of the cards. */
export const FamiliesUnavailable: Story = {
  args: { families: null, familiesError: 'Erreur interne du serveur.' },
  play: async () => {
    await expect(await (await dialog()).findByText('Erreur interne du serveur.')).toBeVisible();
  },
};

/** A trading group's quote is created: its installer is required to go on, or left for later. */
export const ChooseInstaller: Story = {
  args: { installerStep: { quoteName: 'Piscine Dupont', installers: INSTALLERS } },
  play: async ({ args, step }) => {
    const form = await dialog();
    await expect(form.getByText(/Piscine Dupont/)).toBeVisible();
    await step('the installer is required', async () => {
      await userEvent.click(await button(i18n._(msg`Continue`)));
      await expect(await form.findByText(i18n._(msg`Please choose the installer.`))).toBeVisible();
      await expect(args.onChooseInstaller).not.toHaveBeenCalled();
    });
    await step('choose one', async () => {
      await userEvent.click(form.getByRole('combobox'));
      await userEvent.click(await within(document.body).findByTitle(INSTALLERS[1]!.name));
      await userEvent.click(await button(i18n._(msg`Continue`)));
      await waitFor(() => expect(args.onChooseInstaller).toHaveBeenCalledOnce());
      await expect(args.onChooseInstaller).toHaveBeenCalledWith(INSTALLERS[1]!.id);
    });
    await step('or later', async () => {
      await userEvent.click(await button(i18n._(msg`Choose later`)));
      await waitFor(() => expect(args.onChooseInstaller).toHaveBeenLastCalledWith(null));
    });
  },
};
