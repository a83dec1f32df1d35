/** Rules and pricing on the real families: figures of the catalogue brief, in integer cents. */
import { describe, expect, it } from 'vitest';
import { compileFamily, ecoParticipationApplies, evaluateRules, priceQuote, type Answers, type Catalogue, type FamilyDocument } from '../../engine/index.ts';
import { compileAll } from './helpers/family-fixtures.ts';

const families = compileAll();
const bubble = families.find((f) => f.name === 'bubble')!.catalogue;

/** Answers by key: { variant: 'blue_400', length: 8 } -> answers by id. */
function answersOf(catalogue: Catalogue, values: Record<string, string | number | boolean | string[]>): Answers {
  const answers: Record<string, Answers[string]> = {};
  for (const [key, value] of Object.entries(values)) {
    const question = catalogue.questionsByKey.get(key)!;
    const answerId = (k: string) => question.answers.find((a) => a.key === k)!.id;
    answers[String(question.id)] = typeof value === 'string' && question.type === 'single' ? answerId(value) : Array.isArray(value) ? value.map(answerId) : value;
  }
  return answers;
}

const FRANCE = { country: 'FR', date: '2026-11-21' };

describe('priceQuote', () => {
  it('prices a bubble cover as the brief says', () => {
    const answers = answersOf(bubble, { variant: 'two_tone_500', shape: 'rectangle', length: 8, width: 4, hem: 'four_sides', roller: 'telescopic_wheels' });
    const result = priceQuote(bubble, answers, FRANCE);
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.lines.map((line) => [line.code, line.quantity, line.unitCents, line.amountCents, line.kind])).toEqual([
      ['BUB-500-2T', 33.21, 1150, 38192, 'product'], // (8 + 0.1) x (4 + 0.1) m², 381.915 EUR rounded half up
      ['BUB-HEM', 24.4, 600, 14640, 'product'],
      ['BUB-ROL-WHL', 1, 52000, 52000, 'product'],
      ['ECO-BUB', 1, 50, 50, 'eco'],
    ]);
    expect(result.totalCents).toBe(result.lines.reduce((sum, line) => sum + line.amountCents, 0));
  });

  it('adds eco-participation in France from 1 May 2023 only, never discounted', () => {
    const answers = answersOf(bubble, { variant: 'blue_400', length: 5, width: 3 });
    const eco = (country: string, date: string) => {
      const result = priceQuote(bubble, answers, { country, date });
      return result.status === 'ok' ? result.lines.filter((line) => line.kind === 'eco') : [];
    };
    expect(eco('FR', '2023-05-01')).toEqual([expect.objectContaining({ amountCents: 50, discountable: false })]);
    expect(eco('FR', '2023-04-30')).toEqual([]);
    expect(eco('BE', '2026-11-21')).toEqual([]);
    expect(ecoParticipationApplies({ country: null, date: '2026-01-01' })).toBe(false);
  });

  it('gives the eco-participation amounts of spec section 1 for every family', () => {
    const amounts = Object.fromEntries(families.map(({ name, catalogue }) => [name, catalogue.eco.map((line) => line.unitCents).sort((a, b) => a - b)]));
    expect(amounts).toEqual({ bar: [75], blind: [150, 200, 300, 400], bubble: [50], liner: [100], net: [25, 50], winter: [50] });
  });

  it('prices by dimension bands with a grid', () => {
    const document = structuredClone(bubble.document) as FamilyDocument;
    document.pricing = [{ code: 'GRID', designation: { en: 'Grid' }, grid: { dimension: 'width', bands: [{ upTo: 4, unitPrice: 100 }, { upTo: 6, unitPrice: 150.5 }, { unitPrice: 200 }] } }];
    const result = compileFamily(document);
    if (!result.ok) throw new Error('does not compile');
    const unit = (width: number) => {
      const priced = priceQuote(result.catalogue, answersOf(result.catalogue, { width }), { country: 'DE', date: '2026-01-01' });
      return priced.status === 'ok' ? priced.lines[0]!.unitCents : -1;
    };
    expect([unit(3), unit(4), unit(4.01), unit(6), unit(7.5)]).toEqual([10000, 10000, 15050, 15050, 20000]);
  });

  it('rounds quantities half up in decimal, not in binary floating point', () => {
    // (3 + 0.1) x (4.05 + 0.1) = 12.865 m², which is 1286.4999… hundredths in binary
    const result = priceQuote(bubble, answersOf(bubble, { variant: 'blue_400', length: 3, width: 4.05 }), FRANCE);
    expect(result.status === 'ok' && result.lines[0]).toMatchObject({ quantity: 12.87, amountCents: 11454 });
  });

  it('answers EVAL_ERROR instead of a negative line', () => {
    const document = structuredClone(bubble.document) as FamilyDocument;
    document.pricing = [{ code: 'NEG', designation: { en: 'Negative' }, quantity: '3.0 - length', unitPrice: 10 }];
    const result = compileFamily(document);
    if (!result.ok) throw new Error('does not compile');
    expect(priceQuote(result.catalogue, answersOf(result.catalogue, { length: 5 }), FRANCE)).toMatchObject({ status: 'EVAL_ERROR', code: 'negative_quantity' });
  });

  it('ignores answers of hidden steps', () => {
    const blind = families.find((f) => f.name === 'blind')!.catalogue;
    const preset = blind.presets.find((p) => p.key.includes('bench')) ?? blind.presets[0]!;
    const apronOnly = blind.questionsByKey.get('variant')!.answers.find((a) => a.key.includes('apron'))!;
    const full = priceQuote(blind, preset.answers, FRANCE);
    const apron = priceQuote(blind, { ...preset.answers, [blind.questionsByKey.get('variant')!.id]: apronOnly.id }, FRANCE);
    if (full.status !== 'ok' || apron.status !== 'ok') throw new Error('pricing failed');
    expect(apron.lines.length).toBeLessThan(full.lines.length);
    expect(apron.lines.some((line) => /KIT|BENCH|MOTOR/.test(line.code))).toBe(false);
  });
});

describe('evaluateRules', () => {
  it('gives blocking and non-blocking inconsistencies with category, reason and step', () => {
    const answers = answersOf(bubble, { variant: 'blue_400', shape: 'free_form', length: 8, width: 7, roller: 'telescopic_fixed' });
    const result = evaluateRules(bubble, answers);
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.hasData).toBe(true);
    expect(result.inconsistencies.map((found) => [found.key, found.stepId, found.blocking, found.reason.fr])).toEqual([
      ['roller_too_wide', 3, true, "L’enrouleur est limité à 6,50 m de largeur."],
      ['free_form_roller', 3, false, 'Pour une forme libre, nous conseillons une bâche sans enrouleur.'],
    ]);
    const dimensions = bubble.inconsistencyCategories.find((c) => c.key === 'dimensions')!;
    expect(result.inconsistencies[0]!.categoryId).toBe(dimensions.id);
  });

  it('checks only the steps asked for, and says whether they have data', () => {
    const answers = answersOf(bubble, { width: 7, roller: 'telescopic_fixed' });
    expect(evaluateRules(bubble, answers, [2])).toEqual({ status: 'ok', hasData: true, stepsWithData: [2], inconsistencies: [] });
    expect(evaluateRules(bubble, {}, [3])).toEqual({ status: 'ok', hasData: false, stepsWithData: [], inconsistencies: [] });
    expect(evaluateRules(bubble, answers, [3])).toMatchObject({ status: 'ok', inconsistencies: [expect.objectContaining({ key: 'roller_too_wide' })] });
  });

  it('answers EVAL_ERROR when a rule fails at run time', () => {
    const document = structuredClone(bubble.document) as FamilyDocument;
    document.rules = [{ key: 'divide', step: 'size', category: 'dimensions', blocking: true, when: 'int(length) / int(width) > 1', reason: { en: 'x' } }];
    const result = compileFamily(document);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(evaluateRules(result.catalogue, answersOf(result.catalogue, { length: 5 }))).toMatchObject({ status: 'EVAL_ERROR', rule: 'divide' });
  });
});
