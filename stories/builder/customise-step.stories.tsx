/**
 * Step 10 (customise) on a bubble-cover quote of a French installer, the API
 * answered by the story: a saved customisation with a logo, an extra line
 * and a discount whose live totals follow the typing; the defaults of a new
 * quote; an ordered quote, read-only.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { customiseQuote, offerVatRateBp, type Locale } from '../../engine/index.ts';
import type { Schemas } from '../../src/api/types.ts';
import { CustomiseStep } from '../../src/features/builder/customise-step.tsx';
import { formatBasisPoints, formatCents } from '../../src/lib/money.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { planCatalogue } from '../plan/plan-story-data.ts';
import { localeOf } from '../story-locale.ts';
import { jsonResponse, stubApi } from './api-stub.ts';
import { asText, presetAnswers, serverCalculation } from './builder-story-data.ts';
import '../../src/features/builder/builder.css';

const bubble = planCatalogue('bubble');
const answers = presetAnswers(bubble, 'rect_10x5_roller');
const FRENCH_INSTALLER = { country: 'FR', discountBp: 3500, currency: 'EUR', exchangeRate: 1 };
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60"><rect width="60" height="60" rx="12" fill="#0e7490"/><text x="70" y="38" font-size="20" fill="#0e7490">Piscines du Soleil</text></svg>';

const SAVED: Schemas['Customisation'] = {
  end_customer: { name: 'Famille Lefèvre', address_1: '3 allée des Tilleuls', address_2: null, zipcode: '34070', city: 'Montpellier', country_code: 'FR', email: 'lefevre@example.org', phone: '+33 6 11 22 33 44' },
  introduction: 'Suite à notre visite, voici notre proposition.',
  body: 'La bâche est livrée avec son enrouleur, posée et réglée.',
  created_by: 'Claire Morel',
  payment_conditions: '30 % à la commande, le solde à la livraison.',
  validity_value: 2,
  validity_unit: 'months',
  parameters_and_conditions: null,
  extra_lines: [{ designation: 'Pose et réglage', total_ex_vat_cents: 18_000 }],
  trade_discount_percent: 10,
  discount_on_shipping: false,
  simplified: false,
  logo_url: '/api/v1/quote/42/customisation/logo?v=0123456789ab',
  is_default: false,
  updated_at: '2026-11-24T10:00:00Z',
};
const DEFAULTS: Schemas['Customisation'] = {
  ...SAVED,
  end_customer: { name: null, address_1: null, address_2: null, zipcode: null, city: null, country_code: null, email: null, phone: null },
  introduction: null,
  body: null,
  payment_conditions: null,
  validity_value: 30,
  validity_unit: 'days',
  extra_lines: [],
  trade_discount_percent: 0,
  logo_url: null,
  is_default: true,
  updated_at: null,
};
const COUNTRIES = ['FR', 'BE', 'DE', 'ES', 'IT', 'NL', 'CH', 'LU'].map((code) => ({ code, name: code }));

function customisationServer(customisation: Schemas['Customisation']) {
  return stubApi(async (request, route) => {
    if (route === 'GET /quote/{id}/customisation') return jsonResponse(200, { data: customisation });
    if (route === 'GET /quote/{id}/calculate') return jsonResponse(200, { data: serverCalculation(bubble, answers, FRENCH_INSTALLER) });
    if (route === 'GET /country') return jsonResponse(200, { data: COUNTRIES });
    if (route === 'GET /quote/{id}/customisation/logo') return new Response(LOGO, { headers: { 'content-type': 'image/svg+xml' } });
    if (route === 'POST /quote/{id}/customisation') return jsonResponse(200, { data: { ...customisation, ...((await request.json()) as object) } });
    return undefined;
  });
}

const meta = {
  title: 'Builder/CustomiseStep',
  component: CustomiseStep,
  parameters: { layout: 'padded', customisation: SAVED },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
  args: {
    quote: { id: 42, reference: 'Q-2026-000042' },
    sellerCountry: 'FR',
    locale: 'fr',
    readOnly: false,
    canGoOn: true,
    onDirtyChange: fn(),
    onPrevious: fn(),
    onNext: fn(),
  },
  beforeEach: ({ parameters }) => customisationServer(parameters.customisation as Schemas['Customisation']),
  render: (args, { globals }) => <CustomiseStep {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof CustomiseStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customised quote the engine gives for a discount and the saved extra line. */
function offerOf(locale: Locale, discountBp: number) {
  const calculation = serverCalculation(bubble, answers, FRENCH_INSTALLER);
  return customiseQuote(
    calculation,
    { tradeDiscountBp: discountBp, discountOnShipping: false, simplified: false, extraLines: [{ designation: 'Pose et réglage', totalExVatCents: 18_000 }] },
    { locale, vatRateBp: offerVatRateBp({ vat_rate_bp: 2000, reverse_charge: false }, 'FR'), titles: { product: '', eco: '', shipping: '' } },
  );
}

/** The customer's total incl VAT the engine gives for a discount and the saved extra line. */
function totalInclVat(locale: Locale, discountBp: number): string {
  return asText(formatCents(offerOf(locale, discountBp).totalInclVatCents, 'EUR', locale));
}

/**
 * The trade discount names its base, as the PDF does: the price list total
 * includes the eco-participation, which is never discounted (issue 30, item 8:
 * "Remise commerciale 10 % −137,15 €" under "Total tarif HT 1 371,98 €").
 */
export const DiscountNamesItsBase: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const offer = offerOf(locale, 1000);
    await expect(offer.discountBaseCents).toBeLessThan(offer.publicTotalCents);
    const percent = formatBasisPoints(1000, locale);
    const base = formatCents(offer.discountBaseCents, 'EUR', locale);
    const label = asText(i18n._(msg`Trade discount ${percent} on ${base}`));
    await waitFor(() => expect(within(canvasElement).getByText(label)).toBeVisible());
  },
};

/** A saved customisation: its fields, its logo, its totals; a new discount moves the totals at once and marks the step unsaved. */
export const Saved: Story = {
  play: async ({ canvasElement, globals, args, step }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    const total = () => asText(canvas.getByTestId('offer-total-incl-vat').textContent ?? '');

    await step('the saved fields, the logo and the totals', async () => {
      await expect(await canvas.findByDisplayValue('Famille Lefèvre')).toBeVisible();
      await expect(canvas.getByDisplayValue('Pose et réglage')).toBeVisible();
      await waitFor(() => expect(canvas.getByTestId('logo-preview')).toBeVisible());
      await expect(total()).toBe(totalInclVat(locale, 1000));
    });

    await step('a new discount: live totals, unsaved changes', async () => {
      const discount = canvas.getByRole('spinbutton', { name: i18n._(msg`Trade discount (%)`) });
      await userEvent.clear(discount);
      await userEvent.type(discount, '20');
      await waitFor(() => expect(total()).toBe(totalInclVat(locale, 2000)));
      await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
      await expect(canvas.getByRole('button', { name: i18n._(msg`Save`) })).toBeEnabled();
    });
  },
};

/** A quote never customised: the defaults (author, 30 days, no logo) and the price list's totals. */
export const Defaults: Story = {
  parameters: { customisation: DEFAULTS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('Claire Morel')).toBeVisible();
    await expect(canvas.getByDisplayValue('30')).toBeVisible();
    await expect(canvas.getByText(i18n._(msg`No logo`))).toBeVisible();
    await expect(canvas.getByRole('button', { name: i18n._(msg`Upload a logo`) })).toBeEnabled();
  },
};

/** An ordered quote: everything shown, nothing editable, the PDF still offered. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('Famille Lefèvre')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: i18n._(msg`Save`) })).toBeNull();
    await expect(canvas.queryByRole('button', { name: i18n._(msg`Replace the logo`) })).toBeNull();
    await expect(canvas.getByRole('button', { name: i18n._(msg`Download the PDF`) })).toBeEnabled();
    // the extra lines are shown, but none can be added or removed
    await expect(canvas.getByDisplayValue('Pose et réglage')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: i18n._(msg`Add a line`) })).toBeNull();
    await expect(canvas.queryByRole('button', { name: i18n._(msg`Remove extra line ${1}`) })).toBeNull();
  },
};

/**
 * Every spin button of the form is named in the page's language: the fields of a form are given a ref by
 * their Form.Item, which left the names antd's English "Increase Value" / "Decrease Value" (seen on /de and
 * /fr at step 10, issue 30, item 6).
 */
export const SpinButtonsNamedInGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('Pose et réglage')).toBeVisible();
    const fields = canvas.getAllByRole('spinbutton');
    await expect(fields.length).toBeGreaterThanOrEqual(3); // validity, trade discount, the extra line's total
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Wert erhöhen' })).toHaveLength(fields.length));
    await expect(canvas.getAllByRole('button', { name: 'Wert verringern' })).toHaveLength(fields.length);
    await expect(canvas.queryAllByRole('button', { name: /Increase Value|Decrease Value/ })).toEqual([]);
    // nor do their arrows read antd's English "up" and "down"
    for (const field of fields) await expect(within(field.closest<HTMLElement>('.ant-input-number')!).queryAllByRole('img', { name: /^(up|down)$/ })).toEqual([]);
  },
};
