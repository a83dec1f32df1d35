/** The studio grids' immutable document edits: new objects along the path only, keys kept in place, new keys where the family files write them. */
import { describe, expect, it } from 'vitest';
import type { FamilyDocument } from '../../../../engine/index.ts';
import { KEY_ORDER, moveItem, removeAt, updateAt, withKey, withList, withTranslation } from '../../../../src/features/studio/document-edit.ts';

const line = Object.freeze({ code: 'A', designation: Object.freeze({ fr: 'Un', en: 'One' }), quantity: 'x', unitPrice: 2 });

describe('withKey', () => {
  it('replaces a key in its place and leaves the object given alone', () => {
    const next = withKey(line, 'quantity', 'y', KEY_ORDER.priceLine);
    expect(Object.entries(next)).toEqual([['code', 'A'], ['designation', line.designation], ['quantity', 'y'], ['unitPrice', 2]]);
    expect(next.designation).toBe(line.designation);
    expect(line.quantity).toBe('x');
  });

  it('inserts a new key where the files write it, and removes one set to undefined', () => {
    expect(Object.keys(withKey(line, 'when', 'y', KEY_ORDER.priceLine))).toEqual(['code', 'designation', 'when', 'quantity', 'unitPrice']);
    expect(Object.keys(withKey(line, 'discountable', false, KEY_ORDER.priceLine))).toEqual(['code', 'designation', 'quantity', 'unitPrice', 'discountable']);
    expect(Object.keys(withKey(line, 'quantity', undefined, KEY_ORDER.priceLine))).toEqual(['code', 'designation', 'unitPrice']);
  });
});

describe('withTranslation', () => {
  it('sets a language in the order fr en de es nl it, and removes an emptied one', () => {
    expect(Object.keys(withTranslation({ fr: 'Un', en: 'One', it: 'Uno' }, 'de', 'Eins'))).toEqual(['fr', 'en', 'de', 'it']);
    expect(withTranslation({ fr: 'Un', en: 'One' }, 'fr', '')).toEqual({ en: 'One' });
  });
});

describe('lists', () => {
  it('moves inside the list, removes, and adds a list where the files write it', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    const document = { family: 'x', title: { en: 'X' }, steps: [], rules: [], testCases: [] } as unknown as FamilyDocument;
    expect(Object.keys(withList(document, 'eco', [{ code: 'E', designation: { en: 'E' }, amount: 1 }]))).toEqual(['family', 'title', 'steps', 'rules', 'eco', 'testCases']);
    expect(withList(document, 'pricing', [])).toBe(document);
  });

  it('updateAt shares every part off the path', () => {
    const document = Object.freeze({ a: Object.freeze([Object.freeze({ t: 1 }), Object.freeze({ t: 2 })]), b: Object.freeze({}) });
    const next = updateAt(document, ['a', 1, 't'], () => 3);
    expect(next).toEqual({ a: [{ t: 1 }, { t: 3 }], b: {} });
    expect(next.b).toBe(document.b);
    expect(next.a[0]).toBe(document.a[0]);
  });
});
