/**
 * The order desk's failed messages, the API answered by the story: the list
 * (an order e-mail, an ERP event, an account e-mail) with resend and its
 * success toast, a resend refused by the server (409, its message as a
 * toast), the empty list, a load error with retry, and the table on a phone.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ERROR_MESSAGES } from '../../server/i18n/messages.ts';
import type { Schemas } from '../../src/api/types.ts';
import { FailedMessages } from '../../src/features/outbox/failed-messages.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { jsonResponse, stubApi } from '../builder/api-stub.ts';
import { localeOf } from '../story-locale.ts';
import { plain } from '../story-text.ts';

type Message = Schemas['OutboxMessage'];
const base = { status: 'failed', attempts: 55, created_at: '2026-11-20T09:12:00Z', first_attempt_at: '2026-11-20T09:12:03Z' } as const;
const MESSAGES: Message[] = [
  { ...base, id: 31, kind: 'mail', order: { id: 78, number: 'O-2026-000078' }, recipient: 'emma.peeters@zwembaden-vlaanderen.example', subject: 'Your order O-2026-000078 is confirmed', event_type: null, last_error: '550 5.1.1 <emma.peeters@zwembaden-vlaanderen.example>: Recipient address rejected: User unknown in virtual mailbox table' },
  { ...base, id: 30, kind: 'webhook', order: { id: 78, number: 'O-2026-000078' }, recipient: null, subject: null, event_type: 'confirmed', last_error: 'HTTP 503 Service Unavailable' },
  { ...base, id: 12, kind: 'mail', order: null, recipient: 'paul@martin.example', subject: 'Complete your registration', event_type: null, attempts: 54, last_error: 'connect ECONNREFUSED 10.0.0.25:587' },
];

type Server = { messages: Message[]; resend: 'ok' | 'refused'; failList?: boolean };

function outboxServer(server: Server, locale: ReturnType<typeof localeOf>, calls: string[]) {
  let rows = [...server.messages];
  return stubApi((request, route) => {
    calls.push(route);
    if (route === 'GET /outbox/failed') {
      if (server.failList) return jsonResponse(500, { error: { code: 'internal_error', message: ERROR_MESSAGES.internal_error[locale] } });
      return jsonResponse(200, { data: rows, meta: { page: 1, per_page: 10, total: rows.length } });
    }
    if (route === 'POST /outbox/{id}/resend') {
      const id = Number(new URL(request.url).pathname.split('/').at(-2));
      if (server.resend === 'refused') return jsonResponse(409, { error: { code: 'message_not_failed', message: ERROR_MESSAGES.message_not_failed[locale] } });
      const message = rows.find((m) => m.id === id)!;
      rows = rows.filter((m) => m.id !== id);
      return jsonResponse(200, { data: { ...message, status: 'pending', attempts: 0, last_error: null, first_attempt_at: null } });
    }
    return undefined;
  });
}

const calls: string[] = [];
const meta = {
  title: 'Orders/FailedMessages',
  component: FailedMessages,
  parameters: { layout: 'padded', server: { messages: MESSAGES, resend: 'ok' } satisfies Server },
  args: { locale: 'fr', onOpenOrder: fn(), onResent: fn() },
  beforeEach: ({ parameters, globals }) => {
    calls.length = 0;
    return outboxServer(parameters.server as Server, localeOf(globals), calls);
  },
  render: (args, { globals }) => <FailedMessages {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof FailedMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three messages; the order number opens the order; resending one says so and takes it off the list. */
export const WithMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Your order O-2026-000078 is confirmed');
    await expect(canvas.getByText(i18n._(msg`Order confirmed`))).toBeVisible();
    await expect(canvas.getByText('Complete your registration')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'O-2026-000078' })[0]!);
    await expect(args.onOpenOrder).toHaveBeenCalledWith(78);
    const to = 'paul@martin.example';
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Send again the message to ${to}`) }));
    await expect(await within(document.body).findByText(plain(i18n._(msg`The message is back in the queue: it will be sent within a minute.`)))).toBeVisible();
    await expect(args.onResent).toHaveBeenCalledWith(expect.objectContaining({ id: 12, status: 'pending' }));
    await waitFor(() => expect(canvas.queryByText('Complete your registration')).toBeNull());
    await expect(calls.filter((c) => c === 'GET /outbox/failed')).toHaveLength(2);
  },
};

/** Someone resent it a moment before: the server's refusal in the page's language, as a toast. */
export const ResendRefused: Story = {
  parameters: { server: { messages: MESSAGES, resend: 'refused' } satisfies Server },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const number = 'O-2026-000078';
    const [button] = await canvas.findAllByRole('button', { name: i18n._(msg`Send again the message of order ${number}`) });
    await userEvent.click(button!);
    await expect(await within(document.body).findByText(plain(ERROR_MESSAGES.message_not_failed[localeOf(globals)]))).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { server: { messages: [], resend: 'ok' } satisfies Server },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(plain(i18n._(msg`No message waiting: every e-mail and ERP event went out.`)))).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { server: { messages: MESSAGES, resend: 'ok', failList: true } satisfies Server },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(ERROR_MESSAGES.internal_error[localeOf(globals)])).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Try again`) }));
    await waitFor(() => expect(calls.filter((c) => c === 'GET /outbox/failed')).toHaveLength(2));
  },
};

/** On a phone: the message with its order number under it and the button stay within the screen; the rest folds away. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Your order O-2026-000078 is confirmed');
    await expect(canvas.queryByText(i18n._(msg`Last error`))).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'O-2026-000078' })[0]).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: new RegExp(i18n._(msg`Send again`)) });
    await expect(buttons).toHaveLength(3);
    for (const button of buttons) {
      await expect(button).toBeVisible();
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};
