/**
 * A save refused by the server (a 422 whose details name answers, `body.answers.<question id>`): the
 * messages by question id, and by field key in the step's order, as the step form shows them under their
 * fields once the builder has come back to the step.
 */
import { describe, expect, it } from 'vitest';
import { compileFamily, type Catalogue } from '../../../../engine/index.ts';
import { answerMessages, refusedFields } from '../../../../src/features/builder/refused-answers.ts';

const t = (en: string) => ({ en });

function catalogue(): Catalogue {
  const result = compileFamily({
    family: 'refusal_test',
    title: t('Refusal test'),
    steps: [
      { id: 1, key: 'product', title: t('Product'), questions: [{ key: 'variant', type: 'single', required: true, title: t('Variant'), answers: [{ key: 'basic', title: t('Basic') }] }] },
      {
        id: 2,
        key: 'size',
        title: t('Size'),
        questions: [
          { key: 'length', type: 'number', required: true, title: t('Length'), min: 1, max: 10, step: 0.5 },
          { key: 'width', type: 'number', required: true, title: t('Width'), min: 1, max: 10, step: 0.5 },
        ],
      },
    ],
  });
  if (!result.ok) throw new Error(result.issues.map((issue) => issue.message).join('\n'));
  return result.catalogue;
}

describe('a refused save', () => {
  const family = catalogue();
  const id = (key: string) => String(family.questionsByKey.get(key)!.id);

  it('gives the first message of each answer the details name, and leaves out the other details', () => {
    expect(
      answerMessages([
        { path: `body.answers.${id('width')}`, message: 'At most 10 m.' },
        { path: 'body.version', message: 'Not a version.' },
        { path: `body.answers.${id('width')}`, message: 'A second message.' },
        { path: `body.answers.${id('length')}`, message: 'Required.' },
        { path: `body.answers.${id('length')}.x`, message: 'Deeper.' },
      ]),
    ).toEqual({ [id('width')]: 'At most 10 m.', [id('length')]: 'Required.' });
    expect(answerMessages(undefined)).toEqual({});
  });

  it('shows them by field key in the order of the step, and only the step\'s own', () => {
    const refused = { [id('width')]: 'At most 10 m.', [id('length')]: 'Required.', [id('variant')]: 'Unknown.' };
    expect(refusedFields(family, 2, refused)).toEqual([
      ['length', 'Required.'],
      ['width', 'At most 10 m.'],
    ]);
    expect(refusedFields(family, 2, undefined)).toEqual([]);
  });
});
