/**
 * A question's `fromPool` binding (issue 32): a CEL expression over `pool`
 * (the measured pool of pool-measures.ts) giving the question's answer, e.g.
 * `pool.length_m`, `pool.stairs.width_m * 100.0` for a family in centimetres,
 * `pool.stairs.type == 'roman' ? 'roman_stairs' : 'rectangle'` for an answer key.
 * Compiled once with the family, under the same limits, cost estimate and
 * runtime meter as its rules and formulas, and type-checked against the
 * question: a number for a number question, an answer key (a string) for a
 * single choice, a list of keys for a multiple choice, a string for a text,
 * a bool for a yes-or-no.
 */
import type { Environment } from '@marcbachmann/cel-js';
import type { CelProgram } from '../catalogue/catalogue.types.ts';
import type { QuestionType } from '../catalogue/family-document.ts';
import { CEL_COST_LIMIT, callsFunction, estimateCost, findInNodes, type CelNode, type CostScope } from '../cel/cel-cost.ts';
import { metered } from '../cel/cel-meter.ts';
import { firstLine, libraryEnvironment } from '../cel/family-environment.ts';
import { MAX_FREE_FORM_DIMENSIONS, POOL_CEL_SCHEMA, poolCelValue, type PoolMeasures } from './pool-measures.ts';

/** The one variable a binding reads. */
export const POOL_VARIABLE = 'pool';

let environment: Environment | undefined;

/** The bindings' environment: `pool` and the function library, made once. */
function poolEnvironment(): Environment {
  environment ??= libraryEnvironment().registerVariable({ name: POOL_VARIABLE, schema: POOL_CEL_SCHEMA });
  return environment;
}

/** The CEL types a binding of each question type may give (`dyn` is checked when it runs). */
const ACCEPTED_TYPES: Record<QuestionType, readonly string[]> = {
  number: ['double', 'int', 'dyn'],
  single: ['string', 'dyn'],
  multiple: ['list<string>', 'list<dyn>', 'dyn'],
  text: ['string', 'dyn'],
  boolean: ['bool', 'dyn'],
};

/** What a binding must give, in English (`expected` of pool_binding_type; issue-texts.ts says it in each language). */
export const BINDING_EXPECTED: Record<QuestionType, string> = {
  number: 'a number',
  single: 'an answer key (a string)',
  multiple: 'a list of answer keys',
  text: 'a text',
  boolean: 'true or false',
};

const COSTS: CostScope = { listSize: () => MAX_FREE_FORM_DIMENSIONS };

export type PoolBindingCompileResult =
  | { ok: true; program: CelProgram; cost: number }
  | {
      ok: false;
      code: 'cel_syntax' | 'cel_type' | 'pool_binding_unknown_name' | 'pool_binding_type' | 'cel_matches' | 'cel_too_costly';
      message: string;
      params: Record<string, string | number>;
    };

/**
 * Parses and type-checks one binding for a question of `type`; never throws.
 *
 * @example
 * compilePoolBinding('pool.length_m', 'number') // { ok: true, ... }
 * compilePoolBinding('pool.length_m', 'single') // { ok: false, code: 'pool_binding_type', ... }
 */
export function compilePoolBinding(source: string, type: QuestionType): PoolBindingCompileResult {
  let parsed;
  try {
    parsed = poolEnvironment().parse(source);
  } catch (error) {
    return { ok: false, code: 'cel_syntax', message: firstLine(error), params: { detail: firstLine(error) } };
  }
  const check = parsed.check();
  if (!check.valid) {
    const message = firstLine(check.error);
    if (check.error?.name === 'ParseError') return { ok: false, code: 'cel_syntax', message, params: { detail: message } };
    const name = /(?:no such key|unknown variable): (\w+)/i.exec(message)?.[1];
    if (name !== undefined) return { ok: false, code: 'pool_binding_unknown_name', message, params: { name } };
    return { ok: false, code: 'cel_type', message, params: { detail: message } };
  }
  const tested = untestableField(parsed.ast);
  if (tested !== undefined) return { ok: false, code: 'pool_binding_unknown_name', message: `No such key: ${tested}`, params: { name: tested } };
  const got = check.type ?? 'unknown';
  if (!ACCEPTED_TYPES[type].includes(got)) {
    return { ok: false, code: 'pool_binding_type', message: `expected ${BINDING_EXPECTED[type]}, got ${got}`, params: { expected: BINDING_EXPECTED[type], got } };
  }
  if (callsFunction(parsed.ast, 'matches')) return { ok: false, code: 'cel_matches', message: 'matches() is not available', params: {} };
  const cost = estimateCost(parsed.ast, COSTS);
  if (cost > CEL_COST_LIMIT) return { ok: false, code: 'cel_too_costly', message: `its estimated cost ${cost} is over ${CEL_COST_LIMIT}`, params: { cost, limit: CEL_COST_LIMIT } };
  return { ok: true, program: (context) => metered(() => parsed(context)), cost };
}

/**
 * The first field a `has(pool.…)` test names that the pool does not have:
 * cel-js's check reads a field but leaves has()'s unchecked (`has(pool.colour)`
 * would compile and always be false). Walks the tested path through the pool's
 * schema; any key of `free_form_dimensions` (a map) may be tested.
 */
function untestableField(ast: CelNode): string | undefined {
  return findInNodes(ast, (node) => {
    if (node.op !== 'call' || !Array.isArray(node.args) || node.args[0] !== 'has') return undefined;
    const path: string[] = [];
    let operand = (node.args[1] as CelNode[] | undefined)?.[0];
    while (operand?.op === '.' && Array.isArray(operand.args)) {
      path.unshift(String(operand.args[1]));
      operand = operand.args[0] as CelNode;
    }
    if (operand?.op !== 'id' || operand.args !== POOL_VARIABLE) return undefined;
    let schema: unknown = POOL_CEL_SCHEMA;
    for (const field of path) {
      if (typeof schema === 'string' && schema.startsWith('map<')) return undefined;
      if (typeof schema !== 'object' || schema === null || !Object.hasOwn(schema, field)) return field;
      schema = (schema as Record<string, unknown>)[field];
    }
    return undefined;
  });
}

/** What a binding gave for a pool: a CEL value, or why it gave none. */
export type BindingOutcome = { ok: true; value: unknown } | { ok: false; reason: 'no_value' | 'evaluation_error' };

/** The `pool` context of a pool, made once per pool and reused for each binding. */
export function poolContext(pool: PoolMeasures): Record<string, unknown> {
  return { [POOL_VARIABLE]: poolCelValue(pool) };
}

/**
 * Runs a compiled binding: a field the pool leaves empty (`No such key`) or
 * a null result is no value; any other failure (the runtime budget) is an
 * evaluation error.
 */
export function runPoolBinding(program: CelProgram, context: Record<string, unknown>): BindingOutcome {
  try {
    const value = program(context);
    return value === null || value === undefined ? { ok: false, reason: 'no_value' } : { ok: true, value };
  } catch (error) {
    return { ok: false, reason: /no such key/i.test(firstLine(error)) ? 'no_value' : 'evaluation_error' };
  }
}
