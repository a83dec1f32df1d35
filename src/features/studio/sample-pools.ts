/**
 * The pools the studio's preview can load (issue 32): a few measured pools, so that the product team sees what
 * the family's `fromPool` bindings give, and a test case saved with such a pool names it (its own answers being
 * only those the pool did not give).
 */
import {
  answersFromPool,
  expectedOutcome,
  type Answers,
  type AnswerValue,
  type Catalogue,
  type DocPool,
  type DocTestCase,
  type PoolMeasures,
} from '../../../engine/index.ts';
import { answersByKey } from './answers-by-key.ts';

const noStairs = { type: 'none', side: null, width_m: null, depth_m: null } as const;

export const SAMPLE_POOLS = {
  rect_8x4_roman: {
    shape: 'rectangle',
    length_m: 8,
    width_m: 4,
    shallow_depth_m: 1,
    deep_depth_m: 1.8,
    stairs: { type: 'roman', side: 'short_side', width_m: 2, depth_m: 1.2 },
    construction: 'concrete',
    free_form_dimensions: [],
  },
  rect_10x5: { shape: 'rectangle', length_m: 10, width_m: 5, shallow_depth_m: 1.2, deep_depth_m: 1.5, stairs: noStairs, construction: 'liner', free_form_dimensions: [] },
  oval_7x3_5: { shape: 'oval', length_m: 7, width_m: 3.5, shallow_depth_m: 1.2, deep_depth_m: 1.2, stairs: noStairs, construction: 'shell', free_form_dimensions: [] },
  free_form_12x6_corner: {
    shape: 'free_form',
    length_m: 12,
    width_m: 6,
    shallow_depth_m: 1,
    deep_depth_m: 2,
    stairs: { type: 'corner', side: 'long_side', width_m: 1.5, depth_m: 1.5 },
    construction: 'concrete',
    free_form_dimensions: [],
  },
} as const satisfies Record<string, PoolMeasures>;

export type SamplePoolKey = keyof typeof SAMPLE_POOLS;

/** A pool as a test case writes it: what it leaves empty left out. */
export function docPool(pool: PoolMeasures): DocPool {
  const { stairs } = pool;
  return {
    shape: pool.shape,
    length_m: pool.length_m,
    width_m: pool.width_m,
    ...(pool.construction ? { construction: pool.construction } : {}),
    ...(pool.shallow_depth_m !== null ? { shallow_depth_m: pool.shallow_depth_m } : {}),
    ...(pool.deep_depth_m !== null ? { deep_depth_m: pool.deep_depth_m } : {}),
    ...(stairs.type === 'none'
      ? {}
      : { stairs: { type: stairs.type, ...(stairs.side ? { side: stairs.side } : {}), ...(stairs.width_m !== null ? { width_m: stairs.width_m } : {}), ...(stairs.depth_m !== null ? { depth_m: stairs.depth_m } : {}) } }),
    ...(pool.free_form_dimensions.length > 0 ? { free_form_dimensions: pool.free_form_dimensions.map(({ label, value_m }) => ({ label, value_m })) } : {}),
  };
}

/** `answers` with the pool's answers laid over them, and what the pool gave. */
export function loadPool(catalogue: Catalogue, answers: Answers, pool: PoolMeasures) {
  const filled = answersFromPool(catalogue, pool, { answers });
  return { answers: { ...answers, ...filled.answers }, filled };
}

const sameValue = (a: AnswerValue | undefined, b: AnswerValue | undefined) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The preview's answers saved as a test case naming `pool`: its own answers are those the pool does not give
 * (or gives otherwise), and it expects what it will be run with (the pool's answers, then its own).
 */
export function testCaseWithPool(catalogue: Catalogue, key: string, answers: Answers, pool: PoolMeasures): DocTestCase | { error: string } {
  const given = answersFromPool(catalogue, pool, { answers }).answers;
  const own = Object.fromEntries(Object.entries(answers).filter(([id, value]) => !sameValue(given[id], value)));
  const ownKeys = Object.keys(own).map((id) => catalogue.questionsById.get(Number(id))?.key ?? id);
  const run = { ...answersFromPool(catalogue, pool, { answers: own, keep: ownKeys }).answers, ...own };
  const outcome = expectedOutcome(catalogue, run);
  if (outcome.status !== 'ok') return { error: outcome.message };
  return { key, pool: docPool(pool), answers: answersByKey(catalogue, own), expected: outcome.expected };
}
