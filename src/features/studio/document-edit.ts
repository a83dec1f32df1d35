/**
 * Immutable edits of a family document for the studio's grids: each returns
 * a new object along the edited path and shares every untouched part, and a
 * key keeps its place (a new one goes where the step DSL's files write it),
 * so that the document turned back into YAML differs only where it was edited.
 */
import { LOCALES, type FamilyDocument, type Locale, type LocalizedText } from '../../../engine/index.ts';

/** The order in which the family files write the keys of each object. */
export const KEY_ORDER = {
  document: ['$schema', 'family', 'position', 'title', 'description', 'image', 'inconsistencyCategories', 'categories', 'steps', 'presets', 'rules', 'pricing', 'eco', 'testCases'],
  priceLine: ['code', 'note', 'designation', 'when', 'quantity', 'unitPrice', 'grid', 'discountable'],
  ecoLine: ['code', 'designation', 'when', 'quantity', 'amount'],
  text: LOCALES,
} as const;

/**
 * `object` with `key` set to `value` (removed when `value` is undefined): an
 * existing key keeps its place, a new one goes before the first key that
 * `order` puts after it (at the end when none does).
 */
export function withKey<T extends object>(object: T, key: string, value: unknown, order: readonly string[]): T {
  const entries = Object.entries(object);
  if (value === undefined) return Object.fromEntries(entries.filter(([name]) => name !== key)) as T;
  if (key in object) return Object.fromEntries(entries.map(([name, old]) => [name, name === key ? value : old])) as T;
  const rank = order.indexOf(key);
  const at = rank < 0 ? -1 : entries.findIndex(([name]) => order.indexOf(name) > rank);
  if (at < 0) return Object.fromEntries([...entries, [key, value]]) as T;
  return Object.fromEntries([...entries.slice(0, at), [key, value], ...entries.slice(at)]) as T;
}

/** A text with its label in `locale` set (removed when empty). */
export function withTranslation(text: LocalizedText, locale: Locale, value: string): LocalizedText {
  return withKey(text, locale, value === '' ? undefined : value, KEY_ORDER.text);
}

export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((old, i) => (i === index ? item : old));
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** The list with the item at `index` moved by `by` places (kept inside the list). */
export function moveItem<T>(list: readonly T[], index: number, by: number): T[] {
  const to = Math.min(Math.max(index + by, 0), list.length - 1);
  if (to === index) return [...list];
  const next = removeAt(list, index);
  next.splice(to, 0, list[index]!);
  return next;
}

/** The document with one of its top-level lists replaced (removed when empty and absent before). */
export function withList<K extends 'pricing' | 'eco'>(document: FamilyDocument, key: K, list: NonNullable<FamilyDocument[K]>): FamilyDocument {
  if (list.length === 0 && document[key] === undefined) return document;
  return withKey(document, key, list, KEY_ORDER.document);
}

type Segment = string | number;

/**
 * The document with the value at `path` (object keys and list indexes) replaced
 * by `update(old)`: new objects and lists along the path, everything else shared.
 */
export function updateAt<T>(root: T, path: readonly Segment[], update: (old: unknown) => unknown): T {
  if (path.length === 0) return update(root) as T;
  const [head, ...rest] = path;
  if (Array.isArray(root)) return replaceAt(root, head as number, updateAt(root[head as number], rest, update)) as T;
  const object = root as Record<string, unknown>;
  return { ...object, [head!]: updateAt(object[head as string], rest, update) } as T;
}
