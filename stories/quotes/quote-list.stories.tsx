/**
 * "My quotes" in its states: with quotes (row click, action menu by state,
 * sort), the text filter sent after a pause, no match for the filters, no
 * quote yet, loading, and the error with a retry. The view takes data and
 * callbacks, so nothing reaches the API.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_QUERY } from '../../src/features/quotes/quote-list-query.ts';
import { QuoteListView } from '../../src/features/quotes/quote-list-view.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import type { Locale } from '../../engine/index.ts';
import { placeholderFits } from '../placeholder-fits.ts';
import { localeOf } from '../story-locale.ts';
import { DRAFT, FAMILIES, ORDERED, PENDING, ROWS } from './quote-story-data.ts';
import '../../src/features/quotes/quotes.css';

const meta = {
  title: 'Quotes/QuoteList',
  component: QuoteListView,
  decorators: [(Story) => <MemoryRouter initialEntries={['/quote']}><Story /></MemoryRouter>],
  args: {
    status: 'ready',
    rows: ROWS,
    total: ROWS.length,
    refreshing: false,
    error: null,
    query: DEFAULT_QUERY,
    families: FAMILIES,
    locale: 'fr',
    canEdit: true,
    canCreate: true,
    hrefOf: (row) => `/quote/${row.id}`,
    onQueryChange: fn(),
    onAction: fn(),
    onNew: fn(),
    onRetry: fn(),
  },
  render: (args, { globals }) => <QuoteListView {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof QuoteListView>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const rowOf = (canvasElement: HTMLElement, id: number) => canvasElement.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!;

/** The labels of the open action menu. */
async function openMenu(canvasElement: HTMLElement, id: number): Promise<string[]> {
  await userEvent.click(within(rowOf(canvasElement, id)).getByRole('button'));
  const menu = await body().findByRole('menu');
  return within(menu).getAllByRole('menuitem').map((item) => item.textContent ?? '');
}

/** Every row with its name as a link, its state as a tag, its numbers and the page total; a row click opens it. */
export const WithQuotes: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the rows and their columns', async () => {
      for (const row of ROWS) {
        const tr = rowOf(canvasElement, row.id);
        await expect(within(tr).getByRole('link', { name: row.name })).toHaveAttribute('href', `/quote/${row.id}`);
        await expect(tr).toHaveTextContent(row.reference);
        await expect(tr).toHaveTextContent(row.project_number);
        await expect(tr).toHaveTextContent(row.family.title);
      }
      await expect(within(rowOf(canvasElement, PENDING.id)).getByText(i18n._(msg`Pending confirmation`))).toBeVisible();
      await expect(within(rowOf(canvasElement, ORDERED.id)).getByText(i18n._(msg`Ordered`))).toBeVisible();
      await expect(canvas.getByText(/^1–4 /)).toBeVisible();
    });
    await step('a click on a row opens the quote', async () => {
      await userEvent.click(within(rowOf(canvasElement, PENDING.id)).getByText(PENDING.reference));
      await expect(args.onAction).toHaveBeenCalledWith('open', PENDING);
    });
  },
};

const ONE_QUOTE: Record<Locale, string> = { fr: '1 devis', en: '1 quote', de: '1 Angebot', es: '1 presupuesto', nl: '1 offerte', it: '1 preventivo' };

/** A single quote: "1 quote", not "1–1 of 1 quotes" (issue 16). */
export const SingleQuote: Story = {
  args: { rows: [DRAFT], total: 1 },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement.querySelector('.ant-pagination-total-text')?.textContent).toBe(ONE_QUOTE[localeOf(globals)]);
  },
};

/** A draft offers every action; an ordered quote only open and duplicate; choosing one does not also open the row. */
export const ActionsByState: Story = {
  play: async ({ canvasElement, args }) => {
    const labels = (...messages: ReturnType<typeof msg>[]) => messages.map((m) => i18n._(m));
    await expect(await openMenu(canvasElement, DRAFT.id)).toEqual(labels(msg`Open`, msg`Rename`, msg`Duplicate`, msg`Delete`));
    await userEvent.click(body().getByRole('menuitem', { name: new RegExp(i18n._(msg`Rename`)) }));
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(args.onAction).toHaveBeenCalledWith('rename', DRAFT);
    await expect(await openMenu(canvasElement, ORDERED.id)).toEqual(labels(msg`Open`, msg`Duplicate`));
  },
};

/** Without QUOTE_EDIT: no rename nor delete, even on a draft. */
export const ReadOnlyUser: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    await expect(await openMenu(canvasElement, DRAFT.id)).toEqual([i18n._(msg`Open`), i18n._(msg`Duplicate`)]);
  },
};

/** Sorting by name asks the server for `name`, then `-name`. */
export const SortByName: Story = {
  play: async ({ canvasElement, args }) => {
    const header = within(canvasElement).getByRole('columnheader', { name: new RegExp(i18n._(msg`Name`)) });
    await userEvent.click(header);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ sort: 'name' });
  },
};

/** The text filter is sent once, about 300 ms after the last key. */
export const TextFilter: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: i18n._(msg`Search quotes`) });
    await userEvent.type(box, 'Villa');
    await expect(args.onQueryChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledWith({ q: 'Villa' }), { timeout: 2000 });
    await expect(args.onQueryChange).toHaveBeenCalledOnce();
  },
};

/** Filters that match nothing: the table says so and the filters can be cleared. */
export const NoMatch: Story = {
  args: { rows: [], total: 0, query: { ...DEFAULT_QUERY, q: 'Atlantis', state: 'ordered' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n._(msg`No quote matches these filters.`))).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('Atlantis');
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Clear filters`) }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ q: '', state: null, familyId: null, createdFrom: null, createdTo: null });
  },
};

/** No quote yet: a friendly message (a heading right under the page's, h2 then h3) and the New quote button, no table nor filters. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n._(msg`No quotes yet`))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: i18n._(msg`No quotes yet`) })).toBeVisible();
    await expect(canvasElement.querySelector('table')).toBeNull();
    await expect(canvas.queryByRole('search')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(i18n._(msg`New quote`)) }));
    await expect(args.onNew).toHaveBeenCalledOnce();
  },
};

/** The first page on its way: the table's spinner, not the empty state. */
export const Loading: Story = {
  args: { status: 'loading', rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.quote-list')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('.ant-spin-spinning')).not.toBeNull();
    await expect(within(canvasElement).queryByText(i18n._(msg`No quotes yet`))).toBeNull();
  },
};

/** The server failed: its message and a retry. */
export const LoadError: Story = {
  args: { status: 'error', rows: [], total: 0, error: 'Erreur interne du serveur.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n._(msg`The quotes could not be loaded`))).toBeVisible();
    await expect(canvas.getByText('Erreur interne du serveur.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Try again`) }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** In German: headers, tags, dates and the total in the user's language. */
export const InGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Meine Angebote' })).toBeVisible();
    await expect(canvas.getAllByText('Entwurf')).toHaveLength(2);
    await expect(rowOf(canvasElement, DRAFT.id)).toHaveTextContent('05.03.2026');
    await expect(canvas.getByText('1–4 von 4 Angeboten')).toBeVisible();
  },
};

/**
 * The search box reads its placeholder whole, at a laptop's width and on a phone, here in Spanish, the
 * longest ("Nombre, número o referencia del cliente"): it was cut with "…" in all six languages at 1366 px
 * (issue 30, screens looked at again).
 */
export const SearchReadsWholeInSpanish: Story = {
  globals: { locale: 'es', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const search = within(canvasElement).getByPlaceholderText<HTMLInputElement>(i18n._(msg`Name, number or customer reference`));
    await expect(placeholderFits(search), `${search.placeholder} in ${search.clientWidth} px`).toBe(true);
  },
};

export const SearchReadsWholeOnAPhoneInSpanish: Story = {
  globals: { locale: 'es', viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(414);
    const search = within(canvasElement).getByPlaceholderText<HTMLInputElement>(i18n._(msg`Name, number or customer reference`));
    await expect(placeholderFits(search), `${search.placeholder} in ${search.clientWidth} px`).toBe(true);
    await expect(within(canvasElement).getByRole('button', { name: i18n._(msg`Filters`) })).toBeVisible();
  },
};
