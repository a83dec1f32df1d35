/**
 * What a family accepts, it can price (issue 27, item 5): grids that stop
 * below their question's maximum and quantities that divide by zero or
 * overflow on the question's domain are found before publishing, in the
 * product team's language, instead of failing at an installer's price step.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { catalogueIssueMessage, compileFamily, domainProblemMessage, findDomainProblems, priceQuote, pricingErrorMessage, type Catalogue, type FamilyDocument } from '../../engine/index.ts';
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
    expect(domainProblemMessage(problem!, 'fr')).toBe('la grille de la ligne TINY-GRID s’arrête à 8 alors que la question « length » va jusqu’à 10\u00a0: ajoutez une tranche, ou laissez la dernière sans borne');
    const variant = catalogue.questionsByKey.get('variant')!;
    const answers = { [String(variant.id)]: variant.answers[0]!.id, [String(catalogue.questionsByKey.get('length')!.id)]: 9 };
    const priced = priceQuote(catalogue, answers, { country: 'BE', date: '2026-11-29' });
    expect(priced).toMatchObject({ status: 'EVAL_ERROR', code: 'no_band' });
    // said in the studio's language, not the engine's English (“no price band for length = 9” on a French screen before)
    if (priced.status !== 'EVAL_ERROR') throw new Error('priced');
    expect(pricingErrorMessage(priced, 'fr')).toBe('la ligne TINY-GRID n’a pas de tranche de prix pour length = 9');
    expect(pricingErrorMessage(priced, 'de')).toBe('die Zeile TINY-GRID hat keine Preisstufe für length = 9');
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
    expect(domainProblemMessage(problems[1]!, 'fr')).toBe('la quantité de la ligne TINY-BIG vaut Infinity avec les réponses par défaut\u00a0: évitez la division par zéro ou le dépassement');
  });

  it('probes round values inside the bounds too, where a division by zero usually sits (1.0 / ((length - 2.5) * (length - 2.5)) passed before)', () => {
    const document = tiny();
    document.pricing!.push({ code: 'TINY-HALF', designation: { en: 'Half' }, quantity: '1.0 / ((length - 2.5) * (length - 2.5))', unitPrice: 1 } as never);
    expect(findDomainProblems(compiled(document))).toEqual([
      { kind: 'quantity_invalid', path: '/pricing/1/quantity', code: 'TINY-HALF', question: 'length', value: 2.5, quantity: 'Infinity' },
    ]);
  });

  it('reports a quantity that throws on the question’s domain (integer division by zero, integer overflow) like one that divides by zero; it was skipped before', () => {
    const document = tiny();
    document.pricing!.push(
      { code: 'TINY-INTDIV', designation: { en: 'Integer division' }, quantity: 'double(10 / (10 - int(length)))', unitPrice: 1 } as never,
      { code: 'TINY-INTBIG', designation: { en: 'Integer overflow' }, quantity: 'double(9223372036854775800 + int(length))', unitPrice: 1 } as never,
      { code: 'TINY-INTSAFE', designation: { en: 'Guarded' }, when: 'length < 10.0', quantity: 'double(10 / (10 - int(length)))', unitPrice: 1 } as never,
    );
    const catalogue = compiled(document);
    const problems = findDomainProblems(catalogue);
    expect(problems).toEqual([
      { kind: 'quantity_invalid', path: '/pricing/1/quantity', code: 'TINY-INTDIV', question: 'length', value: 10, quantity: expect.stringContaining('division by zero'), error: 'division_by_zero' },
      { kind: 'quantity_invalid', path: '/pricing/2/quantity', code: 'TINY-INTBIG', question: 'length', value: 10, quantity: expect.stringContaining('overflow'), error: 'overflow' },
    ]);
    expect(domainProblemMessage(problems[0]!, 'fr')).toBe(
      'la quantité de la ligne TINY-INTDIV ne peut pas être calculée quand « length » vaut 10 (division par zéro)\u00a0: évitez la division par zéro ou bornez la question',
    );
    expect(domainProblemMessage(problems[1]!, 'de')).toBe(
      'die Menge der Zeile TINY-INTBIG kann nicht berechnet werden, wenn „length“ 10 ist (Ganzzahlüberlauf): Verhindern Sie die Division durch null oder den Überlauf, oder begrenzen Sie die Frage',
    );
    // what the gate lets through, pricing then fails on: the same line at the value reported
    const variant = catalogue.questionsByKey.get('variant')!;
    const answers = { [String(variant.id)]: variant.answers[0]!.id, [String(catalogue.questionsByKey.get('length')!.id)]: 10 };
    expect(priceQuote(catalogue, answers, { country: 'BE', date: '2026-11-29' }).status).toBe('EVAL_ERROR');
  });

  it('reports a quantity that throws with the default answers, in the reader’s language', () => {
    const document = tiny();
    document.pricing!.push({ code: 'TINY-ZERO', designation: { en: 'Zero' }, quantity: 'double(1 / 0)', unitPrice: 1 } as never);
    const [problem] = findDomainProblems(compiled(document));
    expect(problem).toMatchObject({ kind: 'quantity_invalid', path: '/pricing/1/quantity', question: null, value: null, error: 'division_by_zero' });
    expect(domainProblemMessage(problem!, 'en')).toBe('the quantity of line TINY-ZERO cannot be computed with the default answers (division by zero): guard the division by zero or the overflow');
    expect(domainProblemMessage(problem!, 'it')).toBe(
      'la quantità della riga TINY-ZERO non può essere calcolata con le risposte predefinite (divisione per zero): eviti la divisione per zero o il superamento della capacità',
    );
  });

  it('reports a line condition (when) that throws on the question’s domain, with or without a quantity; it was skipped before and pricing failed on it', () => {
    const document = tiny();
    document.pricing!.push(
      { code: 'TINY-WHENDIV', designation: { en: 'Condition divides' }, when: '10 / (10 - int(length)) > 0', unitPrice: 1 } as never,
      { code: 'TINY-WHENQTY', designation: { en: 'Condition overflows' }, when: '9223372036854775800 + int(length) > 0', quantity: 'length', unitPrice: 1 } as never,
      { code: 'TINY-WHENSAFE', designation: { en: 'Guarded condition' }, when: 'length < 10.0 && 10 / (10 - int(length)) > 0', unitPrice: 1 } as never,
    );
    const catalogue = compiled(document);
    const problems = findDomainProblems(catalogue);
    expect(problems).toEqual([
      { kind: 'condition_failed', path: '/pricing/1/when', code: 'TINY-WHENDIV', question: 'length', value: 10, thrown: expect.stringContaining('division by zero'), error: 'division_by_zero' },
      { kind: 'condition_failed', path: '/pricing/2/when', code: 'TINY-WHENQTY', question: 'length', value: 10, thrown: expect.stringContaining('overflow'), error: 'overflow' },
    ]);
    expect(domainProblemMessage(problems[0]!, 'fr')).toBe(
      'la condition de la ligne TINY-WHENDIV ne peut pas être évaluée quand « length » vaut 10 (division par zéro)\u00a0: évitez la division par zéro ou bornez la question',
    );
    expect(domainProblemMessage(problems[1]!, 'it')).toBe(
      'la condizione della riga TINY-WHENQTY non può essere valutata quando «length» vale 10 (superamento della capacità degli interi): eviti la divisione per zero o il superamento della capacità, o limiti la domanda',
    );
    // what the gate let through, pricing failed on: the same line at the value reported
    const variant = catalogue.questionsByKey.get('variant')!;
    const answers = { [String(variant.id)]: variant.answers[0]!.id, [String(catalogue.questionsByKey.get('length')!.id)]: 10 };
    expect(priceQuote(catalogue, answers, { country: 'BE', date: '2026-11-29' })).toMatchObject({ status: 'EVAL_ERROR', params: { line: 'TINY-WHENDIV' } });
  });

  it('reports a condition that throws with the default answers, and leaves its quantity unprobed there', () => {
    const document = tiny();
    document.pricing!.push({ code: 'TINY-WHENZERO', designation: { en: 'Zero' }, when: '1 / 0 == 1', quantity: 'double(1 / 0)', unitPrice: 1 } as never);
    const problems = findDomainProblems(compiled(document));
    expect(problems).toEqual([{ kind: 'condition_failed', path: '/pricing/1/when', code: 'TINY-WHENZERO', question: null, value: null, thrown: expect.stringContaining('division by zero'), error: 'division_by_zero' }]);
    expect(domainProblemMessage(problems[0]!, 'en')).toBe('the condition of line TINY-WHENZERO cannot be evaluated with the default answers (division by zero): guard the division by zero or the overflow');
    expect(domainProblemMessage(problems[0]!, 'de')).toBe(
      'die Bedingung der Zeile TINY-WHENZERO kann mit den Standardantworten nicht ausgewertet werden (Division durch null): Verhindern Sie die Division durch null oder den Überlauf',
    );
  });

  it('says why a default does not fit its question in the reader’s language (“8 is outside 3 to 2” on a French screen before)', () => {
    const document = tiny();
    const length = document.steps[1]!.questions[0]! as { default?: number };
    length.default = 12;
    const result = compileFamily(document);
    const found = result.ok ? undefined : result.issues.find((item) => item.code === 'invalid_default');
    expect(found?.message).toBe('the default value does not fit question "length": 12 is outside 1 to 10');
    expect(catalogueIssueMessage(found!, 'fr')).toMatch(/12 est en dehors de 1 à 10$/);
    expect(catalogueIssueMessage(found!, 'it')).toMatch(/12 è fuori da 1 a 10$/);
  });

  it('names an unknown question in a formula in the reader’s language (“Unknown variable: widht” on a French screen before)', () => {
    const document = tiny();
    document.rules![0]!.when = 'widht > 2.0';
    const result = compileFamily(document);
    const found = result.ok ? undefined : result.issues.find((item) => item.code === 'cel_unknown_key');
    expect(found?.message).toBe('the expression names an unknown question: Unknown variable: widht');
    expect(catalogueIssueMessage(found!, 'fr')).toBe('l’expression fait référence à une question inconnue\u00a0: « widht » n’est ni une question de la famille ni answered');
  });
});
