/**
 * The answers a plan reads, by question key, as the rules and prices see them
 * (`celContext`: a hidden question counts as unanswered), with the labels of
 * the chosen answers in the plan's locale and the metre formatting of that
 * locale.
 */
import { celContext } from '../answers/cel-context.ts';
import type { Answers, Catalogue } from '../catalogue/catalogue.types.ts';
import { localize } from '../catalogue/localize.ts';
import { LOCALE_INFO, type Locale } from '../constants.ts';

/** Above this, a length is a typing accident and the plan ignores it. */
const MAX_METRES = 1000;

export interface PlanAnswers {
  locale: Locale;
  catalogue: Catalogue;
  /** A number answered, finite and positive (at most 1,000), or null. */
  metres(key: string): number | null;
  /** A whole number answered (0 or more), or null. */
  count(key: string): number | null;
  /** The key of the answer chosen to a single-choice question, or null. */
  choice(key: string): string | null;
  /** The keys chosen to a multiple-choice question. */
  choices(key: string): readonly string[];
  /** The label of the chosen answer in the locale, or null. */
  choiceLabel(key: string): string | null;
  /** A length in the locale, two decimals and the unit: "8,00 m". */
  formatMetres(value: number): string;
  /** A number in the locale, with only the decimals it has: "0,5". */
  formatNumber(value: number): string;
}

// an Intl.NumberFormat takes far longer to make than to use: one per locale and kind
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, minimumFractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}:${minimumFractionDigits}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(LOCALE_INFO[locale].iso, { minimumFractionDigits, maximumFractionDigits: 2 });
    formatters.set(key, found);
  }
  return found;
}

/** Reads `answers` for a plan in `locale`. */
export function readPlanAnswers(catalogue: Catalogue, answers: Answers, locale: Locale): PlanAnswers {
  const context = celContext(catalogue, answers);
  const answered = new Set(context.answered as readonly string[]);
  const numberOf = (key: string): number | null => {
    const value = context[key];
    return answered.has(key) && typeof value === 'number' && Number.isFinite(value) ? value : null;
  };
  const choice = (key: string): string | null => {
    const value = context[key];
    return answered.has(key) && typeof value === 'string' && value !== '' ? value : null;
  };
  const metreFormat = formatter(locale, 2);
  const plainFormat = formatter(locale, 0);
  return {
    locale,
    catalogue,
    metres: (key) => {
      const value = numberOf(key);
      return value !== null && value > 0 && value <= MAX_METRES ? value : null;
    },
    count: (key) => {
      const value = numberOf(key);
      return value !== null && value >= 0 && value <= MAX_METRES ? Math.floor(value) : null;
    },
    choice,
    choices: (key) => {
      const value = context[key];
      return answered.has(key) && Array.isArray(value) ? (value as string[]) : [];
    },
    choiceLabel: (key) => {
      const chosen = choice(key);
      const answer = chosen === null ? undefined : catalogue.questionsByKey.get(key)?.answers.find((candidate) => candidate.key === chosen);
      return answer ? localize(answer.title, locale) : null;
    },
    formatMetres: (value) => `${metreFormat.format(value)}\u00a0m`,
    formatNumber: (value) => plainFormat.format(value),
  };
}
