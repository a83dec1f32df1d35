/**
 * Compiles the `fromPool` bindings of a family's questions (pool-binding.ts),
 * each error at its line like the family's other expressions, and gives its
 * test cases that name a pool the answers that pool gives (their own answers win).
 */
import type { Catalogue, CataloguePoolBinding, CatalogueQuestion, CatalogueTestCase } from '../catalogue/catalogue.types.ts';
import { issue, pointer } from '../catalogue/catalogue-issues.ts';
import type { ExpressionScope } from '../catalogue/compile-expressions.ts';
import type { FamilyDocument } from '../catalogue/family-document.ts';
import { answersFromPool } from './answers-from-pool.ts';
import { compilePoolBinding } from './pool-binding.ts';
import { poolOf } from './pool-measures.ts';

export function compilePoolBindings(document: FamilyDocument, questionsByKey: ReadonlyMap<string, CatalogueQuestion>, scope: ExpressionScope): CataloguePoolBinding[] {
  const bindings: CataloguePoolBinding[] = [];
  document.steps.forEach((step, stepIndex) =>
    step.questions.forEach((docQuestion, questionIndex) => {
      const source = docQuestion.fromPool;
      const question = questionsByKey.get(docQuestion.key);
      if (source === undefined || question === undefined) return;
      const path = pointer('steps', stepIndex, 'questions', questionIndex, 'fromPool');
      const result = compilePoolBinding(source, question.type);
      if (!result.ok) {
        scope.issues.push(issue(path, result.code, { question: question.key, ...result.params }));
        return;
      }
      scope.cost += result.cost;
      bindings.push({ questionId: question.id, questionKey: question.key, source, program: result.program });
    }),
  );
  return bindings;
}

/** The catalogue's test cases, each naming a pool run with the answers its pool gives and then its own. */
export function testCasesWithPools(catalogue: Catalogue): CatalogueTestCase[] {
  return catalogue.testCases.map((testCase) => {
    const written = catalogue.document.testCases?.[testCase.position];
    if (!written?.pool) return testCase;
    const pool = poolOf(written.pool);
    const filled = answersFromPool(catalogue, pool, { answers: testCase.answers, keep: Object.keys(written.answers) });
    return { ...testCase, pool, answers: { ...filled.answers, ...testCase.answers }, fromPool: filled.from_pool };
  });
}
