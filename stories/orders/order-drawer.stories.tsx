/**
 * One order in its drawer: a shipped order's facts, lines, totals, documents
 * and timeline; the group's decisions on an order awaiting it; the desk's on
 * an accepted one; loading and a load error.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OrderDrawer } from '../../src/features/orders/order-drawer.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { localeOf } from '../story-locale.ts';
import { ACCEPTED_ORDER, AWAITING_ORDER, SHIPPED_ORDER } from './order-story-data.ts';
import '../../src/features/orders/orders.css';

const meta = {
  title: 'Orders/OrderDrawer',
  component: OrderDrawer,
  args: {
    open: true,
    order: SHIPPED_ORDER,
    loading: false,
    error: null,
    locale: 'fr',
    canConfirm: false,
    isDesk: false,
    onAction: fn(),
    onDownload: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
  render: (args, { globals }) => <OrderDrawer {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof OrderDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

async function drawer() {
  const element = await within(document.body).findByRole('dialog');
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
}

/** Everything the installer reads: lines and totals in the order's currency, the document, every change with who made it; no decision. */
export const Shipped: Story = {
  play: async ({ args }) => {
    const box = await drawer();
    await expect(box.getByText('BUB-400')).toBeVisible();
    await expect(box.getByText('plan-du-bassin.pdf')).toBeVisible();
    await expect(box.getAllByText(/ERP Service/)).toHaveLength(2);
    await expect(box.getByText(i18n._(msg`Confirmed by the trading group`))).toBeVisible();
    await expect(box.queryByRole('button', { name: new RegExp(i18n._(msg`Cancel the order`)) })).toBeNull();
    await userEvent.click(box.getByRole('button', { name: new RegExp(i18n._(msg`Purchase order`)) }));
    await expect(args.onDownload).toHaveBeenCalledWith(SHIPPED_ORDER);
  },
};

/** Every day in the drawer is written one way, with the time after it where there is one (issue 30, item 8: "20 nov. 2026, 10:30" beside "03/12/2026"). */
export const DatesWrittenOneWayInFrench: Story = {
  globals: { locale: 'fr' },
  play: async () => {
    const box = await drawer();
    const cell = (label: string) => box.getByText(label).closest('th')!.nextElementSibling as HTMLElement;
    await expect(cell(i18n._(msg`Creation date`)).textContent).toMatch(/^20\/11\/2026 \d{2}:\d{2}$/);
    await expect(cell(i18n._(msg`Manufacture date`)).textContent).toMatch(/^\d{2}\/\d{2}\/2026$/);
    const dialog = within(document.body).getByRole('dialog');
    await expect(dialog.textContent).not.toMatch(/\d (janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)/);
  },
};

/** The drawer's close button is named in the page's language, and nothing in it is read "close" in English (issue 30, item 6). */
export const CloseNamedInFrench: Story = {
  globals: { locale: 'fr' },
  play: async () => {
    const box = await drawer();
    const dialogElement = await within(document.body).findByRole('dialog');
    await expect(box.getByRole('button', { name: 'Fermer' })).toBeVisible();
    await expect(dialogElement.querySelectorAll('[aria-label="close"]:not([aria-hidden="true"])')).toHaveLength(0);
  },
};

/** The trading group's administrator on an order awaiting it: confirm or send back. */
export const AwaitingTheGroup: Story = {
  args: { order: AWAITING_ORDER, canConfirm: true },
  play: async ({ args }) => {
    const box = await drawer();
    await userEvent.click(box.getByRole('button', { name: new RegExp(i18n._(msg`Send back`)) }));
    await expect(args.onAction).toHaveBeenCalledWith('reject', AWAITING_ORDER);
    await expect(box.getByRole('button', { name: new RegExp(i18n._(msg`Confirm`)) })).toBeVisible();
  },
};

/** The order desk on an accepted order: ship, change the dates, or cancel. */
export const AcceptedAtTheDesk: Story = {
  args: { order: ACCEPTED_ORDER, isDesk: true },
  play: async ({ args }) => {
    const box = await drawer();
    await userEvent.click(box.getByRole('button', { name: new RegExp(i18n._(msg`Mark as shipped`)) }));
    await expect(args.onAction).toHaveBeenCalledWith('ship', ACCEPTED_ORDER);
    await expect(box.getByRole('button', { name: new RegExp(i18n._(msg`Change dates`)) })).toBeVisible();
  },
};

export const Loading: Story = { args: { order: null, loading: true } };

/** A load error with a retry. */
export const LoadError: Story = {
  args: { order: null, error: 'Cet élément n’existe pas.' },
  play: async ({ args }) => {
    const box = await drawer();
    await userEvent.click(box.getByRole('button', { name: new RegExp(i18n._(msg`Try again`)) }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
