/**
 * Ids of catalogue items. A family document names things by key; saved
 * quotes name them by id, so ids must stay the same across re-imports. The
 * server hands in an allocator backed by its id table; without one, ids are
 * numbered in document order (stories, tests, benchmarks).
 */
import type { FamilyDocument } from './family-document.ts';

export type CatalogueIdKind = 'question' | 'answer' | 'category' | 'inconsistency_category' | 'preset';

/** Gives the id of a keyed item; an answer's key is `question.answer`. */
export type IdAllocator = (kind: CatalogueIdKind, key: string) => number;

/** Numbers items 1, 2, 3… per kind, in the order they are first asked for. */
export function sequentialIds(): IdAllocator {
  const ids = new Map<string, number>();
  const next = new Map<CatalogueIdKind, number>();
  return (kind, key) => {
    const id = `${kind}:${key}`;
    let value = ids.get(id);
    if (value === undefined) {
      value = (next.get(kind) ?? 0) + 1;
      next.set(kind, value);
      ids.set(id, value);
    }
    return value;
  };
}

/** Every keyed item of a (schema-valid) document that needs an id. */
export function catalogueIdKeys(document: FamilyDocument): { kind: CatalogueIdKind; key: string }[] {
  const keys: { kind: CatalogueIdKind; key: string }[] = [];
  for (const step of document.steps) {
    for (const question of step.questions) {
      keys.push({ kind: 'question', key: question.key });
      for (const answer of question.answers ?? []) keys.push({ kind: 'answer', key: `${question.key}.${answer.key}` });
    }
  }
  for (const category of document.categories ?? []) keys.push({ kind: 'category', key: category.key });
  for (const category of document.inconsistencyCategories ?? []) keys.push({ kind: 'inconsistency_category', key: category.key });
  for (const preset of document.presets ?? []) keys.push({ kind: 'preset', key: preset.key });
  return keys;
}
