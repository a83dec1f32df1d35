/** The shipped families: they compile, and every label exists in the six languages. */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../engine/index.ts';
import { compileAll, loadFamilyDocuments } from './helpers/family-fixtures.ts';

/** Every localized text of a document (an object with an `en` string), with its path. */
function texts(value: unknown, path = ''): { path: string; text: { en: string } & Record<string, string> }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}/${index}`));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (typeof record.en === 'string') return [{ path, text: record as { en: string } & Record<string, string> }];
  return Object.entries(record).flatMap(([key, item]) => texts(item, `${path}/${key}`));
}

describe.each(loadFamilyDocuments())('$file', ({ document, name }) => {
  it('is named after its family key', () => {
    expect((document as { family: string }).family).toBe(name);
  });

  it('has every label in fr, en, de, es, nl and it', () => {
    const missing = texts(document).flatMap(({ path, text }) => LOCALES.filter((locale) => !text[locale]?.trim()).map((locale) => `${path} ${locale}`));
    expect(missing).toEqual([]);
  });

  // the trade's English name left in brackets read as a slip in Spanish: "Perfil colgador (hung)" (issue 30, item 7)
  it('names the hung bead in Spanish words only', () => {
    const english = texts(document).filter(({ text }) => /\bhung\b/i.test(text.es ?? ''));
    expect(english.map(({ path, text }) => `${path}: ${text.es}`)).toEqual([]);
  });

  it('translates its sentences rather than copying the English', () => {
    const copied = texts(document).filter(({ text }) => text.en.split(' ').length >= 4 && LOCALES.some((locale) => locale !== 'en' && text[locale] === text.en));
    expect(copied.map((entry) => entry.path)).toEqual([]);
  });
});

describe('the shipped catalogue', () => {
  const families = compileAll();

  it('has the six families of the brief, each with a variant step 1, presets and eco-participation', () => {
    expect(families.map((f) => f.name)).toEqual(['bar', 'blind', 'bubble', 'liner', 'net', 'winter']);
    for (const { catalogue } of families) {
      expect(catalogue.steps[0]).toMatchObject({ id: 1 });
      expect(catalogue.steps[0]!.questions[0]).toMatchObject({ key: 'variant', type: 'single', required: true });
      expect(catalogue.presets.length).toBeGreaterThanOrEqual(2);
      expect(catalogue.eco.length).toBeGreaterThanOrEqual(1);
      expect(catalogue.rules.length).toBeGreaterThanOrEqual(2);
    }
  });
});
