/**
 * The diff between two versions of a family in words (getFamilyDiff), and a
 * family as its YAML file (exportFamilyFile, importFamilyFile): the export of
 * a family imported from its file is that file, byte for byte; an import
 * replaces the draft like updateFamily, with every error on its line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_FILES_DIR } from '../../../server/catalogue/load-family-files.ts';
import { auth, buildAppOn, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';
import { familyByKey } from '../quotes/quote-helpers.ts';

let server: TestServer;
let staff: string; // demo.staff: CATALOGUE_ADMIN, French
let user: string;
let bar: number;

const barFile = readFileSync(join(FAMILY_FILES_DIR, 'bar.family.yaml'), 'utf8');

beforeAll(async () => {
  server = await createTestServer();
  staff = await login(server.app, 'demo.staff');
  user = await login(server.app, 'demo.user');
  bar = (await familyByKey(server.app, user, 'bar')).id;
});
afterAll(() => server?.close());

type Change = { kind: string; path: string; text: string; code?: string; rule?: string; question?: string; field?: string; before?: unknown; after?: unknown };
type Diff = { from: string; to: string; changes: Change[] };

const get = (url: string, locale = 'fr', token = staff) => server.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...auth(token), 'x-locale': locale } });
const putFile = (text: string | Buffer, type = 'application/yaml', locale = 'fr') =>
  server.app.inject({ method: 'PUT', url: `/api/v1/family/${bar}/file`, headers: { ...auth(staff), 'content-type': type, 'x-locale': locale }, payload: text });

async function data<T>(response: Awaited<ReturnType<typeof get>>, status = 200): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { data: T }).data;
}

const lineOf = (text: string, start: string) => text.split('\n').findIndex((line) => line.startsWith(start)) + 1;

describe('exportFamilyFile', () => {
  it('gives a family imported from its file back as that file, byte for byte, as an attachment', async () => {
    for (const url of [`/family/${bar}/file`, `/family/${bar}/file?version=1`]) {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/yaml; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="bar.family.yaml"');
      expect(response.body).toBe(barFile);
    }
  });

  it('answers 404 for an unknown version or family, 403 without CATALOGUE_ADMIN', async () => {
    expectError(await get(`/family/${bar}/file?version=99`), 404, 'not_found');
    expectError(await get('/family/999999/file'), 404, 'not_found');
    expectError(await get(`/family/${bar}/file`, 'fr', user), 403, 'forbidden');
  });
});

describe('importFamilyFile', () => {
  it('replaces the draft with the file, which exports back the same; production keeps its version', async () => {
    const edited = barFile.replace('    unitPrice: 36.00\n', '    unitPrice: 38.00\n').replace('    when: width > 6.0\n', '    when: width > 5.8\n');
    const family = await data<{ document: { pricing: { code: string; unitPrice: number }[] } }>(await putFile(edited));
    expect(family.document.pricing[1]).toMatchObject({ code: 'BAR-COVER-680', unitPrice: 38 });
    expect((await get(`/family/${bar}/file`)).body).toBe(edited);
    expect((await get(`/family/${bar}/file?version=1`)).body).toBe(barFile);
    // text/yaml too, and a byte order mark is no error
    await data(await putFile(`\uFEFF${edited}`, 'text/yaml'));
  });

  it('places YAML syntax errors and the engine’s errors on their line and column, in the caller’s language', async () => {
    const broken = barFile.replace('  - key: too_wide\n', '  - key: too_wide\n   bad: [\n');
    const syntax = expectError(await putFile(broken), 422, 'invalid_family_document');
    expect(syntax.error.details![0]).toMatchObject({ code: 'yaml_syntax', path: '', message: expect.stringMatching(/^le texte YAML est mal formé\u00a0: /) });
    expect(syntax.error.details![0]!.line).toBeGreaterThanOrEqual(lineOf(broken, '   bad: ['));

    const unknownQuestion = barFile.replace('    when: width > 6.0\n', '    when: breadth > 6.0\n');
    const engine = expectError(await putFile(unknownQuestion, 'application/yaml', 'en'), 422, 'invalid_family_document');
    expect(engine.error.details).toEqual([
      { path: '/rules/0/when', code: 'cel_unknown_key', message: expect.stringContaining('unknown question'), line: lineOf(unknownQuestion, '    when: breadth > 6.0'), column: 11 },
    ]);

    const renamed = barFile.replace('family: bar\n', 'family: bars\n');
    const key = expectError(await putFile(renamed), 422, 'invalid_family_document');
    expect(key.error.details).toEqual([{ path: '/family', code: 'family_key_changed', message: expect.stringContaining('bar'), line: 2, column: 9 }]);
  });

  it('refuses an alias bomb, a large anchor repeated and deep nesting cleanly', async () => {
    const names = 'abcdefghij';
    const bomb = [`a: &a [${Array(9).fill('"lol"').join(', ')}]`, ...[...names.slice(1)].map((name, i) => `${name}: &${name} [${Array(9).fill(`*${names[i]}`).join(', ')}]`)].join('\n');
    expect(expectError(await putFile(bomb), 422, 'invalid_family_document').error.details).toEqual([
      { path: '', code: 'yaml_aliases', message: expect.stringMatching(/^les alias YAML/), line: 1, column: 1 },
    ]);
    const anchor = `${barFile}notes: &big [${Array(3_000).fill('x').join(', ')}]\ncopies: [${Array(50).fill('*big').join(', ')}]\n`;
    expect(expectError(await putFile(anchor), 422, 'invalid_family_document').error.details![0]!.code).toBe('yaml_aliases');
    const deep = `${barFile}notes: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n`;
    expect(expectError(await putFile(deep), 422, 'invalid_family_document').error.details![0]!.code).toBe('yaml_too_deep');
  });

  it('answers 413 over the body limit, 400 for a body that is not UTF-8, 415 for another type', async () => {
    const small = await buildAppOn(server, { bodyLimitBytes: 1024 });
    try {
      const response = await small.inject({ method: 'PUT', url: `/api/v1/family/${bar}/file`, headers: { ...auth(staff), 'content-type': 'application/yaml' }, payload: barFile });
      expectError(response, 413, 'payload_too_large');
    } finally {
      await small.close();
    }
    expectError(await putFile(Buffer.from([0x66, 0x61, 0x6d, 0xff, 0xfe, 0x0a])), 400, 'invalid_encoding');
    expectError(await putFile(barFile, 'text/plain'), 415, 'unsupported_media_type');
  });
});

describe('getFamilyDiff', () => {
  it('says in words what changed between two versions, in French and in English', async () => {
    // the draft holds the price and the rule of the import above (no test case of bar prices BAR-COVER-680); published, it is version 2
    const published = await server.app.inject({ method: 'POST', url: `/api/v1/family/${bar}/version`, headers: auth(staff), payload: {} });
    expect(published.statusCode, published.body).toBe(201);
    const fr = await data<Diff>(await get(`/family/${bar}/diff?from=1&to=2`));
    expect(fr).toEqual({
      from: '1',
      to: '2',
      changes: [
        { kind: 'rule_changed', path: '/rules/0/when', rule: 'too_wide', field: 'when', before: 'width > 6.0', after: 'width > 5.8', text: 'Règle too_wide\u00a0: condition « width > 6.0 » → « width > 5.8 »' },
        { kind: 'price_line_changed', path: '/pricing/1/unitPrice', code: 'BAR-COVER-680', field: 'unitPrice', before: 36, after: 38, text: 'Ligne de prix BAR-COVER-680\u00a0: prix unitaire 36,00 → 38,00' },
      ],
    });
    const en = await data<Diff>(await get(`/family/${bar}/diff?from=1&to=2`, 'en'));
    expect(en.changes.map((change) => change.text)).toEqual(['Rule too_wide: condition “width > 6.0” → “width > 5.8”', 'Price line BAR-COVER-680: unit price 36.00 → 38.00']);
    const back = await data<Diff>(await get(`/family/${bar}/diff?from=2&to=1`, 'de'));
    expect(back.changes.map((change) => change.text)).toEqual(['Regel too_wide: Bedingung „width > 5.8“ → „width > 6.0“', 'Preiszeile BAR-COVER-680: Stückpreis 38,00 → 36,00']);
  });

  it('compares the draft, naming questions and answers by the family’s titles in the caller’s language', async () => {
    const text = barFile
      .replace('title: { fr: Largeur intérieure, en: Inside width,', 'title: { fr: Largeur utile, en: Usable width,')
      .replace('        default: none\n', '        default: roman\n');
    await data(await putFile(text));
    const fr = await data<Diff>(await get(`/family/${bar}/diff?from=2&to=draft`));
    expect(fr.changes.map((change) => change.text)).toEqual([
      'Question « Largeur utile »\u00a0: titre « Largeur intérieure » → « Largeur utile »',
      'Question « Escalier »\u00a0: valeur par défaut « Sans escalier » → « Escalier roman »',
      'Règle too_wide\u00a0: condition « width > 5.8 » → « width > 6.0 »',
      'Ligne de prix BAR-COVER-680\u00a0: prix unitaire 38,00 → 36,00',
    ]);
    const es = await data<Diff>(await get(`/family/${bar}/diff?from=2&to=draft`, 'es'));
    expect(es.changes[1]!.text).toBe('Pregunta «Escalera»: valor predeterminado «Sin escalera» → «Escalera romana»');
  });

  it('gives no change from a version to itself, 404 for an unknown version or family, 400 for a bad reference', async () => {
    expect((await data<Diff>(await get(`/family/${bar}/diff?from=draft&to=draft`))).changes).toEqual([]);
    expect((await data<Diff>(await get(`/family/${bar}/diff?from=1&to=1`))).changes).toEqual([]);
    expectError(await get(`/family/${bar}/diff?from=1&to=42`), 404, 'not_found');
    expectError(await get(`/family/${bar}/diff?from=9999999999&to=1`), 404, 'not_found');
    expectError(await get('/family/999999/diff?from=1&to=draft'), 404, 'not_found');
    expectError(await get(`/family/${bar}/diff?from=latest&to=1`), 400, 'validation_failed');
    expectError(await get(`/family/${bar}/diff?from=1`), 400, 'validation_failed');
  });
});

describe("a family's notes through its file", () => {
  const linerFile = readFileSync(join(FAMILY_FILES_DIR, 'liner.family.yaml'), 'utf8');

  it("leaves the notes and test cases out of the definition the builders compile (never shown to customers), not out of the file", async () => {
    const liner = (await familyByKey(server.app, user, 'liner')).id;
    type Definition = { document: { pricing: { code: string; note?: string; quantity?: string }[]; testCases?: unknown } };
    for (const [token, locale] of [[user, 'en'], [staff, 'fr']] as const) {
      const definition = await data<Definition>(await get(`/family/${liner}/definition`, locale, token));
      expect(definition.document.pricing.filter((line) => 'note' in line)).toEqual([]);
      expect(definition.document).not.toHaveProperty('testCases');
      expect(definition.document.pricing.find((line) => line.code === 'LIN-75')?.quantity).toMatch(/^length \* width/);
    }
    const file = (await get(`/family/${liner}/file`)).body;
    expect(file.match(/^ {4}note: /gm)).toHaveLength(8);
    expect(file).toMatch(/^testCases:$/m);
  });

  it('exports the notes that explain its formulas, imports a note edited in the file, and names it in the diff', async () => {
    expect(linerFile).toContain('    note: |-\n      Developed surface = floor + walls (+ stairs risers):\n        floor  length × width\n');
    const liner = (await familyByKey(server.app, user, 'liner')).id;
    expect((await get(`/family/${liner}/file`)).body).toBe(linerFile);
    const edited = linerFile.replace(
      '  - code: LIN-FRIEZE\n',
      '  - code: LIN-FRIEZE\n    note: |-\n      Perimeter: 2 × (length + width).\n        Sold by the metre, no offcut.\n',
    );
    expect(edited).not.toBe(linerFile);
    const put = await server.app.inject({ method: 'PUT', url: `/api/v1/family/${liner}/file`, headers: { ...auth(staff), 'content-type': 'application/yaml', 'x-locale': 'fr' }, payload: edited });
    const family = await data<{ document: { pricing: { code: string; note?: string }[] } }>(put);
    expect(family.document.pricing.find((line) => line.code === 'LIN-FRIEZE')?.note).toBe('Perimeter: 2 × (length + width).\n  Sold by the metre, no offcut.');
    expect((await get(`/family/${liner}/file`)).body).toBe(edited);
    expect((await get(`/family/${liner}/file?version=1`)).body).toBe(linerFile);
    const diff = await data<Diff>(await get(`/family/${liner}/diff?from=1&to=draft`));
    expect(diff.changes.map((change) => change.text)).toEqual(['Ligne de prix LIN-FRIEZE\u00a0: note ajoutée']);
  });

  it('refuses a note longer than 2000 characters, on its line', async () => {
    const liner = (await familyByKey(server.app, user, 'liner')).id;
    const text = linerFile.replace('  - code: LIN-FRIEZE\n', `  - code: LIN-FRIEZE\n    note: ${'x'.repeat(2001)}\n`);
    const response = await server.app.inject({ method: 'PUT', url: `/api/v1/family/${liner}/file`, headers: { ...auth(staff), 'content-type': 'application/yaml', 'x-locale': 'en' }, payload: text });
    const refused = expectError(response, 422, 'invalid_family_document');
    expect(refused.error.details).toEqual([
      { path: expect.stringMatching(/^\/pricing\/\d+\/note$/), code: 'schema', message: expect.stringContaining('2000'), line: lineOf(text, '    note: xxx'), column: 11 },
    ]);
  });
});
