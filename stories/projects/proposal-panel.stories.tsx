/**
 * The proposal's choices (the story): which quotes, in which order,
 * detailed or summarised, which are options; the total of the quotes that
 * are not options as the choices change; the texts and language once; saved
 * before the PDF is downloaded. The panel takes data and callbacks.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProposalPanel, type Proposal, type ProposalInput } from '../../src/features/projects/proposal-panel.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { localeOf } from '../story-locale.ts';
import { plain } from '../story-text.ts';
import { PROJECT_QUOTES, TOTALS } from './project-story-data.ts';
import '../../src/features/quotes/quotes.css';
import '../../src/features/projects/projects.css';

const DEFAULTS: Proposal = {
  items: PROJECT_QUOTES.map((quote) => ({ quote_id: quote.id, detail: 'detailed', optional: false })),
  introduction: null,
  conditions: null,
  validity_days: 30,
  language: 'fr',
  is_default: true,
  updated_at: null,
};

const SAVED: Proposal = {
  items: [
    { quote_id: 102, detail: 'detailed', optional: false },
    { quote_id: 101, detail: 'summary', optional: false },
    { quote_id: 103, detail: 'summary', optional: true },
  ],
  introduction: 'Madame, voici notre proposition pour la rénovation de votre bassin.',
  conditions: 'Acompte de 30 % à la commande.',
  validity_days: 45,
  language: 'fr',
  is_default: false,
  updated_at: '2026-03-06T10:00:00.000Z',
};

const meta = {
  title: 'Projects/ProposalPanel',
  component: ProposalPanel,
  args: {
    proposal: DEFAULTS,
    quotes: PROJECT_QUOTES,
    totalOf: (quote) => ({ status: 'ready', cents: TOTALS[quote.id]!, currency: 'EUR' }),
    locale: 'fr',
    canEdit: true,
    onSave: fn<(input: ProposalInput) => Promise<string | null>>(async () => null),
    onDownload: fn<(language: string) => Promise<string | null>>(async () => null),
  },
  render: (args, { globals }) => <ProposalPanel {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof ProposalPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const lineOf = (canvasElement: HTMLElement, id: number) => canvasElement.querySelector<HTMLElement>(`[data-testid="proposal-line"][data-quote="${id}"]`)!;
const order = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLElement>('[data-testid="proposal-line"]')].map((line) => Number(line.dataset.quote));
const plainText = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');
const euros = (text: string) => text.replace(/\s/g, ' ');

/**
 * The proposal: the three quotes, the winter cover an option and summarised, moved first; the total leaves the
 * option out; saved as chosen, then the PDF in the owner's language.
 */
export const ChooseAndDownload: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('every quote in, one total', async () => {
      await expect(order(canvasElement)).toEqual([101, 102, 103]);
      await expect(plainText(canvas.getByTestId('proposal-total'))).toContain(euros('13 300,40 €'));
    });
    await step('the winter cover an option, summarised, moved to the top', async () => {
      const winter = lineOf(canvasElement, 103);
      await userEvent.click(within(winter).getByRole('checkbox', { name: i18n._(msg`Option`) }));
      await userEvent.click(within(winter).getByText(plain(i18n._(msg`Summarised`))));
      const name = 'Dupont – bâche d’hiver';
      await userEvent.click(within(winter).getByRole('button', { name: i18n._(msg`Move “${name}” up`) }));
      await userEvent.click(within(lineOf(canvasElement, 103)).getByRole('button', { name: i18n._(msg`Move “${name}” up`) }));
      await expect(order(canvasElement)).toEqual([103, 101, 102]);
      await expect(plainText(canvas.getByTestId('proposal-total'))).toContain(euros('12 054,50 €'));
    });
    await step('the texts, the validity and the language', async () => {
      await userEvent.type(canvas.getByLabelText(i18n._(msg`Introduction`)), 'Bonjour');
      const validity = canvas.getByRole('spinbutton', { name: i18n._(msg`Validity (days)`) });
      await userEvent.clear(validity);
      await userEvent.type(validity, '60');
      await userEvent.click(canvas.getByRole('combobox', { name: i18n._(msg`Language of the document`) }));
      await userEvent.click(await within(document.body).findByTitle('Deutsch'));
    });
    await step('saved first, then the PDF in German', async () => {
      await userEvent.click(canvas.getByTestId('proposal-pdf'));
      await waitFor(() => expect(args.onDownload).toHaveBeenCalledWith('de'));
      await expect(args.onSave).toHaveBeenCalledWith({
        items: [
          { quote_id: 103, detail: 'summary', optional: true },
          { quote_id: 101, detail: 'detailed', optional: false },
          { quote_id: 102, detail: 'detailed', optional: false },
        ],
        introduction: 'Bonjour',
        conditions: null,
        validity_days: 60,
        language: 'de',
      });
    });
  },
};

/** A saved proposal shown as saved: its order, details and option; a quote left out is sent without it. */
export const SavedProposal: Story = {
  args: { proposal: SAVED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(order(canvasElement)).toEqual([102, 101, 103]);
    await expect(within(lineOf(canvasElement, 103)).getByRole('checkbox', { name: i18n._(msg`Option`) })).toBeChecked();
    await expect(canvas.getByLabelText(i18n._(msg`Introduction`))).toHaveValue(SAVED.introduction);
    await expect(canvas.getByRole('button', { name: new RegExp(i18n._(msg`Save the proposal`)) })).toBeDisabled();
    const name = 'Dupont – liner';
    await userEvent.click(within(lineOf(canvasElement, 101)).getByRole('checkbox', { name: i18n._(msg`Include “${name}” in the proposal`) }));
    await expect(plainText(canvas.getByTestId('proposal-total'))).toContain(euros('9 870,00 €'));
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(i18n._(msg`Save the proposal`)) }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    await expect((args.onSave as ReturnType<typeof fn>).mock.calls[0]![0].items).toEqual([
      { quote_id: 102, detail: 'detailed', optional: false },
      { quote_id: 103, detail: 'summary', optional: true },
    ]);
  },
};

/** The PDF refused (a quote that no longer prices): the server's message under the panel. */
export const PdfRefused: Story = {
  args: { proposal: SAVED, onDownload: fn<(language: string) => Promise<string | null>>(async () => 'Le devis Q-2026-000101 ne peut pas être calculé.') },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('proposal-pdf'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Q-2026-000101');
    await expect(args.onSave).not.toHaveBeenCalled(); // nothing changed: nothing to save
  },
};

/** Read only: the choices shown, the PDF offered, nothing to save. */
export const ReadOnly: Story = {
  args: { proposal: SAVED, canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = 'Dupont – volet';
    await expect(within(lineOf(canvasElement, 102)).getByRole('checkbox', { name: i18n._(msg`Include “${name}” in the proposal`) })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: new RegExp(i18n._(msg`Save the proposal`)) })).toBeNull();
    await expect(canvas.getByTestId('proposal-pdf')).toBeEnabled();
  },
};

/** In Italian: the choices and the total in Italian. */
export const InItalian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Dettagliato').length).toBe(3);
    await expect(plainText(canvas.getByTestId('proposal-total'))).toContain(euros('13.300,40 €'));
  },
};
