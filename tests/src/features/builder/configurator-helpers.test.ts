/** The quote builder's pure helpers: the step list's entries and the answer events. */
import { describe, expect, it } from 'vitest';
import { compileFamily, type StepListItem } from '../../../../engine/index.ts';
import { answerEvents } from '../../../../src/features/builder/answer-events.ts';
import { stepListEntries, stepStatus } from '../../../../src/features/builder/step-list-entries.ts';

const item = (overrides: Partial<StepListItem>): StepListItem => ({
  id: 2,
  key: 'size',
  type: 'form',
  title: { en: 'Size', fr: 'Dimensions' },
  visible: true,
  disabled: false,
  current: false,
  state: undefined,
  ...overrides,
});

describe('stepListEntries', () => {
  it('shows each state as a status, the error first, then the current step', () => {
    expect(stepStatus(item({ state: 'valid' }))).toBe('finish');
    expect(stepStatus(item({ state: 'error' }))).toBe('error');
    expect(stepStatus(item({ state: 'error', current: true }))).toBe('error');
    expect(stepStatus(item({ state: 'valid', current: true }))).toBe('process');
    expect(stepStatus(item({}))).toBe('wait');
  });

  it('leaves hidden steps out and titles the others in the language (English when missing)', () => {
    const entries = stepListEntries(
      [item({ id: 0, key: 'reference', type: 'reference', disabled: true }), item({ current: true }), item({ id: 3, key: 'bench', visible: false, title: { en: 'Bench' } })],
      'fr',
    );
    expect(entries).toEqual([
      { id: 0, title: 'Dimensions', status: 'wait', disabled: true, current: false },
      { id: 2, title: 'Dimensions', status: 'process', disabled: false, current: true },
    ]);
    expect(stepListEntries([item({ title: { en: 'Size' } })], 'de')[0]?.title).toBe('Size');
  });
});

describe('answerEvents', () => {
  const NO_DEFAULTS = { questionsById: new Map() };
  it('changes new and changed answers and removes the missing ones', () => {
    expect(answerEvents(NO_DEFAULTS, { '1': 2, '4': 8, '5': [1, 2] }, { '1': 3, '5': [1, 2], '6': true })).toEqual([
      { type: 'answer.change', questionId: 1, value: 3 },
      { type: 'answer.change', questionId: 6, value: true },
      { type: 'answer.remove', questionId: 4 },
    ]);
  });

  it('sends nothing for equal answers, lists compared by value', () => {
    expect(answerEvents(NO_DEFAULTS, { '1': [1, 2], '2': 'x' }, { '1': [1, 2], '2': 'x' })).toEqual([]);
    expect(answerEvents(NO_DEFAULTS, { '1': [1, 2] }, { '1': [2, 1] })).toEqual([{ type: 'answer.change', questionId: 1, value: [2, 1] }]);
  });

  it('sends the answers that appear with their default value as answers.defaulted, which does not mark the quote dirty', () => {
    const answers = [{ key: 'blue', title: { en: 'Blue' } }, { key: 'red', title: { en: 'Red' } }];
    const compiled = compileFamily({
      family: 'defaults',
      title: { en: 'Defaults' },
      steps: [{ id: 1, key: 'colours', title: { en: 'Colours' }, questions: [
        { key: 'frame', type: 'single', title: { en: 'Frame' }, default: 'blue', answers },
        { key: 'cover', type: 'single', title: { en: 'Cover' }, answers },
      ] }],
    });
    if (!compiled.ok) throw new Error(compiled.issues.map((issue) => issue.message).join('\n'));
    const question = (key: string) => compiled.catalogue.questionsByKey.get(key)!;
    const [frame, cover, blue] = [question('frame').id, question('cover').id, question('frame').default as number];
    expect(answerEvents(compiled.catalogue, {}, { [frame]: blue, [cover]: blue })).toEqual([
      { type: 'answers.defaulted', answers: { [frame]: blue } },
      { type: 'answer.change', questionId: cover, value: blue },
    ]);
    // the user's own change back to the default value is an edit
    expect(answerEvents(compiled.catalogue, { [frame]: blue + 1 }, { [frame]: blue })).toEqual([{ type: 'answer.change', questionId: frame, value: blue }]);
  });
});
