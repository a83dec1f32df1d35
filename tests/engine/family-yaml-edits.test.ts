/**
 * Reading a family file again after an edit (FamilyYamlReader): whatever the
 * edits, in part or whole, the result is the one parseFamilyYaml gives for
 * the same text: the same document, the same refusals, the same places of
 * JSON Pointers. A value typed on its line is read in part; a key, a new
 * line, a value that would become two, an alias, are read whole.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FamilyYamlReader, parseFamilyYaml } from '../../engine/index.ts';
import { FAMILIES_DIR, loadFamilyDocuments } from './helpers/family-fixtures.ts';

/** A small seeded generator: the same edits on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    state ^= state >>> 13;
    return (state >>> 0) / 2 ** 32;
  };
}

/** JSON Pointers of a document's values (every container and leaf). */
function pointersOf(value: unknown, path = ''): string[] {
  if (value === null || typeof value !== 'object') return [path];
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  return [path, ...entries.flatMap(([key, item]) => pointersOf(item, `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`))];
}

/** Reads `text` both ways and expects the same result; whether the text parses. */
function expectSameReading(reader: FamilyYamlReader, text: string, pick: () => number): boolean {
  const read = reader.read(text);
  const whole = parseFamilyYaml(text);
  expect(read.ok).toBe(whole.ok);
  if (!read.ok || !whole.ok) {
    if (!read.ok && !whole.ok) expect(read.issues).toEqual(whole.issues);
    return false;
  }
  // the same values in the same order (toEqual on a whole family is slow)
  expect(JSON.stringify(read.document)).toBe(JSON.stringify(whole.document));
  const pointers = pointersOf(whole.document);
  for (let i = 0; i < 25; i++) {
    const pointer = pointers[Math.floor(pick() * pointers.length)]!;
    expect(read.locate(pointer), pointer).toEqual(whole.locate(pointer));
  }
  return true;
}

const CHARACTERS = ['1', '7', '0', '.', '-', 'a', 'é', ' ', ':', '#', ',', '"', "'", '{', ']', '\n', '*', '&', '!'];

describe.each(loadFamilyDocuments())('$file', ({ file }) => {
  const text = readFileSync(join(FAMILIES_DIR, file), 'utf8');

  it('reads a digit typed in a unit price in part, as the whole text reads', () => {
    const reader = new FamilyYamlReader();
    reader.read(text);
    const at = text.search(/unitPrice: \d/);
    if (at < 0) return;
    const digit = at + 'unitPrice: '.length;
    const edited = text.slice(0, digit) + '9' + text.slice(digit + 1);
    expectSameReading(reader, edited, random(1));
    expect(reader.lastRead).toBe('part');
    // and back: the same text as at first
    expectSameReading(reader, text, random(2));
    expect(reader.lastRead).toBe('part');
  });

  it('after 60 random edits near values (typed, removed, replaced), each text reads as the whole text reads', { timeout: 60_000 }, () => {
    const pick = random(file.length * 7919);
    const reader = new FamilyYamlReader();
    let current = text;
    reader.read(current);
    const counts = { part: 0, whole: 0 };
    for (let i = 0; i < 60; i++) {
      // an edit at a place after ": " (a value's start) or anywhere
      const anchors = [...current.matchAll(/: /g)];
      const base = pick() < 0.8 && anchors.length > 0 ? anchors[Math.floor(pick() * anchors.length)]!.index! + 2 + Math.floor(pick() * 6) : Math.floor(pick() * current.length);
      const at = Math.min(base, current.length);
      const kind = pick();
      const character = CHARACTERS[Math.floor(pick() * CHARACTERS.length)]!;
      const next = kind < 0.4 ? current.slice(0, at) + character + current.slice(at) : kind < 0.7 ? current.slice(0, at) + current.slice(at + 1) : current.slice(0, at) + character + current.slice(at + 1);
      // a text that no longer parses is not kept: the next edit starts from the last good one, as a person fixes a typo
      const parses = expectSameReading(reader, next, pick);
      counts[reader.lastRead]++;
      if (parses) current = next;
      else reader.read(current);
    }
    expect(counts.part).toBeGreaterThan(10);
    expect(counts.whole).toBeGreaterThan(5);
  });
});

describe('what is read whole', () => {
  const base = 'family: x\nprice: 12\nlabels: { fr: un, en: one }\nlist: [1, 2]\nanchored: &a 5\nalias: *a\n';

  it.each([
    ['a key edited', base.replace('price: 12', 'prize: 12')],
    ['a new line in a value', base.replace('price: 12', 'price: 1\n2')],
    ['a value that becomes a map', base.replace('price: 12', 'price: 1: 2')],
    ['a comment after a value', base.replace('price: 12', 'price: 12 # twelve')],
    ['a comma in a flow value', base.replace('fr: un', 'fr: u,n')],
  ])('%s', (_, edited) => {
    const plain = base.replace('anchored: &a 5\nalias: *a\n', '');
    const reader = new FamilyYamlReader();
    reader.read(plain);
    const text = edited.replace('anchored: &a 5\nalias: *a\n', '');
    expectSameReading(reader, text, random(3));
    expect(reader.lastRead).toBe('whole');
  });

  it('a value of a text with an alias (the edit could show in several places)', () => {
    const reader = new FamilyYamlReader();
    reader.read(base);
    expectSameReading(reader, base.replace('price: 12', 'price: 13'), random(4));
    expect(reader.lastRead).toBe('whole');
  });

  it('a value typed in a flow mapping and a list is read in part', () => {
    const plain = base.replace('anchored: &a 5\nalias: *a\n', '');
    const reader = new FamilyYamlReader();
    reader.read(plain);
    expectSameReading(reader, plain.replace('fr: un', 'fr: une'), random(5));
    expect(reader.lastRead).toBe('part');
    expectSameReading(reader, plain.replace('fr: un', 'fr: une').replace('[1, 2]', '[1, 25]'), random(6));
    expect(reader.lastRead).toBe('part');
  });
});
