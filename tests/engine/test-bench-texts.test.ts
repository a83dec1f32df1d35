/** The test bench in words (failing test cases, unreachable rules and answers), in the six languages: the studio's and the server's publish_blocked details. */
import { describe, expect, it } from 'vitest';
import { differenceMessage, LOCALES, TEST_BENCH_MESSAGES, unreachableMessage, type TestCaseDifference } from '../../engine/index.ts';

const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** One difference of each kind (typed: a new kind without a sample does not compile). */
const SAMPLES: Record<TestCaseDifference['kind'], TestCaseDifference> = {
  line_missing: { kind: 'line_missing', path: '/testCases/0/expected/lines/1', code: 'BAR-CRANK', expected: { code: 'BAR-CRANK', quantity: 1, unitCents: 9500, amountCents: 9500 } },
  line_extra: { kind: 'line_extra', path: '/testCases/0/expected/lines', code: 'BAR-DRAIN', actual: { code: 'BAR-DRAIN', quantity: 1, unitCents: 6000, amountCents: 6000 } },
  line_quantity: { kind: 'line_quantity', path: '/testCases/0/expected/lines/1/quantity', code: 'BAR-BARS', expected: 9, actual: 10.5 },
  line_unit_price: { kind: 'line_unit_price', path: '/testCases/0/expected/lines/0/unitPrice', code: 'BAR-COVER-580', expected: 3200, actual: 3300 },
  line_amount: { kind: 'line_amount', path: '/testCases/0/expected/lines/0/amount', code: 'BAR-COVER-580', expected: 114_208, actual: 117_777 },
  total: { kind: 'total', path: '/testCases/0/expected/total', expected: 164_083, actual: 167_652 },
  inconsistency_missing: { kind: 'inconsistency_missing', path: '/testCases/1/expected/inconsistencies/0', key: 'too_wide', blocking: true },
  inconsistency_extra: { kind: 'inconsistency_extra', path: '/testCases/1/expected/inconsistencies', key: 'too_wide', blocking: true },
  inconsistency_blocking: { kind: 'inconsistency_blocking', path: '/testCases/1/expected/inconsistencies/0/blocking', key: 'too_wide', expected: true, actual: false },
  evaluation_error: { kind: 'evaluation_error', path: '/testCases/1/answers', source: 'pricing', code: 'negative_quantity', message: 'BAR-BARS: the quantity is negative' },
};

describe('test bench texts', () => {
  it('has every template in the six languages, translated, with the English placeholders', () => {
    for (const [code, texts] of Object.entries(TEST_BENCH_MESSAGES)) {
      expect(Object.keys(texts).sort(), code).toEqual([...LOCALES].sort());
      for (const locale of LOCALES) {
        expect(placeholders(texts[locale]), `${code} ${locale}`).toEqual(placeholders(texts.en));
        if (locale !== 'en') expect(texts[locale], `${code} ${locale}`).not.toBe(texts.en);
      }
    }
  });

  it('names the case and its difference, amounts in EUR and numbers as the language writes them', () => {
    const say = (kind: TestCaseDifference['kind'], locale: (typeof LOCALES)[number]) => differenceMessage('rect_8x4', SAMPLES[kind], locale).message;
    expect(say('line_unit_price', 'en')).toBe('test case "rect_8x4" fails: the unit price of line BAR-COVER-580 is €33.00 instead of €32.00');
    expect(say('total', 'nl')).toBe('testgeval ‘rect_8x4’ faalt: het totaal excl. btw is €\u00a01.676,52 in plaats van €\u00a01.640,83');
    expect(say('line_quantity', 'fr')).toBe('le cas de test « rect_8x4 » échoue\u00a0: la quantité de la ligne BAR-BARS est 10,5 au lieu de 9');
    expect(say('inconsistency_blocking', 'it')).toBe('il caso di test «rect_8x4» fallisce: l’incoerenza «too_wide» non blocca più');
    expect(differenceMessage('x', { ...SAMPLES.inconsistency_blocking, expected: false, actual: true } as TestCaseDifference, 'es').message).toBe(
      'el caso de prueba «x» falla: la incoherencia «too_wide» ahora bloquea',
    );
    for (const locale of LOCALES) {
      for (const kind of Object.keys(SAMPLES) as TestCaseDifference['kind'][]) expect(say(kind, locale), `${kind} ${locale}`).not.toMatch(/\{\w+\}/);
    }
  });

  it('names an unreachable rule, and an answer with its question', () => {
    expect(unreachableMessage({ kind: 'rule', key: 'too_wide' }, 'de')).toBe('die Regel „too_wide“ kann nie auslösen: keine Antworten erreichen ihre Bedingung');
    expect(unreachableMessage({ kind: 'answer', key: 'crystal', question: 'slat_colour' }, 'en')).toBe(
      'answer "crystal" of question "slat_colour" can never be offered',
    );
  });
});
