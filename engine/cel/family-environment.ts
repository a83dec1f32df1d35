/**
 * The CEL environment of a family: one variable per question (typed by the
 * question type), `answered`, and a small function library. Rules and price
 * formulas are parsed and type-checked against it when a family is compiled.
 */
import { Environment } from '@marcbachmann/cel-js';
import type { QuestionType } from '../catalogue/family-document.ts';
import type { CelProgram } from '../catalogue/catalogue.types.ts';

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

/** Builds the environment for a family's questions. */
export function createFamilyEnvironment(questions: readonly { key: string; type: QuestionType }[]): Environment {
  const env = new Environment({ limits: { maxAstNodes: 2000, maxDepth: 50 } })
    .registerFunction('ceil(double): double', (x: number) => Math.ceil(x))
    .registerFunction('floor(double): double', (x: number) => Math.floor(x))
    .registerFunction('round(double): double', (x: number) => Math.round(x))
    .registerFunction('min(double, double): double', (a: number, b: number) => Math.min(a, b))
    .registerFunction('max(double, double): double', (a: number, b: number) => Math.max(a, b))
    .registerVariable(ANSWERED_VARIABLE, 'list<string>');
  for (const question of questions) {
    if (!RESERVED_QUESTION_KEYS.has(question.key) && !env.hasVariable(question.key)) {
      env.registerVariable(question.key, celTypeOf(question.type));
    }
  }
  return env;
}

/** What an expression must produce. */
export type ExpectedCelType = 'bool' | 'number';

export type CelCompileResult =
  | { ok: true; program: CelProgram }
  | { ok: false; code: 'cel_syntax' | 'cel_unknown_key' | 'cel_type'; message: string };

function firstLine(error: unknown): string {
  const summary = (error as { summary?: unknown }).summary;
  const text = typeof summary === 'string' && summary ? summary : error instanceof Error ? error.message : String(error);
  return text.split('\n')[0] ?? text;
}

/**
 * Parses and type-checks one expression; never throws for a bad expression.
 *
 * @example
 * compileExpression(env, 'width > 6.5 && roller != "none"', 'bool')
 */
export function compileExpression(env: Environment, source: string, expected: ExpectedCelType): CelCompileResult {
  let check;
  try {
    check = env.check(source);
  } catch (error) {
    return { ok: false, code: 'cel_syntax', message: firstLine(error) };
  }
  if (!check.valid) {
    const error = check.error;
    const message = firstLine(error);
    if (error?.name === 'ParseError') return { ok: false, code: 'cel_syntax', message };
    if (/unknown variable|undeclared reference/i.test(message)) return { ok: false, code: 'cel_unknown_key', message };
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
  const parsed = env.parse(source);
  return { ok: true, program: (context) => parsed(context) };
}
