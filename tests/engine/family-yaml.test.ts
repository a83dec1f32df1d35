/**
 * The canonical writer and the parser of family files: every repository file
 * is its own canonical text, byte for byte (the explanations of its formulas
 * are the `note` of their price lines, not comments a document would lose),
 * whatever the order of the document's keys (jsonb sorts them); writing again
 * is stable; the parser places errors and refuses what could exhaust memory.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { compileFamily, familyToYaml, type FamilyDocument, FAMILY_YAML_HEADER, lineOfPointer, parseFamilyYaml, pointerLocator } from '../../engine/index.ts';
import { FAMILIES_DIR, loadFamilyDocuments } from './helpers/family-fixtures.ts';

/** The keys of every object sorted as PostgreSQL's jsonb returns them (shorter first, then bytewise). */
function jsonbOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(jsonbOrder);
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value).sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(keys.map((key) => [key, jsonbOrder((value as Record<string, unknown>)[key])]));
}

describe.each(loadFamilyDocuments())('$file', ({ file, document }) => {
  const text = readFileSync(join(FAMILIES_DIR, file), 'utf8');

  it('is its own canonical text, exactly: no comment but its header, every explanation a note', () => {
    expect(text.split('\n').filter((line) => /^\s*#/.test(line))).toEqual([FAMILY_YAML_HEADER]);
    expect(familyToYaml(document)).toBe(text);
  });

  it('is written the same from a document whose keys come back sorted from jsonb', () => {
    const stored = JSON.parse(JSON.stringify(jsonbOrder(document))) as unknown;
    expect(Object.keys(stored as object)[0]).not.toBe('family');
    expect(familyToYaml(stored)).toBe(text);
  });

  it('reads back as the same document, and writing again changes nothing', () => {
    const written = familyToYaml(document);
    const read = parseFamilyYaml(written);
    expect(read).toEqual({ ok: true, document, locate: expect.any(Function) });
    expect(familyToYaml((read as { document: unknown }).document)).toBe(written);
  });
});

describe('familyToYaml', () => {
  /** Bar's document, with room for the sections another version may add. */
  type Editable = FamilyDocument & { title: Record<string, string>; testCases?: unknown; notes?: unknown };
  const bar = parse(readFileSync(join(FAMILIES_DIR, 'bar.family.yaml'), 'utf8')) as Editable;

  it('keeps edits readable and stable: a label that needs quotes as a block, a new price, a grid, a test case, an unknown section', () => {
    const edited = structuredClone(bar);
    edited.title.fr = 'Couverture, à barres';
    edited.pricing![0]!.unitPrice = 34;
    edited.pricing![1]!.unitPrice = 36.5;
    edited.pricing!.push({
      code: 'BAR-GRID',
      designation: { fr: 'Grille', en: 'Grid' },
      grid: { dimension: 'length', bands: [{ upTo: 8, unitPrice: 100 }, { unitPrice: 120.5 }] },
      discountable: false,
    });
    edited.testCases = [
      {
        key: 'manual_8x4',
        title: { fr: 'Manuelle 8 x 4', en: 'Manual 8 x 4' },
        answers: { width: 4, variant: 'manual', length: 8 },
        expected: { total: 1234.5, lines: [{ amount: 100, code: 'BAR-CRANK', quantity: 1, unitPrice: 95 }], inconsistencies: [{ blocking: true, key: 'too_wide' }] },
      },
    ];
    edited.notes = { reviewedBy: 'product team', tags: ['a', 'b'], label: { fr: 'Note', en: 'Note' } };
    const written = familyToYaml(edited);
    expect(written).toContain('title:\n  fr: Couverture, à barres\n  en: Bar cover\n');
    expect(written).toContain('    unitPrice: 34.00\n');
    expect(written).toContain('    unitPrice: 36.50\n');
    expect(written).toContain('    grid:\n      dimension: length\n      bands:\n        - { upTo: 8, unitPrice: 100.00 }\n        - { unitPrice: 120.50 }\n    discountable: false\n');
    expect(written).toContain(
      '\ntestCases:\n  - key: manual_8x4\n    title: { fr: Manuelle 8 x 4, en: Manual 8 x 4 }\n    answers: { variant: manual, length: 8, width: 4 }\n    expected:\n      lines:\n        - { code: BAR-CRANK, quantity: 1, unitPrice: 95.00, amount: 100.00 }\n      total: 1234.50\n      inconsistencies:\n        - { key: too_wide, blocking: true }\n',
    );
    expect(written).toContain('\nnotes:\n  reviewedBy: product team\n  tags: [a, b]\n  label: { fr: Note, en: Note }\n');
    const read = parseFamilyYaml(written);
    expect(read).toEqual({ ok: true, document: edited, locate: expect.any(Function) });
    expect(familyToYaml((read as { document: unknown }).document)).toBe(written);
  });

  it("writes a note under its line's code or its rule's key, a note of several lines as a literal block, and reads each back as it was", () => {
    const edited = structuredClone(bar);
    edited.pricing![0]!.note = 'Fabric area: length × width.\n  The bars are priced apart.';
    edited.rules![0]!.note = 'Above 6 m the bars bend: see the technical sheet.';
    const written = familyToYaml(edited);
    expect(written).toContain('  - code: BAR-COVER-580\n    note: |-\n      Fabric area: length × width.\n        The bars are priced apart.\n    designation: ');
    expect(written).toContain("  - key: too_wide\n    note: 'Above 6 m the bars bend: see the technical sheet.'\n    step: ");
    const read = parseFamilyYaml(written);
    expect(read).toEqual({ ok: true, document: edited, locate: expect.any(Function) });
    expect(familyToYaml((read as { document: unknown }).document)).toBe(written);
  });

  it.each([
    ['a first line indented', '  indented\nthen not'],
    ['a final line break', 'two lines\nand a break\n'],
    ['final blank lines', 'kept\n\n\n'],
    ['a first blank line', '\nafter a blank line'],
    ['a line of spaces and a comment sign', 'a\n   \n# not a comment\n- not a list'],
    ['a carriage return (one quoted line)', 'windows\r\nline'],
    ['a control character (one quoted line)', 'bell\u0007\nline'],
  ])('keeps a note with %s exactly', (_, note) => {
    const edited = structuredClone(bar);
    edited.pricing![1]!.note = note;
    edited.rules![0]!.note = note;
    const written = familyToYaml(edited);
    const read = parseFamilyYaml(written);
    expect(read).toEqual({ ok: true, document: edited, locate: expect.any(Function) });
    expect(familyToYaml((read as { document: unknown }).document)).toBe(written);
  });

  it("keeps the liner's explanation of its developed surface, line by line, as the note of the lines priced by it", () => {
    const read = parseFamilyYaml(readFileSync(join(FAMILIES_DIR, 'liner.family.yaml'), 'utf8')) as { ok: true; document: FamilyDocument };
    const notes = Object.fromEntries(read.document.pricing!.map((line) => [line.code, line.note]));
    expect(notes['LIN-75']).toBe(
      'Developed surface = floor + walls (+ stairs risers):\n  floor  length × width\n  walls  perimeter × mean depth = 2 × (length + width) × (shallow + deep) / 2\n  risers stairs width × shallow depth (the risers add up to the shallow-end height)',
    );
    expect(notes['LIN-PRINTED']).toBe(notes['LIN-75']);
    expect(notes['LIN-FREE-150']).toMatch(/^Free form: \+20 % on the membrane/);
    expect(notes['LIN-STAIRS-ROMAN']).toBeUndefined();
  });

  it('quotes what YAML would read as something else', () => {
    const edited = structuredClone(bar);
    edited.rules![0]!.when = 'width > 6.0 # not a comment';
    edited.steps[0]!.title.en = 'true';
    edited.steps[0]!.title.de = '12';
    edited.steps[0]!.title.nl = 'a: b';
    edited.rules![0]!.reason.en = 'Two\nlines';
    edited.presets![0]!.answers.colour = '- x';
    const read = parseFamilyYaml(familyToYaml(edited));
    expect(read).toEqual({ ok: true, document: edited, locate: expect.any(Function) });
  });

  it('writes a long list of preset answers as a block and a short one on one line', () => {
    const edited = structuredClone(bar);
    edited.presets![1]!.answers.accessories = Array.from({ length: 12 }, () => 'padlock');
    const written = familyToYaml(edited);
    expect(written).toContain('    answers: { variant: manual, length: 8, width: 4, stairs: none, fabric: pvc_580, colour: blue_beige, accessories: [padlock] }\n');
    expect(written).toContain('    answers:\n      variant: motorised\n      length: 10\n');
  });
});

describe('parseFamilyYaml', () => {
  it('places a syntax error, a duplicate key and an unknown tag on their line and column', () => {
    expect(parseFamilyYaml('family: bar\nsteps: [1, 2\ntitle: x\n')).toMatchObject({ ok: false, issues: [{ line: 3, column: 1, code: 'yaml_syntax', path: '' }] });
    expect(parseFamilyYaml('family: bar\nfamily: net\n')).toMatchObject({ ok: false, issues: [{ line: 2, column: 1, code: 'yaml_syntax', message: expect.stringContaining('unique') }] });
    expect(parseFamilyYaml('family: bar\ntitle: !secret x\n')).toMatchObject({ ok: false, issues: [{ line: 2, column: 8, code: 'yaml_syntax' }] });
  });

  it('refuses an alias bomb and a huge anchor repeated', () => {
    const names = 'abcdefghij';
    const bomb = [`a: &a [${Array(9).fill('"lol"').join(', ')}]`, ...[...names.slice(1)].map((name, i) => `${name}: &${name} [${Array(9).fill(`*${names[i]}`).join(', ')}]`)].join('\n');
    expect(parseFamilyYaml(bomb)).toMatchObject({ ok: false, issues: [{ code: 'yaml_aliases', line: 1, column: 1 }] });
    const huge = `big: &big [${Array(5_000).fill('x').join(', ')}]\ncopies: [${Array(20).fill('*big').join(', ')}]\n`;
    expect(parseFamilyYaml(huge)).toMatchObject({ ok: false, issues: [{ code: 'yaml_aliases' }] });
    expect(parseFamilyYaml('a: &a [1]\nb: *a\n')).toEqual({ ok: true, document: { a: [1], b: [1] }, locate: expect.any(Function) });
  });

  it('refuses deep nesting quickly, in flow and in block style', () => {
    const started = Date.now();
    expect(parseFamilyYaml(`a: ${'['.repeat(300_000)}${']'.repeat(300_000)}`)).toMatchObject({ ok: false, issues: [{ code: 'yaml_too_deep' }] });
    expect(parseFamilyYaml(`a: ${'{ b: '.repeat(45)}1${' }'.repeat(45)}`)).toMatchObject({ ok: false, issues: [{ code: 'yaml_too_deep' }] });
    const block = Array.from({ length: 60 }, (_, depth) => `${' '.repeat(depth * 2)}k:`).join('\n') + ' 1\n';
    expect(parseFamilyYaml(block)).toMatchObject({ ok: false, issues: [{ code: 'yaml_too_deep' }] });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(parseFamilyYaml('a: "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["\n').ok).toBe(false);
    expect(parseFamilyYaml('a: 1 # [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\n')).toEqual({ ok: true, document: { a: 1 }, locate: expect.any(Function) });
  });

  it('reads an empty text as no document (the engine then says what is missing)', () => {
    const read = parseFamilyYaml('');
    expect(read).toEqual({ ok: true, document: null, locate: expect.any(Function) });
    expect(compileFamily(null)).toMatchObject({ ok: false });
  });
});

describe('lineOfPointer', () => {
  const text = readFileSync(join(FAMILIES_DIR, 'bar.family.yaml'), 'utf8');
  const lines = text.split('\n');
  const lineOf = (start: string) => lines.findIndex((line) => line.startsWith(start)) + 1;

  it('finds a value by its JSON Pointer', () => {
    expect(lineOfPointer(text, '/rules/0/when')).toEqual({ line: lineOf('    when: width > 6.0'), column: 11 });
    expect(lineOfPointer(text, '/steps/1/questions/0/key')).toEqual({ line: lineOf('      - key: length'), column: 14 });
    expect(lineOfPointer(text, '')).toEqual({ line: 2, column: 1 });
  });

  it('falls back on the deepest node that exists', () => {
    expect(lineOfPointer(text, '/pricing/2/nothing/here')).toEqual({ line: lineOf('  - code: BAR-BARS'), column: 5 });
    expect(pointerLocator(text)('/steps/9')).toEqual(lineOfPointer(text, '/steps'));
  });
});

describe('parseFamilyYaml locate', () => {
  it('places a JSON Pointer of the document it read, from the same parse (as lineOfPointer does)', () => {
    const text = 'family: bar\nrules:\n  - key: a\n    when: width > 1.0\n';
    const read = parseFamilyYaml(text);
    if (!read.ok) throw new Error('parses');
    expect(read.locate('/rules/0/when')).toEqual({ line: 4, column: 11 });
    expect(read.locate('/rules/0/when')).toEqual(lineOfPointer(text, '/rules/0/when'));
  });
});
