/**
 * The calculation step: priced lines in the quote's currency, the client's
 * discount, VAT and totals, all in integer cents. Public amounts are
 * converted line by line (unit price, then quantity x unit), each rounded to
 * the cent, halves up; totals are sums of lines. A discount is the percentage
 * of the sum of the lines it applies to, rounded once (`discountOf`), so that
 * the printed base times the printed rate gives the printed discount.
 */
import type { Answers, Catalogue } from '../catalogue/catalogue.types.ts';
import { priceQuote, type PricedLine, type PricingContext } from './price-quote.ts';

/** Currencies the price list may be shown in (EUR is the list's own). */
export const SUPPORTED_CURRENCIES = ['EUR', 'CHF', 'GBP', 'USD', 'SEK', 'DKK', 'NOK', 'PLN', 'CZK', 'HUF'] as const;
export const BASE_CURRENCY = 'EUR';

/*
 * The settings, the lines and the calculation below are the contract's
 * `Calculation` and `CalculationLine` as they travel (the API, the order's
 * frozen price, the browser's engine calls), so their fields carry the
 * contract's snake_case names end to end; no layer renames them. Values that
 * never leave the engine (PricedLine, the customised offer) keep camelCase.
 */
export interface CalculationSettings {
  /** ISO 4217 code, one of SUPPORTED_CURRENCIES. */
  currency: string;
  /** EUR to `currency`, at most six decimals; 1 for EUR. */
  exchange_rate: number;
  /** VAT rate in hundredths of a percent (20.00 % = 2000). */
  vat_rate_bp: number;
  /** The client's discount in hundredths of a percent (35.00 % = 3500). */
  discount_bp: number;
  /** Intra-EU B2B sale at 0 % VAT with the reverse-charge mention. */
  reverse_charge: boolean;
}

/** A priced line in the quote's currency (unit price and amount in its cents). */
export interface CalculationLine {
  code: PricedLine['code'];
  designation: PricedLine['designation'];
  kind: PricedLine['kind'];
  quantity: number;
  unit_cents: number;
  amount_cents: number;
  discountable: boolean;
}

export interface Calculation extends CalculationSettings {
  lines: CalculationLine[];
  total_ex_vat_cents: number;
  vat_cents: number;
  total_incl_vat_cents: number;
  /** Discountable lines less the discount, plus the other lines, ex VAT. */
  installer_total_with_discount_cents: number;
}

export type CalculationResult =
  | { status: 'ok'; calculation: Calculation }
  | { status: 'unknown_item' | 'zero_total' | 'calculation_too_costly'; message: string };

/** round(numerator / denominator), halves up, for non-negative integers of any size. */
function divideRounded(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** Cents of EUR in the currency, rounded to the cent. */
export function convertCents(cents: number, exchangeRate: number): number {
  const micros = BigInt(Math.round(exchangeRate * 1_000_000));
  return divideRounded(BigInt(cents) * micros, 1_000_000n);
}

/** A share in hundredths of a percent of an amount, rounded to the cent. */
export function percentOf(cents: number, bp: number): number {
  return divideRounded(BigInt(cents) * BigInt(bp), 10_000n);
}

/** A share of a signed amount, rounded to the cent, halves away from zero. */
export function signedPercentOf(cents: number, bp: number): number {
  return cents < 0 ? -percentOf(-cents, bp) : percentOf(cents, bp);
}

/**
 * The discount at `bp` on the amounts of the lines it applies to: the
 * percentage of their sum (the base a document prints), rounded once, never
 * line by line.
 *
 * @example
 * discountOf([385_224, 385_224], 1000) // { baseCents: 770_448, discountCents: 77_045 }
 */
export function discountOf(amountsCents: readonly number[], bp: number): { baseCents: number; discountCents: number } {
  const baseCents = amountsCents.reduce((sum, cents) => sum + cents, 0);
  return { baseCents, discountCents: signedPercentOf(baseCents, bp) };
}

/**
 * The price list's lines (in EUR, `priceQuote`'s) in the quote's currency, as
 * the calculation carries them: the unit price converted, then quantity x unit.
 *
 * @example
 * linesInCurrency(priced.lines, { currency: 'CHF', exchange_rate: 0.9412 })[0].amount_cents
 */
export function linesInCurrency(lines: readonly PricedLine[], money: QuoteMoney): CalculationLine[] {
  return convertLines(lines, money.exchange_rate);
}

function convertLines(lines: readonly PricedLine[], exchangeRate: number): CalculationLine[] {
  return lines.map((line): CalculationLine => {
    const unitCents = convertCents(line.unitCents, exchangeRate);
    const hundredths = Math.round(line.quantity * 100);
    return {
      code: line.code,
      designation: line.designation,
      kind: line.kind,
      quantity: line.quantity,
      unit_cents: unitCents,
      amount_cents: divideRounded(BigInt(hundredths) * BigInt(unitCents), 100n),
      discountable: line.discountable,
    };
  });
}

/** The quote's currency and the rate from EUR to it, as its calculation carries them. */
export type QuoteMoney = Pick<CalculationSettings, 'currency' | 'exchange_rate'>;

/**
 * The public total ex VAT of the answers in the quote's currency, exactly as
 * `calculate` adds it up (the builder's live price); null when the price list
 * cannot price them. Unlike `calculate`, a zero total is a total.
 *
 * @example
 * publicTotalCents(catalogue, answers, { country: 'CH', date: '2026-11-26' }, { currency: 'CHF', exchange_rate: 0.9412 })
 */
export function publicTotalCents(catalogue: Catalogue, answers: Answers, pricing: PricingContext, money: QuoteMoney): number | null {
  const priced = priceQuote(catalogue, answers, pricing);
  if (priced.status !== 'ok') return null;
  return convertLines(priced.lines, money.exchange_rate).reduce((sum, line) => sum + line.amount_cents, 0);
}

/**
 * Prices the answers and applies the quote's settings.
 *
 * @example
 * const result = calculate(catalogue, answers, { country: 'BE', date: '2026-11-23' },
 *   { currency: 'EUR', exchange_rate: 1, vat_rate_bp: 0, discount_bp: 3000, reverse_charge: true });
 * if (result.status === 'ok') result.calculation.installer_total_with_discount_cents;
 */
export function calculate(catalogue: Catalogue, answers: Answers, pricing: PricingContext, settings: CalculationSettings): CalculationResult {
  const priced = priceQuote(catalogue, answers, pricing);
  if (priced.status !== 'ok') {
    return { status: priced.code === 'cel_budget_exceeded' ? 'calculation_too_costly' : 'unknown_item', message: `${priced.code}: ${priced.message}` };
  }
  const lines = convertLines(priced.lines, settings.exchange_rate);
  const totalExVatCents = lines.reduce((sum, line) => sum + line.amount_cents, 0);
  if (totalExVatCents === 0) return { status: 'zero_total', message: 'the calculation comes to zero' };
  const discountable = lines.filter((line) => line.discountable).map((line) => line.amount_cents);
  const installerTotalWithDiscountCents = totalExVatCents - discountOf(discountable, settings.discount_bp).discountCents;
  const vatCents = percentOf(totalExVatCents, settings.vat_rate_bp);
  return {
    status: 'ok',
    calculation: {
      ...settings,
      lines,
      total_ex_vat_cents: totalExVatCents,
      vat_cents: vatCents,
      total_incl_vat_cents: totalExVatCents + vatCents,
      installer_total_with_discount_cents: installerTotalWithDiscountCents,
    },
  };
}
