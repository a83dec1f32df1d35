/**
 * The product check of a family's pool bindings: a binding that no pool can
 * turn into an answer of its question (a shape no answer key matches, metres
 * where the question takes centimetres, a length the question's bounds never
 * allow) is reported, as the studio and the server report the family's other
 * product problems (review-family.ts). A probe over sample pools: every shape,
 * stairs type and construction, at lengths from 2 to 30 m.
 */
import type { Catalogue } from '../catalogue/catalogue.types.ts';
import { issue, pointer, type CatalogueIssue } from '../catalogue/catalogue-issues.ts';
import { poolAnswer, type PoolValue } from './answers-from-pool.ts';
import { poolContext, runPoolBinding } from './pool-binding.ts';
import { POOL_CONSTRUCTIONS, POOL_SHAPES, STAIRS_TYPES, type PoolMeasures } from './pool-measures.ts';

const LENGTHS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 20, 30];
const DEPTHS = [0.8, 1.2, 1.5, 2, 2.5];
const STAIRS_WIDTHS = [0.8, 1.2, 1.5, 2, 3];

/** The sample pools: each shape, stairs type and construction at each length (width half of it), depths and stairs widths varying. */
export function samplePools(): PoolMeasures[] {
  const pools: PoolMeasures[] = [];
  for (const shape of POOL_SHAPES) {
    for (const type of STAIRS_TYPES) {
      for (const construction of POOL_CONSTRUCTIONS) {
        LENGTHS.forEach((length, index) => {
          const width = Math.max(1, length / 2);
          const shallow = DEPTHS[index % DEPTHS.length]!;
          const stairsWidth = Math.min(width, STAIRS_WIDTHS[index % STAIRS_WIDTHS.length]!);
          pools.push({
            shape,
            length_m: length,
            width_m: width,
            shallow_depth_m: shallow,
            deep_depth_m: shallow + 0.6,
            stairs: type === 'none' ? { type, side: null, width_m: null, depth_m: null } : { type, side: 'short_side', width_m: stairsWidth, depth_m: 1 },
            construction,
            free_form_dimensions: shape === 'free_form' ? [{ label: 'A', value_m: length }, { label: 'B', value_m: width }] : [],
          });
        });
      }
    }
  }
  return pools;
}

let samples: { pool: PoolMeasures; context: Record<string, unknown> }[] | undefined;

const VALUES_SHOWN = 5;

/** The pool bindings of `catalogue` that give no sample pool an answer their question accepts, at their `fromPool`. */
export function poolBindingProblems(catalogue: Catalogue): CatalogueIssue[] {
  if (catalogue.poolBindings.length === 0) return [];
  samples ??= samplePools().map((pool) => ({ pool, context: poolContext(pool) }));
  const problems: CatalogueIssue[] = [];
  for (const binding of catalogue.poolBindings) {
    const question = catalogue.questionsById.get(binding.questionId)!;
    const given = new Set<string>();
    const accepted = samples.some(({ context }) => {
      const outcome = runPoolBinding(binding.program, context);
      if (!outcome.ok) return false;
      const answer = poolAnswer(question, outcome.value);
      if (!('reason' in answer)) return true;
      if (answer.value !== undefined) given.add(shownValue(answer.value));
      return false;
    });
    if (accepted) continue;
    const stepIndex = catalogue.steps.findIndex((step) => step.id === question.stepId);
    const questionIndex = catalogue.steps[stepIndex]!.questions.findIndex((candidate) => candidate.id === question.id);
    const values = [...given].slice(0, VALUES_SHOWN).join(', ') + (given.size > VALUES_SHOWN ? ', …' : '');
    problems.push(issue(pointer('steps', stepIndex, 'questions', questionIndex, 'fromPool'), 'pool_binding_never_valid', { question: question.key, values: values || '—' }));
  }
  return problems;
}

const shownValue = (value: PoolValue) => (Array.isArray(value) ? `[${value.join(', ')}]` : typeof value === 'string' ? `"${value}"` : String(value));
