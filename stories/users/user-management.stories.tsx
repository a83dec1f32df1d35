/**
 * User management in its states: a company chosen with its users (actions
 * by subscription state), no company chosen, loading, and the list's error.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserManagementView } from '../../src/features/users/user-management-view.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { localeOf } from '../story-locale.ts';
import { COMPANIES, ENDED_USER, PENDING_USER, SELF, STRONGER_USER, USERS } from './user-story-data.ts';
import '../../src/features/quotes/quotes.css';
import '../../src/features/users/users.css';

const companies = {
  rows: COMPANIES,
  total: COMPANIES.length,
  page: 1,
  loading: false,
  error: null,
  selectedId: 3,
  kind: 'all' as const,
  kinds: ['installer', 'external'] as ('installer' | 'external')[],
  onSearch: fn(),
  onKind: fn(),
  onPage: fn(),
  onSelect: fn(),
};
const users = {
  rows: USERS,
  total: USERS.length,
  page: 1,
  perPage: 25,
  loading: false,
  error: null,
  locale: 'fr' as const,
  selfId: SELF.id,
  onSearch: fn(),
  onPage: fn(),
  onAction: fn(),
};

const meta = {
  title: 'Users/UserManagement',
  component: UserManagementView,
  args: { companies, company: COMPANIES[0]!, users, onAdd: fn() },
  render: (args, { globals }) => <UserManagementView {...args} users={{ ...args.users, locale: localeOf(globals) }} />,
} satisfies Meta<typeof UserManagementView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The companies, the chosen one's users; resend only for a pending invitation, no end for oneself or an ended one. */
export const WithUsers: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getByText('Jardins & Bassins Martin')).toBeVisible();
    const resend = canvas.getAllByRole('button', { name: new RegExp(i18n._(msg`Send the subscription link again`)) });
    expect(resend).toHaveLength(1);
    await userEvent.click(resend[0]!);
    expect(args.users.onAction).toHaveBeenCalledWith('resend', PENDING_USER);
    const end = canvas.getAllByRole('button', { name: new RegExp(i18n._(msg`End the subscription`)) });
    expect(end).toHaveLength(1); // only the pending user: not oneself, not the ended one
    await userEvent.click(end[0]!);
    expect(args.users.onAction).toHaveBeenCalledWith('end', PENDING_USER);
    expect(ENDED_USER.subscription_status).toBe('ended');
    // a stronger administrator: no action the server would refuse, and why
    await expect(canvas.queryByRole('button', { name: new RegExp(`${STRONGER_USER.first_name} ${STRONGER_USER.last_name}`) })).toBeNull();
    await expect(canvas.getByTestId('user-locked')).toHaveTextContent(i18n._(msg`Rights beyond yours`));
    await userEvent.click(canvas.getByTestId('add-user'));
    expect(args.onAdd).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Jardins & Bassins Martin' }));
    expect(args.companies.onSelect).toHaveBeenCalledWith(COMPANIES[1]);
  },
};

/** French elides "de" before a vowel: "Utilisateurs d’Aquaterra Pool Systems", not "de Aquaterra" (issue 30, item 7). */
export const CompanyNameElidedInFrench: Story = {
  globals: { locale: 'fr' },
  args: { company: { ...COMPANIES[0]!, name: 'Aquaterra Pool Systems' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#company-users-title')).toHaveTextContent(/^Utilisateurs d’Aquaterra Pool Systems$/);
  },
};

/** ...and keeps it before a consonant. */
export const CompanyNameInFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#company-users-title')).toHaveTextContent(/^Utilisateurs de Piscines du Soleil$/);
  },
};

/** No company chosen yet: the invitation to choose one, no add button. */
export const NoCompanyChosen: Story = {
  args: { company: null, companies: { ...companies, selectedId: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n._(msg`Choose a company to see its users.`))).toBeVisible();
    expect(canvas.queryByTestId('add-user')).toBeNull();
  },
};

export const Loading: Story = {
  args: { companies: { ...companies, rows: [], loading: true }, users: { ...users, rows: [], loading: true } },
};

/** The server refused the list: its message in place of the rows. */
export const ListError: Story = {
  args: { users: { ...users, rows: [], error: 'Accès refusé.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Accès refusé.')).toBeVisible();
  },
};

/** On a phone the companies' table stays inside its card (issue 30, item 8: it overflowed at 390 px on /fr/user). */
export const CompaniesOnAPhoneInFrench: Story = {
  globals: { locale: 'fr', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(390);
    const card = canvasElement.querySelector<HTMLElement>('.company-list')!;
    await expect(within(card).getByText(COMPANIES[1]!.name)).toBeVisible();
    const inside = (element: Element) => element.getBoundingClientRect().right <= card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight) + 1;
    for (const cell of card.querySelectorAll('th, td')) await expect(inside(cell), cell.textContent ?? '').toBe(true);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
