/**
 * What changed between two family documents, as structured changes (no
 * prose: the server and the studio put them in words). Items are matched by
 * their keys (steps by id, price and eco lines by code), so a reordered
 * list is a move, not a removal and an addition. Sections the DSL does not
 * describe here are compared whole ("section changed"). Key order never
 * counts: documents read back from jsonb have their keys sorted.
 */
import { pointer } from './catalogue-issues.ts';

export type FamilyChangeKind =
  | 'family_changed'
  | 'step_added'
  | 'step_removed'
  | 'step_changed'
  | 'step_moved'
  | 'question_added'
  | 'question_removed'
  | 'question_changed'
  | 'question_moved'
  | 'answer_added'
  | 'answer_removed'
  | 'answer_changed'
  | 'rule_added'
  | 'rule_removed'
  | 'rule_changed'
  | 'price_line_added'
  | 'price_line_removed'
  | 'price_line_changed'
  | 'eco_line_added'
  | 'eco_line_removed'
  | 'eco_line_changed'
  | 'preset_added'
  | 'preset_removed'
  | 'preset_changed'
  | 'test_case_added'
  | 'test_case_removed'
  | 'test_case_changed'
  | 'section_changed';

export interface FamilyChange {
  kind: FamilyChangeKind;
  /** JSON Pointer to what changed: in `after`, or in `before` for a removal. */
  path: string;
  /** The keys naming what changed (a price or eco line by its code). */
  step?: string;
  question?: string;
  answer?: string;
  rule?: string;
  code?: string;
  preset?: string;
  testCase?: string;
  /** For `section_changed`: the top-level key. */
  section?: string;
  /** For `…_changed` and `…_moved`: the field that changed (`title`, `visibleWhen`, `unitPrice`, `position`, `step`…). */
  field?: string;
  /** The value before and after, when meaningful (a title, a condition, a price, a position, a step key). */
  before?: unknown;
  after?: unknown;
}

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): Obj[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** Deep equality of JSON values, key order aside; an absent key equals an undefined one. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!sameValue(a[key], b[key])) return false;
    return true;
  }
  return false;
}

/** The sections of a family this module compares item by item; the others are compared whole. */
const FAMILY_FIELDS = ['family', 'position', 'title', 'description', 'image'] as const;
const DIFFED_SECTIONS = new Set<string>([...FAMILY_FIELDS, 'steps', 'rules', 'pricing', 'eco', 'presets', 'testCases']);

/** Keys of a list's items, in order, with their index; items without a key are left out. */
function keyed(list: Obj[], keyOf: (item: Obj) => string | undefined): Map<string, { item: Obj; index: number }> {
  const map = new Map<string, { item: Obj; index: number }>();
  list.forEach((item, index) => {
    const key = keyOf(item);
    if (key !== undefined && !map.has(key)) map.set(key, { item, index });
  });
  return map;
}

/** The keys, common to both orders, that moved: those outside a longest common subsequence. */
function movedKeys(before: string[], after: string[]): Set<string> {
  const common = new Set(after.filter((key) => before.includes(key)));
  const a = before.filter((key) => common.has(key));
  const b = after.filter((key) => common.has(key));
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      kept.add(a[i]!);
      i++;
      j++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  return new Set(b.filter((key) => !kept.has(key)));
}

interface ListDiff {
  /** Names the item in a change (e.g. `{ rule: key }`). */
  name: (key: string) => Partial<FamilyChange>;
  added: FamilyChangeKind;
  removed: FamilyChangeKind;
  changed: FamilyChangeKind;
  /** The fields compared, in the order their changes are listed. */
  fields: readonly string[];
  moved?: FamilyChangeKind;
}

/** Compares two keyed lists: additions, removals, changed fields and moves, in `after`'s order (removals where they were). */
function diffList(before: Obj[], after: Obj[], keyOf: (item: Obj) => string | undefined, basePath: (string | number)[], spec: ListDiff, changes: FamilyChange[]): void {
  const old = keyed(before, keyOf);
  const now = keyed(after, keyOf);
  for (const [key, { item, index }] of old) {
    if (!now.has(key)) changes.push({ kind: spec.removed, path: pointer(...basePath, index), ...spec.name(key), before: item });
  }
  const moved = spec.moved ? movedKeys([...old.keys()], [...now.keys()]) : new Set<string>();
  for (const [key, { item, index }] of now) {
    const previous = old.get(key);
    if (!previous) {
      changes.push({ kind: spec.added, path: pointer(...basePath, index), ...spec.name(key), after: item });
      continue;
    }
    if (moved.has(key)) changes.push({ kind: spec.moved!, path: pointer(...basePath, index), ...spec.name(key), field: 'position', before: previous.index + 1, after: index + 1 });
    for (const field of spec.fields) {
      if (sameValue(previous.item[field], item[field])) continue;
      const path = pointer(...basePath, index, ...(item[field] === undefined ? [] : [field]));
      changes.push({ kind: spec.changed, path, ...spec.name(key), field, before: previous.item[field], after: item[field] });
    }
  }
}

const keyOf = (item: Obj) => (typeof item.key === 'string' ? item.key : undefined);
const codeOf = (item: Obj) => (typeof item.code === 'string' ? item.code : undefined);
const idOf = (item: Obj) => (typeof item.id === 'number' ? String(item.id) : undefined);

interface Located<T> {
  item: T;
  /** The step's id (what identifies it) and key (what names it). */
  stepId: string | undefined;
  stepKey: string;
  path: (string | number)[];
}

/** The questions of a document by key, with their step and place. */
function questionsOf(steps: Obj[]): Map<string, Located<Obj>> {
  const map = new Map<string, Located<Obj>>();
  steps.forEach((step, stepIndex) => {
    listOf(step.questions).forEach((question, index) => {
      const key = keyOf(question);
      if (key !== undefined && !map.has(key)) map.set(key, { item: question, stepId: idOf(step), stepKey: String(step.key), path: ['steps', stepIndex, 'questions', index] });
    });
  });
  return map;
}

const QUESTION_FIELDS = ['title', 'type', 'required', 'min', 'max', 'step', 'unit', 'maxLength', 'default', 'fromPool', 'visibleWhen', 'category', 'help', 'image'] as const;

/** Questions and their answers; those of a step added or removed whole are not listed again. */
function diffQuestions(before: Obj[], after: Obj[], changes: FamilyChange[]): void {
  const old = questionsOf(before);
  const now = questionsOf(after);
  const stepIds = (steps: Obj[]) => new Set(steps.map(idOf));
  const [idsBefore, idsAfter] = [stepIds(before), stepIds(after)];
  for (const [key, located] of old) {
    if (!now.has(key) && idsAfter.has(located.stepId)) changes.push({ kind: 'question_removed', path: pointer(...located.path), step: located.stepKey, question: key, before: located.item });
  }
  for (const [key, located] of now) {
    const previous = old.get(key);
    const name = { step: located.stepKey, question: key };
    if (!previous) {
      if (idsBefore.has(located.stepId)) changes.push({ kind: 'question_added', path: pointer(...located.path), ...name, after: located.item });
      continue;
    }
    if (previous.stepId !== located.stepId) changes.push({ kind: 'question_moved', path: pointer(...located.path), ...name, field: 'step', before: previous.stepKey, after: located.stepKey });
    for (const field of QUESTION_FIELDS) {
      if (sameValue(previous.item[field], located.item[field])) continue;
      const path = located.item[field] === undefined ? located.path : [...located.path, field];
      changes.push({ kind: 'question_changed', path: pointer(...path), ...name, field, before: previous.item[field], after: located.item[field] });
    }
    diffList(listOf(previous.item.answers), listOf(located.item.answers), keyOf, [...located.path, 'answers'], {
      name: (answer) => ({ ...name, answer }),
      added: 'answer_added',
      removed: 'answer_removed',
      changed: 'answer_changed',
      fields: ['title', 'visibleWhen', 'image'],
    }, changes);
  }
}

/** The changes from family document `before` to `after`, in the document's order: family, steps and questions, rules, prices, eco lines, presets, test cases, other sections. */
export function diffFamilies(before: unknown, after: unknown): FamilyChange[] {
  const a = isObject(before) ? before : {};
  const b = isObject(after) ? after : {};
  const changes: FamilyChange[] = [];
  for (const field of FAMILY_FIELDS) {
    if (!sameValue(a[field], b[field])) changes.push({ kind: 'family_changed', path: b[field] === undefined ? '' : pointer(field), field, before: a[field], after: b[field] });
  }
  const stepsBefore = listOf(a.steps);
  const stepsAfter = listOf(b.steps);
  diffList(stepsBefore, stepsAfter, idOf, ['steps'], {
    name: (id) => ({ step: String((stepsAfter.find((s) => idOf(s) === id) ?? stepsBefore.find((s) => idOf(s) === id))?.key) }),
    added: 'step_added',
    removed: 'step_removed',
    changed: 'step_changed',
    moved: 'step_moved',
    fields: ['key', 'title', 'visibleWhen'],
  }, changes);
  diffQuestions(stepsBefore, stepsAfter, changes);
  diffList(listOf(a.rules), listOf(b.rules), keyOf, ['rules'], {
    name: (rule) => ({ rule }),
    added: 'rule_added',
    removed: 'rule_removed',
    changed: 'rule_changed',
    // the team's note is part of the version: a changed explanation is named too (last, as the least of changes)
    fields: ['when', 'blocking', 'reason', 'step', 'category', 'note'],
  }, changes);
  diffList(listOf(a.pricing), listOf(b.pricing), codeOf, ['pricing'], {
    name: (code) => ({ code }),
    added: 'price_line_added',
    removed: 'price_line_removed',
    changed: 'price_line_changed',
    fields: ['when', 'quantity', 'unitPrice', 'grid', 'discountable', 'designation', 'note'],
  }, changes);
  diffList(listOf(a.eco), listOf(b.eco), codeOf, ['eco'], {
    name: (code) => ({ code }),
    added: 'eco_line_added',
    removed: 'eco_line_removed',
    changed: 'eco_line_changed',
    fields: ['when', 'quantity', 'amount', 'designation'],
  }, changes);
  diffList(listOf(a.presets), listOf(b.presets), keyOf, ['presets'], {
    name: (preset) => ({ preset }),
    added: 'preset_added',
    removed: 'preset_removed',
    changed: 'preset_changed',
    fields: ['title', 'answers'],
  }, changes);
  diffList(listOf(a.testCases), listOf(b.testCases), keyOf, ['testCases'], {
    name: (testCase) => ({ testCase }),
    added: 'test_case_added',
    removed: 'test_case_removed',
    changed: 'test_case_changed',
    fields: ['title', 'pool', 'answers', 'expected'],
  }, changes);
  const sections = [...Object.keys(a), ...Object.keys(b).filter((key) => !(key in a))].filter((key) => !DIFFED_SECTIONS.has(key));
  for (const section of sections) {
    if (!sameValue(a[section], b[section])) changes.push({ kind: 'section_changed', path: b[section] === undefined ? '' : pointer(section), section, before: a[section], after: b[section] });
  }
  return changes;
}
