/**
 * Step 10's form values: from the saved customisation, to the save body, and
 * the live offer the engine computes from them (the same `customiseQuote` as
 * the server's PDF) on the server's calculation.
 */
import { basisPoints, customiseQuote, offerVatRateBp, type CustomisedQuote, type Locale, type SimplifiedTitles } from '../../../engine/index.ts';
import type { Calculation, Customisation, CustomisationInput } from './customise-requests.ts';

type EndCustomer = Customisation['end_customer'];

export interface CustomiseValues {
  end_customer: { [K in keyof EndCustomer]: string | null };
  introduction: string | null;
  body: string | null;
  created_by: string | null;
  payment_conditions: string | null;
  parameters_and_conditions: string | null;
  validity_value: number;
  validity_unit: 'days' | 'months';
  trade_discount_percent: number;
  discount_on_shipping: boolean;
  simplified: boolean;
  /** Amounts in the quote's currency (two decimals), not cents. */
  extra_lines: Array<{ designation: string; total: number | null }>;
}

export function valuesOf(customisation: Customisation): CustomiseValues {
  return {
    end_customer: { ...customisation.end_customer },
    introduction: customisation.introduction,
    body: customisation.body,
    created_by: customisation.created_by,
    payment_conditions: customisation.payment_conditions,
    parameters_and_conditions: customisation.parameters_and_conditions,
    validity_value: customisation.validity_value,
    validity_unit: customisation.validity_unit,
    trade_discount_percent: customisation.trade_discount_percent,
    discount_on_shipping: customisation.discount_on_shipping,
    simplified: customisation.simplified,
    extra_lines: customisation.extra_lines.map((line) => ({ designation: line.designation, total: line.total_ex_vat_cents / 100 })),
  };
}

/** An amount typed in the currency as whole cents: x 100 in binary floating point may land just under a half (1.005 x 100 = 100.4999…), so it is read back to 12 significant digits first; halves go away from zero. */
function toCents(amount: number | null | undefined): number {
  const hundredths = Number(((amount ?? 0) * 100).toPrecision(12));
  return Math.sign(hundredths) * Math.round(Math.abs(hundredths));
}
const orNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** The save body: every field (the form is the whole customisation), empty texts as null. */
export function inputOf(values: CustomiseValues): CustomisationInput {
  const endCustomer = Object.fromEntries(Object.entries(values.end_customer ?? {}).map(([key, value]) => [key, orNull(value)])) as EndCustomer;
  return {
    end_customer: endCustomer,
    introduction: orNull(values.introduction),
    body: orNull(values.body),
    created_by: orNull(values.created_by),
    payment_conditions: orNull(values.payment_conditions),
    parameters_and_conditions: orNull(values.parameters_and_conditions),
    validity_value: values.validity_value,
    validity_unit: values.validity_unit,
    trade_discount_percent: values.trade_discount_percent ?? 0,
    discount_on_shipping: values.discount_on_shipping,
    simplified: values.simplified,
    extra_lines: (values.extra_lines ?? [])
      .filter((line) => line?.designation?.trim())
      .map((line) => ({ designation: line.designation.trim(), total_ex_vat_cents: toCents(line.total) })),
  };
}

/**
 * The offer as the PDF will print it, from the values on screen (possibly
 * half-typed): the engine's `customiseQuote` on the server's calculation as
 * the API answers it (the engine's own shape), like the PDF.
 */
export function liveOffer(calculation: Calculation, values: Partial<CustomiseValues>, sellerCountry: string | null, locale: Locale, titles: SimplifiedTitles): CustomisedQuote {
  const percent = values.trade_discount_percent ?? 0;
  return customiseQuote(
    calculation,
    {
      tradeDiscountBp: basisPoints(Math.min(Math.max(percent, 0), 100)),
      discountOnShipping: values.discount_on_shipping ?? false,
      simplified: values.simplified ?? false,
      extraLines: (values.extra_lines ?? []).filter((line) => line?.designation?.trim() || line?.total).map((line) => ({ designation: line.designation ?? '', totalExVatCents: toCents(line.total) })),
    },
    { locale, vatRateBp: offerVatRateBp(calculation, sellerCountry), titles },
  );
}
