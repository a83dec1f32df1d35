/** The translation grid's rows: every label of every family file, once, with its place; the missing ones counted per language. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { FamilyDocument } from '../../../../engine/index.ts';
import { familyLabels, missingCounts } from '../../../../src/features/studio/family-labels.ts';
import { updateAt, withTranslation } from '../../../../src/features/studio/document-edit.ts';

const FAMILIES = new URL('../../../../schemas/families/', import.meta.url);
const read = (name: string) => parse(readFileSync(new URL(name, FAMILIES), 'utf8')) as FamilyDocument;

/** The JSON Pointer of every object with an English text in a document: what the grid must list. */
function textPointers(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => textPointers(item, `${at}/${i}`));
  if (value === null || typeof value !== 'object') return [];
  if (typeof (value as { en?: unknown }).en === 'string') return [at];
  return Object.entries(value).flatMap(([key, item]) => textPointers(item, `${at}/${key}`));
}

describe('familyLabels', () => {
  it.each(readdirSync(FAMILIES).filter((name) => name.endsWith('.family.yaml')))('lists every text of %s, in document order, pointing at it', (name) => {
    const document = read(name);
    const labels = familyLabels(document);
    expect(new Set(labels.map((label) => label.pointer))).toEqual(new Set(textPointers(document)));
    expect(labels).toHaveLength(textPointers(document).length);
    for (const label of labels) {
      const found = label.path.reduce<unknown>((node, segment) => (node as Record<string | number, unknown>)[segment], document);
      expect(found).toBe(label.text);
    }
  });

  it('names what a label labels, and marks long texts', () => {
    const labels = familyLabels(read('bar.family.yaml'));
    expect(labels[0]).toMatchObject({ pointer: '/title', kind: 'family', owner: 'bar', field: 'title', long: false });
    expect(labels.find((label) => label.kind === 'rule')).toMatchObject({ field: 'reason', long: true });
    expect(labels.find((label) => label.kind === 'answer')?.owner).toMatch(/^\w+\.\w+$/);
    expect(labels.find((label) => label.kind === 'testCase')).toMatchObject({ field: 'title' });
  });

  it('counts the missing texts per language, an empty text included', () => {
    const bar = read('bar.family.yaml');
    const base = missingCounts(familyLabels(bar));
    const edited = updateAt(updateAt(bar, ['title'], (text) => withTranslation(text as FamilyDocument['title'], 'de', '')), ['pricing', 0, 'designation', 'it'], () => ' ');
    expect(missingCounts(familyLabels(edited))).toEqual({ ...base, de: base.de + 1, it: base.it + 1 });
  });
});
