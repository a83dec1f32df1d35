/** Step 10's form values: from the saved customisation, to the save body, and the live offer on the server's calculation. */
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../../../src/api/types.ts';
import { inputOf, liveOffer, valuesOf } from '../../../../src/features/builder/customise-values.ts';

const SAVED: Schemas['Customisation'] = {
  end_customer: { name: 'Famille Dupont', address_1: null, address_2: null, zipcode: '34000', city: 'Montpellier', country_code: 'FR', email: null, phone: null },
  introduction: 'Bonjour',
  body: null,
  created_by: 'Claire Morel',
  payment_conditions: null,
  validity_value: 2,
  validity_unit: 'months',
  parameters_and_conditions: null,
  extra_lines: [{ designation: 'Pose', total_ex_vat_cents: 45_010 }],
  trade_discount_percent: 12.5,
  discount_on_shipping: false,
  simplified: true,
  logo_url: null,
  is_default: false,
  updated_at: '2026-11-25T00:00:00Z',
};

const CALCULATION: Schemas['Calculation'] = {
  lines: [
    { code: 'P1', designation: { en: 'Shutter', fr: 'Volet', de: 'Rollladen' }, kind: 'product', quantity: 1, unit_cents: 100_000, amount_cents: 100_000, discountable: true },
    { code: 'ECO', designation: { en: 'Eco-participation', fr: 'Éco-participation' }, kind: 'eco', quantity: 1, unit_cents: 300, amount_cents: 300, discountable: false },
  ],
  total_ex_vat_cents: 100_300,
  vat_rate_bp: 0,
  vat_cents: 0,
  total_incl_vat_cents: 100_300,
  discount_bp: 3000,
  installer_total_with_discount_cents: 70_300,
  currency: 'EUR',
  exchange_rate: 1,
  reverse_charge: true,
};

describe('customise values', () => {
  it('round-trips the saved customisation, amounts in whole cents', () => {
    const values = valuesOf(SAVED);
    expect(values.extra_lines).toEqual([{ designation: 'Pose', total: 450.1 }]);
    const { logo_url: _logo, is_default: _default, updated_at: _updated, ...fields } = SAVED;
    expect(inputOf(values)).toEqual(fields);
  });

  it('sends blank texts as null, trims, and turns typed amounts into cents without float drift', () => {
    const values = { ...valuesOf(SAVED), introduction: '  ', body: ' Texte ', extra_lines: [{ designation: ' Geste ', total: -0.1 - 0.2 }, { designation: 'Pose', total: 1.005 }] };
    const input = inputOf({ ...values, end_customer: { ...values.end_customer, email: ' ' } });
    expect(input.introduction).toBeNull();
    expect(input.body).toBe('Texte');
    expect(input.end_customer?.email).toBeNull();
    expect(input.extra_lines).toEqual([
      { designation: 'Geste', total_ex_vat_cents: -30 },
      { designation: 'Pose', total_ex_vat_cents: 101 },
    ]);
  });

  it('computes the live offer of half-typed values: a reverse-charged quote offered with the installer country’s VAT', () => {
    const titles = { product: 'Volet', eco: 'Éco', shipping: 'Livraison' };
    const offer = liveOffer(CALCULATION, { trade_discount_percent: 10, extra_lines: [{ designation: '', total: 100 }, { designation: 'x', total: null }] }, 'BE', 'fr', titles);
    expect(offer.tradeDiscountCents).toBe(10_000);
    expect(offer.extraTotalCents).toBe(10_000);
    expect(offer.vatRateBp).toBe(2100);
    expect(offer.totalExVatCents).toBe(100_300);
    expect(offer.totalInclVatCents).toBe(100_300 + Math.round(100_300 * 0.21));
    expect(liveOffer(CALCULATION, { trade_discount_percent: 250 }, 'BE', 'fr', titles).tradeDiscountCents).toBe(100_000);
  });

  it('runs the engine on the API’s calculation as it is: lines in the page’s language, the installer’s VAT for a reverse-charged quote', () => {
    const titles = { product: 'Produkt', eco: 'Öko', shipping: 'Versand' };
    const offer = liveOffer(CALCULATION, { trade_discount_percent: 12.5 }, 'DE', 'de', titles);
    expect(offer.lines.map((line) => [line.kind, line.code, line.designation, line.amountCents])).toEqual([
      ['product', 'P1', 'Rollladen', 100_000],
      ['eco', 'ECO', 'Eco-participation', 300],
    ]);
    expect(offer.tradeDiscountBp).toBe(1250);
    expect(offer.vatRateBp).toBe(1900);
  });
});
