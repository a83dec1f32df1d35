/**
 * The sign-in form of the first page: what it sends and what it refuses when
 * several events come before React renders again, as from a password manager
 * or from the landing page's hand-over (scripts/landing-pages.ts), and when
 * Enter is pressed in the password field.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginForm } from '../../src/features/auth/login-form.tsx';
import { i18n } from '../../src/i18n/i18n.ts';

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: { submitting: false, error: null, onChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const termsRefused = () => i18n._(msg`You must accept the terms and conditions.`);

/** Types into the fields, ticks the boxes and submits in one task, as a password manager or the hand-over does. */
function fillAtOnce(canvasElement: HTMLElement, fields: Record<string, string>, tick: readonly string[]) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  for (const [id, value] of Object.entries(fields)) {
    const input = canvasElement.querySelector<HTMLInputElement>(`#${id}`)!;
    input.focus();
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const id of tick) canvasElement.querySelector<HTMLInputElement>(`#${id}`)!.click();
  canvasElement.querySelector('form')!.requestSubmit();
}

/** Login and password typed, Enter pressed in the password field: the terms are refused, next to their box, which has the focus. */
export const EnterWithoutTheTerms: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(i18n._(msg`Login`)), 'demo.user');
    await userEvent.type(canvas.getByLabelText(i18n._(msg`Password`)), 'demo1234{Enter}');
    await expect(await canvas.findByText(termsRefused())).toBeVisible();
    await expect(canvasElement.querySelector('#accept_terms')).toHaveFocus();
    await expect(canvasElement.querySelector('#password_help')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Every field filled and the terms ticked in one task: all of it is sent. */
export const FilledAtOnce: Story = {
  play: async ({ canvasElement, args }) => {
    fillAtOnce(canvasElement, { identifier: 'demo.user', password: 'demo1234' }, ['remember', 'accept_terms']);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ identifier: 'demo.user', password: 'demo1234', remember: true, accept_terms: true });
  },
};

/** Filled in one task without the terms: only the terms are refused, the login and password are kept. */
export const FilledAtOnceWithoutTheTerms: Story = {
  play: async ({ canvasElement, args }) => {
    fillAtOnce(canvasElement, { identifier: 'demo.user', password: 'demo1234' }, []);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(termsRefused())).toBeVisible();
    await expect(canvasElement.querySelector('#identifier_help')).toBeNull();
    await expect(canvasElement.querySelector('#password_help')).toBeNull();
    await expect(canvas.getByLabelText(i18n._(msg`Login`))).toHaveValue('demo.user');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
