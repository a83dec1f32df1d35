/** Messages of family-document errors in the six languages, English being the engine's own. */
import { describe, expect, it } from 'vitest';
import { issue, type CatalogueIssueCode } from '../../../engine/catalogue/catalogue-issues.ts';
import { LOCALES } from '../../../engine/index.ts';
import { CATALOGUE_MESSAGES, catalogueIssueMessage, catalogueMessage, parseFamilyYaml, type FamilyYamlIssueCode, type ServerCatalogueCode } from '../../../engine/index.ts';

/** One sample issue per engine code (typed: a new code without a sample does not compile). */
const ENGINE_SAMPLES: Record<CatalogueIssueCode, Record<string, string | number>> = {
  schema: { keyword: 'required', detail: "must have required property 'key'" },
  duplicate_key: { kind: 'price line', key: 'base' },
  duplicate_id: { id: 3 },
  first_step_id: { id: 2 },
  reserved_key: { key: 'family', kind: 'step' },
  unknown_question: { question: 'colour' },
  unknown_answer: { question: 'variant', answer: 'gold' },
  not_a_choice_question: { question: 'length' },
  unknown_category: { category: 'metal' },
  unknown_parent: { parent: 'metal', key: 'steel' },
  unknown_step: { step: 'finish' },
  unknown_inconsistency_category: { category: 'safety' },
  invalid_default: { question: 'length', detail: 'must be <= 10' },
  invalid_range: { min: 10, max: 2 },
  cel_syntax: { detail: 'Unexpected token' },
  cel_unknown_key: { detail: 'Unknown variable: lenght' },
  cel_type: { detail: 'no matching overload' },
  cel_matches: {},
  cel_too_costly: { cost: 64_000_000, limit: 10_000 },
  family_too_costly: { cost: 250_000, limit: 200_000 },
  grid_dimension: { question: 'variant' },
  grid_bands: {},
  preset_unknown_question: { preset: 'big', question: 'width' },
  preset_unknown_answer: { preset: 'big', question: 'variant', answer: 'nope' },
  preset_invalid_value: { preset: 'big', question: 'length', detail: 'must be <= 10' },
  test_case_unknown_question: { case: 'wide', question: 'width' },
  test_case_unknown_answer: { case: 'wide', question: 'variant', answer: 'nope' },
  test_case_invalid_value: { case: 'wide', question: 'length', detail: 'must be <= 10' },
  stairs_wider_than_pool: { question: 'stairs_width', pool: 'width' },
  pool_binding_unknown_name: { question: 'length', name: 'lenght_m' },
  pool_binding_type: { question: 'length', got: 'string', expected: 'a number' },
  pool_binding_never_valid: { question: 'shape', values: '"oval", "kidney"' },
};

/** The server's own codes, with the English messages it wrote before they were translated. */
const SERVER_SAMPLES: Record<ServerCatalogueCode, { params: Record<string, string | number>; english: string }> = {
  family_key_changed: { params: { family: 'tiny' }, english: 'the family key must stay "tiny"' },
  unknown_answer_id: { params: { question: 12, answer: 34 }, english: 'question 12 has no answer 34' },
  unknown_question_id: { params: { question: '99' }, english: 'unknown question 99' },
  not_an_answer_id: { params: { question: '12' }, english: 'not an answer of question 12' },
};

/** The YAML parser's codes (parseFamilyYaml), with a text that raises each. */
const ALIAS_BOMB = ['a: &a [1, 1, 1, 1, 1, 1, 1, 1, 1]', ...'bcdefghij'.split('').map((name, i) => `${name}: &${name} [${Array(9).fill(`*${'abcdefghij'[i]}`).join(', ')}]`)].join('\n');
const YAML_SAMPLES: Record<FamilyYamlIssueCode, string> = {
  yaml_syntax: 'family: bar\nsteps: [1\n',
  yaml_aliases: ALIAS_BOMB,
  yaml_too_deep: `a: ${'['.repeat(50)}${']'.repeat(50)}`,
};
const yamlIssue = (code: FamilyYamlIssueCode) => {
  const parsed = parseFamilyYaml(YAML_SAMPLES[code]);
  if (parsed.ok || parsed.issues[0]!.code !== code) throw new Error(`no ${code} from its sample`);
  return parsed.issues[0]!;
};

const KINDS = ['question', 'answer', 'step', 'category', 'inconsistency category', 'rule', 'price line', 'preset', 'test case'];

const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('catalogue messages', () => {
  it('has one template per code, in the six languages, with the English placeholders', () => {
    const codes = [...Object.keys(ENGINE_SAMPLES), ...Object.keys(SERVER_SAMPLES), ...Object.keys(YAML_SAMPLES)].sort();
    expect(Object.keys(CATALOGUE_MESSAGES).sort()).toEqual(codes);
    for (const [code, texts] of Object.entries(CATALOGUE_MESSAGES)) {
      expect(Object.keys(texts).sort(), code).toEqual([...LOCALES].sort());
      for (const locale of LOCALES) {
        expect(texts[locale].trim(), `${code} ${locale}`).not.toBe('');
        expect(placeholders(texts[locale]), `${code} ${locale}`).toEqual(placeholders(texts.en));
        if (locale !== 'en') expect(texts[locale], `${code} ${locale}`).not.toBe(texts.en);
      }
    }
  });

  it('says in English exactly what the engine says', () => {
    for (const [code, params] of Object.entries(ENGINE_SAMPLES)) {
      const found = issue('/x', code as CatalogueIssueCode, params);
      expect(catalogueIssueMessage(found, 'en'), code).toBe(found.message);
    }
    for (const kind of KINDS) {
      const found = issue('/x', 'duplicate_key', { kind, key: 'k' });
      expect(catalogueIssueMessage(found, 'en')).toBe(found.message);
    }
    for (const [code, sample] of Object.entries(SERVER_SAMPLES)) {
      expect(catalogueMessage(code as ServerCatalogueCode, sample.params, 'en'), code).toBe(sample.english);
    }
    for (const code of Object.keys(YAML_SAMPLES) as FamilyYamlIssueCode[]) {
      const found = yamlIssue(code);
      expect(catalogueIssueMessage(found, 'en'), code).toBe(found.message);
    }
  });

  it('says what is wrong with a YAML text in each language, its details kept', () => {
    for (const locale of LOCALES) {
      for (const code of Object.keys(YAML_SAMPLES) as FamilyYamlIssueCode[]) {
        const found = yamlIssue(code);
        const message = catalogueIssueMessage(found, locale);
        expect(message, `${code} ${locale}`).not.toMatch(/\{\w+\}/);
        for (const value of Object.values(found.params)) expect(message, `${code} ${locale}`).toContain(String(value));
      }
    }
    expect(catalogueIssueMessage(yamlIssue('yaml_too_deep'), 'fr')).toBe('le texte imbrique plus de 40 niveaux');
  });

  it('fills every placeholder, and translates the kind of item', () => {
    for (const locale of LOCALES) {
      for (const [code, params] of Object.entries(ENGINE_SAMPLES)) {
        const message = catalogueIssueMessage(issue('/x', code as CatalogueIssueCode, params), locale);
        expect(message, `${code} ${locale}`).not.toMatch(/\{\w+\}/);
        for (const [name, value] of Object.entries(params)) {
          // `kind` and a binding's `expected` are words said in the reader's language
          if (name !== 'kind' && name !== 'keyword' && name !== 'expected') expect(message, `${code} ${locale}`).toContain(String(value));
        }
      }
      for (const kind of KINDS) {
        const message = (code: CatalogueIssueCode, word: string) => catalogueIssueMessage(issue('/x', code, { key: 'family', kind: word }), locale);
        for (const code of ['duplicate_key', 'reserved_key'] as const) {
          // a word the table does not know is left as it is
          const untranslated = message(code, '@@').replace('@@', kind);
          if (locale === 'en') expect(message(code, kind)).toBe(untranslated);
          else expect(message(code, kind), `${code} ${kind} ${locale}`).not.toBe(untranslated);
        }
      }
    }
    expect(catalogueIssueMessage(issue('/x', 'duplicate_key', { kind: 'step', key: 'size' }), 'fr')).toBe("la clé d’étape « size » est utilisée deux fois");
    expect(catalogueIssueMessage(issue('/x', 'duplicate_key', { kind: 'price line', key: 'base' }), 'de')).toBe('der Preiszeilenschlüssel „base“ wird zweimal verwendet');
    expect(catalogueIssueMessage(issue('/x', 'reserved_key', { kind: 'question', key: 'family' }), 'nl')).toBe('‘family’ is gereserveerd en kan niet als vraagsleutel worden gebruikt');
    expect(catalogueIssueMessage(issue('/x', 'duplicate_key', { kind: 'preset', key: 'big' }), 'it')).toBe('la chiave di preimpostazione «big» è usata due volte');
    const binding = (expected: string) => issue('/x', 'pool_binding_type', { question: 'shape', got: 'double', expected });
    expect(catalogueIssueMessage(binding('a list of answer keys'), 'es')).toBe('el vínculo con la piscina de «shape» da double, donde la pregunta espera una lista de claves de respuesta');
    expect(catalogueIssueMessage(binding('true or false'), 'nl')).toBe('de zwembadkoppeling van ‘shape’ geeft double, waar de vraag waar of onwaar verwacht');
  });

  it('keeps technical details as they are', () => {
    const found = issue('/rules/0/when', 'cel_unknown_key', { detail: 'Unknown variable: lenght' });
    expect(catalogueIssueMessage(found, 'es')).toBe('la expresión hace referencia a una pregunta desconocida: Unknown variable: lenght');
  });

  it('falls back to the English message for an unknown code', () => {
    const unknown = { code: 'something_new', params: { key: 'k' }, message: 'something new about "k"' };
    expect(catalogueIssueMessage(unknown, 'fr')).toBe('something new about "k"');
    expect(catalogueIssueMessage({ ...unknown, code: 'toString' }, 'de')).toBe('something new about "k"');
  });
});
