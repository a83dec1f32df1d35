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
import { clockAt } from '../story-clock.ts';
import { localeOf } from '../story-locale.ts';
import { ACCEPTED_ORDER, AWAITING_ORDER } from './order-story-data.ts';

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

/** Shipping starts from the ex-works date when it is later than today (1 December 2026 here). */
export const Ship: Story = {
  args: { action: 'ship', order: { ...ACCEPTED_ORDER, ex_works_date: '2026-12-08' } },
  beforeEach: () => clockAt('2026-12-01T09:00:00Z'),
  play: async ({ args }) => {
    const element = await dialog();
    await userEvent.click(okButton(element));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ shipping_date: '2026-12-08' }));
  },
};

/** ...and from today (10 December 2026 here) once the ex-works date has passed. */
export const ShipLate: Story = {
  args: { action: 'ship', order: { ...ACCEPTED_ORDER, ex_works_date: '2026-12-08' } },
  beforeEach: () => clockAt('2026-12-10T09:00:00Z'),
  play: async ({ args }) => {
    const element = await dialog();
    await userEvent.click(okButton(element));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ shipping_date: '2026-12-10' }));
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
