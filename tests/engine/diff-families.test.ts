/**
 * diffFamilies on the repository's families with changes applied: each kind
 * of change at least once, with its path, its keys and its values; key order
 * (jsonb) and unchanged documents give nothing.
 */
import { describe, expect, it } from 'vitest';
import { diffFamilies, type FamilyChange, type FamilyDocument } from '../../engine/index.ts';
import { loadFamilyDocuments } from './helpers/family-fixtures.ts';

type Editable = FamilyDocument & Record<string, unknown>;
const families = new Map(loadFamilyDocuments().map(({ name, document }) => [name, document as Editable]));
const copy = (name: string) => structuredClone(families.get(name)!);
const bar = () => copy('bar');

/** The keys of every object sorted as jsonb returns them. */
function shuffled(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shuffled);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.keys(value).sort().reverse().map((key) => [key, shuffled((value as Record<string, unknown>)[key])]));
}

describe('diffFamilies', () => {
  it('finds nothing between a family and itself, its keys in another order', () => {
    for (const document of families.values()) expect(diffFamilies(document, shuffled(document))).toEqual([]);
  });

  it('names the family title and description changed, and a section it does not compare item by item', () => {
    const after = bar();
    after.title = { ...after.title, fr: 'Couverture à barres 2' };
    delete after.description;
    after.categories![0]!.title.en = 'Pool dimensions';
    const changes = diffFamilies(bar(), after);
    expect(changes).toEqual([
      { kind: 'family_changed', path: '/title', field: 'title', before: bar().title, after: after.title },
      { kind: 'family_changed', path: '', field: 'description', before: bar().description, after: undefined },
      { kind: 'section_changed', path: '/categories', section: 'categories', before: bar().categories, after: after.categories },
    ]);
  });

  it('finds a step added, removed, renamed, moved and its condition changed', () => {
    const before = copy('blind');
    const after = copy('blind');
    const [removed] = after.steps.splice(2, 1);
    after.steps[1]!.title = { ...after.steps[1]!.title, en: 'Pool shape' };
    after.steps[1]!.visibleWhen = [{ question: 'variant', answer: 'apron_only' }];
    const moved = after.steps.splice(3, 1)[0]!;
    after.steps.push(moved);
    after.steps.push({ id: 40, key: 'extras', title: { en: 'Extras', fr: 'Suppléments' }, questions: [{ key: 'note', type: 'text', title: { en: 'Note' } }] });
    const changes = diffFamilies(before, after);
    const stepChanges = changes.filter((change) => change.kind.startsWith('step_'));
    expect(stepChanges).toEqual([
      { kind: 'step_removed', path: '/steps/2', step: removed!.key, before: removed },
      { kind: 'step_changed', path: '/steps/1/title', step: before.steps[1]!.key, field: 'title', before: before.steps[1]!.title, after: after.steps[1]!.title },
      { kind: 'step_changed', path: '/steps/1/visibleWhen', step: before.steps[1]!.key, field: 'visibleWhen', before: undefined, after: [{ question: 'variant', answer: 'apron_only' }] },
      { kind: 'step_moved', path: `/steps/${after.steps.length - 2}`, step: moved.key, field: 'position', before: 5, after: after.steps.length - 1 },
      { kind: 'step_added', path: `/steps/${after.steps.length - 1}`, step: 'extras', after: after.steps.at(-1) },
    ]);
    // the questions of the step removed or added are in it, not listed again
    expect(changes.filter((change) => change.kind.startsWith('question_'))).toEqual([]);
  });

  it('finds a question added, removed, moved to another step, and its title, type, bounds, default, required and condition changed', () => {
    const before = bar();
    const after = bar();
    const size = after.steps[1]!;
    const width = size.questions[1]!;
    width.title = { ...width.title, en: 'Width inside' };
    width.max = 6;
    width.min = 2;
    width.step = 0.05;
    width.visibleWhen = [{ question: 'variant', answer: 'manual' }];
    const stairs = size.questions.splice(2, 1)[0]!;
    stairs.default = 'roman';
    stairs.required = false;
    after.steps[3]!.questions.push(stairs);
    const colour = after.steps[2]!.questions.splice(1, 1)[0]!;
    const length = size.questions[0]!;
    length.type = 'text';
    after.steps[2]!.questions.push({ key: 'hem', type: 'boolean', title: { en: 'Hem', fr: 'Ourlet' } });
    const changes = diffFamilies(before, after);
    expect(changes).toEqual([
      { kind: 'question_removed', path: '/steps/2/questions/1', step: 'material', question: 'colour', before: colour },
      { kind: 'question_changed', path: '/steps/1/questions/0/type', step: 'size', question: 'length', field: 'type', before: 'number', after: 'text' },
      { kind: 'question_changed', path: '/steps/1/questions/1/title', step: 'size', question: 'width', field: 'title', before: before.steps[1]!.questions[1]!.title, after: width.title },
      { kind: 'question_changed', path: '/steps/1/questions/1/min', step: 'size', question: 'width', field: 'min', before: 2.5, after: 2 },
      { kind: 'question_changed', path: '/steps/1/questions/1/max', step: 'size', question: 'width', field: 'max', before: 7, after: 6 },
      { kind: 'question_changed', path: '/steps/1/questions/1/step', step: 'size', question: 'width', field: 'step', before: 0.01, after: 0.05 },
      { kind: 'question_changed', path: '/steps/1/questions/1/visibleWhen', step: 'size', question: 'width', field: 'visibleWhen', before: undefined, after: width.visibleWhen },
      { kind: 'question_added', path: '/steps/2/questions/1', step: 'material', question: 'hem', after: after.steps[2]!.questions[1] },
      { kind: 'question_moved', path: '/steps/3/questions/1', step: 'options', question: 'stairs', field: 'step', before: 'size', after: 'options' },
      { kind: 'question_changed', path: '/steps/3/questions/1/required', step: 'options', question: 'stairs', field: 'required', before: true, after: false },
      { kind: 'question_changed', path: '/steps/3/questions/1/default', step: 'options', question: 'stairs', field: 'default', before: 'none', after: 'roman' },
    ]);
  });

  it('finds an answer added, removed, renamed and its condition changed', () => {
    const before = bar();
    const after = bar();
    const answers = after.steps[2]!.questions[1]!.answers!;
    const [removed] = answers.splice(3, 1);
    answers[0]!.title = { ...answers[0]!.title, fr: 'Bleu / beige' };
    answers[1]!.visibleWhen = [{ question: 'fabric', answer: 'pvc_680' }];
    answers.push({ key: 'white_grey', title: { en: 'White/grey', fr: 'Blanc/gris' } });
    const name = { step: 'material', question: 'colour' };
    expect(diffFamilies(before, after)).toEqual([
      { kind: 'answer_removed', path: '/steps/2/questions/1/answers/3', ...name, answer: 'sand_sand', before: removed },
      { kind: 'answer_changed', path: '/steps/2/questions/1/answers/0/title', ...name, answer: 'blue_beige', field: 'title', before: before.steps[2]!.questions[1]!.answers![0]!.title, after: answers[0]!.title },
      { kind: 'answer_changed', path: '/steps/2/questions/1/answers/1/visibleWhen', ...name, answer: 'green_beige', field: 'visibleWhen', before: undefined, after: answers[1]!.visibleWhen },
      { kind: 'answer_added', path: '/steps/2/questions/1/answers/3', ...name, answer: 'white_grey', after: answers[3] },
    ]);
  });

  it('finds a rule added, removed, and its condition, blocking, reason, step, category and note changed', () => {
    const before = bar();
    const after = bar();
    const rules = after.rules!;
    rules[0]!.note = 'Above 6 m the bars bend.';
    rules[0]!.when = 'width > 5.8';
    rules[0]!.blocking = false;
    rules[0]!.reason = { ...rules[0]!.reason, en: 'The bars are limited to 5.80 m of width.' };
    rules[0]!.step = 'material';
    rules[0]!.category = 'safety';
    const [removed] = rules.splice(2, 1);
    rules.push({ key: 'no_padlock', step: 'options', category: 'safety', blocking: false, when: '!("padlock" in accessories)', reason: { en: 'Take a padlock.' } });
    const changes = diffFamilies(before, after);
    expect(changes.map(({ kind, path, rule, field, before: b, after: a }) => ({ kind, path, rule, field, before: b, after: a }))).toEqual([
      { kind: 'rule_removed', path: '/rules/2', rule: 'roman_stairs_short', field: undefined, before: removed, after: undefined },
      { kind: 'rule_changed', path: '/rules/0/when', rule: 'too_wide', field: 'when', before: 'width > 6.0', after: 'width > 5.8' },
      { kind: 'rule_changed', path: '/rules/0/blocking', rule: 'too_wide', field: 'blocking', before: true, after: false },
      { kind: 'rule_changed', path: '/rules/0/reason', rule: 'too_wide', field: 'reason', before: before.rules![0]!.reason, after: rules[0]!.reason },
      { kind: 'rule_changed', path: '/rules/0/step', rule: 'too_wide', field: 'step', before: 'size', after: 'material' },
      { kind: 'rule_changed', path: '/rules/0/category', rule: 'too_wide', field: 'category', before: 'dimensions', after: 'safety' },
      { kind: 'rule_changed', path: '/rules/0/note', rule: 'too_wide', field: 'note', before: undefined, after: 'Above 6 m the bars bend.' },
      { kind: 'rule_added', path: '/rules/2', rule: 'no_padlock', field: undefined, before: undefined, after: rules[2] },
    ]);
  });

  it('finds price lines and eco lines added, removed and changed: condition, quantity, unit price, amount, note', () => {
    const before = bar();
    before.pricing![1]!.note = 'Per m² of fabric.';
    before.pricing![2]!.note = 'One bar a metre, plus one.';
    const after = structuredClone(before);
    const pricing = after.pricing!;
    pricing[1]!.note = 'Per m² of fabric, hems included.';
    delete pricing[2]!.note;
    pricing[0]!.unitPrice = 34;
    pricing[0]!.when = 'fabric == "pvc_580" && width < 7.0';
    pricing[2]!.quantity = 'ceil(length) + 2.0';
    const [removed] = pricing.splice(3, 1);
    pricing.push({ code: 'BAR-WINCH', designation: { en: 'Winch' }, unitPrice: 150 });
    after.eco![0]!.amount = 0.8;
    after.eco!.push({ code: 'ECO-BAR-MOTOR', designation: { en: 'Eco motor' }, when: 'variant == "motorised"', amount: 1.5 });
    const changes = diffFamilies(before, after);
    expect(changes).toEqual([
      { kind: 'price_line_removed', path: '/pricing/3', code: 'BAR-CRANK', before: removed },
      { kind: 'price_line_changed', path: '/pricing/0/when', code: 'BAR-COVER-580', field: 'when', before: 'fabric == "pvc_580"', after: 'fabric == "pvc_580" && width < 7.0' },
      { kind: 'price_line_changed', path: '/pricing/0/unitPrice', code: 'BAR-COVER-580', field: 'unitPrice', before: 32, after: 34 },
      { kind: 'price_line_changed', path: '/pricing/1/note', code: 'BAR-COVER-680', field: 'note', before: 'Per m² of fabric.', after: 'Per m² of fabric, hems included.' },
      { kind: 'price_line_changed', path: '/pricing/2/quantity', code: 'BAR-BARS', field: 'quantity', before: 'ceil(length) + 1.0', after: 'ceil(length) + 2.0' },
      { kind: 'price_line_changed', path: '/pricing/2', code: 'BAR-BARS', field: 'note', before: 'One bar a metre, plus one.', after: undefined },
      { kind: 'price_line_added', path: `/pricing/${pricing.length - 1}`, code: 'BAR-WINCH', after: pricing.at(-1) },
      { kind: 'eco_line_changed', path: '/eco/0/amount', code: 'ECO-BAR', field: 'amount', before: 0.75, after: 0.8 },
      { kind: 'eco_line_added', path: '/eco/1', code: 'ECO-BAR-MOTOR', after: after.eco![1] },
    ]);
  });

  it('finds presets added, removed and changed, and test cases added, removed and changed', () => {
    const before = bar();
    before.testCases = [
      { key: 'manual', answers: { variant: 'manual' }, expected: { lines: [], total: 95, inconsistencies: [] } },
      { key: 'wide', answers: { width: 6.5 }, expected: { lines: [], total: 0, inconsistencies: [{ key: 'too_wide', blocking: true }] } },
    ];
    const after = structuredClone(before);
    const presets = after.presets!;
    presets[0]!.answers.width = 4.5;
    const [removed] = presets.splice(1, 1);
    presets.push({ key: 'small', title: { en: 'Small' }, answers: { variant: 'manual', length: 4, width: 3 } });
    const cases = after.testCases as { key: string; expected: { total: number } }[];
    cases[0]!.expected.total = 100;
    const [removedCase] = cases.splice(1, 1);
    cases.push({ key: 'motor', expected: { total: 1290 } });
    const changes = diffFamilies(before, after);
    expect(changes).toEqual([
      { kind: 'preset_removed', path: '/presets/1', preset: 'roman_10x5_motorised', before: removed },
      { kind: 'preset_changed', path: '/presets/0/answers', preset: 'rect_8x4_manual', field: 'answers', before: before.presets![0]!.answers, after: presets[0]!.answers },
      { kind: 'preset_added', path: '/presets/1', preset: 'small', after: presets[1] },
      { kind: 'test_case_removed', path: '/testCases/1', testCase: 'wide', before: removedCase },
      { kind: 'test_case_changed', path: '/testCases/0/expected', testCase: 'manual', field: 'expected', before: (before.testCases as typeof cases)[0]!.expected, after: cases[0]!.expected },
      { kind: 'test_case_added', path: '/testCases/1', testCase: 'motor', after: cases[1] },
    ]);
  });

  it('compares any two documents, or none against a family', () => {
    const changes: FamilyChange[] = diffFamilies(families.get('liner'), families.get('net'));
    expect(changes.some((change) => change.kind === 'step_changed')).toBe(true);
    expect(changes.filter((change) => change.kind === 'price_line_removed')).toHaveLength(families.get('liner')!.pricing!.length);
    expect(diffFamilies(null, families.get('bar')).filter((change) => change.kind === 'step_added')).toHaveLength(4);
  });
});
