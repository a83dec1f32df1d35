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

export interface CalculationSettings {
  /** ISO 4217 code, one of SUPPORTED_CURRENCIES. */
  currency: string;
  /** EUR to `currency`, at most six decimals; 1 for EUR. */
  exchangeRate: number;
  /** VAT rate in hundredths of a percent (20.00 % = 2000). */
  vatRateBp: number;
  /** The client's discount in hundredths of a percent (35.00 % = 3500). */
  discountBp: number;
  /** Intra-EU B2B sale at 0 % VAT with the reverse-charge mention. */
  reverseCharge: boolean;
}

/** A priced line in the quote's currency (unit price and amount in its cents). */
export type CalculationLine = PricedLine;

export interface Calculation extends CalculationSettings {
  lines: CalculationLine[];
  totalExVatCents: number;
  vatCents: number;
  totalInclVatCents: number;
  /** Discountable lines less the discount, plus the other lines, ex VAT. */
  installerTotalWithDiscountCents: number;
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
 * The discount at `bp` on the lines it applies to: the percentage of their
 * sum (the base a document prints), rounded once, never line by line.
 *
 * @example
 * discountOf([{ amountCents: 385_224 }, { amountCents: 385_224 }], 1000) // { baseCents: 770_448, discountCents: 77_045 }
 */
export function discountOf(lines: ReadonlyArray<{ amountCents: number }>, bp: number): { baseCents: number; discountCents: number } {
  const baseCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return { baseCents, discountCents: signedPercentOf(baseCents, bp) };
}

/** The price list's lines (in EUR) in the quote's currency: the unit price converted, then quantity x unit. */
function convertLines(lines: readonly PricedLine[], exchangeRate: number): CalculationLine[] {
  return lines.map((line): CalculationLine => {
    const unitCents = convertCents(line.unitCents, exchangeRate);
    const hundredths = Math.round(line.quantity * 100);
    return {
      code: line.code,
      designation: line.designation,
      kind: line.kind,
      quantity: line.quantity,
      unitCents,
      amountCents: divideRounded(BigInt(hundredths) * BigInt(unitCents), 100n),
      discountable: line.discountable,
    };
  });
}

/** The quote's currency and the rate from EUR to it, as its calculation carries them. */
export type QuoteMoney = Pick<CalculationSettings, 'currency' | 'exchangeRate'>;

/**
 * The public total ex VAT of the answers in the quote's currency, exactly as
 * `calculate` adds it up (the builder's live price); null when the price list
 * cannot price them. Unlike `calculate`, a zero total is a total.
 *
 * @example
 * publicTotalCents(catalogue, answers, { country: 'CH', date: '2026-11-26' }, { currency: 'CHF', exchangeRate: 0.9412 })
 */
export function publicTotalCents(catalogue: Catalogue, answers: Answers, pricing: PricingContext, money: QuoteMoney): number | null {
  const priced = priceQuote(catalogue, answers, pricing);
  if (priced.status !== 'ok') return null;
  return convertLines(priced.lines, money.exchangeRate).reduce((sum, line) => sum + line.amountCents, 0);
}

/**
 * Prices the answers and applies the quote's settings.
 *
 * @example
 * const result = calculate(catalogue, answers, { country: 'BE', date: '2026-11-23' },
 *   { currency: 'EUR', exchangeRate: 1, vatRateBp: 0, discountBp: 3000, reverseCharge: true });
 * if (result.status === 'ok') result.calculation.installerTotalWithDiscountCents;
 */
export function calculate(catalogue: Catalogue, answers: Answers, pricing: PricingContext, settings: CalculationSettings): CalculationResult {
  const priced = priceQuote(catalogue, answers, pricing);
  if (priced.status !== 'ok') {
    return { status: priced.code === 'cel_budget_exceeded' ? 'calculation_too_costly' : 'unknown_item', message: `${priced.code}: ${priced.message}` };
  }
  const lines = convertLines(priced.lines, settings.exchangeRate);
  const totalExVatCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (totalExVatCents === 0) return { status: 'zero_total', message: 'the calculation comes to zero' };
  const installerTotalWithDiscountCents = totalExVatCents - discountOf(lines.filter((line) => line.discountable), settings.discountBp).discountCents;
  const vatCents = percentOf(totalExVatCents, settings.vatRateBp);
  return {
    status: 'ok',
    calculation: { ...settings, lines, totalExVatCents, vatCents, totalInclVatCents: totalExVatCents + vatCents, installerTotalWithDiscountCents },
  };
}
