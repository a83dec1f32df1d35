/**
 * Compiles the rules, price lines and eco-participation lines of a family:
 * every CEL expression is parsed and type-checked against the family's
 * questions once, when the family is loaded.
 */
import { CEL_COST_LIMIT } from '../cel/cel-cost.ts';
import { compileExpression, type ExpectedCelType, type FamilyEnvironment } from '../cel/family-environment.ts';
import type {
  CatalogueEcoLine,
  CatalogueInconsistencyCategory,
  CataloguePriceLine,
  CatalogueQuestion,
  CatalogueRule,
  CatalogueStep,
  CelProgram,
} from './catalogue.types.ts';
import { issue, type CatalogueIssue } from './catalogue-issues.ts';
import { checkUnique } from './compile-structure.ts';
import type { DocPriceLine, FamilyDocument } from './family-document.ts';

/** Euros with at most two decimals to integer cents. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

export interface ExpressionScope {
  env: FamilyEnvironment;
  issues: CatalogueIssue[];
  /** The estimated cost of the expressions compiled so far. */
  cost: number;
}

function expression(scope: ExpressionScope, source: string | undefined, path: string, expected: ExpectedCelType): CelProgram | null {
  if (source === undefined) return null;
  const result = compileExpression(scope.env, source, expected);
  if (result.ok) {
    scope.cost += result.cost;
    return result.program;
  }
  scope.issues.push(issue(path, result.code, { detail: result.message, cost: result.cost ?? '', limit: CEL_COST_LIMIT, ...result.detail }));
  return null;
}

/** Price and eco-participation codes are unique across both lists. */
function checkUniqueCodes(lines: readonly { code: string }[], path: string, issues: CatalogueIssue[], seen?: Set<string>): void {
  checkUnique(lines, (line) => line.code, (index) => `${path}/${index}/code`, 'price line', issues, seen);
}

export function compileRules(
  document: FamilyDocument,
  scope: ExpressionScope,
  steps: readonly CatalogueStep[],
  categories: readonly CatalogueInconsistencyCategory[],
): CatalogueRule[] {
  const docRules = document.rules ?? [];
  checkUnique(docRules, (rule) => rule.key, (index) => `/rules/${index}/key`, 'rule', scope.issues);
  return docRules.flatMap((rule, index) => {
    const path = `/rules/${index}`;
    const step = steps.find((s) => s.key === rule.step);
    if (!step) scope.issues.push(issue(`${path}/step`, 'unknown_step', { step: rule.step }));
    const category = categories.find((c) => c.key === rule.category);
    if (!category) scope.issues.push(issue(`${path}/category`, 'unknown_inconsistency_category', { category: rule.category }));
    const when = expression(scope, rule.when, `${path}/when`, 'bool');
    if (!step || !category || !when) return [];
    return [{ key: rule.key, stepId: step.id, categoryId: category.id, blocking: rule.blocking, reason: rule.reason, when }];
  });
}

function compileGrid(line: DocPriceLine, path: string, scope: ExpressionScope, questionsByKey: ReadonlyMap<string, CatalogueQuestion>): CataloguePriceLine['grid'] {
  if (!line.grid) return null;
  const question = questionsByKey.get(line.grid.dimension);
  if (question?.type !== 'number') {
    scope.issues.push(issue(`${path}/grid/dimension`, 'grid_dimension', { question: line.grid.dimension }));
    return null;
  }
  const bands = line.grid.bands;
  const ordered = bands.every((band, i) => {
    const last = i === bands.length - 1;
    if (band.upTo === undefined) return last;
    const previous = bands[i - 1]?.upTo;
    return previous === undefined || band.upTo > previous;
  });
  if (!ordered) {
    scope.issues.push(issue(`${path}/grid/bands`, 'grid_bands'));
    return null;
  }
  return { questionKey: question.key, bands: bands.map((b) => ({ upTo: b.upTo ?? null, unitCents: toCents(b.unitPrice) })) };
}

export function compilePricing(document: FamilyDocument, scope: ExpressionScope, questionsByKey: ReadonlyMap<string, CatalogueQuestion>): CataloguePriceLine[] {
  const lines = document.pricing ?? [];
  checkUniqueCodes(lines, '/pricing', scope.issues);
  return lines.map((line, index) => {
    const path = `/pricing/${index}`;
    return {
      code: line.code,
      designation: line.designation,
      when: expression(scope, line.when, `${path}/when`, 'bool'),
      quantity: expression(scope, line.quantity, `${path}/quantity`, 'number'),
      unitCents: line.unitPrice === undefined ? null : toCents(line.unitPrice),
      grid: compileGrid(line, path, scope, questionsByKey),
      discountable: line.discountable ?? true,
    };
  });
}

export function compileEco(document: FamilyDocument, scope: ExpressionScope): CatalogueEcoLine[] {
  const lines = document.eco ?? [];
  checkUniqueCodes(lines, '/eco', scope.issues, new Set((document.pricing ?? []).map((line) => line.code)));
  return lines.map((line, index) => ({
    code: line.code,
    designation: line.designation,
    when: expression(scope, line.when, `/eco/${index}/when`, 'bool'),
    quantity: expression(scope, line.quantity, `/eco/${index}/quantity`, 'number'),
    unitCents: toCents(line.amount),
  }));
}
