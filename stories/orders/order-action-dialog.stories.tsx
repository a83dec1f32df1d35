/**
 * The decisions' dialogs: sending back needs a reason (checked before
 * anything is sent), accepting needs both dates in order, shipping starts
 * from a date, and the server's refusal shows in the dialog.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OrderActionDialog } from '../../src/features/orders/order-action-dialog.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { PHONE_WIDTHS, widthsBreaking } from '../kept-whole.ts';
import { placeholderFits } from '../placeholder-fits.ts';
import { clockAt } from '../story-clock.ts';
import { localeOf } from '../story-locale.ts';
import { ACCEPTED_ORDER, AWAITING_ORDER } from './order-story-data.ts';
import { plain } from '../story-text.ts';

const meta = {
  title: 'Orders/OrderActionDialog',
  component: OrderActionDialog,
  args: { action: 'reject', order: AWAITING_ORDER, submitting: false, locale: 'fr', error: null, onSubmit: fn(), onClose: fn() },
  render: (args, { globals }) => <OrderActionDialog {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof OrderActionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog() {
  const element = await within(document.body).findByRole('dialog');
  await waitFor(() => expect(element).toBeVisible());
  return element;
}


const okButton = (element: HTMLElement) => element.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary')!;

/** Sending back without a reason says so and sends nothing; with one, it is sent trimmed. */
export const SendBack: Story = {
  play: async ({ args }) => {
    const element = await dialog();
    await userEvent.click(okButton(element));
    await expect(await within(element).findByText(i18n._(msg`Please give the reason.`))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // the field is named by its label (axe: a textarea without one is critical)
    await userEvent.type(within(element).getByRole('textbox', { name: i18n._(msg`Reason`) }), '  Width does not match the plan.  ');
    await userEvent.click(okButton(element));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'Width does not match the plan.' }));
  },
};

/** Accepting asks for both dates. */
export const Accept: Story = {
  args: { action: 'accept', order: { ...ACCEPTED_ORDER, manufacture_date: null, ex_works_date: null } },
  play: async ({ args }) => {
    const element = await dialog();
    await userEvent.click(okButton(element));
    await expect(await within(element).findByText(i18n._(msg`Please choose the manufacture date.`))).toBeVisible();
    await expect(within(element).getByText(i18n._(msg`Please choose the ex-works date.`))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(element).getByLabelText(i18n._(msg`Manufacture date`))).toHaveAttribute('id', 'order-action-manufacture');
    await expect(within(element).getByLabelText(i18n._(msg`Ex-works date`))).toHaveAttribute('id', 'order-action-ex-works');
  },
};

/** Both date fields read their placeholder whole (issue 30, item 8: "Sélectionner u…" at 1366 px; the picker was 118 px wide). */
export const PlaceholdersReadWholeInFrench: Story = {
  globals: { locale: 'fr' },
  args: { action: 'accept', order: { ...ACCEPTED_ORDER, manufacture_date: null, ex_works_date: null } },
  play: async () => {
    const element = await dialog();
    for (const label of [msg`Manufacture date`, msg`Ex-works date`]) {
      const input = within(element).getByLabelText<HTMLInputElement>(i18n._(label));
      await expect(input.placeholder.length).toBeGreaterThan(0);
      await expect(placeholderFits(input), `${input.placeholder} in ${input.clientWidth} px`).toBe(true);
    }
  },
};

/** Shipping starts from today (10 December 2026 here), the ex-works date (8 December) having passed. */
export const Ship: Story = {
  args: { action: 'ship', order: { ...ACCEPTED_ORDER, ex_works_date: '2026-12-08' } },
  beforeEach: () => clockAt('2026-12-10T09:00:00Z'),
  play: async ({ args }) => {
    const element = await dialog();
    await userEvent.click(okButton(element));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ shipping_date: '2026-12-10' }));
  },
};

/**
 * A shipping date to come is refused (issue 30, item 4: 12/12/2026 typed on 29/11/2026 told the client at once
 * that the order had shipped): the days after today cannot be picked, and one typed is refused next to the field, why.
 */
export const ShipInTheFuture: Story = {
  args: { action: 'ship', order: { ...ACCEPTED_ORDER, manufacture_date: '2026-11-24', ex_works_date: '2026-11-27' } },
  beforeEach: () => clockAt('2026-11-29T09:00:00Z'),
  play: async ({ args }) => {
    const element = await dialog();
    const field = within(element).getByLabelText(i18n._(msg`Shipping date`));
    await expect(field).toHaveValue('29/11/2026');
    await userEvent.click(field);
    const tomorrow = await within(document.body).findByTitle('2026-11-30');
    await expect(tomorrow).toHaveClass('ant-picker-cell-disabled');
    await expect(within(document.body).getByTitle('2026-11-28')).not.toHaveClass('ant-picker-cell-disabled');
    await userEvent.clear(field);
    await userEvent.type(field, '12/12/2026');
    await userEvent.click(within(element).getByText(plain(i18n._(msg`The day the order left: today or earlier.`))));
    await expect(await within(element).findByText('12/12/2026 ne peut pas être choisie : une commande est marquée comme expédiée une fois partie, au plus tard aujourd’hui (29/11/2026).')).toBeVisible();
    await userEvent.click(okButton(element));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * A date typed outside the order's bounds is refused next to its field, naming them (issue 30, item 3: it was put
 * back without a word, or cleared with only "Choisissez la date de fabrication.").
 */
export const AcceptOutOfRange: Story = {
  args: { action: 'accept', order: { ...ACCEPTED_ORDER, manufacture_date: null, ex_works_date: null } },
  beforeEach: () => clockAt('2026-11-29T09:00:00Z'),
  play: async ({ args }) => {
    const element = await dialog();
    const manufacture = within(element).getByLabelText(i18n._(msg`Manufacture date`));
    await userEvent.type(manufacture, '01/01/2020');
    await userEvent.click(within(element).getByText(i18n._(msg`Plan the manufacture and the date the order leaves the works.`)));
    await expect(await within(element).findByText('01/01/2020 ne peut pas être choisie : la date doit se situer entre le 20/11/2026 (date de la commande) et le 29/11/2028.')).toBeVisible();
    await expect(within(element).queryByText(i18n._(msg`Please choose the manufacture date.`))).toBeNull();
    const exWorks = within(element).getByLabelText(i18n._(msg`Ex-works date`));
    await userEvent.type(exWorks, '31/12/2099');
    await userEvent.click(okButton(element));
    await expect(await within(element).findByText('31/12/2099 ne peut pas être choisie : la date doit se situer entre le 20/11/2026 (date de la commande) et le 29/11/2028.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // a date within the bounds is taken
    await userEvent.clear(manufacture);
    await userEvent.type(manufacture, '03/12/2026{Enter}');
    await userEvent.clear(exWorks);
    await userEvent.type(exWorks, '08/12/2026{Enter}');
    await userEvent.click(okButton(element));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ manufacture_date: '2026-12-03', ex_works_date: '2026-12-08' }));
  },
};

/** Saving the dates the order has already sends nothing and says so (it said "Dates … modifiées"). */
export const ChangeDatesUnchanged: Story = {
  args: { action: 'accept', order: ACCEPTED_ORDER },
  beforeEach: () => clockAt('2026-11-29T09:00:00Z'),
  play: async ({ args }) => {
    const element = await dialog();
    await userEvent.click(okButton(element));
    await expect(await within(element).findByRole('status')).toHaveTextContent('Ce sont déjà les dates de la commande : rien n’a été modifié.');
    // French: a no-break space before the colon, so that it never starts a line
    await expect(within(element).getByRole('status').textContent).toContain('commande\u00a0: rien');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal, in the user's language, above the form. */
export const Refused: Story = {
  args: { action: 'cancel', order: ACCEPTED_ORDER, error: 'Ce changement n’est pas possible : la commande a déjà été expédiée.' },
  play: async () => {
    const element = await dialog();
    await expect(within(element).getByRole('alert')).toHaveTextContent('la commande a déjà été expédiée');
  },
};

/**
 * Each title keeps the order's number on one line, wherever its words end: on /fr/order at 390 px the accept
 * dialog read "Accepter la commande O-2026-" and "000002" (issue 30, screens looked at again).
 */
export const NumberWholeInTheTitles: Story = {
  globals: { locale: 'fr' },
  args: { action: 'accept', order: { ...ACCEPTED_ORDER, manufacture_date: null, ex_works_date: null } },
  play: async ({ args }) => {
    const title = (await dialog()).querySelector<HTMLElement>('.ant-modal-title')!;
    await expect(widthsBreaking(title, args.order!.number, PHONE_WIDTHS), `${title.textContent}: widths where the number breaks`).toEqual([]);
  },
};

/** The dialog's cross is named in the page's language, and nothing in it is read "close" in English (issue 30, item 6, as the drawer's). */
export const CloseNamedInFrench: Story = {
  globals: { locale: 'fr' },
  play: async () => {
    const element = await dialog();
    await expect(element.querySelector('.ant-modal-close')).toHaveAccessibleName('Fermer');
    await expect(element.querySelectorAll('[aria-label="close"]:not([aria-hidden="true"])')).toHaveLength(0);
  },
};
