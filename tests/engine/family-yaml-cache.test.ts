/**
 * familyToYaml with a cache of the list items it wrote (issue 27, item 7: a
 * key in the studio's grids wrote the whole 5,000-line family again on the
 * page's thread): the text is the one written without it, for every family
 * and after edits that make new objects on their path (a price, a
 * translation, questions reordered, which rewrites the presets' and test
 * cases' answers in the new order, a line removed), and the items that did
 * not change are taken from the cache by object.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createFamilyYamlCache, familyToYaml, type FamilyDocument } from '../../engine/index.ts';
import { largeFamilyDocument } from '../fixtures/large-family.ts';
import { loadFamilyDocuments } from './helpers/family-fixtures.ts';

type Json = Record<string, unknown> | unknown[];

/** `document` with the value at `path` replaced by `change(old)`: new objects on the path, the rest shared (as the studio's edits do). */
function edited(document: unknown, path: readonly (string | number)[], change: (old: unknown) => unknown): unknown {
  if (path.length === 0) return change(document);
  const [head, ...rest] = path;
  if (Array.isArray(document)) return document.map((item, index) => (index === head ? edited(item, rest, change) : item));
  const object = document as Record<string, unknown>;
  return { ...object, [head!]: edited(object[head!], rest, change) };
}

const blind = () => parse(readFileSync(new URL('../../schemas/families/blind.family.yaml', import.meta.url), 'utf8')) as FamilyDocument;

describe('familyToYaml with a cache', () => {
  it('writes every family as without it, the first time and again', () => {
    const documents = [...loadFamilyDocuments().map(({ name, document }) => ({ name, document })), { name: 'large', document: largeFamilyDocument(blind()) as unknown }];
    for (const { name, document } of documents) {
      const cache = createFamilyYamlCache();
      const text = familyToYaml(document);
      expect(familyToYaml(document, cache), name).toBe(text);
      expect(familyToYaml(document, cache), name).toBe(text);
    }
  });

  it('writes each edit as without it: a price, a translation, questions reordered, a line removed', () => {
    const cache = createFamilyYamlCache();
    let document: unknown = largeFamilyDocument(blind());
    familyToYaml(document, cache);
    const steps = (document as FamilyDocument).steps;
    const withTwo = steps.findIndex((step) => step.questions.length >= 2);
    const check = (what: string, next: unknown) => {
      document = next;
      expect(familyToYaml(document, cache), what).toBe(familyToYaml(document));
    };
    check('a unit price', edited(document, ['pricing', 0, 'unitPrice'], () => 12.34));
    check('a German title', edited(document, ['steps', 0, 'questions', 0, 'title', 'de'], (old) => `${String(old)} neu`));
    check('questions reordered', edited(document, ['steps', withTwo, 'questions'], (old) => [...(old as unknown[])].reverse()));
    check('a line removed', edited(document, ['pricing'], (old) => (old as unknown[]).slice(1)));
    check('a band added', edited(document, ['pricing', (document as FamilyDocument).pricing!.findIndex((line) => line.grid), 'grid', 'bands'], (old) => [...(old as Json[]), { unitPrice: 99 }]));
  });

  it('takes an item that did not change from the cache, by object (a document changed in place is not written again)', () => {
    const document = blind();
    const cache = createFamilyYamlCache();
    const before = familyToYaml(document, cache);
    // changed in place, against the cache's rule: the cached text of that line is what comes back
    document.pricing![0]!.unitPrice = 1234.5;
    expect(familyToYaml(document, cache)).toBe(before);
    expect(familyToYaml(document)).not.toBe(before);
    expect(familyToYaml(document)).toContain('unitPrice: 1234.50');
  });
});
