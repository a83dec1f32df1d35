/**
 * The page after validation (/quote/{id}/success) as the order stands: an
 * order the order desk has not accepted yet is recorded, not confirmed
 * (issue 30, item 2: "Your order is confirmed" right after a direct order's
 * validation); an accepted one says so with its dates. The quote and its
 * order are put in the query cache the page reads, with no request made.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { queryClient } from '../../src/api/queries.ts';
import type { Schemas } from '../../src/api/types.ts';
import { OrderOutcome } from '../../src/features/validation/order-outcome.tsx';
import { outcomeKey } from '../../src/features/validation/use-order-outcome.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { ACCEPTED, RECEIVED, SHIPPED_ORDER } from '../orders/order-story-data.ts';

const QUOTE_ID = 6;

const quote = (order: Schemas['Order']) =>
  ({
    id: QUOTE_ID,
    name: 'Villa Schneider',
    reference: 'Q-2026-000006',
    state: 'ordered',
    billing: order.type,
    billing_client: null,
    rejection_reason: null,
    order_id: order.id,
  }) as Schemas['Quote'];

const orderAt = (stage: typeof RECEIVED): Schemas['Order'] => ({ ...SHIPPED_ORDER, ...stage, history: SHIPPED_ORDER.history.slice(0, 1) });

const meta = {
  title: 'Validation/OrderOutcome',
  component: OrderOutcome,
  args: { quoteId: QUOTE_ID, page: 'success' },
  parameters: { order: orderAt(RECEIVED) },
  render: (args, { parameters }) => {
    const order = parameters.order as Schemas['Order'];
    queryClient.setQueryDefaults(outcomeKey(QUOTE_ID), { staleTime: Infinity });
    queryClient.setQueryData(outcomeKey(QUOTE_ID), { quote: quote(order), order });
    return (
      <MemoryRouter initialEntries={[`/quote/${QUOTE_ID}/success`]}>
        <OrderOutcome {...args} />
      </MemoryRouter>
    );
  },
} satisfies Meta<typeof OrderOutcome>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = async (canvasElement: HTMLElement) => (await within(canvasElement).findByText(/O.2026.000003|O.2026.000002/, { selector: '.ant-result-title' })).textContent;

/** A direct order just validated (as demo.admin, in German): recorded, waiting for the order desk, not "confirmed". */
export const ReceivedInGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const number = RECEIVED.number.replaceAll('-', '\u2011');
    await expect(await title(canvasElement)).toBe(`Ihre Bestellung ${number} ist eingegangen`);
    await expect(await title(canvasElement)).not.toMatch(/bestätigt/i);
    await expect(within(canvasElement).getByText(i18n._(msg`Our order desk has received the order and schedules its manufacture.`))).toBeVisible();
    // the day of validation is not called a confirmation either
    await expect(within(canvasElement).getByText('Freigegeben am')).toBeVisible();
  },
};

/** The same in Italian: "registrato", not "confermato". */
export const ReceivedInItalian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await expect(await title(canvasElement)).toBe(`Il Suo ordine ${RECEIVED.number.replaceAll('-', '\u2011')} è stato registrato`);
  },
};

/** Once the order desk has accepted it: accepted, with its dates. */
export const Accepted: Story = {
  parameters: { order: orderAt(ACCEPTED) },
  play: async ({ canvasElement }) => {
    const number = ACCEPTED.number.replaceAll('-', '\u2011');
    await expect(await title(canvasElement)).toBe(i18n._(msg`Your order ${number} is accepted`));
  },
};
