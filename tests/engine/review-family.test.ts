/**
 * Stairs that can be wider than the pool are stopped by a blocking rule in
 * every family (issue 16, item 4): before, a liner of 8 x 4 took roman stairs
 * 6.00 m wide with no inconsistency, drawn sticking out of the pool and priced.
 * `reviewFamily` flags a family that forgets it, when it is written.
 */
import { describe, expect, it } from 'vitest';
import { compileFamily, evaluateRules, reviewFamily, type Answers, type Catalogue, type FamilyDocument } from '../../engine/index.ts';
import { compileAll, loadFamilyDocuments } from './helpers/family-fixtures.ts';

const documentOf = (name: string) => structuredClone(loadFamilyDocuments().find((family) => family.name === name)!.document) as FamilyDocument;
const withoutRule = (document: FamilyDocument, key: string): FamilyDocument => ({ ...document, rules: (document.rules ?? []).filter((rule) => rule.key !== key) });
function compiled(document: FamilyDocument): Catalogue {
  const result = compileFamily(document);
  if (!result.ok) throw new Error(result.issues.map((found) => found.message).join('; '));
  return result.catalogue;
}

describe('reviewFamily', () => {
  it.each(compileAll().map((family) => [family.name, family.catalogue] as const))('passes the shipped %s', (_, catalogue) => {
    expect(reviewFamily(catalogue)).toEqual([]);
  });

  it.each(['liner', 'blind'])('flags the %s without its stairs rule, on the stairs width question', (name) => {
    const catalogue = compiled(withoutRule(documentOf(name), 'stairs_wider_than_pool'));
    const issues = reviewFamily(catalogue);
    expect(issues.map((found) => found.code)).toEqual(['stairs_wider_than_pool']);
    const [, , stepIndex, , questionIndex] = issues[0]!.path.split('/');
    expect(catalogue.steps[Number(stepIndex)]!.questions[Number(questionIndex)]!.key).toBe('stairs_width');
  });
});

describe('the liner found by a new user', () => {
  it('blocks roman stairs 6.00 m wide in a pool 4 m wide, and not 2.00 m ones', () => {
    const catalogue = compiled(documentOf('liner'));
    const preset = catalogue.presets.find((candidate) => candidate.key === 'roman_10x5_renovation')!;
    const id = (key: string) => String(catalogue.questionsByKey.get(key)!.id);
    const answers = (stairsWidth: number): Answers => ({ ...preset.answers, [id('length')]: 8, [id('width')]: 4, [id('stairs_width')]: stairsWidth });
    const blocking = (stairsWidth: number) => {
      const result = evaluateRules(catalogue, answers(stairsWidth));
      return result.status === 'ok' ? result.inconsistencies.filter((found) => found.blocking).map((found) => found.key) : [result.status];
    };
    expect(blocking(6)).toContain('stairs_wider_than_pool');
    expect(blocking(2)).not.toContain('stairs_wider_than_pool');
  });
});
