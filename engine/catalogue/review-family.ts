/**
 * Checks of a compiled family that are about the product, not the document:
 * run when a family is written (the API's update and import, the import
 * command), never when a stored one is read. Pool bindings that no pool can
 * turn into an answer (pool-binding-checks.ts), and stairs that can be wider
 * than the pool must be stopped by a blocking rule (issue 16, item 4: a liner
 * of 4 m took 6 m roman stairs, drawn sticking out of the pool and priced).
 *
 * The check is a probe, not a reading of the rules' text: under each preset
 * that shows the stairs, with the narrowest pool, stairs a little wider than
 * the pool must fire a blocking rule that stairs narrower than it do not.
 */
import { isQuestionVisible, isStepVisible } from '../answers/visibility.ts';
import { poolBindingProblems } from '../pool/pool-binding-checks.ts';
import { evaluateRules } from '../rules/evaluate-rules.ts';
import type { Answers, Catalogue, CatalogueQuestion } from './catalogue.types.ts';
import { issue, pointer, type CatalogueIssue } from './catalogue-issues.ts';

/** The question names the step DSL gives the pool's width and the stairs' width. */
const POOL_WIDTH = 'width';
const STAIRS_WIDTH = 'stairs_width';

function shown(catalogue: Catalogue, question: CatalogueQuestion, answers: Answers): boolean {
  const step = catalogue.stepsById.get(question.stepId);
  return step !== undefined && isStepVisible(step, answers) && isQuestionVisible(catalogue, question, answers);
}

function blockingKeys(catalogue: Catalogue, answers: Answers): Set<string> {
  const result = evaluateRules(catalogue, answers);
  return new Set(result.status === 'ok' ? result.inconsistencies.filter((found) => found.blocking).map((found) => found.key) : []);
}

/** Whether stairs wider than the pool get a blocking inconsistency; null when no preset shows the stairs or the ranges alone bound them. */
function stairsStopped(catalogue: Catalogue, pool: CatalogueQuestion, stairs: CatalogueQuestion): boolean | null {
  const poolWidth = pool.min ?? 1;
  const margin = stairs.step ?? 0.1;
  if (stairs.max !== null && stairs.max <= poolWidth) return null;
  const wider = stairs.max === null ? poolWidth + margin : Math.min(stairs.max, poolWidth + margin);
  const narrower = stairs.min ?? margin;
  let probed = false;
  for (const preset of catalogue.presets) {
    const base: Answers = { ...preset.answers, [String(pool.id)]: poolWidth };
    if (!shown(catalogue, stairs, { ...base, [String(stairs.id)]: wider })) continue;
    probed = true;
    const fired = blockingKeys(catalogue, { ...base, [String(stairs.id)]: wider });
    const quiet = blockingKeys(catalogue, { ...base, [String(stairs.id)]: narrower });
    if (![...fired].some((key) => !quiet.has(key))) return false;
  }
  return probed ? true : null;
}

function stairsProblems(catalogue: Catalogue): CatalogueIssue[] {
  const pool = catalogue.questionsByKey.get(POOL_WIDTH);
  const stairs = catalogue.questionsByKey.get(STAIRS_WIDTH);
  if (!pool || !stairs || pool.type !== 'number' || stairs.type !== 'number') return [];
  if (stairsStopped(catalogue, pool, stairs) !== false) return [];
  const stepIndex = catalogue.steps.findIndex((step) => step.id === stairs.stepId);
  const questionIndex = catalogue.steps[stepIndex]!.questions.findIndex((question) => question.id === stairs.id);
  return [issue(pointer('steps', stepIndex, 'questions', questionIndex), 'stairs_wider_than_pool', { question: STAIRS_WIDTH, pool: POOL_WIDTH })];
}

/** The product checks of a compiled family (stairs wider than the pool, pool bindings that can never answer); empty when it passes. */
export function reviewFamily(catalogue: Catalogue): CatalogueIssue[] {
  return [...stairsProblems(catalogue), ...poolBindingProblems(catalogue)];
}
