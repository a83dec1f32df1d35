/**
 * Checks that what a family accepts it can also price (issue 27, item 5):
 * run by the publishing gate, so that a pricing failure is found by the
 * product team, not by an installer at the price step.
 *
 * - A grid whose last band stops below its question's maximum (bands up to
 *   80 m³ for a volume of up to 150) leaves values with no price.
 * - A quantity that is not a finite, non-negative number, or that throws
 *   (CEL's integer division by zero or overflow, its budget), for some value
 *   of a number question: pricing fails on it either way. Each number question
 *   is set in turn to its minimum, its maximum, zero when allowed, one step
 *   above its minimum, its middle and its round values (integers and halves,
 *   when at most 50), the others at their defaults, and every line that
 *   applies then is priced.
 * - A line's condition (`when`) that throws at one of those values (the same
 *   errors): pricing fails on the line whether or not it would apply.
 */
import { celContext } from '../answers/cel-context.ts';
import type { Answers, Catalogue, CatalogueEcoLine, CataloguePriceLine, CatalogueQuestion } from './catalogue.types.ts';
import { defaultAnswers } from './reachability.ts';

export type DomainProblem =
  | { kind: 'grid_gap'; path: string; code: string; question: string; upTo: number; max: number | null }
  /**
   * `question` null: with every question at its default (or first value). `error` when the formula threw rather than
   * gave a value: `quantity` is then the evaluator's own message (English, for logs; domainProblemMessage names the
   * error in the reader's language).
   */
  | { kind: 'quantity_invalid'; path: string; code: string; question: string | null; value: number | null; quantity: string; error?: QuantityError }
  /** A line's condition threw at a probed value (`question` null: with the default answers); `thrown` is the evaluator's English, for logs. */
  | { kind: 'condition_failed'; path: string; code: string; question: string | null; value: number | null; thrown: string; error: QuantityError };

/** Why a quantity formula or a line's condition threw: CEL's integer division (or modulo) by zero, an integer overflow, anything else. */
export type QuantityError = 'division_by_zero' | 'overflow' | 'failed';

/** How many round values (integers, then halves) a question is also probed at, at most. */
const ROUND_PROBES = 50;

/** Whether `value` is one the question accepts: within its bounds and on its step from the minimum. */
function accepted(value: number, min: number, max: number, step: number | null): boolean {
  if (value < min || value > max) return false;
  if (!step) return true;
  const steps = (value - min) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

/**
 * The values a number question is probed at, within its bounds: its minimum
 * and maximum, zero when allowed, one step above its minimum, its middle,
 * and its round values (integers, or halves when few) when there are at most
 * 50, where a formula's division by zero usually sits (`1.0 / (width - 2.5)`).
 */
function probes(question: CatalogueQuestion): number[] {
  const min = question.min ?? 0;
  const max = question.max ?? min + 100;
  const values = [min, max, min + (question.step ?? 1), (min + max) / 2];
  if (min <= 0 && max >= 0) values.push(0);
  for (const unit of [1, 0.5]) {
    const first = Math.ceil(min / unit);
    const last = Math.floor(max / unit);
    if (last - first + 1 > ROUND_PROBES) break;
    for (let n = first; n <= last; n++) values.push(n * unit);
  }
  return [...new Set(values.filter((value) => accepted(value, min, max, question.step)))];
}

function gridGaps(catalogue: Catalogue): DomainProblem[] {
  return catalogue.pricing.flatMap((line, index) => {
    const grid = line.grid;
    const last = grid?.bands.at(-1);
    if (!grid || !last || last.upTo === null) return [];
    const question = catalogue.questionsByKey.get(grid.questionKey);
    if (question && question.max !== null && question.max <= last.upTo) return [];
    return [{ kind: 'grid_gap', path: `/pricing/${index}/grid/bands`, code: line.code, question: grid.questionKey, upTo: last.upTo, max: question?.max ?? null } as const];
  });
}

function quantityError(message: string): QuantityError {
  if (/division by zero|modulus by zero/i.test(message)) return 'division_by_zero';
  if (/overflow/i.test(message)) return 'overflow';
  return 'failed';
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

type Evaluated = number | { thrown: string; by: 'when' | 'quantity' } | undefined;

/**
 * The quantity of `line` for `context` when the line applies, or what its condition or its formula threw; undefined
 * when the line does not apply.
 */
function quantityOf(line: CataloguePriceLine | CatalogueEcoLine, context: Record<string, unknown>): Evaluated {
  try {
    if (line.when && line.when(context) !== true) return undefined;
  } catch (error) {
    return { thrown: firstLine(error), by: 'when' };
  }
  try {
    return line.quantity ? Number(line.quantity(context)) : 1;
  } catch (error) {
    return { thrown: firstLine(error), by: 'quantity' };
  }
}

/** Quantities and conditions that fail at a probed value: one problem per formula, the first value found. */
function invalidQuantities(catalogue: Catalogue): DomainProblem[] {
  const base = defaultAnswers(catalogue);
  const lines = [...catalogue.pricing.map((line, index) => ({ line, at: `/pricing/${index}` })), ...catalogue.eco.map((line, index) => ({ line, at: `/eco/${index}` }))];
  const order = lines.flatMap(({ at }) => [`${at}/when`, `${at}/quantity`]);
  const found = new Map<string, DomainProblem>();
  const probe = (answers: Answers, question: CatalogueQuestion | null, value: number | null) => {
    const context = celContext(catalogue, answers);
    for (const { line, at } of lines) {
      if ((!line.quantity || found.has(`${at}/quantity`)) && (!line.when || found.has(`${at}/when`))) continue;
      const quantity = quantityOf(line, context);
      if (quantity === undefined) continue;
      const where = { code: line.code, question: question?.key ?? null, value };
      if (typeof quantity === 'object') {
        const path = `${at}/${quantity.by}`;
        if (found.has(path)) continue;
        const error = quantityError(quantity.thrown);
        found.set(path, quantity.by === 'when' ? { kind: 'condition_failed', path, ...where, thrown: quantity.thrown, error } : { kind: 'quantity_invalid', path, ...where, quantity: quantity.thrown, error });
      } else if (line.quantity && !found.has(`${at}/quantity`) && (!Number.isFinite(quantity) || quantity < 0)) {
        found.set(`${at}/quantity`, { kind: 'quantity_invalid', path: `${at}/quantity`, ...where, quantity: String(quantity) });
      }
    }
  };
  probe(base, null, null);
  for (const question of catalogue.questions.filter((candidate) => candidate.type === 'number')) {
    for (const value of probes(question)) probe({ ...base, [String(question.id)]: value }, question, value);
  }
  return [...found.values()].sort((a, b) => order.indexOf(a.path) - order.indexOf(b.path));
}

/**
 * What the family accepts but cannot price, in document order of kind.
 *
 * @example
 * findDomainProblems(catalogue).map((problem) => problem.path);
 */
export function findDomainProblems(catalogue: Catalogue): DomainProblem[] {
  return [...gridGaps(catalogue), ...invalidQuantities(catalogue)];
}
