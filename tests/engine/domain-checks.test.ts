/**
 * What a family accepts, it can price (issue 27, item 5): grids that stop
 * below their question's maximum and quantities that divide by zero or
 * overflow on the question's domain are found before publishing, in the
 * product team's language, instead of failing at an installer's price step.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { compileFamily, domainProblemMessage, findDomainProblems, priceQuote, type Catalogue, type FamilyDocument } from '../../engine/index.ts';
import { compileAll } from './helpers/family-fixtures.ts';

const tiny = () => parse(readFileSync(new URL('../fixtures/families/tiny.family.yaml', import.meta.url), 'utf8')) as FamilyDocument;

function compiled(document: FamilyDocument): Catalogue {
  const result = compileFamily(document);
  if (!result.ok) throw new Error(result.issues.map((found) => found.message).join('\n'));
  return result.catalogue;
}

describe('findDomainProblems', () => {
  it('finds nothing in the repository families', () => {
    for (const { name, catalogue } of compileAll()) expect(findDomainProblems(catalogue), name).toEqual([]);
  });

  it('finds a grid whose bands stop below the question’s maximum, which pricing then fails on', () => {
    const document = tiny();
    document.pricing![0] = { code: 'TINY-GRID', designation: { en: 'Grid' }, quantity: '1.0', grid: { dimension: 'length', bands: [{ upTo: 4, unitPrice: 10 }, { upTo: 8, unitPrice: 12 }] } } as never;
    const catalogue = compiled(document);
    const [problem] = findDomainProblems(catalogue);
    expect(problem).toMatchObject({ kind: 'grid_gap', path: '/pricing/0/grid/bands', code: 'TINY-GRID', question: 'length', upTo: 8, max: 10 });
    expect(domainProblemMessage(problem!, 'fr')).toBe('la grille de la ligne TINY-GRID s’arrête à 8 alors que la question « length » va jusqu’à 10 : ajoutez une tranche, ou laissez la dernière sans borne');
    const variant = catalogue.questionsByKey.get('variant')!;
    const answers = { [String(variant.id)]: variant.answers[0]!.id, [String(catalogue.questionsByKey.get('length')!.id)]: 9 };
    expect(priceQuote(catalogue, answers, { country: 'BE', date: '2026-11-29' })).toMatchObject({ status: 'EVAL_ERROR', code: 'no_band' });
    (document.pricing![0] as { grid: { bands: object[] } }).grid.bands.push({ unitPrice: 14 });
    expect(findDomainProblems(compiled(document))).toEqual([]);
  });

  it('finds a quantity that divides by zero or overflows for a value the question allows, and leaves a guarded one alone', () => {
    const document = tiny();
    document.pricing!.push(
      { code: 'TINY-DIV', designation: { en: 'Division' }, quantity: '10.0 / (10.0 - length)', unitPrice: 1 } as never,
      { code: 'TINY-BIG', designation: { en: 'Overflow' }, quantity: '1.0e308 * 10.0', unitPrice: 1 } as never,
      { code: 'TINY-GUARDED', designation: { en: 'Guarded' }, when: 'length < 10.0', quantity: '10.0 / (10.0 - length)', unitPrice: 1 } as never,
    );
    const problems = findDomainProblems(compiled(document));
    expect(problems).toEqual([
      { kind: 'quantity_invalid', path: '/pricing/1/quantity', code: 'TINY-DIV', question: 'length', value: 10, quantity: 'Infinity' },
      { kind: 'quantity_invalid', path: '/pricing/2/quantity', code: 'TINY-BIG', question: null, value: null, quantity: 'Infinity' },
    ]);
    expect(domainProblemMessage(problems[0]!, 'de')).toBe('die Menge der Zeile TINY-DIV ist Infinity, wenn „length“ 10 ist: Verhindern Sie die Division durch null oder begrenzen Sie die Frage');
    expect(domainProblemMessage(problems[1]!, 'fr')).toBe('la quantité de la ligne TINY-BIG vaut Infinity avec les réponses par défaut : évitez la division par zéro ou le dépassement');
  });
});
