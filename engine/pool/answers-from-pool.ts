/**
 * The answers a measured pool gives a family (issue 32): each question's
 * `fromPool` binding run on the pool, kept only when it is an answer the
 * builder would accept there (a key of the question's answers, offered;
 * within the question's bounds and on its step; the question and its step
 * shown, as the builder shows them with the answers so far and the steps'
 * defaults). A value that is not is skipped with its reason, never forced.
 */
import { shownDefault } from '../answers/step-defaults.ts';
import { isQuestionVisible, isStepVisible, visibleAnswers } from '../answers/visibility.ts';
import type { Answers, AnswerValue, Catalogue, CatalogueQuestion } from '../catalogue/catalogue.types.ts';
import { poolContext, runPoolBinding } from './pool-binding.ts';
import type { PoolMeasures } from './pool-measures.ts';

/**
 * Why a bound question was not filled: the pool has no value for it (a field it leaves empty, an empty result),
 * the binding failed (its runtime budget), the value is not of the question's type, not one of its answers,
 * outside its bounds or off its step, longer than its text allows, or the question (or its step) is not shown,
 * or its answer is not offered, with the answers so far.
 */
export type PoolSkipReason =
  | 'no_value'
  | 'evaluation_error'
  | 'type'
  | 'unknown_answer'
  | 'minimum'
  | 'maximum'
  | 'multipleOf'
  | 'maxLength'
  | 'hidden'
  | 'not_offered';

/** A value as the pool gave it (an answer key, keys, a number, a text, a bool), for a reader. */
export type PoolValue = string | number | boolean | string[];

export interface PoolSkip {
  /** The question key. */
  key: string;
  reason: PoolSkipReason;
  /** What the binding gave, when it gave something. */
  value?: PoolValue;
  /** The bound crossed, for minimum, maximum, multipleOf and maxLength. */
  limit?: number;
}

export interface AnswersFromPool {
  /** The answers the pool gives, by question id as a quote saves them. */
  answers: Answers;
  /** The keys of the questions those answers fill, in the family's order. */
  from_pool: string[];
  skipped: PoolSkip[];
}

export interface AnswersFromPoolOptions {
  /** The answers already there (a quote's): what the questions' visibility reads besides the pool's. */
  answers?: Answers;
  /** Question keys whose answer in `answers` stays (a test case's own answers, a quote's answers changed by hand): not derived. */
  keep?: readonly string[];
}

/** Ajv's multipleOfPrecision, as the answer checks use it (check-answers.ts). */
const STEP_PRECISION = 1e-6;

const decimalsOf = (step: number) => (String(step).split('.')[1] ?? '').length;

type Candidate = { question: CatalogueQuestion; value: AnswerValue; shown: PoolValue };

/** The CEL value as something to show (a bigint is a CEL int). */
function readable(raw: unknown): PoolValue | undefined {
  if (typeof raw === 'bigint') return Number(raw);
  if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') return raw;
  if (Array.isArray(raw) && raw.every((item) => typeof item === 'string')) return raw as string[];
  return undefined;
}

function numberValue(question: CatalogueQuestion, shown: number): { value: number } | Omit<PoolSkip, 'key'> {
  if (!Number.isFinite(shown)) return { reason: 'type', value: String(shown) };
  let value = shown;
  if (question.step !== null) {
    // a pool's metres times 100 is not always a whole number in floating point (8.1 * 100 = 810.0000000000001)
    const steps = value / question.step;
    if (Math.abs(Math.round(steps) - steps) > STEP_PRECISION) return { reason: 'multipleOf', value: shown, limit: question.step };
    value = Number((Math.round(steps) * question.step).toFixed(decimalsOf(question.step)));
  } else {
    value = Number(value.toFixed(6));
  }
  if (question.min !== null && value < question.min) return { reason: 'minimum', value, limit: question.min };
  if (question.max !== null && value > question.max) return { reason: 'maximum', value, limit: question.max };
  return { value };
}

/** The answer `raw` (a binding's CEL value) is for `question`, or why it is none. */
export function poolAnswer(question: CatalogueQuestion, raw: unknown): { value: AnswerValue; shown: PoolValue } | Omit<PoolSkip, 'key'> {
  const shown = readable(raw);
  const idOf = (key: string) => question.answers.find((answer) => answer.key === key)?.id;
  switch (question.type) {
    case 'number': {
      if (typeof shown !== 'number') return { reason: 'type', ...(shown === undefined ? {} : { value: shown }) };
      const found = numberValue(question, shown);
      return 'reason' in found ? found : { value: found.value, shown: found.value };
    }
    case 'single': {
      if (typeof shown !== 'string') return { reason: 'type', ...(shown === undefined ? {} : { value: shown }) };
      if (shown === '') return { reason: 'no_value' };
      const id = idOf(shown);
      return id === undefined ? { reason: 'unknown_answer', value: shown } : { value: id, shown };
    }
    case 'multiple': {
      if (!Array.isArray(shown)) return { reason: 'type', ...(shown === undefined ? {} : { value: shown }) };
      const keys = [...new Set(shown)];
      if (keys.length === 0) return { reason: 'no_value' };
      const ids = keys.map(idOf);
      return ids.some((id) => id === undefined) ? { reason: 'unknown_answer', value: keys } : { value: ids as number[], shown: keys };
    }
    case 'text':
      if (typeof shown !== 'string') return { reason: 'type', ...(shown === undefined ? {} : { value: shown }) };
      if (shown === '') return { reason: 'no_value' };
      if (question.maxLength !== null && shown.length > question.maxLength) return { reason: 'maxLength', value: shown, limit: question.maxLength };
      return { value: shown, shown };
    case 'boolean':
      return typeof shown === 'boolean' ? { value: shown, shown } : { reason: 'type', ...(shown === undefined ? {} : { value: shown }) };
  }
}

/** `answers` with the default each shown step's form shows chosen, where nothing is answered (as the builder holds them). */
function withShownDefaults(catalogue: Catalogue, answers: Answers): Answers {
  let filled = answers;
  for (const step of catalogue.steps) {
    if (!isStepVisible(step, filled)) continue;
    for (const question of step.questions) {
      if (filled[String(question.id)] !== undefined || !isQuestionVisible(catalogue, question, filled)) continue;
      const value = shownDefault(question, filled);
      if (value !== undefined) filled = { ...filled, [String(question.id)]: value };
    }
  }
  return filled;
}

/** Why a value is not one the builder would take here, or null when it would. */
function notShownReason(catalogue: Catalogue, candidate: Candidate, answers: Answers): 'hidden' | 'not_offered' | null {
  const { question, value } = candidate;
  const step = catalogue.stepsById.get(question.stepId);
  if (!step || !isStepVisible(step, answers) || !isQuestionVisible(catalogue, question, answers)) return 'hidden';
  if (question.answers.length === 0) return null;
  const offered = new Set(visibleAnswers(question, answers).map((answer) => answer.id));
  return (Array.isArray(value) ? value : [value]).every((id) => offered.has(id as number)) ? null : 'not_offered';
}

const sameKeys = (a: Record<string, unknown>, b: Record<string, unknown>) => Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((key) => key in b);

/**
 * The answers `pool` gives `catalogue`'s questions through their `fromPool` bindings.
 * With `answers` (a quote's), visibility reads them too; the result holds only the pool's, to lay over them.
 *
 * @example
 * const filled = answersFromPool(blind, { shape: 'rectangle', length_m: 8, width_m: 4, stairs: { type: 'roman', ... }, ... });
 * filled.from_pool // ['construction', 'shape', 'length', 'width', 'stairs_width', 'stairs_depth']
 * filled.skipped   // [] — or e.g. [{ key: 'length', reason: 'maximum', value: 16, limit: 15 }]
 */
export function answersFromPool(catalogue: Catalogue, pool: PoolMeasures, options: AnswersFromPoolOptions = {}): AnswersFromPool {
  const base = options.answers ?? {};
  const keep = new Set(options.keep ?? []);
  const context = poolContext(pool);
  const skipped: PoolSkip[] = [];
  const candidates: Candidate[] = [];
  for (const binding of catalogue.poolBindings) {
    if (keep.has(binding.questionKey)) continue;
    const question = catalogue.questionsById.get(binding.questionId)!;
    const outcome = runPoolBinding(binding.program, context);
    if (!outcome.ok) {
      skipped.push({ key: question.key, reason: outcome.reason });
      continue;
    }
    const answer = poolAnswer(question, outcome.value);
    if ('reason' in answer) skipped.push({ key: question.key, ...answer });
    else candidates.push({ question, value: answer.value, shown: answer.shown });
  }
  // a pool's answer may show another bound question (a shape with stairs shows the stairs' width): until nothing changes
  let accepted: Record<string, AnswerValue> = {};
  let seen = withShownDefaults(catalogue, base);
  for (let round = 0; round <= candidates.length; round++) {
    seen = withShownDefaults(catalogue, { ...base, ...accepted });
    const next: Record<string, AnswerValue> = {};
    for (const candidate of candidates) {
      if (notShownReason(catalogue, candidate, seen) === null) next[String(candidate.question.id)] = candidate.value;
    }
    if (sameKeys(next, accepted)) break;
    accepted = next;
  }
  const fromPool: string[] = [];
  for (const candidate of candidates) {
    if (String(candidate.question.id) in accepted) fromPool.push(candidate.question.key);
    else skipped.push({ key: candidate.question.key, reason: notShownReason(catalogue, candidate, seen) ?? 'hidden', value: candidate.shown });
  }
  const order = new Map(catalogue.questions.map((question, index) => [question.key, index]));
  skipped.sort((a, b) => order.get(a.key)! - order.get(b.key)!);
  return { answers: accepted, from_pool: fromPool, skipped };
}
