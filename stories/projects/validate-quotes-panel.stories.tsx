/**
 * Validating the quotes the owner accepted in one step: the drafts offered,
 * the terms required, the quotes sent in the project's order with the order
 * reference; each outcome shown (an order awaiting the group, one for the
 * order desk, one already made, a refusal).
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ValidateQuotesPanel } from '../../src/features/projects/validate-quotes-panel.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { plain } from '../story-text.ts';
import { PROJECT_QUOTES } from './project-story-data.ts';
import '../../src/features/quotes/quotes.css';
import '../../src/features/projects/projects.css';

const [LINER, BLIND, WINTER] = PROJECT_QUOTES;
const DRAFTS = [LINER!, { ...BLIND!, state: 'draft' as const }, { ...WINTER!, state: 'draft' as const, order_id: null }];

const meta = {
  title: 'Projects/ValidateQuotesPanel',
  component: ValidateQuotesPanel,
  decorators: [(Story) => <MemoryRouter><Story /></MemoryRouter>],
  args: { quotes: DRAFTS, results: null, orderHrefOf: (orderId) => `/order/${orderId}`, onValidate: fn<(input: unknown) => Promise<string | null>>(async () => null) },
} satisfies Meta<typeof ValidateQuotesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two of three chosen (in the project's order whatever the clicks), the terms accepted: sent once with the reference. */
export const ValidateTwo: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: new RegExp('Dupont – volet') }));
    await userEvent.click(canvas.getByRole('checkbox', { name: new RegExp('Dupont – liner') }));
    await userEvent.click(canvas.getByTestId('validate-quotes'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(plain(i18n._(msg`You must accept the terms and conditions.`)));
    await expect(args.onValidate).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: i18n._(msg`Order reference (optional)`) }), 'BC-2026-17');
    await userEvent.click(canvas.getByRole('checkbox', { name: i18n._(msg`I have read and accept the terms and conditions of sale`) }));
    await userEvent.click(canvas.getByTestId('validate-quotes'));
    await waitFor(() => expect(args.onValidate).toHaveBeenCalledWith({ quote_ids: [101, 102], accept_terms: true, order_reference: 'BC-2026-17' }));
  },
};

/** Each quote's outcome, with a link to its order. */
export const Outcomes: Story = {
  args: {
    results: [
      { quote_id: 101, order_id: 51, quote_state: 'pending_confirmation', already_validated: false, error: null },
      { quote_id: 102, order_id: 52, quote_state: 'ordered', already_validated: false, error: null },
      { quote_id: 103, order_id: 44, quote_state: 'ordered', already_validated: true, error: null },
      { quote_id: 104, order_id: null, quote_state: 'draft', already_validated: false, error: { code: 'incomplete_quote', message: 'Le devis n’est pas complet.' } },
    ],
  },
  play: async ({ canvasElement }) => {
    const outcome = (id: number) => canvasElement.querySelector<HTMLElement>(`[data-testid="validation-outcome"][data-quote="${id}"]`)!;
    await expect(within(outcome(101)).getByRole('link')).toHaveAttribute('href', '/order/51');
    await expect(within(outcome(102)).getByRole('link')).toHaveAttribute('href', '/order/52');
    await expect(within(outcome(103)).getByRole('link')).toHaveAttribute('href', '/order/44');
    await expect(outcome(104)).toHaveTextContent('Le devis n’est pas complet.');
    await expect(within(outcome(104)).queryByRole('link')).toBeNull();
  },
};

/** No draft left: nothing to validate. */
export const NothingToValidate: Story = {
  args: { quotes: PROJECT_QUOTES.map((quote) => ({ ...quote, state: 'ordered' as const })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(plain(i18n._(msg`No quote of the project is waiting to be validated.`)))).toBeVisible();
    await expect(within(canvasElement).queryByTestId('validate-quotes')).toBeNull();
  },
};
