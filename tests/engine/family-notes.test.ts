/** withoutNotes: a family document without the product team's notes, copying only the lists that held one. */
import { describe, expect, it } from 'vitest';
import { withoutNotes, type FamilyDocument } from '../../engine/index.ts';
import { loadFamilyDocuments } from './helpers/family-fixtures.ts';

const documents = new Map(loadFamilyDocuments().map(({ name, document }) => [name, document as FamilyDocument]));

describe('withoutNotes', () => {
  it("leaves out the liner's notes and nothing else, without changing the document it was given", () => {
    const liner = documents.get('liner')!;
    const before = structuredClone(liner);
    const stripped = withoutNotes(liner);
    expect(liner).toEqual(before);
    expect(liner.pricing!.filter((line) => line.note !== undefined)).toHaveLength(8);
    expect(stripped.pricing!.some((line) => 'note' in line)).toBe(false);
    expect(stripped.pricing!.map(({ code, quantity, unitPrice }) => ({ code, quantity, unitPrice }))).toEqual(liner.pricing!.map(({ code, quantity, unitPrice }) => ({ code, quantity, unitPrice })));
    expect(stripped.pricing![0]).toEqual((({ note: _note, ...rest }) => rest)(liner.pricing![0]!));
    expect(stripped.steps).toBe(liner.steps);
    expect(stripped.rules).toBe(liner.rules);
    expect(stripped.pricing!.at(-1)).toBe(liner.pricing!.at(-1)); // a line with no note is the same object
  });

  it('takes the notes of rules too, and gives a document without any note back as it is', () => {
    const bar = documents.get('bar')!;
    expect(withoutNotes(bar)).toBe(bar);
    const noted = { ...bar, rules: bar.rules!.map((rule, index) => (index === 0 ? { ...rule, note: 'Bars bend above 6 m.' } : rule)) };
    expect(withoutNotes(noted).rules).toEqual(bar.rules);
    expect(withoutNotes({})).toEqual({});
  });
});
