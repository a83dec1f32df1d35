/**
 * The family DSL's pool bindings (issue 32): a question's `fromPool` is CEL over `pool`, compiled and
 * type-checked against the question with its errors at its line, and `answersFromPool` gives a pool's
 * answers as the builder would take them, skipping (never forcing) what the question does not accept.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  answersFromPool,
  catalogueIssueMessage,
  compileFamily,
  familyToYaml,
  LOCALES,
  lineOfPointer,
  POOL_SKIP_TEXTS,
  poolSkipMessage,
  reviewFamily,
  runTestCases,
  type Catalogue,
  type FamilyDocument,
  type PoolMeasures,
} from '../../engine/index.ts';

const FILE = new URL('../fixtures/families/pool-bound.family.yaml', import.meta.url);
const text = readFileSync(FILE, 'utf8');
const documentOf = () => parse(text) as FamilyDocument;

function compiled(document: FamilyDocument = documentOf()): Catalogue {
  const result = compileFamily(document);
  if (!result.ok) throw new Error(result.issues.map((found) => `${found.path} ${found.message}`).join('; '));
  return result.catalogue;
}

/** The 8 x 4 m rectangle with Roman stairs of the issue's end-to-end test. */
const issuePool: PoolMeasures = {
  shape: 'rectangle',
  length_m: 8,
  width_m: 4,
  shallow_depth_m: 1,
  deep_depth_m: 1.8,
  stairs: { type: 'roman', side: 'short_side', width_m: 2, depth_m: 1 },
  construction: 'concrete',
  free_form_dimensions: [],
};

/** The answers by key (answer keys for choices), for reading. */
function byKey(catalogue: Catalogue, answers: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(answers).map(([id, value]) => {
      const question = catalogue.questionsById.get(Number(id))!;
      return [question.key, question.type === 'single' ? catalogue.answersById.get(value as number)!.key : value];
    }),
  );
}

/** The document with question `key`'s binding set to `source`. */
function withBinding(key: string, source: unknown): FamilyDocument {
  const document = documentOf();
  for (const step of document.steps) for (const question of step.questions) if (question.key === key) question.fromPool = source as string;
  return document;
}

function issuesOf(document: FamilyDocument) {
  const result = compileFamily(document);
  if (result.ok) throw new Error('should not compile');
  return result.issues;
}

describe('fromPool in the family file', () => {
  it('compiles each binding with its question', () => {
    expect(compiled().poolBindings.map((binding) => [binding.questionKey, binding.source])).toEqual([
      ['shape', "pool.stairs.type == 'roman' ? 'roman_stairs' : pool.shape"],
      ['length', 'pool.length_m'],
      ['width_cm', 'pool.width_m * 100.0'],
      ['stairs_width', 'pool.stairs.width_m'],
      ['deep_depth', 'pool.deep_depth_m'],
      ['concrete', "pool.construction == 'concrete'"],
      ['lights_count', 'pool.length_m > 10.0 ? 2.0 : 1.0'],
    ]);
  });

  it('type-checks a binding against its question, at the binding, in the reader’s language', () => {
    const [wrongType] = issuesOf(withBinding('length', 'pool.shape'));
    expect(wrongType).toMatchObject({ path: '/steps/1/questions/1/fromPool', code: 'pool_binding_type', message: 'the pool binding of "length" gives string, where the question takes a number' });
    expect(catalogueIssueMessage(wrongType!, 'fr')).toBe('la liaison au bassin de « length » donne string, là où la question attend un nombre');
    const [notAKey] = issuesOf(withBinding('shape', 'pool.length_m'));
    expect(notAKey).toMatchObject({ path: '/steps/1/questions/0/fromPool', code: 'pool_binding_type', params: { got: 'double' } });
    expect(catalogueIssueMessage(notAKey!, 'de')).toBe('die Beckenbindung von „shape“ liefert double, wo die Frage einen Antwortschlüssel (eine Zeichenkette) erwartet');
  });

  it('names a field the pool does not have, and a question key, which a binding cannot read', () => {
    expect(issuesOf(withBinding('length', 'pool.lenght_m'))).toMatchObject([{ path: '/steps/1/questions/1/fromPool', code: 'pool_binding_unknown_name', params: { name: 'lenght_m' } }]);
    expect(issuesOf(withBinding('width_cm', 'length * 100.0'))).toMatchObject([{ code: 'pool_binding_unknown_name', params: { name: 'length' } }]);
    expect(issuesOf(withBinding('length', 'pool.length_m +'))).toMatchObject([{ path: '/steps/1/questions/1/fromPool', code: 'cel_syntax' }]);
  });

  it('refuses has() of a field the pool does not have, at the binding’s line, as reading it would be', () => {
    // cel-js type-checks a field read but not has()'s field: has(pool.colour) compiled and was always false
    for (const [source, name] of [
      ["has(pool.colour) ? 'roman_stairs' : pool.shape", 'colour'],
      ["has(pool.stairs.colour) ? 'roman_stairs' : pool.shape", 'colour'],
      ["has(pool.shape.x) ? 'roman_stairs' : pool.shape", 'x'],
      ["[1].exists(i, has(pool.stair.type)) ? 'roman_stairs' : pool.shape", 'stair'],
    ] as const) {
      const document = withBinding('shape', source);
      const issues = issuesOf(document);
      expect(issues, source).toMatchObject([{ path: '/steps/1/questions/0/fromPool', code: 'pool_binding_unknown_name', params: { name } }]);
      const yaml = familyToYaml(document);
      expect(lineOfPointer(yaml, issues[0]!.path).line, source).toBe(yaml.split('\n').findIndex((line) => line.includes('fromPool: ') && line.includes('has(pool.')) + 1);
    }
    expect(catalogueIssueMessage(issuesOf(withBinding('shape', "has(pool.colour) ? 'roman_stairs' : pool.shape"))[0]!, 'fr')).toMatch(/^la liaison au bassin de « shape » lit « colour », que le bassin n’a pas/);
    // the pool's own fields, at any depth, and any key of the free-form dimensions may be tested
    const tested = "has(pool.stairs.width_m) && has(pool.shallow_depth_m) && has(pool.free_form_dimensions.diagonal) ? 'roman_stairs' : pool.shape";
    expect(compiled(withBinding('shape', tested)).poolBindings.find((binding) => binding.questionKey === 'shape')?.source).toBe(tested);
  });

  it('budgets a binding like the family’s other expressions', () => {
    // a map of at most 20 free-form dimensions, ranged over four times: 20^4 visits
    const costly = 'pool.free_form_dimensions.all(a, pool.free_form_dimensions.all(b, pool.free_form_dimensions.all(c, pool.free_form_dimensions.all(d, a != d))))';
    expect(issuesOf(withBinding('concrete', costly)).map((found) => [found.path, found.code])).toEqual([['/steps/1/questions/5/fromPool', 'cel_too_costly']]);
  });

  it('refuses a binding that is not a CEL text, and a test case’s pool that is not a pool, by the schema', () => {
    expect(issuesOf(withBinding('length', 8)).map((found) => [found.path, found.code])).toEqual([['/steps/1/questions/1/fromPool', 'schema']]);
    const document = documentOf();
    document.testCases![0]!.pool = { ...document.testCases![0]!.pool!, shape: 'triangle' as never, length_m: -1 };
    expect(issuesOf(document).map((found) => found.path)).toEqual(['/testCases/0/pool/shape', '/testCases/0/pool/length_m']);
  });

  it('writes fromPool and a test case’s pool in the canonical text', () => {
    // the fixture's first line points to the schema from its own folder
    expect(familyToYaml(parse(text)).split('\n').slice(1)).toEqual(text.split('\n').slice(1));
  });
});

describe('answersFromPool', () => {
  const catalogue = compiled();

  it('fills the 8 x 4 pool with Roman stairs, the stairs width shown by the shape the pool gives', () => {
    const filled = answersFromPool(catalogue, issuePool);
    expect(byKey(catalogue, filled.answers)).toEqual({ shape: 'roman_stairs', length: 8, width_cm: 400, stairs_width: 2, deep_depth: 1.8, concrete: true });
    expect(filled.from_pool).toEqual(['shape', 'length', 'width_cm', 'stairs_width', 'deep_depth', 'concrete']);
    // the extras step is shown for the deluxe variant only, which nobody chose yet
    expect(filled.skipped).toEqual([{ key: 'lights_count', reason: 'hidden', value: 1 }]);
  });

  it('follows a 9 m pool, and reads the answers already there for what is shown', () => {
    const deluxe = catalogue.questionsByKey.get('variant')!.answers.find((answer) => answer.key === 'deluxe')!;
    const filled = answersFromPool(catalogue, { ...issuePool, length_m: 9 }, { answers: { [catalogue.questionsByKey.get('variant')!.id]: deluxe.id } });
    expect(byKey(catalogue, filled.answers)).toMatchObject({ length: 9, lights_count: 1 });
    expect(filled.skipped).toEqual([]);
  });

  it('skips, with the reason, what the question does not accept, and never forces it', () => {
    const pool: PoolMeasures = { ...issuePool, shape: 'kidney', length_m: 16, width_m: 1.5, deep_depth_m: null, stairs: { type: 'none', side: null, width_m: null, depth_m: null } };
    const filled = answersFromPool(catalogue, pool);
    expect(byKey(catalogue, filled.answers)).toEqual({ concrete: true });
    expect(filled.skipped).toEqual([
      { key: 'shape', reason: 'unknown_answer', value: 'kidney' },
      { key: 'length', reason: 'maximum', value: 16, limit: 15 },
      { key: 'width_cm', reason: 'minimum', value: 150, limit: 200 },
      { key: 'stairs_width', reason: 'no_value' },
      { key: 'deep_depth', reason: 'no_value' },
      { key: 'lights_count', reason: 'hidden', value: 2 },
    ]);
  });

  it('takes metres times 100 as the whole centimetres they are, and refuses what is off the question’s step', () => {
    expect(byKey(catalogue, answersFromPool(catalogue, { ...issuePool, width_m: 4.1 }).answers).width_cm).toBe(410);
    expect(answersFromPool(catalogue, { ...issuePool, width_m: 4.125 }).skipped).toContainEqual({ key: 'width_cm', reason: 'multipleOf', value: 412.5, limit: 1 });
  });

  it('hides the stairs width when the pool has no stairs, and leaves the keys asked to keep', () => {
    const filled = answersFromPool(catalogue, { ...issuePool, stairs: { type: 'none', side: null, width_m: 2, depth_m: null } }, { keep: ['length'] });
    expect(filled.from_pool).toEqual(['shape', 'width_cm', 'deep_depth', 'concrete']);
    expect(filled.skipped).toContainEqual({ key: 'stairs_width', reason: 'hidden', value: 2 });
  });
});

describe('test cases naming a pool', () => {
  it('run with the pool’s answers, the case’s own winning', () => {
    const catalogue = compiled();
    const [roman, own] = catalogue.testCases;
    // its pool gives no depths: deep_depth is left unanswered
    expect(byKey(catalogue, roman!.answers)).toEqual({ variant: 'basic', shape: 'roman_stairs', length: 8, width_cm: 400, stairs_width: 2, concrete: true });
    expect(roman!.fromPool).toEqual(['shape', 'length', 'width_cm', 'stairs_width', 'concrete']);
    expect(byKey(catalogue, own!.answers)).toMatchObject({ length: 9, concrete: false });
    expect(own!.fromPool).not.toContain('length');
    expect(runTestCases(catalogue).map((result) => [result.key, result.passed])).toEqual([['pool_8x4_roman', true], ['own_length_wins', true]]);
  });

  it('fail when the pool changes what they are priced on', () => {
    const document = documentOf();
    document.testCases![0]!.pool!.length_m = 9;
    const [result] = runTestCases(compiled(document));
    expect(result!.passed).toBe(false);
    expect(result!.differences).toContainEqual({ kind: 'total', path: '/testCases/0/expected/total', expected: 32000, actual: 36000 });
  });
});

describe('the product check of the bindings', () => {
  it('passes bindings some pool answers', () => {
    expect(reviewFamily(compiled())).toEqual([]);
  });

  it('reports a binding no pool can answer, at the binding, with what the pools gave', () => {
    const inMetres = reviewFamily(compiled(withBinding('width_cm', 'pool.width_m')));
    expect(inMetres).toMatchObject([{ path: '/steps/1/questions/2/fromPool', code: 'pool_binding_never_valid', params: { question: 'width_cm' } }]);
    expect(inMetres[0]!.message).toMatch(/^no pool gives question "width_cm" an answer it accepts through its binding: the sample pools give 1, 1.5, 2, 2.5, 3, …$/);
    const shapes = reviewFamily(compiled(withBinding('shape', "pool.shape + '_pool'")));
    expect(shapes.map((found) => found.params.values)).toEqual(['"rectangle_pool", "oval_pool", "kidney_pool", "free_form_pool"']);
    expect(catalogueIssueMessage(shapes[0]!, 'fr')).toContain('aucun bassin ne donne à la question « shape »');
  });
});

describe('why a question was not filled, in words', () => {
  const catalogue = compiled();
  const question = (key: string) => catalogue.questionsByKey.get(key)!;

  it('says each reason in the six languages, with the question’s unit and the reader’s numbers', () => {
    for (const reason of Object.keys(POOL_SKIP_TEXTS) as (keyof typeof POOL_SKIP_TEXTS)[]) {
      for (const locale of LOCALES) {
        const text = POOL_SKIP_TEXTS[reason][locale];
        expect(text, `${reason} ${locale}`).not.toBe('');
        if (locale !== 'en') expect(text, `${reason} ${locale}`).not.toBe(POOL_SKIP_TEXTS[reason].en);
      }
    }
    const [shape, length] = answersFromPool(catalogue, { ...issuePool, shape: 'kidney', length_m: 16, stairs: { type: 'none', side: null, width_m: null, depth_m: null } }).skipped;
    expect(poolSkipMessage(length!, 'fr', question('length'))).toBe('le bassin donne 16,00\u00a0m, au-dessus du maximum de 15,00\u00a0m');
    expect(poolSkipMessage(length!, 'en', question('length'))).toBe('the pool gives 16.00\u00a0m, above the maximum of 15.00\u00a0m');
    expect(poolSkipMessage(shape!, 'de', question('shape'))).toBe('das Becken liefert „kidney“, keine Antwort dieser Frage');
    expect(poolSkipMessage({ key: 'width_cm', reason: 'multipleOf', value: 412.5, limit: 1 }, 'nl', question('width_cm'))).toBe('het zwembad geeft 412,5\u00a0cm, geen veelvoud van 1\u00a0cm');
  });
});
