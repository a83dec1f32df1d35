/**
 * The builder's price step (-1) on a bubble-cover quote, the API answered by
 * the story: the server's calculation is the engine's `calculate` on the
 * family's roller preset, for a Belgian client in EUR (reverse charge) or a
 * Swiss one in CHF; and the calculation the server refuses (422 zero_total).
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { basisPoints, localize, PHONE_MAX_WIDTH, type Locale } from '../../engine/index.ts';
import { ERROR_MESSAGES } from '../../server/i18n/messages.ts';
import type { Schemas } from '../../src/api/types.ts';
import { PriceStep } from '../../src/features/builder/price-step.tsx';
import { formatCents, formatQuantity } from '../../src/lib/money.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { planCatalogue } from '../plan/plan-story-data.ts';
import { localeOf } from '../story-locale.ts';
import { jsonResponse, stubApi } from './api-stub.ts';
import { presetAnswers, serverCalculation, type PricedFor } from './builder-story-data.ts';
import { plain } from '../story-text.ts';

const bubble = planCatalogue('bubble');
const answers = presetAnswers(bubble, 'rect_10x5_roller');
const QUOTE_ID = 42;

const BELGIAN: PricedFor = { country: 'BE', discountBp: 3000, currency: 'EUR', exchangeRate: 1 };
const SWISS: PricedFor = { country: 'CH', discountBp: 2500, currency: 'CHF', exchangeRate: 0.9412 };

/** The server's answer to the price step's two calls; null for a quote that comes to zero. */
function priceServer(priced: PricedFor | null, locale: Locale) {
  return stubApi(async (request, route) => {
    if (!priced) return jsonResponse(422, { error: { code: 'zero_total', message: ERROR_MESSAGES.zero_total[locale] } });
    if (route === 'GET /quote/{id}/calculate') return jsonResponse(200, { data: serverCalculation(bubble, answers, priced) });
    if (route === 'POST /quote/{id}/calculation') {
      const body = (await request.json()) as Schemas['CalculationSettings'];
      const changed = { ...priced, currency: body.currency, exchangeRate: body.exchange_rate, vatRateBp: basisPoints(body.vat_rate) };
      return jsonResponse(200, { data: serverCalculation(bubble, answers, changed) });
    }
    return undefined;
  });
}

const meta = {
  title: 'Builder/PriceStep',
  component: PriceStep,
  parameters: { layout: 'padded', pricedFor: BELGIAN },
  args: { quoteId: QUOTE_ID, locale: 'fr', readOnly: false, canGoOn: true, onSettingsSaved: fn(), onPrevious: fn(), onNext: fn() },
  beforeEach: ({ parameters, globals }) => priceServer(parameters.pricedFor as PricedFor | null, localeOf(globals)),
  render: (args, { globals }) => <PriceStep {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof PriceStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row of the totals table labelled `label`. */
const totalRow = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).closest('tr')!;

/** Every line of the calculation is in the table: code, designation, amount in the quote's currency. */
async function expectLines(canvasElement: HTMLElement, calculation: Schemas['Calculation'], locale: Locale) {
  const canvas = within(canvasElement);
  await canvas.findByText(calculation.lines[0]!.code);
  for (const line of calculation.lines) {
    const row = canvas.getByText(line.code).closest('tr')!;
    await expect(row).toHaveTextContent(localize(line.designation, locale));
    await expect(row.textContent).toContain(formatCents(line.amount_cents, calculation.currency, locale));
  }
  await expect(totalRow(canvasElement, i18n._(msg`Total ex VAT`)).textContent).toContain(formatCents(calculation.total_ex_vat_cents, calculation.currency, locale));
  await expect(totalRow(canvasElement, i18n._(msg`Total incl VAT`)).textContent).toContain(formatCents(calculation.total_incl_vat_cents, calculation.currency, locale));
  const net = totalRow(canvasElement, i18n._(msg`Your total with discount, ex VAT`));
  await expect(net.textContent).toContain(formatCents(calculation.installer_total_with_discount_cents!, calculation.currency, locale));
}

/** A Belgian client in EUR: three lines, 0 % VAT with the reverse-charge mention; a 21 % rate applied drops it. */
export const BelgianClientInEuro: Story = {
  play: async ({ canvasElement, globals, args, step }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    const reverseCharge = plain(i18n._(msg`Reverse charge: VAT due by the customer`));

    await step('the lines and totals of the server', async () => {
      const calculation = serverCalculation(bubble, answers, BELGIAN);
      await expect(calculation.lines).toHaveLength(3);
      await expectLines(canvasElement, calculation, locale);
      await expect(calculation.total_incl_vat_cents).toBe(calculation.total_ex_vat_cents);
      await expect(canvas.getByText(reverseCharge, { exact: false })).toBeVisible();
    });

    await step('in EUR the exchange rate is fixed', async () => {
      const rate = canvas.getByRole('spinbutton', { name: i18n._(msg`Exchange rate (EUR to currency)`) });
      await waitFor(() => expect(rate).toBeDisabled(), { timeout: 3000 });
      await expect(canvas.getByRole('button', { name: i18n._(msg`Next`) })).toBeEnabled();
    });

    await step('the Belgian standard rate is applied and saved', async () => {
      const rate = canvas.getByRole('spinbutton', { name: i18n._(msg`VAT rate (%)`) });
      await userEvent.clear(rate);
      await userEvent.type(rate, '21');
      await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Apply`) }));
      await waitFor(() => expect(args.onSettingsSaved).toHaveBeenCalledOnce());
      const taxed = serverCalculation(bubble, answers, { ...BELGIAN, vatRateBp: 2100 });
      await waitFor(() => expect(totalRow(canvasElement, i18n._(msg`Total incl VAT`)).textContent).toContain(formatCents(taxed.total_incl_vat_cents, 'EUR', locale)));
      await expect(canvas.queryByText(reverseCharge, { exact: false })).toBeNull();
    });
  },
};

/** A Swiss client in CHF: every amount converted at 0.9412, Swiss VAT, no reverse charge. */
export const SwissClientInFrancs: Story = {
  parameters: { pricedFor: SWISS },
  play: async ({ canvasElement, globals, step }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    const calculation = serverCalculation(bubble, answers, SWISS);
    const euros = serverCalculation(bubble, answers, BELGIAN);

    await step('the lines and totals in CHF', async () => {
      await expect(calculation.total_ex_vat_cents).toBeLessThan(euros.total_ex_vat_cents);
      await expect(calculation.vat_cents).toBeGreaterThan(0);
      await expectLines(canvasElement, calculation, locale);
      await expect(canvas.queryByText(plain(i18n._(msg`Reverse charge: VAT due by the customer`)), { exact: false })).toBeNull();
    });

    await step('the currency and its rate are shown and editable', async () => {
      await expect(canvasElement.querySelector('.ant-select')).toHaveTextContent('CHF');
      const rate = canvas.getByRole('spinbutton', { name: i18n._(msg`Exchange rate (EUR to currency)`) });
      await expect(rate).toBeEnabled();
      await expect(Number((rate as HTMLInputElement).value.replace(',', '.'))).toBe(SWISS.exchangeRate);
    });
  },
};

/** The server cannot price the quote: its message, a retry, and no way on. */
export const ZeroTotal: Story = {
  parameters: { pricedFor: null },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(plain(ERROR_MESSAGES.zero_total[localeOf(globals)]));
    await expect(within(alert).getByText(i18n._(msg`Try again`)).closest('button')).toBeEnabled();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('button', { name: i18n._(msg`Next`) })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Previous`) }));
    await expect(args.onPrevious).toHaveBeenCalledOnce();
  },
};

/** On a phone (or any step narrower than the five columns): two columns that fit the window (designation with code, quantity and unit price under it; amount), no sideways scrolling. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, globals, step }) => {
    const locale = localeOf(globals);
    const calculation = serverCalculation(bubble, answers, BELGIAN);
    const canvas = within(canvasElement);

    await step('every line shows its code, quantity, unit price and amount', async () => {
      await canvas.findByText(localize(calculation.lines[0]!.designation, locale), { exact: false });
      await expect(canvasElement.querySelectorAll('.ant-table-thead th')).toHaveLength(2);
      const rows = [...canvasElement.querySelectorAll('.ant-table-tbody tr.ant-table-row')];
      await expect(rows).toHaveLength(calculation.lines.length);
      for (const [index, line] of calculation.lines.entries()) {
        const text = rows[index]!.textContent ?? '';
        await expect(text).toContain(localize(line.designation, locale));
        await expect(text).toContain(line.code);
        await expect(text).toContain(`${formatQuantity(line.quantity, locale)} × ${formatCents(line.unit_cents, 'EUR', locale)}`);
        await expect(text).toContain(formatCents(line.amount_cents, 'EUR', locale));
      }
    });

    await step('the table fits the window', async () => {
      await expect(window.innerWidth).toBeLessThanOrEqual(PHONE_MAX_WIDTH);
      const table = canvasElement.querySelector('.ant-table')!;
      await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
    });
  },
};
