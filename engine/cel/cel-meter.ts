/**
 * The runtime budget of a CEL evaluation: at most CEL_STEP_LIMIT nodes
 * visited per call of a family's expression, whatever the static estimate
 * said. cel-js has no budget of its own and evaluates every node through its
 * evaluator's `run` method, so the meter counts there: the evaluator's
 * prototype is found once (a registered function is called with the
 * evaluator as `this`) and its `run` counts down the budget of the evaluation
 * in progress. Evaluations are synchronous, so one counter serves them all.
 * Outside `metered` the count is unlimited (the type checker never runs
 * through it).
 */
import { Environment } from '@marcbachmann/cel-js';

/** Most nodes one evaluation of an expression may visit. */
export const CEL_STEP_LIMIT = 100_000;

/** Thrown by an evaluation past its budget. */
export class CelBudgetExceeded extends Error {
  readonly code = 'cel_budget_exceeded';
  readonly limit: number;
  constructor(limit: number) {
    super(`the expression ran past its budget of ${limit} evaluation steps`);
    this.name = 'CelBudgetExceeded';
    this.limit = limit;
  }
}

let remaining = Number.POSITIVE_INFINITY;
let installed = false;

/** What the evaluator throws past the budget; `metered` turns it into CelBudgetExceeded with the evaluation's limit. */
const SPENT = new Error('CEL evaluation budget spent');

interface Evaluator {
  run(ast: unknown, context: unknown): unknown;
}

/** Counts every node cel-js evaluates against the budget of the evaluation in progress (done once, on first use). */
function installMeter(): void {
  if (installed) return;
  let evaluator: Evaluator | undefined;
  new Environment()
    .registerFunction('meterProbe(): bool', function (this: Evaluator) {
      // cel-js calls a function with its evaluator as `this`: the one way to reach the evaluator's prototype
      // eslint-disable-next-line @typescript-eslint/no-this-alias
      evaluator = this;
      return true;
    })
    .evaluate('meterProbe()');
  const prototype = Object.getPrototypeOf(evaluator) as Evaluator;
  if (typeof prototype?.run !== 'function') throw new Error('cel-js evaluator has no run method: the CEL meter cannot count');
  const run = prototype.run;
  prototype.run = function metered(this: Evaluator, ast: unknown, context: unknown) {
    if (--remaining < 0) throw SPENT;
    return run.call(this, ast, context);
  };
  installed = true;
}

/**
 * Runs one evaluation within `limit` steps; throws CelBudgetExceeded past it,
 * even where CEL's own semantics would absorb an error (`error || true`).
 *
 * @example
 * metered(() => program(context))
 */
export function metered<T>(evaluate: () => T, limit = CEL_STEP_LIMIT): T {
  installMeter();
  const outer = remaining;
  remaining = limit;
  try {
    const result = evaluate();
    if (remaining < 0) throw SPENT;
    return result;
  } catch (error) {
    // past the budget, whatever cel-js made of it (an error wrapped, or absorbed and then thrown again)
    if (remaining < 0) throw new CelBudgetExceeded(limit);
    throw error;
  } finally {
    remaining = outer;
  }
}
