/**
 * The CEL environment of a family: one variable per question (typed by the
 * question type), `answered`, and a small function library. Rules and price
 * formulas are parsed and type-checked against it when a family is compiled.
 */
import { Environment } from '@marcbachmann/cel-js';
import type { QuestionType } from '../catalogue/family-document.ts';
import type { CelProgram } from '../catalogue/catalogue.types.ts';
import { CEL_COST_LIMIT, CEL_LIMITS, callsFunction, estimateCost, type CostScope } from './cel-cost.ts';
import { metered } from './cel-meter.ts';

/** The variable listing the keys of the answered questions. */
export const ANSWERED_VARIABLE = 'answered';

/** Names a question key may not take: CEL keywords, its types and macros, and `answered`. */
export const RESERVED_QUESTION_KEYS: ReadonlySet<string> = new Set([
  ANSWERED_VARIABLE,
  'in', 'true', 'false', 'null', 'as', 'break', 'const', 'continue', 'else', 'for', 'function', 'if',
  'import', 'let', 'loop', 'package', 'namespace', 'return', 'var', 'void', 'while',
  'int', 'uint', 'double', 'bool', 'string', 'bytes', 'list', 'map', 'type', 'dyn', 'null_type',
  'size', 'has', 'all', 'exists', 'exists_one', 'filter', 'ceil', 'floor', 'round', 'min', 'max', 'timestamp', 'duration',
]);

const CEL_TYPES: Record<QuestionType, string> = {
  single: 'string',
  multiple: 'list<string>',
  number: 'double',
  text: 'string',
  boolean: 'bool',
};

/** The CEL type of a question's value. */
export function celTypeOf(type: QuestionType): string {
  return CEL_TYPES[type];
}

/** The value a question has in CEL while it is unanswered. */
export function celEmptyValue(type: QuestionType): unknown {
  switch (type) {
    case 'multiple':
      return [];
    case 'number':
      return 0;
    case 'boolean':
      return false;
    default:
      return '';
  }
}

/** A question as the environment reads it: its key, its type and, for a choice, its answers. */
export interface EnvironmentQuestion {
  key: string;
  type: QuestionType;
  answers?: readonly unknown[];
}

/** A family's CEL environment and what the cost estimate knows of its lists. */
export interface FamilyEnvironment {
  env: Environment;
  costs: CostScope;
}

/**
 * The environments made last, by what they are made of, each with the expressions compiled in it: the studio
 * compiles its family again at each key typed (in its worker, then on the page for the preview), and a family
 * of 500 price lines spent most of that in parsing and checking the same expressions again (issue 27, item 7).
 * An environment is never changed once made, and a compiled expression is plain data and a pure program, so
 * both are shared. Bounded: the last ENVIRONMENTS_KEPT environments, EXPRESSIONS_KEPT expressions each.
 */
const recentEnvironments = new Map<string, FamilyEnvironment>();
const compiledIn = new WeakMap<FamilyEnvironment, Map<string, CelCompileResult>>();
const ENVIRONMENTS_KEPT = 2;
const EXPRESSIONS_KEPT = 5_000;

/** Builds the environment for a family's questions (the same one as last time for the same questions). */
export function createFamilyEnvironment(questions: readonly EnvironmentQuestion[]): FamilyEnvironment {
  const signature = JSON.stringify(questions.map((question) => [question.key, question.type, question.type === 'multiple' ? (question.answers?.length ?? 0) : 0]));
  const known = recentEnvironments.get(signature);
  if (known) {
    recentEnvironments.delete(signature);
    recentEnvironments.set(signature, known);
    return known;
  }
  const made = makeEnvironment(questions);
  recentEnvironments.set(signature, made);
  if (recentEnvironments.size > ENVIRONMENTS_KEPT) recentEnvironments.delete(recentEnvironments.keys().next().value!);
  compiledIn.set(made, new Map());
  return made;
}

/** A new environment with the family DSL's structural limits and function library (ceil, floor, round, min, max). */
export function libraryEnvironment(): Environment {
  return new Environment({ limits: CEL_LIMITS })
    .registerFunction('ceil(double): double', (x: number) => Math.ceil(x))
    .registerFunction('floor(double): double', (x: number) => Math.floor(x))
    .registerFunction('round(double): double', (x: number) => Math.round(x))
    .registerFunction('min(double, double): double', (a: number, b: number) => Math.min(a, b))
    .registerFunction('max(double, double): double', (a: number, b: number) => Math.max(a, b));
}

function makeEnvironment(questions: readonly EnvironmentQuestion[]): FamilyEnvironment {
  const env = libraryEnvironment().registerVariable(ANSWERED_VARIABLE, 'list<string>');
  for (const question of questions) {
    if (!RESERVED_QUESTION_KEYS.has(question.key) && !env.hasVariable(question.key)) {
      env.registerVariable(question.key, celTypeOf(question.type));
    }
  }
  const sizes = new Map<string, number>(questions.filter((question) => question.type === 'multiple').map((question) => [question.key, question.answers?.length ?? 0]));
  sizes.set(ANSWERED_VARIABLE, questions.length);
  return { env, costs: { listSize: (name) => sizes.get(name) } };
}

/** What an expression must produce. */
export type ExpectedCelType = 'bool' | 'number';

export type CelCompileResult =
  | { ok: true; program: CelProgram; cost: number }
  | {
      ok: false;
      code: 'cel_syntax' | 'cel_unknown_key' | 'cel_type' | 'cel_matches' | 'cel_too_costly';
      message: string;
      cost?: number;
      /** What the message's words name, for a translated detail (issue-texts.ts VALUE_DETAILS): the unknown name. */
      detail?: Record<string, string>;
    };

export function firstLine(error: unknown): string {
  const summary = (error as { summary?: unknown }).summary;
  const text = typeof summary === 'string' && summary ? summary : error instanceof Error ? error.message : String(error);
  return text.split('\n')[0] ?? text;
}

/**
 * Parses and type-checks one expression, refuses `matches` (a backtracking
 * regular expression fed by an answer could run for ever) and an estimated
 * cost over CEL_COST_LIMIT, and gives a program that evaluates within the
 * runtime budget (cel-meter.ts); never throws for a bad expression.
 *
 * @example
 * compileExpression(familyEnv, 'width > 6.5 && roller != "none"', 'bool')
 */
export function compileExpression(environment: FamilyEnvironment, source: string, expected: ExpectedCelType): CelCompileResult {
  // a source that is not a string (a document not checked yet) is compiled, never kept
  const compiled = typeof source === 'string' ? compiledIn.get(environment) : undefined;
  const key = `${expected} ${source}`;
  const known = compiled?.get(key);
  if (known) return known;
  const result = compileUncached(environment, source, expected);
  if (compiled) {
    if (compiled.size >= EXPRESSIONS_KEPT) compiled.clear();
    compiled.set(key, result);
  }
  return result;
}

function compileUncached({ env, costs }: FamilyEnvironment, source: string, expected: ExpectedCelType): CelCompileResult {
  let parsed;
  try {
    parsed = env.parse(source);
  } catch (error) {
    return { ok: false, code: 'cel_syntax', message: firstLine(error) };
  }
  const check = parsed.check(); // types the nodes (and expands the macros) once, here, not at the first evaluation
  if (!check.valid) {
    const error = check.error;
    const message = firstLine(error);
    if (error?.name === 'ParseError') return { ok: false, code: 'cel_syntax', message };
    if (/unknown variable|undeclared reference/i.test(message)) {
      const name = /unknown variable: (\w+)/i.exec(message)?.[1];
      return { ok: false, code: 'cel_unknown_key', message, ...(name ? { detail: { detailCode: 'unknown_variable', detailName: name } } : {}) };
    }
    return { ok: false, code: 'cel_type', message };
  }
  const accepted = expected === 'bool' ? ['bool'] : ['double', 'int'];
  if (!accepted.includes(check.type ?? '')) {
    return {
      ok: false,
      code: 'cel_type',
      message: `expected ${expected === 'bool' ? 'bool' : 'a number (double)'}, got ${check.type ?? 'unknown'}`,
    };
  }
  if (callsFunction(parsed.ast, 'matches')) {
    return { ok: false, code: 'cel_matches', message: 'matches() is not available: a regular expression can take exponential time on an answer' };
  }
  const cost = estimateCost(parsed.ast, costs);
  if (cost > CEL_COST_LIMIT) return { ok: false, code: 'cel_too_costly', message: `its estimated cost ${cost} is over ${CEL_COST_LIMIT}`, cost };
  return { ok: true, program: (context) => metered(() => parsed(context)), cost };
}
