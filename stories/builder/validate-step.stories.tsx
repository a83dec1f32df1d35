/**
 * Step 11, validation, on a bubble-cover quote, the API answered by the
 * story: the form (sizes and formats, reference, terms), the terms refused
 * before anything is sent, the server's refusal shown with its details, the
 * blocking inconsistencies that hold validation back, a quote already
 * validated, and a phone.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../engine/index.ts';
import { ERROR_MESSAGES } from '../../server/i18n/messages.ts';
import { ValidateStep } from '../../src/features/validation/validate-step.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { planCatalogue } from '../plan/plan-story-data.ts';
import { localeOf } from '../story-locale.ts';
import { jsonResponse, stubApi } from './api-stub.ts';
import { checkedInconsistencies, presetAnswers, serverCalculation, stepIdOf, type PricedFor } from './builder-story-data.ts';
import { plain } from '../story-text.ts';

const bubble = planCatalogue('bubble');
const answers = presetAnswers(bubble, 'rect_8x4_blue');
const tooWide = presetAnswers(bubble, 'rect_10x5_roller', { width: 7 });
const BELGIAN: PricedFor = { country: 'BE', discountBp: 3000, currency: 'EUR', exchangeRate: 1 };

/** The server: the price, and validation answered 409 (another tab validated first). */
function validationServer(locale: Locale) {
  return stubApi((_request, route) => {
    if (route === 'GET /quote/{id}/calculate') return jsonResponse(200, { data: serverCalculation(bubble, answers, BELGIAN) });
    if (route === 'POST /quote/{id}/validation') return jsonResponse(409, { error: { code: 'quote_already_validated', message: ERROR_MESSAGES.quote_already_validated[locale] } });
    return undefined;
  });
}

const meta = {
  title: 'Builder/ValidateStep',
  component: ValidateStep,
  parameters: { layout: 'padded' },
  args: {
    quoteId: 42,
    catalogue: bubble,
    answers,
    locale: 'fr',
    canValidate: true,
    validated: false,
    blocking: [],
    stepTitle: (stepId: number) => String(stepId),
    onGoto: fn(),
    onPrevious: fn(),
    onValidated: fn(),
  },
  beforeEach: ({ globals }) => validationServer(localeOf(globals)),
  render: (args, { globals }) => <ValidateStep {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof ValidateStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const validateButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: i18n._(msg`Validate the order`) });

/** The form: the limit in MB and the formats, the terms refused before sending, then the server's refusal in the page's language. */
export const Ready: Story = {
  play: async ({ canvasElement, globals, args, step }) => {
    const canvas = within(canvasElement);
    const locale = localeOf(globals);
    await canvas.findByText(i18n._(msg`Your total with discount, ex VAT`));
    const uploadMaxMb = 10;
    await expect(canvas.getByText(plain(i18n._(msg`Allowed formats: PDF, JPEG, PNG. Maximum size: ${uploadMaxMb} MB per file.`)))).toBeVisible();
    await waitFor(() => expect(validateButton(canvasElement)).toBeEnabled());

    await step('without the terms: refused, nothing sent', async () => {
      await userEvent.click(validateButton(canvasElement));
      await canvas.findByText(i18n._(msg`You must accept the terms and conditions.`));
      await expect(args.onValidated).not.toHaveBeenCalled();
    });
    await step('with them: the server answers 409, shown as it says', async () => {
      await userEvent.click(canvas.getByRole('checkbox'));
      await userEvent.click(validateButton(canvasElement));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.quote_already_validated[locale]);
      await expect(args.onValidated).not.toHaveBeenCalled();
    });
  },
};

/** A blocking inconsistency: listed with a way to its step, and validation held back. */
export const BlockingInconsistency: Story = {
  args: { answers: tooWide },
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    const blocking = checkedInconsistencies(bubble, tooWide, locale).filter((item) => item.blocking);
    return <ValidateStep {...args} locale={locale} blocking={blocking} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(plain(i18n._(msg`Blocking inconsistencies prevent validation: solve them first.`)));
    await expect(validateButton(canvasElement)).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Go to the step`) }));
    await expect(args.onGoto).toHaveBeenCalledWith(stepIdOf(bubble, 'finishing'));
  },
};

/** A quote already validated: the summary and the price, no form. */
export const AlreadyValidated: Story = {
  args: { canValidate: false, validated: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(i18n._(msg`This quote has already been validated.`));
    await expect(canvas.queryByRole('button', { name: i18n._(msg`Validate the order`) })).toBeNull();
  },
};

/** On a phone: the form in one column. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(i18n._(msg`Your total with discount, ex VAT`));
    await expect(validateButton(canvasElement)).toBeVisible();
  },
};
