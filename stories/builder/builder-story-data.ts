/**
 * What the builder stories take from the demo families: a preset's answers
 * with some answers changed, the inconsistencies the server's check sends for
 * them in a language, and the calculation the server answers for them (the
 * engine's `calculate` in the server's own view of it).
 */
import {
  calculate,
  defaultVat,
  checkInconsistencies,
  isReverseCharge,
  type Answers,
  type AnswerValue,
  type Catalogue,
  type CheckedInconsistency,
  type Locale,
} from '../../engine/index.ts';
import { calculationView } from '../../server/quotes/quote-pricing.ts';
import type { Schemas } from '../../src/api/types.ts';

/** The answers of a preset, with `changes` by question key (a choice by its answer's key). */
export function presetAnswers(catalogue: Catalogue, presetKey: string, changes: Record<string, AnswerValue> = {}): Answers {
  const preset = catalogue.presets.find((candidate) => candidate.key === presetKey);
  if (!preset) throw new Error(`${catalogue.key}: no preset ${presetKey}`);
  const answers: Record<string, AnswerValue> = { ...preset.answers };
  for (const [key, value] of Object.entries(changes)) {
    const question = catalogue.questionsByKey.get(key);
    if (!question) throw new Error(`${catalogue.key}: no question ${key}`);
    const choice = typeof value === 'string' ? question.answers.find((answer) => answer.key === value) : undefined;
    if (typeof value === 'string' && question.answers.length > 0 && !choice) throw new Error(`${catalogue.key}: ${key} has no answer ${value}`);
    answers[String(question.id)] = choice ? choice.id : value;
  }
  return answers;
}

/** The id of a step, by key. */
export function stepIdOf(catalogue: Catalogue, key: string): number {
  const step = catalogue.steps.find((candidate) => candidate.key === key);
  if (!step) throw new Error(`${catalogue.key}: no step ${key}`);
  return step.id;
}

/** The inconsistencies of the answers on `stepIds` (all steps without), as the API sends them in `locale`. */
export function checkedInconsistencies(catalogue: Catalogue, answers: Answers, locale: Locale, stepIds?: readonly number[]): CheckedInconsistency[] {
  const result = checkInconsistencies(catalogue, answers, locale, stepIds);
  if (result.status !== 'ok') throw new Error(`${catalogue.key}: a rule cannot be evaluated`);
  return [...result.inconsistencies];
}

/** A priced quote's context: the client's country and discount, the quote's currency and rate. */
export interface PricedFor {
  country: string;
  discountBp: number;
  currency: string;
  exchangeRate: number;
  /** The quote's VAT rate in hundredths of a percent; the country's default without. */
  vatRateBp?: number;
}

/**
 * The day the stories price on, whatever the day they run: the only rule that reads it (the French
 * eco-participation, from 2023-05-01) prices the same on every day since.
 */
const PRICING_DAY = '2026-11-29';

/** The API's Calculation of the answers, as the server prices them today. */
export function serverCalculation(catalogue: Catalogue, answers: Answers, priced: PricedFor): Schemas['Calculation'] {
  const vatRateBp = priced.vatRateBp ?? defaultVat(priced.country).vatRateBp;
  const result = calculate(
    catalogue,
    answers,
    { country: priced.country, date: PRICING_DAY },
    { currency: priced.currency, exchange_rate: priced.exchangeRate, vat_rate_bp: vatRateBp, discount_bp: priced.discountBp, reverse_charge: isReverseCharge(priced.country, vatRateBp) },
  );
  if (result.status !== 'ok') throw new Error(`${catalogue.key}: ${result.message}`);
  return calculationView(result.calculation);
}

/** A text as text queries and matchers read it: every run of spaces (no-break ones included) one plain space. */
export const asText = (text: string): string => text.replace(/\s+/g, ' ');
