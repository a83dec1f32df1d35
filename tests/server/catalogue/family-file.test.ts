/** Family files: every kind of error comes back with its file, line, column and path; nothing is half read. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkFamilySource, formatFileIssue, readFamilyFile } from '../../../server/catalogue/family-file.ts';
import { familyFiles } from '../../../server/catalogue/load-family-files.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/families/', import.meta.url));

const BROKEN: Record<string, { code: string; path: string; line: number; message: RegExp }> = {
  'yaml-syntax': { code: 'yaml_syntax', path: '', line: 4, message: /keys must be unique/ },
  'schema-unknown-property': { code: 'schema', path: '/steps/1/questions/0/colour', line: 30, message: /unknown property "colour"/ },
  'schema-missing-title': { code: 'schema', path: '/steps/1', line: 22, message: /required property 'title'/ },
  'duplicate-question-key': { code: 'duplicate_key', path: '/steps/2/questions/0/key', line: 39, message: /question key "length" is used twice/ },
  'duplicate-step-id': { code: 'duplicate_id', path: '/steps/2/id', line: 34, message: /step id 2 is used twice/ },
  'unknown-condition-answer': { code: 'unknown_answer', path: '/steps/2/visibleWhen/0/answer', line: 37, message: /no answer "premium"/ },
  'unknown-expression-key': { code: 'cel_unknown_key', path: '/rules/0/when', line: 51, message: /unknown question.*lenght/ },
  'cel-syntax': { code: 'cel_syntax', path: '/rules/0/when', line: 51, message: /does not parse/ },
  'cel-type': { code: 'cel_type', path: '/pricing/0/quantity', line: 56, message: /does not type-check.*double \* int/ },
  'preset-unknown-answer': { code: 'preset_unknown_answer', path: '/presets/0/answers/variant', line: 45, message: /unknown answer "basic_plus"/ },
};

describe('family files', () => {
  it('has one broken fixture per kind of error, and each is listed here', () => {
    const files = readdirSync(path.join(FIXTURES, 'broken')).map((name) => name.replace('.family.yaml', ''));
    expect(files.sort()).toEqual(Object.keys(BROKEN).sort());
  });

  it.each(Object.entries(BROKEN))('refuses %s with its message and location', async (name, expected) => {
    const file = path.join(FIXTURES, 'broken', `${name}.family.yaml`);
    const result = await readFamilyFile(file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toHaveLength(1);
    const [found] = result.issues;
    expect(found).toMatchObject({ file, code: expected.code, path: expected.path, line: expected.line });
    expect(found!.column).toBeGreaterThan(0);
    expect(found!.message).toMatch(expected.message);
    expect(formatFileIssue(found!)).toMatch(new RegExp(`^${file.replaceAll('/', '\\/').replaceAll('.', '\\.')}:${expected.line}:\\d+ `));
  });

  it('lists every error of a file at once', () => {
    const source = `family: many\ntitle: { en: Many }\nsteps:\n  - id: 1\n    key: a\n    title: { en: A }\n    questions:\n      - { key: q, type: boolean, title: { en: Q } }\n      - { key: q, type: boolean, title: { en: Q again } }\nrules:\n  - { key: r, step: nowhere, category: none, blocking: true, when: 'q && x', reason: { en: R } }\n`;
    const result = checkFamilySource('many.family.yaml', source);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((found) => [found.code, found.line])).toEqual([
      ['duplicate_key', 9],
      ['unknown_step', 11],
      ['unknown_inconsistency_category', 11],
      ['cel_unknown_key', 11],
    ]);
  });

  it('accepts the valid fixture and every shipped family', async () => {
    for (const file of [path.join(FIXTURES, 'tiny.family.yaml'), ...(await familyFiles())]) {
      const result = await readFamilyFile(file);
      expect(result.ok ? [] : result.issues.map(formatFileIssue), file).toEqual([]);
    }
    expect((await familyFiles()).map((file) => path.basename(file, '.family.yaml'))).toEqual(['bar', 'blind', 'bubble', 'liner', 'net', 'winter']);
  });

  it('reports an unreadable file instead of throwing', async () => {
    const result = await readFamilyFile(path.join(FIXTURES, 'missing.family.yaml'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]).toMatchObject({ code: 'unreadable', line: 1 });
  });
});
