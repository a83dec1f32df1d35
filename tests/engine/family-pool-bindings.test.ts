/**
 * The six repository families declare which answers a measured pool gives them (issue 32): the pool of the
 * issue's end-to-end test (8 x 4 m rectangle, Roman stairs) fills each family's dimensions, shape and stairs;
 * a 9 m pool changes the length; a pool out of a family's range leaves the length unanswered with its reason.
 */
import { describe, expect, it } from 'vitest';
import { answersFromPool, reviewFamily, runTestCases, type Answers, type Catalogue, type PoolMeasures } from '../../engine/index.ts';
import { compileAll } from './helpers/family-fixtures.ts';

const families = new Map(compileAll().map((family) => [family.name, family.catalogue]));
const family = (name: string) => families.get(name)!;

/** 8 x 4 m, Roman stairs 2 m wide on a short side, concrete, 1.00 to 1.80 m deep. */
const issuePool: PoolMeasures = {
  shape: 'rectangle',
  length_m: 8,
  width_m: 4,
  shallow_depth_m: 1,
  deep_depth_m: 1.8,
  stairs: { type: 'roman', side: 'short_side', width_m: 2, depth_m: 1.2 },
  construction: 'concrete',
  free_form_dimensions: [],
};

/** Answers by question key, choices by answer key. */
function byKey(catalogue: Catalogue, answers: Answers): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(answers).map(([id, value]) => {
      const question = catalogue.questionsById.get(Number(id))!;
      return [question.key, question.type === 'single' ? catalogue.answersById.get(value as number)!.key : value];
    }),
  );
}

const EXPECTED: Record<string, Record<string, unknown>> = {
  bar: { length: 8, width: 4, stairs: 'roman' },
  blind: { construction: 'concrete', shape: 'roman_stairs', length: 8, width: 4, stairs_width: 2, stairs_depth: 1.2 },
  bubble: { shape: 'roman_stairs', length: 8, width: 4 },
  liner: { shape: 'roman_stairs', length: 8, width: 4, shallow_depth: 1, deep_depth: 1.8, stairs_type: 'roman', stairs_width: 2 },
  net: { shape: 'roman_stairs', length: 8, width: 4 },
  winter: { shape: 'roman_stairs', length: 8, width: 4 },
};

describe('the repository families’ pool bindings', () => {
  it('cover the six families', () => {
    expect([...families.keys()]).toEqual(Object.keys(EXPECTED));
  });

  describe.each(Object.keys(EXPECTED))('%s', (name) => {
    const catalogue = family(name);

    it('takes the 8 x 4 m pool with Roman stairs', () => {
      const filled = answersFromPool(catalogue, issuePool);
      expect(byKey(catalogue, filled.answers)).toEqual(EXPECTED[name]);
      expect(filled.from_pool).toEqual(Object.keys(EXPECTED[name]!));
      expect(filled.skipped).toEqual([]);
    });

    it('takes 9 m as the new length', () => {
      expect(byKey(catalogue, answersFromPool(catalogue, { ...issuePool, length_m: 9 }).answers)).toEqual({ ...EXPECTED[name], length: 9 });
    });

    it('leaves a length out of its range unanswered, saying why', () => {
      const max = catalogue.questionsByKey.get('length')!.max!;
      const filled = answersFromPool(catalogue, { ...issuePool, length_m: max + 1 });
      expect(filled.from_pool).not.toContain('length');
      expect(filled.skipped).toEqual([{ key: 'length', reason: 'maximum', value: max + 1, limit: max }]);
    });

    it('passes the product check of its bindings', () => {
      expect(reviewFamily(catalogue)).toEqual([]);
    });
  });
});

describe('the test case of the issue’s pool in the liner, the blind and the winter cover', () => {
  it.each(['liner', 'blind', 'winter'])('%s: priced on the answers its pool gives', (name) => {
    const catalogue = family(name);
    const testCase = catalogue.testCases.find((candidate) => candidate.key === 'pool_8x4_roman')!;
    expect(testCase.fromPool).toEqual(Object.keys(EXPECTED[name]!));
    expect(byKey(catalogue, testCase.answers)).toMatchObject(EXPECTED[name]!);
    expect(runTestCases(catalogue).find((result) => result.key === 'pool_8x4_roman')).toMatchObject({ passed: true, differences: [] });
  });
});

describe('what each family makes of other pools', () => {
  const noStairs: PoolMeasures['stairs'] = { type: 'none', side: null, width_m: null, depth_m: null };

  it('blind: a liner pool is a steel-panel pool, corner stairs a shape of their own, an oval no blind shape', () => {
    const blind = family('blind');
    const corner = answersFromPool(blind, { ...issuePool, construction: 'liner', stairs: { ...issuePool.stairs, type: 'corner' } });
    expect(byKey(blind, corner.answers)).toMatchObject({ construction: 'steel_panels', shape: 'corner_stairs', stairs_width: 2 });
    const oval = answersFromPool(blind, { ...issuePool, shape: 'oval', stairs: noStairs });
    expect(oval.skipped).toEqual([
      { key: 'shape', reason: 'unknown_answer', value: 'oval' },
      { key: 'stairs_width', reason: 'no_value' },
      { key: 'stairs_depth', reason: 'no_value' },
    ]);
    // the shape stays at its default, rectangle: the stairs questions are not asked
    expect(byKey(blind, oval.answers)).toEqual({ construction: 'concrete', length: 8, width: 4 });
  });

  it('liner: an oval without stairs, its depths unknown, and a construction it does not ask', () => {
    const liner = family('liner');
    const filled = answersFromPool(liner, { ...issuePool, shape: 'oval', shallow_depth_m: null, deep_depth_m: null, stairs: noStairs, construction: null });
    expect(byKey(liner, filled.answers)).toEqual({ shape: 'oval', length: 8, width: 4, stairs_type: 'none' });
    expect(filled.skipped).toEqual([
      { key: 'shallow_depth', reason: 'no_value' },
      { key: 'deep_depth', reason: 'no_value' },
      { key: 'stairs_width', reason: 'no_value' },
    ]);
  });

  it('bar: straight stairs are none of its answers', () => {
    const bar = family('bar');
    expect(answersFromPool(bar, { ...issuePool, stairs: { ...issuePool.stairs, type: 'straight' } }).skipped).toEqual([{ key: 'stairs', reason: 'unknown_answer', value: 'straight' }]);
  });

  it.each(['bubble', 'net', 'winter'])('%s: a kidney pool has no shape answer, a free form has', (name) => {
    const catalogue = family(name);
    expect(answersFromPool(catalogue, { ...issuePool, shape: 'kidney', stairs: noStairs }).skipped).toEqual([{ key: 'shape', reason: 'unknown_answer', value: 'kidney' }]);
    expect(byKey(catalogue, answersFromPool(catalogue, { ...issuePool, shape: 'free_form', stairs: noStairs }).answers).shape).toBe('free_form');
  });
});
