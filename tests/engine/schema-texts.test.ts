/**
 * The step DSL schema's problems in the reader's language: Ajv's English
 * stays the English message, and every keyword the schema uses is said in
 * every language from its detail code (it was Ajv's English inside the
 * French message: "le document ne respecte pas le schéma : must NOT have
 * more than 500 items").
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { catalogueIssueMessage, compileFamily, LOCALES } from '../../engine/index.ts';
import { SCHEMA_DETAILS } from '../../engine/catalogue/schema-texts.ts';
import stepDslSchema from '../../schemas/step-dsl.schema.json' with { type: 'json' };

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const tiny = (): Doc => parse(readFileSync(new URL('../fixtures/families/tiny.family.yaml', import.meta.url), 'utf8')) as Doc;

/** The schema problems of the tiny family changed by `change`, as [path, English, French, German]. */
function said(change: (document: Doc) => void): [string, string, string, string][] {
  const document = tiny();
  change(document);
  const result = compileFamily(document);
  if (result.ok) throw new Error('the document should break the schema');
  return result.issues.filter((found) => found.code === 'schema').map((found) => [found.path, found.message, catalogueIssueMessage(found, 'fr'), catalogueIssueMessage(found, 'de')]);
}

describe('schema problems in the reader’s language', () => {
  it('says each keyword in French and German, keeping Ajv’s English', () => {
    expect(said((d) => (d.rules = Array.from({ length: 501 }, (_, i) => ({ ...d.rules[0], key: `r${i}` }))))).toEqual([
      ['/rules', 'must NOT have more than 500 items', 'le document ne respecte pas le schéma\u00a0: ne doit pas avoir plus de 500 éléments', 'das Dokument entspricht nicht dem Schema: darf höchstens 500 Einträge haben'],
    ]);
    expect(said((d) => delete d.steps[1].title)).toEqual([
      ['/steps/1', "must have required property 'title'", 'le document ne respecte pas le schéma\u00a0: la propriété « title » est obligatoire', 'das Dokument entspricht nicht dem Schema: die Eigenschaft „title“ ist erforderlich'],
    ]);
    expect(said((d) => (d.steps[0].colour = 'red'))).toEqual([
      ['/steps/0/colour', 'unknown property "colour"', 'le document ne respecte pas le schéma\u00a0: propriété inconnue « colour »', 'das Dokument entspricht nicht dem Schema: unbekannte Eigenschaft „colour“'],
    ]);
    expect(said((d) => (d.pricing[0].designation.en = 'x'.repeat(201)))).toEqual([
      ['/pricing/0/designation/en', 'must NOT have more than 200 characters', 'le document ne respecte pas le schéma\u00a0: ne doit pas dépasser 200 caractères', 'das Dokument entspricht nicht dem Schema: darf höchstens 200 Zeichen haben'],
    ]);
    expect(said((d) => (d.steps[0].key = 'Model'))).toEqual([
      ['/steps/0/key', 'must match pattern "^[a-z][a-z0-9_]*$"', 'le document ne respecte pas le schéma\u00a0: doit suivre le format « ^[a-z][a-z0-9_]*$ »', 'das Dokument entspricht nicht dem Schema: muss dem Muster „^[a-z][a-z0-9_]*$“ entsprechen'],
    ]);
    // (the number question's branch fails too: its other fields are then unknown properties)
    expect(said((d) => (d.steps[1].questions[0].min = 'one'))).toContainEqual([
      '/steps/1/questions/0/min',
      'must be number',
      'le document ne respecte pas le schéma\u00a0: doit être un nombre',
      'das Dokument entspricht nicht dem Schema: muss eine Zahl sein',
    ]);
    const enumSaid = said((d) => (d.steps[1].questions[0].type = 'colour'))[0]!;
    expect(enumSaid.slice(2)).toEqual([
      'le document ne respecte pas le schéma\u00a0: doit être une des valeurs permises\u00a0: "single", "multiple", "number", "text", "boolean"',
      'das Dokument entspricht nicht dem Schema: muss einer der erlaubten Werte sein: "single", "multiple", "number", "text", "boolean"',
    ]);
  });

  it('no French or German message of a broken family keeps Ajv’s English', () => {
    const found = said((d) => {
      d.rules = Array.from({ length: 501 }, (_, i) => ({ ...d.rules[0], key: `r${i}` }));
      d.steps[0].colour = 'red';
      delete d.steps[1].title;
      d.steps[1].questions[0].min = 'one';
      d.steps[1].questions[0].step = -1;
      d.steps[0].key = 'Model';
      d.pricing[0].designation.en = '';
      d.testCases = [];
    });
    expect(found.length).toBeGreaterThan(6);
    for (const [path, english, french, german] of found) {
      expect(english, path).toMatch(/must|unknown property/);
      expect(french, path).not.toMatch(/must|NOT |unknown|property/);
      expect(german, path).not.toMatch(/must|NOT |unknown|property/);
    }
  });

  it('has a text in every language for every keyword the schema checks', () => {
    const keywords = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (typeof node !== 'object' || node === null) return;
      for (const [key, value] of Object.entries(node)) {
        keywords.add(key);
        if (key === 'properties' || key === '$defs' || key === 'patternProperties') Object.values(value as object).forEach(walk);
        else walk(value);
      }
    };
    walk(stepDslSchema);
    // what only annotates, refers or combines (their branches' keywords give the errors), and the two said as an unknown property
    const silent = new Set(['$schema', '$id', '$defs', '$ref', 'title', 'description', 'default', 'properties', 'items', 'if', 'then', 'allOf', 'additionalProperties', 'unevaluatedProperties']);
    const checked = [...keywords].filter((keyword) => !silent.has(keyword));
    expect(checked.length).toBeGreaterThan(10);
    for (const keyword of checked) {
      const code = keyword === 'type' ? 'schema_type_number' : `schema_${keyword}`;
      const texts = SCHEMA_DETAILS[code];
      expect(texts, keyword).toBeDefined();
      for (const locale of LOCALES) expect(texts![locale], `${keyword} ${locale}`).not.toBe('');
      for (const locale of LOCALES.filter((l) => l !== 'en')) expect(texts![locale], `${keyword} ${locale}`).not.toBe(texts!.en);
    }
  });
});
