/**
 * The server's price of a quote: the engine's `calculate` with the quote's
 * settings (currency, exchange rate, VAT rate; defaults from the client's
 * country) and the installer's discount, as the API's Calculation.
 */
import {
  BASE_CURRENCY,
  calculate,
  defaultVat,
  isReverseCharge,
  pricedFor,
  type Answers,
  type Calculation,
  type CalculationResult,
  type CalculationSettings,
  type Catalogue,
  type QuoteMoney,
} from '../../engine/index.ts';
import { AppError } from '../http/app-error.ts';
import type { DataOf } from '../http/operation.ts';
import type { QuoteRecord } from './quote-repository.ts';

/** The quote's currency and exchange rate: EUR at 1 until the calculation step sets others. */
export function quoteMoney(record: QuoteRecord): QuoteMoney {
  return { currency: record.quote.currency ?? BASE_CURRENCY, exchange_rate: Number(record.quote.exchangeRate ?? 1) };
}

export function calculationSettings(
  record: QuoteRecord,
  override: Partial<Pick<CalculationSettings, 'currency' | 'exchange_rate' | 'vat_rate_bp'>> = {},
): CalculationSettings {
  const company = pricedFor(record);
  const vatRateBp = override.vat_rate_bp ?? record.quote.vatRateBp ?? defaultVat(company.countryCode).vatRateBp;
  const money = quoteMoney(record);
  return {
    currency: override.currency ?? money.currency,
    exchange_rate: override.exchange_rate ?? money.exchange_rate,
    vat_rate_bp: vatRateBp,
    discount_bp: company.discountBp,
    reverse_charge: isReverseCharge(company.countryCode, vatRateBp),
  };
}

/** The pricing day: today for a draft, the validation day once validated. */
const pricingDate = (record: QuoteRecord) => (record.quote.validatedAt ?? new Date()).toISOString().slice(0, 10);

/** The engine's price of `answers` for the quote's client, day and settings (the quote's own answers by default). */
export function calculateRecord(record: QuoteRecord, catalogue: Catalogue, settings: CalculationSettings, answers: Answers = record.quote.answers): CalculationResult {
  return calculate(catalogue, answers, { country: pricedFor(record).countryCode, date: pricingDate(record) }, settings);
}

/** Where a refused calculation is logged: the quote, its family and version, and the engine's reason. */
export type PricingLog = (details: object, message: string) => void;

/**
 * Prices the quote; 422 unknown_item or zero_total when the engine cannot,
 * calculation_too_costly when a formula ran past its budget (logged with the
 * family and version, for the product team to simplify).
 */
export function priceRecord(record: QuoteRecord, catalogue: Catalogue, settings: CalculationSettings, log?: PricingLog): Calculation {
  const result = calculateRecord(record, catalogue, settings);
  if (result.status === 'ok') return result.calculation;
  const { reference, familyId, familyVersion } = record.quote;
  log?.({ quote: reference, family: catalogue.key, familyId, familyVersion, code: result.status, reason: result.message }, 'the quote cannot be priced');
  throw new AppError(422, result.status);
}

/**
 * The API's Calculation: the engine's own, field for field (amounts in cents,
 * rates in basis points, designations in every language), so that the
 * browser's live offer runs the engine on it as it is. Without the installer's
 * discount and net total (null) when `withTerms` is false (an external
 * client's user).
 */
export function calculationView(calculation: Calculation, withTerms = true): DataOf<'calculateQuote'> {
  const { currency, exchange_rate, vat_rate_bp, discount_bp, reverse_charge, lines, total_ex_vat_cents, vat_cents, total_incl_vat_cents, installer_total_with_discount_cents } = calculation;
  return {
    lines: lines.map(({ code, designation, kind, quantity, unit_cents, amount_cents, discountable }) => ({ code, designation, kind, quantity, unit_cents, amount_cents, discountable })),
    currency,
    exchange_rate,
    vat_rate_bp,
    discount_bp: withTerms ? discount_bp : null,
    reverse_charge,
    total_ex_vat_cents,
    vat_cents,
    total_incl_vat_cents,
    installer_total_with_discount_cents: withTerms ? installer_total_with_discount_cents : null,
  };
}
