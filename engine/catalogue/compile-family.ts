/**
 * Compiles a family document of the step DSL into the catalogue model. The
 * JSON Schema check comes first in compile-document.ts (compileFamily): kept
 * apart, so that a screen that compiles only checked documents (the builder)
 * never shares a chunk with Ajv.
 */
import { FAMILY_COST_LIMIT } from '../cel/cel-cost.ts';
import { createFamilyEnvironment } from '../cel/family-environment.ts';
import type { Catalogue } from './catalogue.types.ts';
import { sequentialIds, type IdAllocator } from './catalogue-ids.ts';
import { issue, type CatalogueIssue } from './catalogue-issues.ts';
import { compileEco, compilePricing, compileRules } from './compile-expressions.ts';
import { compilePresets, compileTestCases } from './compile-presets.ts';
import { compileStructure } from './compile-structure.ts';
import { compilePoolBindings, testCasesWithPools } from '../pool/compile-pool-bindings.ts';
import type { FamilyDocument } from './family-document.ts';

export type CompileResult = { ok: true; catalogue: Catalogue } | { ok: false; issues: CatalogueIssue[] };

export interface CompileOptions {
  /** Ids for keyed items; by default they are numbered in document order. */
  ids?: IdAllocator;
}

/**
 * Compiles a document already checked against the step DSL's JSON Schema:
 * one the API hands out (the server checked it when it was imported). The
 * browser compiles with this, so that it carries no JSON Schema compiler;
 * keys, references and CEL are still checked, and a broken document still
 * gives its issues.
 */
export function compileCheckedFamily(document: FamilyDocument, options: CompileOptions = {}): CompileResult {
  const ids = options.ids ?? sequentialIds();
  const issues: CatalogueIssue[] = [];
  const structure = compileStructure(document, ids, issues);
  const questions = structure.steps.flatMap((step) => step.questions);
  const scope = { env: createFamilyEnvironment(questions), issues, cost: 0 };
  const rules = compileRules(document, scope, structure.steps, structure.inconsistencyCategories);
  const pricing = compilePricing(document, scope, structure.questionsByKey);
  const eco = compileEco(document, scope);
  const poolBindings = compilePoolBindings(document, structure.questionsByKey, scope);
  if (scope.cost > FAMILY_COST_LIMIT) issues.push(issue('', 'family_too_costly', { cost: scope.cost, limit: FAMILY_COST_LIMIT }));
  const presets = compilePresets(document, structure.questionsByKey, ids, issues);
  const testCases = compileTestCases(document, structure.questionsByKey, issues);
  if (issues.length > 0) return { ok: false, issues };
  const answers = questions.flatMap((question) => question.answers);
  const catalogue: Catalogue = {
      key: document.family,
      title: document.title,
      description: document.description ?? null,
      image: document.image ?? null,
      position: document.position ?? 0,
      steps: structure.steps,
      questions,
      stepsById: new Map(structure.steps.map((step) => [step.id, step])),
      questionsById: new Map(questions.map((question) => [question.id, question])),
      questionsByKey: structure.questionsByKey,
      answersById: new Map(answers.map((answer) => [answer.id, answer])),
      categories: structure.categories,
      categoriesById: new Map(structure.categories.map((category) => [category.id, category])),
      inconsistencyCategories: structure.inconsistencyCategories,
      presets,
      rules,
      pricing,
      eco,
      testCases,
      poolBindings,
      document,
  };
  return { ok: true, catalogue: { ...catalogue, testCases: testCasesWithPools(catalogue) } };
}
