/**
 * Formulas and rules are untrusted input: refused when their estimated cost
 * is too high (static budget) or when they call `matches` (backtracking
 * regular expressions), and stopped when an evaluation runs past its steps
 * (runtime budget), as a clear error rather than a stalled process.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CEL_COST_LIMIT, estimateCost } from '../../engine/cel/cel-cost.ts';
import { CelBudgetExceeded, metered } from '../../engine/cel/cel-meter.ts';
import { createFamilyEnvironment } from '../../engine/cel/family-environment.ts';
import { calculate, compileFamily, evaluateRules, priceQuote, type Catalogue, type FamilyDocument } from '../../engine/index.ts';
import { compileAll } from './helpers/family-fixtures.ts';

const tiny = () => parse(readFileSync(new URL('../fixtures/families/tiny.family.yaml', import.meta.url), 'utf8')) as FamilyDocument;
const list20 = `[${Array.from({ length: 20 }, (_, i) => i).join(', ')}]`;

/** `depth` nested `exists` over a 20-element list: 20^depth evaluations of the innermost test. */
function nestedExists(depth: number): string {
  let inner = 'x0 < 0';
  for (let level = 0; level < depth; level++) inner = `${list20}.exists(x${level}, ${inner})`;
  return `${inner} || true`;
}

function issuesOf(document: FamilyDocument) {
  const result = compileFamily(document);
  return result.ok ? [] : result.issues.map((found) => ({ path: found.path, code: found.code, message: found.message }));
}

/** The tiny family with a text question `note` (500 characters at most) on its size step. */
function withText(): FamilyDocument {
  const document = tiny();
  document.steps[1]!.questions.push({ key: 'note', type: 'text', maxLength: 500, title: { en: 'Note' } } as never);
  return document;
}

function compiled(document: FamilyDocument): Catalogue {
  const result = compileFamily(document);
  if (!result.ok) throw new Error(result.issues.map((found) => found.message).join('\n'));
  return result.catalogue;
}

describe('static budget of an expression', () => {
  it('refuses nested comprehensions whose estimated cost is over the limit, at the formula’s place, and says what to simplify', () => {
    const document = tiny();
    document.pricing![0]!.when = nestedExists(6); // 20^6 = 64 million evaluations: 29 s on the event loop before
    const [found] = issuesOf(document);
    expect(found).toMatchObject({ path: '/pricing/0/when', code: 'cel_too_costly' });
    expect(found!.message).toMatch(/estimated cost \d+, at most 10000\): nest fewer/);
    document.pricing![0]!.when = nestedExists(2); // 400: fine
    expect(issuesOf(document)).toEqual([]);
  });

  it('refuses six nested maps over 30 elements in a rule (the process ran out of heap before)', () => {
    const document = tiny();
    const list30 = `[${Array.from({ length: 30 }, (_, i) => i).join(', ')}]`;
    let body = 'a0';
    for (let level = 1; level < 6; level++) body = `${list30}.map(a${level}, ${body})`;
    document.rules![0]!.when = `size(${list30}.map(a0, ${body})) > 0`;
    expect(issuesOf(document)).toMatchObject([{ path: '/rules/0/when', code: 'cel_too_costly' }]);
  });

  it('sizes a comprehension by the family’s own lists: a multiple choice’s answers, `answered`’s questions', () => {
    const { env, costs } = createFamilyEnvironment([
      { key: 'options', type: 'multiple', answers: [1, 2, 3, 4] },
      { key: 'width', type: 'number' },
    ]);
    const cost = (source: string) => {
      const parsed = env.parse(source);
      parsed.check();
      return estimateCost(parsed.ast, costs);
    };
    expect(cost('options.exists(o, o == "roller")')).toBeLessThan(40);
    expect(cost('answered.exists(a, a == "width")')).toBeLessThan(20);
    expect(cost('options.exists(o, options.exists(p, o == p))')).toBeGreaterThan(4 * 4 * 3);
  });

  it('refuses a list literal over 100 elements, and the repository families stay well within the budget', () => {
    const document = tiny();
    document.rules![0]!.when = `length in [${Array.from({ length: 101 }, (_, i) => `${i}.0`).join(', ')}]`;
    expect(issuesOf(document)).toMatchObject([{ path: '/rules/0/when', code: 'cel_syntax' }]);
    for (const { catalogue } of compileAll()) {
      const env = createFamilyEnvironment(catalogue.questions);
      for (const source of catalogue.document.rules?.map((rule) => rule.when) ?? []) {
        const parsed = env.env.parse(source);
        parsed.check();
        expect(estimateCost(parsed.ast, env.costs)).toBeLessThan(CEL_COST_LIMIT / 10);
      }
    }
  });

  it('refuses matches(): a regular expression fed by a customer’s answer could backtrack for ever', () => {
    const document = withText();
    document.rules![0]!.when = 'note.matches("^([a-z0-9]+)+$")';
    const [found] = issuesOf(document);
    expect(found).toMatchObject({ path: '/rules/0/when', code: 'cel_matches' });
    expect(found!.message).toContain('startsWith()');
    document.rules![0]!.when = '["a", "b"].exists(x, note.matches(x))';
    expect(issuesOf(document)).toMatchObject([{ path: '/rules/0/when', code: 'cel_matches' }]);
    document.rules![0]!.when = 'note.startsWith("PO-") && note.contains("!")';
    expect(issuesOf(document)).toEqual([]);
  });
});

describe('runtime budget of an evaluation', () => {
  it('stops an evaluation past its steps, even where CEL would absorb the error (error || true)', () => {
    const { env } = createFamilyEnvironment([]);
    const parsed = env.parse(nestedExists(3));
    parsed.check();
    expect(() => metered(() => parsed({ answered: [] }), 500)).toThrow(CelBudgetExceeded);
    expect(() => metered(() => parsed({ answered: [] }), 500)).toThrow('its budget of 500 evaluation steps');
    expect(metered(() => parsed({ answered: [] }))).toBe(true); // 8,000 tests within the default budget
  });

  it('stops a formula the estimate under-counts (a text made 40 times longer, then split) as a clear budget error, for prices and rules', () => {
    const document = withText();
    const letters = `(${Array.from({ length: 40 }, () => 'note').join(' + ')}).split("")`; // sized as one answer's 501 pieces; up to 20,000
    document.pricing![0]!.when = `${letters}.filter(c, c == "!").size() == 0`;
    document.rules![0]!.when = `${letters}.filter(c, c == "!").size() > 3`;
    const catalogue = compiled(document);
    const note = catalogue.questionsByKey.get('note')!;
    const variant = catalogue.questionsByKey.get('variant')!;
    const base = { [String(variant.id)]: variant.answers[0]!.id, [String(catalogue.questionsByKey.get('length')!.id)]: 5 };
    const short = { ...base, [String(note.id)]: 'fine' };
    const long = { ...base, [String(note.id)]: 'a'.repeat(500) };
    expect(priceQuote(catalogue, short, { country: 'BE', date: '2026-11-29' })).toMatchObject({ status: 'ok' });
    const started = performance.now();
    expect(priceQuote(catalogue, long, { country: 'BE', date: '2026-11-29' })).toMatchObject({ status: 'EVAL_ERROR', code: 'cel_budget_exceeded' });
    expect(evaluateRules(catalogue, long)).toMatchObject({ status: 'EVAL_ERROR', rule: 'too_long_for_basic', message: expect.stringMatching(/budget/) });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(calculate(catalogue, long, { country: 'BE', date: '2026-11-29' }, { currency: 'EUR', exchange_rate: 1, vat_rate_bp: 2100, discount_bp: 0, reverse_charge: false })).toMatchObject({
      status: 'calculation_too_costly',
    });
  });
});

describe('the reachability search’s total budget', () => {
  /** Five questions of ten answers, and `rules` rules that read all five and never fire (15.6 s on the event loop at 60 before). */
  function manyRules(rules: number): FamilyDocument {
    const document = tiny();
    const keys = ['q1', 'q2', 'q3', 'q4', 'q5'];
    document.steps[1]!.questions.push(
      ...keys.map((key) => ({ key, type: 'single', title: { en: key }, answers: Array.from({ length: 10 }, (_, i) => ({ key: `a${i}`, title: { en: `A${i}` } })) }) as never),
    );
    document.rules = Array.from({ length: rules }, (_, index) => ({
      key: `never_${index}`,
      step: 'size',
      category: 'dimensions',
      blocking: false,
      when: `${keys.map((key, i) => `${key} == "a${(index + i) % 10}"`).join(' && ')} && length > 11.0`,
      reason: { en: 'Never' },
    }));
    return document;
  }

  it('stops at its total, names what it could not search and says what to simplify, in a few seconds at most', async () => {
    const { findUnreachable, unreachableMessage } = await import('../../engine/index.ts');
    const catalogue = compiled(manyRules(60));
    const started = performance.now();
    const found = findUnreachable(catalogue, { maxTotalTries: 20_000 });
    const elapsed = performance.now() - started;
    expect(found.filter((item) => item.kind === 'rule' && item.key.startsWith('never_'))).toHaveLength(60);
    const skipped = found.filter((item) => item.notSearched);
    expect(skipped.length).toBeGreaterThan(50);
    expect(unreachableMessage(skipped[0]!, 'fr')).toMatch(/n’a pas pu être vérifiée\u00a0: la recherche a épuisé son budget/);
    expect(elapsed).toBeLessThan(5_000);
  });
});
