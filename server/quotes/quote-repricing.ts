/**
 * Repricing a draft quote with the family version in force (issue 18): what
 * it would change, line by line, and the answers the new version no longer
 * has or accepts (which repricing drops).
 */
import { checkAnswers, localize, type Answers, type Calculation, type Catalogue, type Locale } from '../../engine/index.ts';
import type { components } from '../../openapi/generated/api.ts';
import { AppError } from '../http/app-error.ts';
import { calculateRecord, calculationSettings } from './quote-pricing.ts';
import type { QuoteRecord } from './quote-repository.ts';
import { newerVersion } from './quote-views.ts';

type Schemas = components['schemas'];

/** The version in force a draft quote may move to; 409 no_newer_version when there is none. */
export function repricingTarget(record: QuoteRecord): number {
  const target = newerVersion(record);
  if (target === null) throw new AppError(409, 'no_newer_version');
  return target;
}

/** The answers `catalogue` keeps, and those it drops with the reason. */
export function answersUnder(catalogue: Catalogue, answers: Answers): { kept: Answers; dropped: { questionId: number; reason: Schemas['DroppedAnswer']['reason'] }[] } {
  const issues = new Map(checkAnswers(catalogue, answers).map((issue) => [issue.questionId, issue.code]));
  const kept: Record<string, Answers[string]> = {};
  const dropped: { questionId: number; reason: Schemas['DroppedAnswer']['reason'] }[] = [];
  for (const [questionId, value] of Object.entries(answers)) {
    const code = issues.get(questionId);
    if (code === undefined) kept[questionId] = value;
    else dropped.push({ questionId: Number(questionId), reason: code === 'unknown_question' || code === 'unknown_answer' ? code : 'invalid_answer' });
  }
  return { kept, dropped };
}

/** The lines of a calculation keyed by code and occurrence (a code may repeat). */
function keyedLines(calculation: Calculation | null): Map<string, Calculation['lines'][number]> {
  const lines = new Map<string, Calculation['lines'][number]>();
  const seen = new Map<string, number>();
  for (const line of calculation?.lines ?? []) {
    const occurrence = seen.get(line.code) ?? 0;
    seen.set(line.code, occurrence + 1);
    lines.set(`${line.code}#${occurrence}`, line);
  }
  return lines;
}

/** The difference between the price of a quote under its version (`from`) and under the version in force (`to`). */
export function repricingView(
  record: QuoteRecord,
  from: { number: number; catalogue: Catalogue },
  to: { number: number; catalogue: Catalogue; since: Date },
  locale: Locale,
): Schemas['QuoteRepricing'] {
  const settings = calculationSettings(record);
  const { kept, dropped } = answersUnder(to.catalogue, record.quote.answers);
  const priced = (result: ReturnType<typeof calculateRecord>) => (result.status === 'ok' ? result.calculation : null);
  const before = priced(calculateRecord(record, from.catalogue, settings));
  const after = priced(calculateRecord(record, to.catalogue, settings, kept));
  const old = keyedLines(before);
  const now = keyedLines(after);
  const lines: Schemas['RepricingLine'][] = [];
  for (const key of new Set([...old.keys(), ...now.keys()])) {
    const was = old.get(key);
    const is = now.get(key);
    const line = (is ?? was)!;
    const same = was && is && was.amount_cents === is.amount_cents && was.quantity === is.quantity && was.unit_cents === is.unit_cents;
    lines.push({
      code: line.code,
      label: localize(line.designation, locale),
      status: !was ? 'added' : !is ? 'removed' : same ? 'unchanged' : 'changed',
      before_quantity: was?.quantity ?? null,
      after_quantity: is?.quantity ?? null,
      before_unit_cents: was?.unit_cents ?? null,
      after_unit_cents: is?.unit_cents ?? null,
      before_cents: was?.amount_cents ?? null,
      after_cents: is?.amount_cents ?? null,
    });
  }
  return {
    from_version: from.number,
    to_version: to.number,
    to_effective_from: to.since.toISOString(),
    currency: settings.currency,
    lines,
    before_total_ex_vat_cents: before?.total_ex_vat_cents ?? null,
    after_total_ex_vat_cents: after?.total_ex_vat_cents ?? null,
    before_total_incl_vat_cents: before?.total_incl_vat_cents ?? null,
    after_total_incl_vat_cents: after?.total_incl_vat_cents ?? null,
    dropped_answers: dropped.map(({ questionId, reason }) => {
      const question = from.catalogue.questionsById.get(questionId);
      return { question_id: questionId, question: question ? localize(question.title, locale) : String(questionId), reason };
    }),
  };
}
