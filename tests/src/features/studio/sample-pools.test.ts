/**
 * The studio's sample pools (issue 32): loading one lays the pool's answers over the preview's, and "save as
 * test case" with a pool loaded writes a case naming the pool with only its own answers, which then passes.
 */
import { describe, expect, it } from 'vitest';
import { compileFamily, runTestCases, type Catalogue, type FamilyDocument } from '../../../../engine/index.ts';
import { loadFamilyDocuments } from '../../../engine/helpers/family-fixtures.ts';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { POOL_FIELD_COMPLETIONS } from '../../../../src/features/studio/pool-completion.ts';
import { docPool, loadPool, SAMPLE_POOLS, testCaseWithPool } from '../../../../src/features/studio/sample-pools.ts';

const blindDocument = () => structuredClone(loadFamilyDocuments().find((family) => family.name === 'blind')!.document) as FamilyDocument;
function compiled(document: FamilyDocument): Catalogue {
  const result = compileFamily(document);
  if (!result.ok) throw new Error(result.issues.map((found) => found.message).join('; '));
  return result.catalogue;
}

describe('sample pools in the studio', () => {
  const blind = compiled(blindDocument());
  const preset = blind.presets.find((candidate) => candidate.key === 'rect_8x4_bench')!;

  it('lay the pool’s answers over the preview’s', () => {
    const { answers, filled } = loadPool(blind, preset.answers, SAMPLE_POOLS.rect_10x5);
    expect(answers[String(blind.questionsByKey.get('length')!.id)]).toBe(10);
    expect(answers[String(blind.questionsByKey.get('variant')!.id)]).toBe(preset.answers[String(blind.questionsByKey.get('variant')!.id)]);
    expect(filled.from_pool).toEqual(['construction', 'shape', 'length', 'width']);
  });

  it('write a test case naming the pool with the answers it does not give, which passes', () => {
    const { answers } = loadPool(blind, preset.answers, SAMPLE_POOLS.rect_8x4_roman);
    const testCase = testCaseWithPool(blind, 'from_pool', answers, SAMPLE_POOLS.rect_8x4_roman);
    if ('error' in testCase) throw new Error(testCase.error);
    expect(testCase.pool).toEqual({
      shape: 'rectangle',
      length_m: 8,
      width_m: 4,
      construction: 'concrete',
      shallow_depth_m: 1,
      deep_depth_m: 1.8,
      stairs: { type: 'roman', side: 'short_side', width_m: 2, depth_m: 1.2 },
    });
    expect(Object.keys(testCase.answers)).not.toContain('length');
    expect(testCase.answers.variant).toBe('above_ground_bench');
    const document = blindDocument();
    document.testCases = [...(document.testCases ?? []), testCase];
    const result = runTestCases(compiled(document)).find((found) => found.key === 'from_pool');
    expect(result).toMatchObject({ passed: true, differences: [] });
  });

  it('keep as the case’s own an answer changed after the pool was loaded', () => {
    const { answers } = loadPool(blind, preset.answers, SAMPLE_POOLS.rect_8x4_roman);
    const changed = { ...answers, [String(blind.questionsByKey.get('length')!.id)]: 8.5 };
    const testCase = testCaseWithPool(blind, 'changed', changed, SAMPLE_POOLS.rect_8x4_roman);
    if ('error' in testCase) throw new Error(testCase.error);
    expect(testCase.answers.length).toBe(8.5);
  });

  it('write a pool without what it leaves empty', () => {
    expect(docPool(SAMPLE_POOLS.oval_7x3_5)).toEqual({ shape: 'oval', length_m: 7, width_m: 3.5, construction: 'shell', shallow_depth_m: 1.2, deep_depth_m: 1.2 });
  });
});

describe('the editor’s completion of a pool binding', () => {
  it('offers every field of the pool, and only names a binding can read', () => {
    const fixture = readFileSync(new URL('../../../fixtures/families/pool-bound.family.yaml', import.meta.url), 'utf8');
    const labels = POOL_FIELD_COMPLETIONS.map((field) => field.label);
    expect(labels).toHaveLength(11);
    for (const label of labels) {
      const compiles = compileFamily(parse(fixture.replace("fromPool: pool.construction == 'concrete'", `fromPool: ${label} == ${label}`)));
      expect(compiles.ok, label).toBe(true);
    }
    expect(compileFamily(parse(fixture.replace("fromPool: pool.construction == 'concrete'", 'fromPool: pool.colour == pool.colour'))).ok).toBe(false);
  });
});
