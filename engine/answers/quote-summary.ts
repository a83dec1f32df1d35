/**
 * One description of a configured quote, renderer-neutral: the visible
 * answers step by step with their labels in a locale, and the highlights the
 * quote list shows (model, pool, colour). The builder, the lists, the PDF and
 * the e-mails read the same functions.
 */
import type { Answers, AnswerValue, Catalogue, CatalogueQuestion } from '../catalogue/catalogue.types.ts';
import { localize } from '../catalogue/localize.ts';
import type { Locale } from '../constants.ts';
import { isAnswered, isStepVisible, visibleQuestions } from './visibility.ts';

export interface SummaryItem {
  questionId: number;
  key: string;
  title: string;
  /** The answer as shown: answer labels, a number in the locale with its unit, yes/no, or the text. */
  value: string;
}

export interface SummaryStep {
  stepId: number;
  title: string;
  items: SummaryItem[];
}

const YES_NO: Record<Locale, [string, string]> = {
  fr: ['Oui', 'Non'],
  en: ['Yes', 'No'],
  de: ['Ja', 'Nein'],
  es: ['Sí', 'No'],
  nl: ['Ja', 'Nee'],
  it: ['Sì', 'No'],
};

/** A number as the locale writes it, with the question's decimals (two for dimensions). */
export function formatNumber(value: number, locale: Locale, question?: Pick<CatalogueQuestion, 'step'>): string {
  const step = question?.step ?? null;
  const decimals = step !== null && step < 1 ? Math.min(6, Math.max(0, Math.ceil(-Math.log10(step) - 1e-9))) : 0;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: Math.max(decimals, 2) }).format(value);
}

/** One answer as the user reads it. */
export function formatAnswer(catalogue: Catalogue, question: CatalogueQuestion, value: AnswerValue, locale: Locale): string {
  switch (question.type) {
    case 'single':
    case 'multiple': {
      const ids = Array.isArray(value) ? value : [value];
      return ids
        .map((id) => catalogue.answersById.get(Number(id)))
        .filter((answer) => answer !== undefined)
        .map((answer) => localize(answer.title, locale))
        .join(', ');
    }
    case 'number':
      return typeof value === 'number' ? `${formatNumber(value, locale, question)}${question.unit ? ` ${question.unit}` : ''}` : '';
    case 'boolean':
      return YES_NO[locale][value === true ? 0 : 1];
    case 'text':
      return String(value);
  }
}

/** The visible, answered questions of the visible form steps, in order. */
export function summariseAnswers(catalogue: Catalogue, answers: Answers, locale: Locale): SummaryStep[] {
  return catalogue.steps
    .filter((step) => isStepVisible(step, answers))
    .map((step) => ({
      stepId: step.id,
      title: localize(step.title, locale),
      items: visibleQuestions(catalogue, step, answers)
        .filter((question) => isAnswered(answers[String(question.id)]))
        .map((question) => ({
          questionId: question.id,
          key: question.key,
          title: localize(question.title, locale),
          value: formatAnswer(catalogue, question, answers[String(question.id)]!, locale),
        })),
    }))
    .filter((step) => step.items.length > 0);
}

export interface QuoteHighlights {
  /** The product variant chosen in step 1. */
  model: string | null;
  /** E.g. "8.00 x 4.00 m, Rectangle". */
  pool: string | null;
  colour: string | null;
}

/** Model, pool and colour of the quote list, from the conventional keys `variant`, `length`, `width`, `shape` and `*colour`. */
export function quoteHighlights(catalogue: Catalogue, answers: Answers, locale: Locale): QuoteHighlights {
  const items = new Map(summariseAnswers(catalogue, answers, locale).flatMap((step) => step.items.map((item) => [item.key, item] as const)));
  const plain = (key: string) => {
    const question = catalogue.questionsByKey.get(key);
    const value = answers[String(question?.id)];
    return question && items.has(key) && typeof value === 'number' ? formatNumber(value, locale, question) : null;
  };
  const length = plain('length');
  const width = plain('width');
  const size = length && width ? `${length} x ${width} m` : null;
  const shape = items.get('shape')?.value ?? null;
  const pool = [size, shape].filter(Boolean).join(', ') || null;
  const colour = [...items.values()].find((item) => item.key === 'colour' || item.key.endsWith('_colour'))?.value ?? null;
  const firstStep = catalogue.steps[0];
  const model = items.get('variant')?.value ?? (firstStep ? (firstStep.questions.map((q) => items.get(q.key)?.value).find(Boolean) ?? null) : null);
  return { model, pool, colour };
}
