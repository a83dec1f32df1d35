/**
 * The static cost of a CEL expression, estimated when a family is compiled
 * (as Kubernetes estimates the cost of user-written CEL at write time): the
 * number of nodes its evaluation may visit at worst, each comprehension
 * (`exists`, `all`, `map`, `filter`...) counting its body once per element of
 * the largest list it may range over. A family's lists are bounded: a
 * multiple-choice question has its answers, `answered` its questions, a list
 * literal its elements (at most CEL_LIMITS.maxListElements), a text split
 * the characters of one answer; a list the estimate cannot size counts as
 * CEL_LIMITS.maxListElements elements. An expression over
 * CEL_COST_LIMIT is refused; the runtime meter (cel-meter.ts) still stops one
 * whose evaluation runs past CEL_STEP_LIMIT.
 */

/** Structural limits given to the CEL parser. */
export const CEL_LIMITS = { maxAstNodes: 2000, maxDepth: 50, maxListElements: 100, maxMapEntries: 100, maxCallArguments: 8 } as const;

/** Most estimated cost of one expression. */
export const CEL_COST_LIMIT = 10_000;

/** Most estimated cost of all a family's expressions together (what one calculation may evaluate). */
export const FAMILY_COST_LIMIT = 200_000;

/** Elements assumed for a list whose size the estimate cannot tell. */
const UNKNOWN_LIST_SIZE = CEL_LIMITS.maxListElements;

/** Elements of a text answer split into pieces: at most its length (500, the step DSL's most) and one. */
const SPLIT_TEXT_SIZE = 501;

/** What the estimate knows of the family: how long its list variables can be. */
export interface CostScope {
  /** The most elements variable `name` may hold, when it is a list of the family. */
  listSize(name: string): number | undefined;
}

/** A node of the cel-js AST, as far as the estimate reads it. */
export interface CelNode {
  op: string;
  args: unknown;
  meta?: { alternate?: CelNode };
}

const isNode = (value: unknown): value is CelNode => typeof value === 'object' && value !== null && typeof (value as CelNode).op === 'string' && 'args' in value;

/** The node evaluated in place of `node` (a macro's comprehension). */
const resolved = (node: CelNode): CelNode => node.meta?.alternate ?? node;

function children(node: CelNode): CelNode[] {
  const { args } = node;
  if (isNode(args)) return [args];
  if (Array.isArray(args)) return args.flatMap((arg: unknown) => (isNode(arg) ? [arg] : Array.isArray(arg) ? arg.filter(isNode) : []));
  if (typeof args === 'object' && args !== null) return Object.values(args).filter(isNode);
  return [];
}

interface Comprehension {
  iterable: CelNode;
  init?: CelNode;
  step?: CelNode;
  condition?: CelNode;
  result?: unknown;
  kind?: string;
}

/** The most elements `node`'s value may have, when it is a list. */
function listSize(raw: CelNode, scope: CostScope): number {
  const node = resolved(raw);
  switch (node.op) {
    case 'list':
      return Array.isArray(node.args) ? node.args.length : UNKNOWN_LIST_SIZE;
    case 'id':
      return (typeof node.args === 'string' ? scope.listSize(node.args) : undefined) ?? UNKNOWN_LIST_SIZE;
    case 'comprehension': {
      const args = node.args as Comprehension;
      return args.kind === 'quantifier' ? 1 : listSize(args.iterable, scope);
    }
    case '+': {
      const [left, right] = node.args as CelNode[];
      return left && right ? listSize(left, scope) + listSize(right, scope) : UNKNOWN_LIST_SIZE;
    }
    case 'rcall':
      return Array.isArray(node.args) && node.args[0] === 'split' ? SPLIT_TEXT_SIZE : UNKNOWN_LIST_SIZE;
    case '?:': {
      const [, left, right] = node.args as CelNode[];
      return left && right ? Math.max(listSize(left, scope), listSize(right, scope)) : UNKNOWN_LIST_SIZE;
    }
    default:
      return UNKNOWN_LIST_SIZE;
  }
}

/**
 * The estimated cost of an expression's AST (a parsed expression's `.ast`,
 * after its type check, which expands the macros).
 *
 * @example
 * estimateCost(env.parse('options.exists(o, o == "roller")').ast, { listSize: () => 4 }) // ~ 4 x 3 + 2
 */
export function estimateCost(raw: CelNode, scope: CostScope): number {
  const node = resolved(raw);
  if (node.op === 'comprehension') {
    const args = node.args as Comprehension;
    const body = (args.step ? estimateCost(args.step, scope) : 0) + (args.condition ? estimateCost(args.condition, scope) : 0);
    const result = isNode(args.result) ? estimateCost(args.result, scope) : 0;
    return 1 + estimateCost(args.iterable, scope) + (args.init ? estimateCost(args.init, scope) : 0) + listSize(args.iterable, scope) * body + result;
  }
  let cost = 1;
  for (const child of children(node)) cost += estimateCost(child, scope);
  return cost;
}

/** The first thing `pick` finds in the expression's nodes (a macro read as the comprehension it expands to), depth first. */
export function findInNodes<T>(raw: CelNode, pick: (node: CelNode) => T | undefined): T | undefined {
  const node = resolved(raw);
  const found = pick(node);
  if (found !== undefined) return found;
  for (const child of children(node)) {
    const inChild = findInNodes(child, pick);
    if (inChild !== undefined) return inChild;
  }
  return undefined;
}

/** Whether the expression calls `name` as a function or a method anywhere. */
export function callsFunction(raw: CelNode, name: string): boolean {
  return findInNodes(raw, (node) => ((node.op === 'call' || node.op === 'rcall') && Array.isArray(node.args) && node.args[0] === name ? true : undefined)) ?? false;
}
