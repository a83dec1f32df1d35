/**
 * What a quote must be to become an order, checked by the engine on the
 * saved answers under the quote's lock (the server does not trust the
 * browser's check): every visible step complete, no blocking inconsistency
 * (one detail per inconsistency, in the caller's language), rules that
 * evaluate.
 */
import { evaluateRules, incompleteSteps, isCheckedStep, localize, type Catalogue, type Locale } from '../../engine/index.ts';
import { AppError } from '../http/app-error.ts';
import type { QuoteRecord } from '../quotes/quote-repository.ts';

const stepPath = (stepId: number) => `/steps/${stepId}`;

export function assertValidatable(record: QuoteRecord, catalogue: Catalogue, locale: Locale, log: (details: object, message: string) => void): void {
  const answers = record.quote.answers;
  const stepTitle = (stepId: number) => localize(catalogue.stepsById.get(stepId)?.title ?? { en: String(stepId) }, locale);
  const incomplete = incompleteSteps(catalogue, answers);
  if (incomplete.length > 0) {
    throw new AppError(422, 'quote_incomplete', { details: incomplete.map((stepId) => ({ path: stepPath(stepId), code: 'incomplete', message: stepTitle(stepId) })) });
  }
  const result = evaluateRules(catalogue, answers, catalogue.steps.map((step) => step.id).filter(isCheckedStep));
  if (result.status === 'EVAL_ERROR') {
    log({ quote: record.quote.reference, rule: result.rule, message: result.message }, 'rule evaluation failed');
    throw new AppError(422, 'inconsistency_error');
  }
  const blocking = result.inconsistencies.filter((found) => found.blocking);
  if (blocking.length > 0) {
    throw new AppError(422, 'blocking_inconsistencies', {
      details: blocking.map((found) => ({ path: stepPath(found.stepId), code: found.key, message: localize(found.reason, locale) })),
    });
  }
}
