/**
 * The notes of a family document (`note` on a price line or a rule): the
 * product team's explanations, kept with the file and shown in the studio,
 * never to customers. The engine ignores them.
 */
type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The items of a list without their note (the same list when none has one). */
function listWithoutNotes(list: unknown): unknown {
  if (!Array.isArray(list) || !list.some((item) => isObject(item) && 'note' in item)) return list;
  return list.map((item) => {
    if (!isObject(item) || !('note' in item)) return item;
    const { note: _note, ...rest } = item;
    return rest;
  });
}

/** `document` without its notes, for those who must not read them; the same object when it has none (nothing else is copied). */
export function withoutNotes<T extends object>(document: T): T {
  const source = document as Obj;
  const rules = listWithoutNotes(source.rules);
  const pricing = listWithoutNotes(source.pricing);
  if (rules === source.rules && pricing === source.pricing) return document;
  return { ...source, rules, pricing } as T;
}
