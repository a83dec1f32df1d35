/**
 * External clients: the list with a pending request for access (accept asks
 * for the password), the form (required fields on blur, a country refused
 * by the server under its field), and the empty list.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Schemas } from '../../src/api/types.ts';
import { AnswerRequestDialog } from '../../src/features/external-clients/access-requests.tsx';
import { ExternalClientDialog } from '../../src/features/external-clients/external-client-dialog.tsx';
import { ExternalClientsView } from '../../src/features/external-clients/external-clients-view.tsx';
import { countryOptions } from '../../src/lib/use-countries.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { localeOf } from '../story-locale.ts';
import '../../src/features/quotes/quotes.css';
import '../../src/features/users/users.css';

const COUNTRIES = [
  { code: 'FR', name: 'France' },
  { code: 'BE', name: 'Belgique' },
  { code: 'DE', name: 'Allemagne' },
  { code: 'IT', name: 'Italie' },
];
const CLIENT: Schemas['ExternalClient'] = {
  id: 11, company: 'Jardins & Bassins Martin', address_1: '12 rue des Lilas', address_2: 'Bâtiment B', address_3: null, address_4: null,
  country_code: 'FR', zipcode: '30000', city: 'Nîmes', phone: '+33 4 66 00 00 00', fax: null, installer_id: 3, user_count: 2, created_at: '2026-02-01T10:00:00Z',
};
const REQUEST: Schemas['ExternalClientRequest'] = {
  id: 5, status: 'pending', external_client: { id: 11, name: CLIENT.company, kind: 'external', country_code: 'FR' },
  installer: { id: 3, name: 'Piscines du Soleil', kind: 'installer', country_code: 'FR' },
  user: { id: 30, login: 'paul.martin', first_name: 'Paul', last_name: 'Martin', email: 'paul@martin.example' },
  requested_at: '2026-11-22T14:05:00Z', answered_at: null, answered_by: null,
};

const meta = {
  title: 'Users/ExternalClients',
  component: ExternalClientsView,
  args: {
    table: { rows: [CLIENT], total: 1, page: 1, perPage: 25, loading: false, error: null, countries: countryOptions(COUNTRIES, 'fr'), onPage: fn(), onEdit: fn(), onDelete: fn() },
    requests: { requests: [REQUEST], loading: false, error: null, locale: 'fr', onAnswer: fn() },
    onSearch: fn(),
    onNew: fn(),
  },
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    return <ExternalClientsView {...args} table={{ ...args.table, countries: countryOptions(COUNTRIES, locale) }} requests={{ ...args.requests, locale }} />;
  },
} satisfies Meta<typeof ExternalClientsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The request with accept and refuse; the client with its country named in the language; update and delete. */
export const WithRequest: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(i18n._(msg`Accept`)) }));
    expect(args.requests.onAnswer).toHaveBeenCalledWith(REQUEST, 'accept');
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Delete ${CLIENT.company}`) }));
    expect(args.table.onDelete).toHaveBeenCalledWith(CLIENT);
  },
};

export const Empty: Story = {
  args: { table: { ...meta.args.table, rows: [], total: 0 }, requests: { ...meta.args.requests, requests: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(i18n._(msg`No external client yet.`))).toBeVisible();
  },
};

async function dialog() {
  const element = await within(document.body).findByRole('dialog');
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
}

/** The form: required fields said on blur; the server refuses the country, said under the country. */
export const Form: Story = {
  render: () => (
    <ExternalClientDialog
      open
      client={null}
      countries={countryOptions(COUNTRIES, 'fr')}
      defaultCountry="FR"
      onSubmit={async () => ({ error: { code: 'unknown_country', message: 'Ce pays ne fait pas partie de la liste.' } })}
      onClose={() => undefined}
    />
  ),
  play: async () => {
    const box = await dialog();
    await userEvent.click(box.getByLabelText(i18n._(msg`Company`)));
    await userEvent.tab();
    await expect(await box.findByText(i18n._(msg`Required field`))).toBeVisible();
    await userEvent.type(box.getByLabelText(i18n._(msg`Company`)), 'Verde Acqua');
    await userEvent.type(box.getByLabelText(i18n._(msg`Address line 1`)), 'Via Roma 1');
    await userEvent.type(box.getByLabelText(i18n._(msg`Zipcode`)), '20121');
    await userEvent.type(box.getByLabelText(i18n._(msg`City`)), 'Milano');
    await userEvent.click(box.getByRole('button', { name: i18n._(msg`Save`) }));
    await expect(await box.findByText('Ce pays ne fait pas partie de la liste.')).toBeVisible();
  },
};

/** Accepting asks for the administrator's password. */
export const AnswerDialog: Story = {
  render: () => <AnswerRequestDialog answer={{ request: REQUEST, decision: 'accept' }} onConfirm={async () => 'Mot de passe incorrect.'} onClose={() => undefined} />,
  play: async () => {
    const box = await dialog();
    await userEvent.type(box.getByLabelText(i18n._(msg`Your password, to confirm`)), 'wrong');
    await userEvent.click(box.getByRole('button', { name: i18n._(msg`Accept`) }));
    await expect(await box.findByRole('alert')).toHaveTextContent('Mot de passe incorrect.');
  },
};
