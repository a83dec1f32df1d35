/**
 * Every inconsistency rule of every family can fire, and every answer can be
 * offered: the engine's bounded search (findUnreachable, the check the studio
 * runs on each edit and the server before a publish) finds nothing
 * unreachable in the repository families, and finds a rule or an answer made
 * unreachable. A rule whose threshold sits at its question's inclusive
 * maximum (width > 7.0 with a width of at most 7) is a silent cap, not a rule.
 */
import { describe, expect, it } from 'vitest';
import { compileFamily, findUnreachable, type FamilyDocument } from '../../engine/index.ts';
import { compileAll, loadFamilyDocuments } from './helpers/family-fixtures.ts';

const documentOf = (name: string) => structuredClone(loadFamilyDocuments().find((family) => family.name === name)!.document) as FamilyDocument;

function unreachableIn(document: FamilyDocument, maxTries?: number) {
  const result = compileFamily(document);
  if (!result.ok) throw new Error(result.issues.map((found) => found.message).join('\n'));
  return findUnreachable(result.catalogue, maxTries === undefined ? {} : { maxTries });
}

describe.each(compileAll().map(({ name, catalogue }) => ({ name, catalogue })))('rules and answers of $name', ({ catalogue }) => {
  it('can all be reached', () => {
    expect(findUnreachable(catalogue)).toEqual([]);
  });
});

describe('findUnreachable', () => {
  it('names a rule whose threshold no answer reaches, at its path', () => {
    const document = documentOf('bar');
    const index = document.rules!.findIndex((rule) => rule.key === 'motorised_too_long');
    document.rules![index]!.when = 'variant == "motorised" && length > 15.0';
    expect(unreachableIn(document)).toEqual([{ kind: 'rule', key: 'motorised_too_long', path: `/rules/${index}`, tries: expect.any(Number), exhaustive: true }]);
  });

  it('names a rule on a step its own condition never shows', () => {
    const document = documentOf('blind');
    const index = document.rules!.findIndex((rule) => rule.key === 'immersed_shell_study');
    document.rules![index]!.when = 'variant == "above_ground" && construction == "shell"';
    expect(unreachableIn(document)).toEqual([{ kind: 'rule', key: 'immersed_shell_study', path: `/rules/${index}`, tries: expect.any(Number), exhaustive: true }]);
  });

  it('names an answer whose conditions never hold where its question is shown', () => {
    const document = documentOf('blind');
    const stepIndex = document.steps.findIndex((step) => step.key === 'bench');
    const questionIndex = document.steps[stepIndex]!.questions.findIndex((question) => question.key === 'bench_finish');
    const answers = document.steps[stepIndex]!.questions[questionIndex]!.answers!;
    // the bench step shows only for the variant with a bench
    answers[1]!.visibleWhen = [{ question: 'variant', answer: 'apron_only' }];
    expect(unreachableIn(document)).toEqual([
      { kind: 'answer', key: answers[1]!.key, question: 'bench_finish', path: `/steps/${stepIndex}/questions/${questionIndex}/answers/1`, tries: expect.any(Number), exhaustive: true },
    ]);
  });

  it('does not count an answer shown only by another answer nobody can give', () => {
    const document = documentOf('blind');
    const apron = document.steps.find((step) => step.key === 'apron')!;
    const colour = apron.questions.find((question) => question.key === 'slat_colour')!;
    const material = apron.questions.find((question) => question.key === 'slat_material')!;
    // polycarbonate is now offered only with white slats, which only PVC offers: it shows (PVC and white
    // chosen), but nobody can give it and keep white, so the colours offered only with it are dead
    material.answers!.find((answer) => answer.key === 'polycarbonate')!.visibleWhen = [{ question: 'slat_colour', answer: 'white' }];
    const found = unreachableIn(document).map((item) => `${item.question}.${item.key}`);
    expect(found).toEqual(['slat_colour.crystal', 'slat_colour.solar_black']);
    expect(colour.answers!.find((answer) => answer.key === 'blue')!.visibleWhen).toContainEqual({ question: 'slat_material', answer: 'pvc' });
  });

  it('counts an answer shown by the stale answer of a question hidden since, as a complete quote may keep one', () => {
    const document = documentOf('blind');
    const immersed = document.steps.find((step) => step.key === 'immersed')!;
    const partition = immersed.questions.find((question) => question.key === 'partition')!;
    // the motor side is asked only with a bench, the partition only for an immersed cover: a side chosen before
    // the variant changed stays saved, hidden, and still shows the answer
    partition.answers![0]!.visibleWhen = [{ question: 'motor_side', answer: 'left' }];
    expect(unreachableIn(document)).toEqual([]);
  });

  it('gives up within its budget of answer sets', () => {
    const document = documentOf('blind');
    // fires only for solar power on more than 60 m², which the search finds beyond the first few answer sets
    expect(unreachableIn(document, 10).find((item) => item.key === 'solar_area_too_large')).toMatchObject({ tries: 10, exhaustive: false });
    expect(unreachableIn(document).map((item) => item.key)).not.toContain('solar_area_too_large');
  });
});
