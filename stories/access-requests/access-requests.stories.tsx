/**
 * The manufacturer's requests for access: the card list (a new request with
 * Accept and Decline, an accepted one and a declined one with who, when and
 * the reason), the empty list, a load error, the accept dialog (what will be
 * created, the company name edited and sent; a login refused under its
 * field, an e-mail already used above the form) and the decline dialog
 * (optional reason).
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ERROR_MESSAGES } from '../../server/i18n/messages.ts';
import { AcceptRequestDialog } from '../../src/features/access-requests/accept-request-dialog.tsx';
import { AccessRequestList } from '../../src/features/access-requests/access-request-list.tsx';
import { DeclineRequestDialog } from '../../src/features/access-requests/decline-request-dialog.tsx';
import type { LoginAccessRequest } from '../../src/features/access-requests/use-access-requests.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { localeOf } from '../story-locale.ts';

const COUNTRY_NAMES: Record<string, string> = { ES: 'Espagne', BE: 'Belgique', DE: 'Allemagne' };
const countryName = (code: string) => COUNTRY_NAMES[code] ?? code;

const NEW: LoginAccessRequest = {
  id: 12, company: 'Piscinas del Norte', contact_name: 'Ana María López', email: 'ana@piscinas-norte.example', phone: '+34 94 400 00 00',
  country_code: 'ES', message: 'Construimos 40 piscinas al año en Cantabria.\nNos interesa la gama de cubiertas.', locale: 'es', status: 'new',
  requested_at: '2026-11-26T09:30:00Z', answered_at: null, answered_by: null, reason: null, company_id: null,
};
const ACCEPTED: LoginAccessRequest = {
  ...NEW, id: 11, company: 'Zwembadbouw Antwerpen', contact_name: 'Pieter Janssens', email: 'pieter@zwembadbouw.example', phone: null, country_code: 'BE',
  message: null, locale: 'nl', status: 'accepted', requested_at: '2026-11-24T15:10:00Z', answered_at: '2026-11-25T08:02:00Z', answered_by: 'Claire Morel', company_id: 40,
};
const DECLINED: LoginAccessRequest = {
  ...NEW, id: 10, company: 'Poolbau Schneider KG — Niederlassung Garmisch-Partenkirchen', contact_name: 'Jonas Schneider', email: 'jonas.schneider@poolbau-schneider-garmisch.example',
  country_code: 'DE', message: 'Bitte um Zugang.', locale: 'de', status: 'declined', requested_at: '2026-11-20T11:00:00Z', answered_at: '2026-11-21T10:45:00Z',
  answered_by: 'Claire Morel', reason: 'Garmisch wird von unserem Händler in München betreut.',
};

const meta = {
  title: 'Users/AccessRequests',
  component: AccessRequestList,
  parameters: { layout: 'padded' },
  args: { requests: [NEW, ACCEPTED, DECLINED], loading: false, error: null, locale: 'fr', countryName, onAccept: fn(), onDecline: fn(), onRetry: fn() },
  render: (args, { globals }) => <AccessRequestList {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof AccessRequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One new request with its actions; the answered ones say who answered, when, and why. */
export const WithRequests: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const company = NEW.company;
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Accept the request of ${company}`) }));
    await expect(args.onAccept).toHaveBeenCalledWith(NEW);
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Decline the request of ${company}`) }));
    await expect(args.onDecline).toHaveBeenCalledWith(NEW);
    // only the new request can be answered
    await expect(canvas.getAllByRole('button', { name: new RegExp(i18n._(msg`Accept`)) })).toHaveLength(1);
    await expect(canvas.getByText(new RegExp(DECLINED.reason!))).toBeVisible();
    await expect(canvas.getByRole('link', { name: NEW.email })).toHaveAttribute('href', `mailto:${NEW.email}`);
    await expect(canvas.getByText(/Cantabria/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { requests: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(i18n._(msg`No request for access yet.`))).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { requests: [], error: 'Le serveur ne répond pas.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Le serveur ne répond pas.');
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Try again`) }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

async function dialog() {
  const element = await within(document.body).findByRole('dialog');
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
}

const onAcceptConfirm = fn(async () => null as unknown);
/** What will be created; the company name is edited and sent with the names and login taken from the request. */
export const AcceptDialog: Story = {
  render: (_args, { globals }) => (
    <AcceptRequestDialog request={NEW} locale={localeOf(globals)} countryName={countryName} onConfirm={onAcceptConfirm} onClose={() => undefined} />
  ),
  play: async () => {
    onAcceptConfirm.mockClear();
    const box = await dialog();
    await expect(box.getByTestId('accept-request-summary')).toHaveTextContent(NEW.email);
    const name = box.getByLabelText(i18n._(msg`Company name`));
    await expect(name).toHaveValue(NEW.company);
    await userEvent.clear(name);
    await userEvent.type(name, 'Piscinas del Norte S.L.');
    await userEvent.click(box.getByRole('button', { name: i18n._(msg`Create and send the invitation`) }));
    await waitFor(() =>
      expect(onAcceptConfirm).toHaveBeenCalledWith(NEW, { company: 'Piscinas del Norte S.L.', first_name: 'Ana', last_name: 'María López', login: 'ana@piscinas-norte.example' }),
    );
  },
};

/** The server's refusals: a login already used under its field, an e-mail already used above the form. */
export const AcceptRefused: Story = {
  render: (_args, { globals }) => {
    const locale = localeOf(globals);
    let calls = 0;
    const refuse = async () => {
      calls += 1;
      return calls === 1
        ? { error: { code: 'login_taken', message: ERROR_MESSAGES.login_taken[locale] } }
        : { error: { code: 'email_taken', message: ERROR_MESSAGES.email_taken[locale].replace('{email}', NEW.email) } };
    };
    return <AcceptRequestDialog request={NEW} locale={locale} countryName={countryName} onConfirm={refuse} onClose={() => undefined} />;
  },
  play: async ({ globals }) => {
    const locale = localeOf(globals);
    const box = await dialog();
    const ok = box.getByRole('button', { name: i18n._(msg`Create and send the invitation`) });
    await userEvent.click(ok);
    await expect(await box.findByText(ERROR_MESSAGES.login_taken[locale])).toBeVisible();
    await userEvent.click(ok);
    await expect(await box.findByRole('alert')).toHaveTextContent(NEW.email);
  },
};

const onDeclineConfirm = fn(async () => null as unknown);
/** The reason is optional; it goes with the decline. */
export const DeclineDialog: Story = {
  render: (_args, { globals }) => <DeclineRequestDialog request={NEW} locale={localeOf(globals)} onConfirm={onDeclineConfirm} onClose={() => undefined} />,
  play: async () => {
    onDeclineConfirm.mockClear();
    const box = await dialog();
    await userEvent.type(box.getByLabelText(i18n._(msg`Reason (optional)`)), 'Zona cubierta por un distribuidor.');
    await userEvent.click(box.getByRole('button', { name: i18n._(msg`Decline`) }));
    await waitFor(() => expect(onDeclineConfirm).toHaveBeenCalledWith(NEW, 'Zona cubierta por un distribuidor.'));
  },
};
