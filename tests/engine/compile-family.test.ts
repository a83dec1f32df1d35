/** compileFamily: a valid document becomes a catalogue; a broken one gives every error with its path, never a partial catalogue. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { catalogueIdKeys, compileFamily, sequentialIds, type FamilyDocument } from '../../engine/index.ts';

const tiny = () => parse(readFileSync(new URL('../fixtures/families/tiny.family.yaml', import.meta.url), 'utf8')) as FamilyDocument;

function issuesOf(document: unknown) {
  const result = compileFamily(document);
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.issues.map((found) => ({ path: found.path, code: found.code, message: found.message }));
}

describe('compileFamily', () => {
  it('compiles steps, questions, answers, conditions, presets, rules and price lines with ids', () => {
    const result = compileFamily(tiny());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { catalogue } = result;
    expect(catalogue.steps.map((s) => [s.id, s.key, s.position])).toEqual([[1, 'product', 1], [2, 'size', 2], [3, 'extras', 3]]);
    const variant = catalogue.questionsByKey.get('variant')!;
    const deluxe = variant.answers.find((a) => a.key === 'deluxe')!;
    expect(catalogue.stepsById.get(3)!.conditions).toEqual([{ questionId: variant.id, answerId: deluxe.id }]);
    expect(catalogue.presets[0]!.answers).toEqual({ [variant.id]: variant.answers[0]!.id, [catalogue.questionsByKey.get('length')!.id]: 5 });
    expect(catalogue.pricing[0]).toMatchObject({ code: 'TINY-M2', unitCents: 1050, discountable: true });
    expect(catalogue.rules[0]).toMatchObject({ key: 'too_long_for_basic', stepId: 2, blocking: true });
  });

  it('takes ids from the allocator, so that re-imports keep them', () => {
    const ids = new Map(catalogueIdKeys(tiny()).map((entry, index) => [`${entry.kind}:${entry.key}`, 1000 + index]));
    const result = compileFamily(tiny(), { ids: (kind, key) => ids.get(`${kind}:${key}`)! });
    if (!result.ok) throw new Error('does not compile');
    expect(result.catalogue.questionsByKey.get('length')!.id).toBe(ids.get('question:length'));
    expect(result.catalogue.answersById.get(ids.get('answer:variant.deluxe')!)!.key).toBe('deluxe');
  });

  it('numbers items per kind in document order by default', () => {
    const next = sequentialIds();
    expect([next('question', 'a'), next('question', 'b'), next('answer', 'a.x'), next('question', 'a')]).toEqual([1, 2, 1, 1]);
  });

  it('reports schema errors with their paths', () => {
    const document = tiny() as unknown as Record<string, unknown>;
    document.colour = 'red';
    delete (document.steps as Record<string, unknown>[])[1]!.title;
    expect(issuesOf(document)).toEqual([
      { path: '/colour', code: 'schema', message: 'unknown property "colour"' },
      { path: '/steps/1', code: 'schema', message: "must have required property 'title'" },
    ]);
  });

  it('checks a question against its type: a number without bounds, answers on a boolean', () => {
    const document = tiny();
    delete document.steps[1]!.questions[0]!.max;
    document.steps[2]!.questions[0]!.answers = [{ key: 'x', title: { en: 'X' } }];
    const codes = issuesOf(document).map((found) => found.path);
    expect(codes).toContain('/steps/1/questions/0');
    expect(codes).toContain('/steps/2/questions/0/answers');
  });

  it.each([
    ['a duplicate question key', (d: FamilyDocument) => (d.steps[2]!.questions[0]!.key = 'length'), '/steps/2/questions/0/key', 'duplicate_key'],
    ['a duplicate answer key', (d: FamilyDocument) => (d.steps[0]!.questions[0]!.answers![1]!.key = 'basic'), '/steps/0/questions/0/answers/1/key', 'duplicate_key'],
    ['a duplicate step key', (d: FamilyDocument) => (d.steps[2]!.key = 'size'), '/steps/2/key', 'duplicate_key'],
    ['a duplicate step id', (d: FamilyDocument) => (d.steps[2]!.id = 2), '/steps/2/id', 'duplicate_id'],
    ['a first step that is not 1', (d: FamilyDocument) => (d.steps[0]!.id = 5), '/steps/0/id', 'first_step_id'],
    ['a reserved question key', (d: FamilyDocument) => (d.steps[2]!.questions[0]!.key = 'size'), '/steps/2/questions/0/key', 'reserved_key'],
    ['a reserved step key', (d: FamilyDocument) => (d.steps[2]!.key = 'calculation'), '/steps/2/key', 'reserved_key'],
    ["the machine's opening state as a step key", (d: FamilyDocument) => (d.steps[2]!.key = 'opening'), '/steps/2/key', 'reserved_key'],
    ['a condition on an unknown question', (d: FamilyDocument) => (d.steps[2]!.visibleWhen = [{ question: 'colour', answer: 'red' }]), '/steps/2/visibleWhen/0/question', 'unknown_question'],
    ['a condition on an unknown answer', (d: FamilyDocument) => (d.steps[2]!.visibleWhen = [{ question: 'variant', answer: 'red' }]), '/steps/2/visibleWhen/0/answer', 'unknown_answer'],
    ['a condition on a number question', (d: FamilyDocument) => (d.steps[2]!.visibleWhen = [{ question: 'length', answer: 'red' }]), '/steps/2/visibleWhen/0/question', 'not_a_choice_question'],
    ['an unknown category', (d: FamilyDocument) => (d.steps[1]!.questions[0]!.category = 'nowhere'), '/steps/1/questions/0/category', 'unknown_category'],
    ['a parent declared after its child', (d: FamilyDocument) => (d.categories = [{ key: 'a', title: { en: 'A' }, parent: 'b' }, { key: 'b', title: { en: 'B' } }]), '/categories/0/parent', 'unknown_parent'],
    ['a rule on an unknown step', (d: FamilyDocument) => (d.rules![0]!.step = 'nowhere'), '/rules/0/step', 'unknown_step'],
    ['a rule in an unknown category', (d: FamilyDocument) => (d.rules![0]!.category = 'nowhere'), '/rules/0/category', 'unknown_inconsistency_category'],
    ['a default outside the answers', (d: FamilyDocument) => (d.steps[0]!.questions[0]!.default = 'gold'), '/steps/0/questions/0/default', 'invalid_default'],
    ['a default out of range', (d: FamilyDocument) => (d.steps[1]!.questions[0]!.default = 11), '/steps/1/questions/0/default', 'invalid_default'],
    ['min above max', (d: FamilyDocument) => (d.steps[1]!.questions[0]!.min = 20), '/steps/1/questions/0/min', 'invalid_range'],
    ['a rule that does not parse', (d: FamilyDocument) => (d.rules![0]!.when = 'length >'), '/rules/0/when', 'cel_syntax'],
    ['a rule naming an unknown question', (d: FamilyDocument) => (d.rules![0]!.when = 'width > 1.0'), '/rules/0/when', 'cel_unknown_key'],
    ['a rule that is not a condition', (d: FamilyDocument) => (d.rules![0]!.when = 'length + 1.0'), '/rules/0/when', 'cel_type'],
    ['a quantity that is not a number', (d: FamilyDocument) => (d.pricing![0]!.quantity = 'variant'), '/pricing/0/quantity', 'cel_type'],
    ['a quantity mixing double and int', (d: FamilyDocument) => (d.pricing![0]!.quantity = 'length * 2'), '/pricing/0/quantity', 'cel_type'],
    ['a price line condition on an unknown key', (d: FamilyDocument) => (d.pricing![0]!.when = 'colour == "red"'), '/pricing/0/when', 'cel_unknown_key'],
    ['a duplicate price code', (d: FamilyDocument) => d.pricing!.push({ ...d.pricing![0]! }), '/pricing/1/code', 'duplicate_key'],
    ['an eco line reusing a price code', (d: FamilyDocument) => (d.eco = [{ code: 'TINY-M2', designation: { en: 'Eco' }, amount: 1 }]), '/eco/0/code', 'duplicate_key'],
    ['a grid over a choice question', (d: FamilyDocument) => (d.pricing = [{ code: 'G', designation: { en: 'G' }, grid: { dimension: 'variant', bands: [{ unitPrice: 1 }] } }]), '/pricing/0/grid/dimension', 'grid_dimension'],
    ['grid bands out of order', (d: FamilyDocument) => (d.pricing = [{ code: 'G', designation: { en: 'G' }, grid: { dimension: 'length', bands: [{ upTo: 5, unitPrice: 1 }, { upTo: 4, unitPrice: 2 }, { unitPrice: 3 }] } }]), '/pricing/0/grid/bands', 'grid_bands'],
    ['a preset naming an unknown question', (d: FamilyDocument) => (d.presets![0]!.answers = { width: 3 }), '/presets/0/answers/width', 'preset_unknown_question'],
    ['a preset naming an unknown answer', (d: FamilyDocument) => (d.presets![0]!.answers = { variant: 'gold' }), '/presets/0/answers/variant', 'preset_unknown_answer'],
    ['a preset value out of range', (d: FamilyDocument) => (d.presets![0]!.answers = { length: 0.5 }), '/presets/0/answers/length', 'preset_invalid_value'],
    ['a preset value of the wrong type', (d: FamilyDocument) => (d.presets![0]!.answers = { lights: 'yes' }), '/presets/0/answers/lights', 'preset_invalid_value'],
  ])('refuses %s', (_name, breakIt, path, code) => {
    const document = tiny();
    breakIt(document);
    expect(issuesOf(document)).toContainEqual(expect.objectContaining({ path, code, message: expect.any(String) }));
  });

  it('lists every error of a document at once, in document order', () => {
    const document = tiny();
    document.steps[2]!.visibleWhen = [{ question: 'variant', answer: 'gold' }];
    document.rules![0]!.when = 'lenght > 1.0';
    document.presets![0]!.answers = { variant: 'gold' };
    expect(issuesOf(document).map((found) => found.code)).toEqual(['unknown_answer', 'cel_unknown_key', 'preset_unknown_answer']);
  });

  it('refuses what is not a document at all', () => {
    for (const value of [null, 42, 'family: x', [], {}]) expect(compileFamily(value).ok).toBe(false);
  });
});
