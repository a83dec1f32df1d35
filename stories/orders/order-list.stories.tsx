/**
 * "My orders" in its states: rows with each stage's tag and the columns of
 * spec §3, a row opening its order, the purchase order's download, the
 * group's queue tab with its count, the order desk's tabs, no match, no
 * order yet, loading, and the error with a retry. The view takes data and
 * callbacks, so nothing reaches the API.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_ORDER_QUERY } from '../../src/features/orders/order-list-query.ts';
import { OrderListView } from '../../src/features/orders/order-list-view.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import type { Locale } from '../../engine/index.ts';
import { placeholderFits } from '../placeholder-fits.ts';
import { localeOf } from '../story-locale.ts';
import { ACCEPTED, AWAITING, CANCELLED, FAMILIES, ORDER_ROWS, SENT_BACK, SHIPPED } from './order-story-data.ts';
import '../../src/features/quotes/quotes.css';
import '../../src/features/orders/orders.css';

const meta = {
  title: 'Orders/OrderList',
  component: OrderListView,
  decorators: [(Story) => <MemoryRouter initialEntries={['/order']}><Story /></MemoryRouter>],
  args: {
    status: 'ready',
    rows: ORDER_ROWS,
    total: ORDER_ROWS.length,
    refreshing: false,
    error: null,
    query: DEFAULT_ORDER_QUERY,
    families: FAMILIES,
    locale: 'fr',
    canConfirm: false,
    awaitingCount: null,
    isDesk: false,
    onQueryChange: fn(),
    onOpen: fn(),
    onDownload: fn(),
    onRetry: fn(),
  },
  render: (args, { globals }) => <OrderListView {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof OrderListView>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, id: number) => canvasElement.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!;

/** Every stage as a tag, the numbers, references and dates; a row opens its order and the icon downloads its purchase order. */
export const WithOrders: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('the rows and their stages', async () => {
      await expect(within(rowOf(canvasElement, AWAITING.id)).getByText(i18n._(msg`Awaiting confirmation`))).toBeVisible();
      await expect(within(rowOf(canvasElement, ACCEPTED.id)).getByText(i18n._(msg`Accepted`))).toBeVisible();
      await expect(within(rowOf(canvasElement, SHIPPED.id)).getByText(i18n._(msg`Shipped`))).toBeVisible();
      await expect(within(rowOf(canvasElement, CANCELLED.id)).getByText(i18n._(msg`Cancelled`))).toBeVisible();
      // sent back by the group and cancelled by the desk: two texts, two colours (issue 16)
      const tagOf = (id: number) => rowOf(canvasElement, id).querySelector<HTMLElement>('.order-status-tag')!;
      const [sentBack, cancelled] = [tagOf(SENT_BACK.id), tagOf(CANCELLED.id)];
      await expect(sentBack).toHaveTextContent(i18n._(msg`Sent back by the trading group`));
      await expect(getComputedStyle(sentBack).backgroundColor).not.toBe(getComputedStyle(cancelled).backgroundColor);
      await expect(rowOf(canvasElement, SHIPPED.id)).toHaveTextContent('O-2026-000001');
      await expect(rowOf(canvasElement, SHIPPED.id)).toHaveTextContent('Villa Janssens');
    });
    await step('a row opens the order, the icon downloads without opening it', async () => {
      await userEvent.click(within(rowOf(canvasElement, ACCEPTED.id)).getByText('O-2026-000002'));
      await expect(args.onOpen).toHaveBeenCalledWith(ACCEPTED);
      await userEvent.click(within(rowOf(canvasElement, SHIPPED.id)).getByRole('button'));
      await expect(args.onDownload).toHaveBeenCalledWith(SHIPPED);
      await expect(args.onOpen).toHaveBeenCalledTimes(1);
    });
  },
};

/** A trading group's administrator: the confirmation queue as a tab, with its count. */
export const GroupQueue: Story = {
  args: { canConfirm: true, awaitingCount: 1, rows: [AWAITING], total: 1, query: { ...DEFAULT_ORDER_QUERY, view: 'to_confirm' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tab = canvas.getByRole('tab', { name: new RegExp(i18n._(msg`To confirm`)) });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(within(tab).getByText('1')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: i18n._(msg`All orders`) }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ view: 'all' });
  },
};

/** Nothing awaits confirmation (the staff's usual day): the tab has no badge, where it showed a red "0" (issue 30, item 8). */
export const NothingToConfirm: Story = {
  args: { canConfirm: true, isDesk: true, awaitingCount: 0, rows: [ACCEPTED], total: 1 },
  play: async ({ canvasElement }) => {
    const tab = within(canvasElement).getByRole('tab', { name: i18n._(msg`To confirm`) });
    await expect(tab.querySelector('.ant-badge')).toBeNull();
    await expect(tab).toHaveTextContent(new RegExp(`^${i18n._(msg`To confirm`)}$`));
  },
};

/** The order desk: every order, the open ones, and the failed messages. */
export const OrderDesk: Story = {
  args: { isDesk: true, query: { ...DEFAULT_ORDER_QUERY, view: 'open' }, rows: [ACCEPTED], total: 1 },
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs).toEqual([i18n._(msg`All orders`), i18n._(msg`Open orders`), i18n._(msg`Failed messages`)]);
  },
};

const ONE_ORDER: Record<Locale, string> = { fr: '1 commande', en: '1 order', de: '1 Bestellung', es: '1 pedido', nl: '1 bestelling', it: '1 ordine' };

/** A single order: "1 order", not "1–1 of 1 orders" (issue 16). */
export const SingleOrder: Story = {
  args: { rows: [ACCEPTED], total: 1 },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement.querySelector('.ant-pagination-total-text')?.textContent).toBe(ONE_ORDER[localeOf(globals)]);
  },
};

/** Filters that match nothing, and the queue with nothing to confirm. */
export const NoMatch: Story = {
  args: { rows: [], total: 0, query: { ...DEFAULT_ORDER_QUERY, q: 'Atlantis' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n._(msg`No order matches these filters.`))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Clear filters`) }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ q: '', status: null, type: null, familyId: null, createdFrom: null, createdTo: null });
  },
};

/** No order yet: how one comes. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(i18n._(msg`No orders yet`))).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', rows: [], total: 0 } };

/** The server's message and a retry. */
export const LoadError: Story = {
  args: { status: 'error', rows: [], total: 0, error: 'Connexion au serveur perdue.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Connexion au serveur perdue.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Try again`) }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/**
 * The search box reads its placeholder whole, at a laptop's width and on a phone, here in German, the
 * longest ("Nummer, Kunde, Referenz oder Produkt"): "Numéro, client, référence …" at 1366 px on /fr/order
 * (issue 30, screens looked at again).
 */
export const SearchReadsWholeInGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const search = within(canvasElement).getByPlaceholderText<HTMLInputElement>(i18n._(msg`Number, client, reference or product`));
    await expect(placeholderFits(search), `${search.placeholder} in ${search.clientWidth} px`).toBe(true);
  },
};

export const SearchReadsWholeOnAPhoneInGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(414);
    const search = within(canvasElement).getByPlaceholderText<HTMLInputElement>(i18n._(msg`Number, client, reference or product`));
    await expect(placeholderFits(search), `${search.placeholder} in ${search.clientWidth} px`).toBe(true);
  },
};
