/**
 * "Attach a quote": the user's draft quotes found by the search, one chosen
 * and attached; nothing chosen, nothing sent; the server's refusal shown in
 * the dialog, which stays open.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AttachQuoteDialog } from '../../src/features/projects/attach-quote-dialog.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { plain } from '../story-text.ts';
import { PROJECT_QUOTES } from './project-story-data.ts';
import '../../src/features/quotes/quotes.css';
import '../../src/features/projects/projects.css';

const LOOSE = PROJECT_QUOTES.map((quote) => ({ ...quote, id: quote.id + 100, project_id: null, project_number: `P-2026-0009${quote.id}`, state: 'draft' as const, name: quote.name.replace('Dupont', 'Martin') }));

const meta = {
  title: 'Projects/AttachQuoteDialog',
  component: AttachQuoteDialog,
  args: { open: true, candidates: LOOSE, error: null, q: '', onSearch: fn(), onAttach: fn<(quote: unknown) => Promise<string | null>>(async () => null), onClose: fn() },
} satisfies Meta<typeof AttachQuoteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body.querySelector<HTMLElement>('[role="dialog"]')!);

/** One quote chosen and attached; the dialog closes. */
export const AttachOne: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(dialog().getAllByRole('radio')).toHaveLength(3));
    await expect(dialog().getByTestId('attach-quote-confirm')).toBeDisabled();
    await userEvent.click(dialog().getByRole('radio', { name: new RegExp('Martin – volet') }));
    await userEvent.click(dialog().getByTestId('attach-quote-confirm'));
    await waitFor(() => expect(args.onAttach).toHaveBeenCalledWith(LOOSE[1]));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

/** The search is handed over after a pause. */
export const Search: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(dialog().getByRole('searchbox', { name: i18n._(msg`Search draft quotes`) })).toBeVisible());
    await userEvent.type(dialog().getByRole('searchbox'), 'Martin');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('Martin'), { timeout: 2000 });
  },
};

/** The server's refusal stays in the open dialog. */
export const Refused: Story = {
  args: { onAttach: fn<(quote: unknown) => Promise<string | null>>(async () => 'Ce devis n’est pas l’un des vôtres.') },
  play: async ({ args }) => {
    await waitFor(() => expect(dialog().getAllByRole('radio')).toHaveLength(3));
    await userEvent.click(dialog().getAllByRole('radio')[0]!);
    await userEvent.click(dialog().getByTestId('attach-quote-confirm'));
    await expect(await dialog().findByRole('alert')).toHaveTextContent('Ce devis n’est pas l’un des vôtres.');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** No draft to attach. */
export const NoneToAttach: Story = {
  args: { candidates: [] },
  play: async () => {
    await waitFor(() => expect(dialog().getByText(plain(i18n._(msg`No draft quote to attach.`)))).toBeVisible());
  },
};
