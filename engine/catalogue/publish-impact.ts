/**
 * What publishing a draft would do to the family's open quotes (issue 27,
 * item 5), computed truthfully: each open quote is priced with its own
 * version and with the draft (the answers the draft no longer accepts
 * dropped, as repricing drops them), and the difference of its total
 * excluding VAT is gathered per currency; the keys a quote answers that the
 * draft no longer has are counted (renamed when the diff from the latest
 * version shows another key in the same place); and the draft's labels
 * missing per language are counted. Pure: the server runs it in the
 * catalogue worker with the quotes it read.
 */
import { checkAnswers } from '../answers/check-answers.ts';
import { LOCALES, type Locale } from '../constants.ts';
import { calculate, type CalculationSettings } from '../pricing/calculation.ts';
import type { PricingContext } from '../pricing/price-quote.ts';
import type { AnswerValue, Answers, Catalogue } from './catalogue.types.ts';
import { diffFamilies } from './diff-families.ts';
import { familyLabels, missingCounts } from './family-labels.ts';

/** An open quote as the report needs it: its version, answers and what it is priced for. */
export interface ImpactQuote {
  version: number;
  answers: Answers;
  pricing: PricingContext;
  settings: CalculationSettings;
}

export interface CurrencyImpact {
  currency: string;
  /** Quotes of this currency priced by both their version and the draft. */
  quotes: number;
  /** Of those, how many the draft prices differently. */
  changed: number;
  /** The smallest and greatest difference of the total excluding VAT (draft minus the quote's version), in cents of the currency. */
  minCents: number;
  maxCents: number;
}

export interface KeyImpact {
  kind: 'question' | 'answer';
  question: string;
  /** The answer's key, for `answer`. */
  answer: string | null;
  /** The key in the draft at the same place, when the key looks renamed rather than removed. */
  renamedTo: string | null;
  /** How many open quotes answer it. */
  quotes: number;
}

export interface PublishImpact {
  /** Quotes priced (all those given). */
  priced: number;
  repricing: CurrencyImpact[];
  /** Quotes their own version prices and the draft cannot (a formula or a grid fails). */
  failing: number;
  /** Quotes their own version cannot price yet (incomplete): left out of the ranges. */
  unpriced: number;
  keys: KeyImpact[];
  /** Languages missing at least one of the draft's labels, in the order of LOCALES. */
  translations: { language: Locale; missing: number; total: number }[];
}

export interface PublishImpactInput {
  /** The catalogues of the versions the quotes are on, by number. */
  versions: ReadonlyMap<number, Catalogue>;
  draft: Catalogue;
  /** The latest published version's document (null before the first): where renames are recognised. */
  latest: unknown;
  quotes: readonly ImpactQuote[];
}

/** The answers `catalogue` accepts of `answers` (what repricing keeps). */
export function acceptedAnswers(catalogue: Catalogue, answers: Answers): Answers {
  const refused = new Set(checkAnswers(catalogue, answers).map((issue) => issue.questionId));
  return Object.fromEntries(Object.entries(answers).filter(([questionId]) => !refused.has(questionId)));
}

/** The keys a quote answers, through its version: `question` and `question.answer`. */
function answeredKeys(catalogue: Catalogue, answers: Answers): { question: string; answer: string | null }[] {
  const keys: { question: string; answer: string | null }[] = [];
  for (const [questionId, value] of Object.entries(answers)) {
    const question = catalogue.questionsById.get(Number(questionId));
    if (!question) continue;
    keys.push({ question: question.key, answer: null });
    if (question.type !== 'single' && question.type !== 'multiple') continue;
    const ids = (Array.isArray(value) ? value : [value]) as AnswerValue[];
    for (const id of ids) {
      const answer = typeof id === 'number' ? catalogue.answersById.get(id) : undefined;
      if (answer) keys.push({ question: question.key, answer: answer.key });
    }
  }
  return keys;
}

/** Removed keys paired with the key added at the same place (a rename), from the latest version to the draft. */
function renames(latest: unknown, draft: Catalogue): Map<string, string> {
  if (latest === null || latest === undefined) return new Map();
  const changes = diffFamilies(latest, draft.document);
  const added = new Map<string, string>();
  for (const change of changes) {
    if (change.kind === 'question_added') added.set(change.path, change.question!);
    if (change.kind === 'answer_added') added.set(change.path, change.answer!);
  }
  const renamed = new Map<string, string>();
  for (const change of changes) {
    const to = added.get(change.path);
    if (to === undefined) continue;
    if (change.kind === 'question_removed') renamed.set(change.question!, to);
    if (change.kind === 'answer_removed') renamed.set(`${change.question}.${change.answer}`, to);
  }
  return renamed;
}

/**
 * The impact of publishing `draft` on `quotes`.
 *
 * @example
 * publishImpact({ versions: new Map([[1, v1]]), draft, latest: v1.document, quotes }).repricing
 * // [{ currency: 'EUR', quotes: 3, changed: 2, minCents: 0, maxCents: 2100 }]
 */
export function publishImpact({ versions, draft, latest, quotes }: PublishImpactInput): PublishImpact {
  const ranges = new Map<string, CurrencyImpact>();
  const keyCounts = new Map<string, KeyImpact>();
  const renamed = renames(latest, draft);
  let failing = 0;
  let unpriced = 0;
  for (const quote of quotes) {
    const own = versions.get(quote.version);
    if (!own) throw new Error(`no catalogue for version ${quote.version}`);
    for (const { question, answer } of answeredKeys(own, quote.answers)) {
      const inDraft = draft.questionsByKey.get(question);
      const gone = answer === null ? !inDraft : inDraft !== undefined && !inDraft.answers.some((candidate) => candidate.key === answer);
      if (!gone) continue;
      const id = answer === null ? question : `${question}.${answer}`;
      const entry = keyCounts.get(id) ?? { kind: answer === null ? 'question' : 'answer', question, answer, renamedTo: renamed.get(id) ?? null, quotes: 0 };
      entry.quotes += 1;
      keyCounts.set(id, entry);
    }
    const before = calculate(own, quote.answers, quote.pricing, quote.settings);
    if (before.status !== 'ok') {
      unpriced += 1;
      continue;
    }
    const after = calculate(draft, acceptedAnswers(draft, quote.answers), quote.pricing, quote.settings);
    if (after.status !== 'ok') {
      failing += 1;
      continue;
    }
    const difference = after.calculation.total_ex_vat_cents - before.calculation.total_ex_vat_cents;
    const currency = quote.settings.currency;
    const range = ranges.get(currency) ?? { currency, quotes: 0, changed: 0, minCents: difference, maxCents: difference };
    range.quotes += 1;
    if (difference !== 0) range.changed += 1;
    range.minCents = Math.min(range.minCents, difference);
    range.maxCents = Math.max(range.maxCents, difference);
    ranges.set(currency, range);
  }
  const labels = familyLabels(draft.document);
  const missing = missingCounts(labels);
  return {
    priced: quotes.length,
    repricing: [...ranges.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    failing,
    unpriced,
    keys: [...keyCounts.values()].sort((a, b) => b.quotes - a.quotes || a.question.localeCompare(b.question) || (a.answer ?? '').localeCompare(b.answer ?? '')),
    translations: LOCALES.filter((language) => missing[language] > 0).map((language) => ({ language, missing: missing[language], total: labels.length })),
  };
}
