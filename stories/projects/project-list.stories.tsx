/**
 * "My pool projects" in its states: with projects (row links, the pool's
 * summary, a row click), sort, the search sent after a pause, no match, no
 * project yet, the error with a retry, and in German. The view takes data
 * and callbacks, so nothing reaches the API.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_PROJECT_QUERY } from '../../src/features/projects/project-list-query.ts';
import { ProjectListView } from '../../src/features/projects/project-list-view.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { localeOf } from '../story-locale.ts';
import { plain } from '../story-text.ts';
import { PROJECT_ROWS } from './project-story-data.ts';
import '../../src/features/quotes/quotes.css';
import '../../src/features/projects/projects.css';

const meta = {
  title: 'Projects/ProjectList',
  component: ProjectListView,
  decorators: [(Story) => <MemoryRouter initialEntries={['/project']}><Story /></MemoryRouter>],
  args: {
    status: 'ready',
    rows: PROJECT_ROWS,
    total: PROJECT_ROWS.length,
    refreshing: false,
    error: null,
    query: DEFAULT_PROJECT_QUERY,
    locale: 'fr',
    canCreate: true,
    hrefOf: (row) => `/project/${row.id}`,
    onQueryChange: fn(),
    onOpen: fn(),
    onNew: fn(),
    onRetry: fn(),
  },
  render: (args, { globals }) => <ProjectListView {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof ProjectListView>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, id: number) => canvasElement.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!;

/** Every project with its name as a link, number, customer, city, pool and count of quotes; a row click opens it. */
export const WithProjects: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('the rows', async () => {
      for (const row of PROJECT_ROWS) {
        const tr = rowOf(canvasElement, row.id);
        await expect(within(tr).getByRole('link', { name: row.name })).toHaveAttribute('href', `/project/${row.id}`);
        await expect(tr).toHaveTextContent(row.number);
        await expect(tr).toHaveTextContent(row.pool_summary);
      }
      await expect(rowOf(canvasElement, 7)).toHaveTextContent('Pernes-les-Fontaines');
    });
    await step('a click on a row opens the project', async () => {
      await userEvent.click(within(rowOf(canvasElement, 9)).getByText('P-2026-000051'));
      await expect(args.onOpen).toHaveBeenCalledWith(PROJECT_ROWS[2]);
    });
    await step('New project', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(i18n._(msg`New project`)) }));
      await expect(args.onNew).toHaveBeenCalledOnce();
    });
  },
};

/** Sorting by city asks the server for `city`. */
export const SortByCity: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('columnheader', { name: new RegExp(i18n._(msg`City`)) }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ sort: 'city' });
  },
};

/** The search is sent once, about 300 ms after the last key. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: i18n._(msg`Search pool projects`) }), 'Avignon');
    await expect(args.onQueryChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledWith({ q: 'Avignon' }), { timeout: 2000 });
    await expect(args.onQueryChange).toHaveBeenCalledOnce();
  },
};

/** A search that matches nothing says so; the search stays. */
export const NoMatch: Story = {
  args: { rows: [], total: 0, query: { ...DEFAULT_PROJECT_QUERY, q: 'Atlantis' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(plain(i18n._(msg`No pool project matches this search.`)))).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('Atlantis');
  },
};

/** No project yet: what a project is for, and New project; no table. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: i18n._(msg`No pool project yet`) })).toBeVisible();
    await expect(canvasElement.querySelector('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(i18n._(msg`New project`)) }));
    await expect(args.onNew).toHaveBeenCalledOnce();
  },
};

/** The server failed: its message and a retry. */
export const LoadError: Story = {
  args: { status: 'error', rows: [], total: 0, error: 'Erreur interne du serveur.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(plain(i18n._(msg`The pool projects could not be loaded`)))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Try again`) }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** In German: title, headers, dates and the count in the user's language. */
export const InGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Meine Poolprojekte' })).toBeVisible();
    await expect(rowOf(canvasElement, 7)).toHaveTextContent('05.03.2026');
    await expect(canvas.getByText('1–3 von 3 Projekten')).toBeVisible();
  },
};
