/**
 * Pricing: answers and client context -> priced lines in integer cents.
 * Quantities are rounded to hundredths, each line to the cent, then lines are
 * added up; no binary floating point reaches an amount.
 */
import { celContext } from '../answers/cel-context.ts';
import { CelBudgetExceeded } from '../cel/cel-meter.ts';
import type { Answers, Catalogue, CatalogueEcoLine, CataloguePriceLine } from '../catalogue/catalogue.types.ts';
import type { LocalizedText } from '../catalogue/family-document.ts';

/** Eco-participation applies in France to quotes from this day (spec section 1). */
export const ECO_PARTICIPATION_COUNTRY = 'FR';
export const ECO_PARTICIPATION_FROM = '2023-05-01';

export interface PricingContext {
  /** The client's country (ISO 3166-1 alpha-2). */
  country: string | null;
  /** The pricing day, `YYYY-MM-DD`. */
  date: string;
}

export interface PricedLine {
  code: string;
  designation: LocalizedText;
  kind: 'product' | 'eco';
  /** Rounded to two decimals. */
  quantity: number;
  unitCents: number;
  amountCents: number;
  discountable: boolean;
}

/** `params` name what failed, for pricingErrorMessage to say it in a language; `message` is the English for logs. */
export type PricingResult =
  | { status: 'ok'; lines: PricedLine[]; totalCents: number }
  | { status: 'EVAL_ERROR'; code: string; message: string; params: Record<string, string | number> };

class PricingError extends Error {
  readonly code: string;
  readonly params: Record<string, string | number>;
  constructor(code: string, message: string, params: Record<string, string | number>) {
    super(message);
    this.code = code;
    this.params = params;
  }
}

function evaluate(program: CataloguePriceLine['when'], context: Record<string, unknown>, fallback: unknown): unknown {
  return program ? program(context) : fallback;
}

/** Quantity in hundredths: 0 when the line does not apply. */
function quantityHundredths(line: CataloguePriceLine | CatalogueEcoLine, context: Record<string, unknown>): number {
  if (evaluate(line.when, context, true) !== true) return 0;
  const raw = Number(evaluate(line.quantity, context, 1));
  if (!Number.isFinite(raw)) throw new PricingError('invalid_quantity', `${line.code}: the quantity is not a number`, { line: line.code });
  // raw * 100 in binary floating point may land just under a half (12.865 * 100 = 1286.4999…);
  // rounding it to 12 significant digits first restores the decimal value, then halves go up.
  const hundredths = Math.round(Number((raw * 100).toPrecision(12)));
  if (hundredths < 0) throw new PricingError('negative_quantity', `${line.code}: the quantity is negative`, { line: line.code });
  return hundredths;
}

function unitCentsOf(line: CataloguePriceLine, context: Record<string, unknown>): number {
  if (line.unitCents !== null) return line.unitCents;
  const grid = line.grid!;
  const value = Number(context[grid.questionKey]);
  const band = grid.bands.find((b) => b.upTo === null || value <= b.upTo);
  if (!band) throw new PricingError('no_band', `${line.code}: no price band for ${grid.questionKey} = ${value}`, { line: line.code, question: grid.questionKey, value });
  return band.unitCents;
}

function priced(line: CataloguePriceLine | CatalogueEcoLine, kind: PricedLine['kind'], hundredths: number, unitCents: number, discountable: boolean): PricedLine {
  return {
    code: line.code,
    designation: line.designation,
    kind,
    quantity: hundredths / 100,
    unitCents,
    amountCents: Math.round((hundredths * unitCents) / 100),
    discountable,
  };
}

export function ecoParticipationApplies(context: PricingContext): boolean {
  return context.country === ECO_PARTICIPATION_COUNTRY && context.date >= ECO_PARTICIPATION_FROM;
}

/**
 * Prices an answer set: the family's price lines that apply, then its
 * eco-participation lines (France only, never discounted).
 *
 * @example
 * const result = priceQuote(catalogue, answers, { country: 'FR', date: '2026-11-21' });
 * if (result.status === 'ok') console.log(result.totalCents);
 */
export function priceQuote(catalogue: Catalogue, answers: Answers, pricing: PricingContext): PricingResult {
  const context = celContext(catalogue, answers);
  const lines: PricedLine[] = [];
  let current = '';
  try {
    for (const line of catalogue.pricing) {
      current = line.code;
      const hundredths = quantityHundredths(line, context);
      if (hundredths > 0) lines.push(priced(line, 'product', hundredths, unitCentsOf(line, context), line.discountable));
    }
    if (ecoParticipationApplies(pricing)) {
      for (const line of catalogue.eco) {
        current = line.code;
        const hundredths = quantityHundredths(line, context);
        if (hundredths > 0) lines.push(priced(line, 'eco', hundredths, line.unitCents, false));
      }
    }
  } catch (error) {
    if (error instanceof PricingError) return { status: 'EVAL_ERROR', code: error.code, message: error.message, params: error.params };
    if (error instanceof CelBudgetExceeded) return { status: 'EVAL_ERROR', code: error.code, message: `${current}: ${error.message}`, params: { line: current } };
    const detail = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    return { status: 'EVAL_ERROR', code: 'evaluation', message: `${current}: ${detail}`, params: { line: current, detail } };
  }
  return { status: 'ok', lines, totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0) };
}
