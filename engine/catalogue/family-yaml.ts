/**
 * A family document as the YAML file the repository holds, and back: the
 * writer gives every document one canonical text (the repository's style, so
 * that `familyToYaml(parse(file))` is the file itself), whatever the order of
 * its keys (the database's jsonb sorts them); the parser reads a text with
 * every error at its line and column, refusing what could exhaust memory
 * (alias bombs, deep nesting). Both run on the server and in the browser.
 */
import { isAlias, isMap, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import { LOCALES } from '../constants.ts';
import { blockLines, layoutText, scalarText, type Layout, type LayoutEntry } from './yaml-layout.ts';

/** The first line of every family file: editors take the step DSL's schema from it. */
export const FAMILY_YAML_HEADER = '# yaml-language-server: $schema=../step-dsl.schema.json';

/** Lines up to this width keep a preset's answers (and other short maps) on one line. */
const FLOW_WIDTH = 200;

type Value = unknown;
type Obj = Record<string, Value>;
const isObject = (value: Value): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** How a field is written. A string names a shape of SHAPES. */
type Field =
  | string
  | { list: string; blank?: boolean }
  | 'text'
  | 'longText'
  | 'note'
  | 'money'
  | 'condition'
  | 'conditions'
  | 'conditionsOnOneLine'
  | 'answerSet'
  | 'answerSetOnOneLine';

interface Shape {
  /** The keys in the files' order; other keys follow in their own order. */
  order: readonly string[];
  fields: Record<string, Field>;
  /** A blank line before every field holding a list (the family's sections). */
  blankBeforeLists?: boolean;
}

const SHAPES: Record<string, Shape> = {
  family: {
    order: ['family', 'position', 'title', 'description', 'image', 'inconsistencyCategories', 'categories', 'steps', 'presets', 'rules', 'pricing', 'eco', 'testCases'],
    fields: {
      title: 'text',
      description: 'longText',
      inconsistencyCategories: { list: 'keyed' },
      categories: { list: 'category' },
      steps: { list: 'step', blank: true },
      presets: { list: 'preset' },
      rules: { list: 'rule' },
      pricing: { list: 'priceLine' },
      eco: { list: 'ecoLine' },
      testCases: { list: 'testCase' },
    },
    blankBeforeLists: true,
  },
  keyed: { order: ['key', 'title'], fields: { title: 'text' } },
  category: { order: ['key', 'parent', 'when', 'title'], fields: { when: 'condition', title: 'text' } },
  step: { order: ['id', 'key', 'title', 'visibleWhen', 'questions'], fields: { title: 'text', visibleWhen: 'conditions', questions: { list: 'question' } } },
  question: {
    order: ['key', 'type', 'required', 'category', 'unit', 'min', 'max', 'step', 'maxLength', 'default', 'fromPool', 'visibleWhen', 'title', 'help', 'image', 'answers'],
    fields: { visibleWhen: 'conditions', title: 'text', help: 'longText', answers: { list: 'answer' } },
  },
  answer: { order: ['key', 'visibleWhen', 'title', 'image'], fields: { visibleWhen: 'conditionsOnOneLine', title: 'text' } },
  preset: { order: ['key', 'title', 'answers'], fields: { title: 'text', answers: 'answerSet' } },
  rule: { order: ['key', 'note', 'step', 'category', 'blocking', 'when', 'reason'], fields: { note: 'note', reason: 'longText' } },
  priceLine: {
    order: ['code', 'note', 'designation', 'when', 'quantity', 'unitPrice', 'grid', 'discountable'],
    fields: { note: 'note', designation: 'text', unitPrice: 'money', grid: 'grid' },
  },
  grid: { order: ['dimension', 'bands'], fields: { bands: { list: 'band' } } },
  band: { order: ['upTo', 'unitPrice'], fields: { unitPrice: 'money' } },
  ecoLine: { order: ['code', 'designation', 'when', 'quantity', 'amount'], fields: { designation: 'text', amount: 'money' } },
  testCase: { order: ['key', 'title', 'pool', 'answers', 'expected'], fields: { title: 'text', pool: 'pool', answers: 'answerSetOnOneLine', expected: 'expectation' } },
  pool: {
    order: ['shape', 'length_m', 'width_m', 'shallow_depth_m', 'deep_depth_m', 'stairs', 'construction', 'free_form_dimensions'],
    fields: { stairs: 'stairs', free_form_dimensions: { list: 'freeFormDimension' } },
  },
  stairs: { order: ['type', 'side', 'width_m', 'depth_m'], fields: {} },
  freeFormDimension: { order: ['label', 'value_m'], fields: {} },
  expectation: {
    order: ['lines', 'total', 'inconsistencies'],
    fields: { lines: { list: 'expectedLine' }, total: 'money', inconsistencies: { list: 'expectedInconsistency' } },
  },
  expectedLine: { order: ['code', 'quantity', 'unitPrice', 'amount'], fields: { unitPrice: 'money', amount: 'money' } },
  expectedInconsistency: { order: ['key', 'blocking'], fields: {} },
};

/** Shapes written on one line when they fit (a list of them is one item a line). */
const ONE_LINE_SHAPES = new Set(['band', 'expectedLine', 'expectedInconsistency', 'pool', 'stairs', 'freeFormDimension']);

interface Context {
  /** The document's question keys in order: preset answers follow it. */
  questionOrder: Map<string, number>;
  /** Where list items written already are kept (familyToYaml's `cache`), and the question order they were written with. */
  cache?: FamilyYamlCache;
  orderKey?: string;
}

/**
 * List items written already, by item object: the text of a family whose one price line changed is written again
 * from the other items' lines, not from their values (issue 27, item 7: a grid's key wrote a 5,000-line family
 * again, 30 to 100 ms on the page's thread). Valid only for documents never changed in place (the studio's
 * edits make new objects on the path they change); made by createFamilyYamlCache.
 */
export interface FamilyYamlCache {
  readonly items: WeakMap<object, Map<string, readonly string[]>>;
}

export const createFamilyYamlCache = (): FamilyYamlCache => ({ items: new WeakMap() });

/** Shapes whose text follows the order of the family's questions (answers by question key). */
const ORDER_SHAPES = new Set(['preset', 'testCase']);

/** A list item of a known shape, from the cache when this object was written with the same shape, place and question order. */
function listItem(item: Value, shapeName: string, indent: number, key: string, context: Context): Layout {
  const cache = context.cache;
  if (!cache || !isObject(item)) return shaped(item, shapeName, indent, key, context);
  const signature = `${shapeName}|${indent}|${key}|${ORDER_SHAPES.has(shapeName) ? (context.orderKey ?? '') : ''}`;
  let known = cache.items.get(item);
  const lines = known?.get(signature);
  if (lines) return { written: lines };
  const layout = shaped(item, shapeName, indent, key, context);
  if (!('map' in layout) || layout.flow || layout.map.length === 0) return layout;
  const written = blockLines(layout);
  if (!known) cache.items.set(item, (known = new Map()));
  known.set(signature, written);
  return { written };
}

const scalar = (value: Value): Layout => ({ scalar: value });
const flowMap = (entries: [string, Layout][]): Layout => ({ map: entries.map(([key, value]) => ({ key, value })), flow: true });
const fits = (indent: number, key: string, layout: Layout) => indent + key.length + 2 + flowLength(layout) <= FLOW_WIDTH;

/** The length of a layout written on one line. */
const flowLength = (layout: Layout): number => layoutText(toFlow(layout)).length - 1;

function toFlow(layout: Layout): Layout {
  if ('written' in layout) return layout;
  if ('map' in layout) return { map: layout.map.map((entry) => ({ key: entry.key, value: toFlow(entry.value) })), flow: true };
  if ('seq' in layout) return { seq: layout.seq.map((item) => ({ value: toFlow(item.value) })), flow: true };
  return layout;
}

/** Keys of `value`: those of `order` first, then the others in their order. */
function orderedKeys(value: Obj, order: readonly string[] | ((key: string) => number)): string[] {
  const keys = Object.keys(value).filter((key) => value[key] !== undefined);
  const rank = typeof order === 'function' ? order : (key: string) => (order.includes(key) ? order.indexOf(key) : Number.MAX_SAFE_INTEGER);
  return keys.map((key, index) => ({ key, index, rank: rank(key) })).sort((a, b) => a.rank - b.rank || a.index - b.index).map((entry) => entry.key);
}

/** A text that a flow collection would have to quote (a comma, a bracket…): written as a block, as the files do. */
const quotedInFlow = (value: Value) => typeof value === 'string' && scalarText(value, true) !== value;

/**
 * A localized text: a label (`text`) on one line, unless one of its texts
 * would need quotes there; a sentence (`longText`) as a block.
 */
function localized(value: Value, long: boolean, indent: number, key: string): Layout {
  if (!isObject(value)) return generic(value, indent, key);
  const entries = orderedKeys(value, LOCALES).map((locale) => ({ key: locale, value: generic(value[locale], indent + 2, locale) }));
  return { map: entries, flow: !long && !Object.values(value).some(quotedInFlow) };
}

function conditionList(value: Value, oneLine: boolean, indent: number, key: string): Layout {
  if (!Array.isArray(value)) return generic(value, indent, key);
  const items = value.map((condition) => ({ value: shaped(condition, 'condition', indent + 2, key) }));
  return { seq: items, flow: oneLine || items.length <= 1 };
}

/** Answers by question key, in the order of the questions: on one line when `oneLine` or when it fits. */
function answerSet(value: Value, oneLine: boolean, indent: number, key: string, context: Context): Layout {
  if (!isObject(value)) return generic(value, indent, key);
  const rank = (question: string) => context.questionOrder.get(question) ?? Number.MAX_SAFE_INTEGER;
  const entries = orderedKeys(value, rank).map((question) => ({ key: question, value: generic(value[question], indent + 2, question) }));
  const layout: Layout = { map: entries, flow: true };
  return oneLine || fits(indent, key, layout) ? layout : { map: entries, flow: false };
}

function field(kind: Field, value: Value, indent: number, key: string, context: Context): Layout {
  if (typeof kind === 'object') {
    if (!Array.isArray(value)) return generic(value, indent, key);
    return { seq: value.map((item, index) => ({ value: listItem(item, kind.list, indent + 2, key, context), blank: kind.blank && index > 0 })), flow: value.length === 0 };
  }
  switch (kind) {
    case 'text':
    case 'longText':
      return localized(value, kind === 'longText', indent, key);
    case 'note':
      // the product team's explanation, under the key it explains: a text of several lines as a literal block
      return typeof value === 'string' ? { scalar: value, block: true } : generic(value, indent, key);
    case 'money':
      return typeof value === 'number' ? { scalar: value, money: true } : generic(value, indent, key);
    case 'conditions':
    case 'conditionsOnOneLine':
      return conditionList(value, kind === 'conditionsOnOneLine', indent, key);
    case 'answerSet':
    case 'answerSetOnOneLine':
      return answerSet(value, kind === 'answerSetOnOneLine', indent, key, context);
    default:
      return shaped(value, kind, indent, key, context);
  }
}

const NO_CONTEXT: Context = { questionOrder: new Map() };

/** A value of a known shape (`condition` and the others of SHAPES). */
function shaped(value: Value, shapeName: string, indent: number, key: string, context: Context = NO_CONTEXT): Layout {
  if (shapeName === 'condition') {
    if (!isObject(value)) return generic(value, indent, key);
    return flowMap(orderedKeys(value, ['question', 'answer']).map((k) => [k, generic(value[k], indent, k)]));
  }
  const shape = SHAPES[shapeName]!;
  if (!isObject(value)) return generic(value, indent, key);
  const entries: LayoutEntry[] = orderedKeys(value, shape.order).map((k) => {
    const kind = shape.fields[k];
    const layout = kind === undefined ? generic(value[k], indent + 2, k) : field(kind, value[k], indent + 2, k, context);
    return { key: k, value: layout, blank: shape.blankBeforeLists === true && Array.isArray(value[k]) };
  });
  const layout: Layout = { map: entries, flow: false };
  if (ONE_LINE_SHAPES.has(shapeName) && fits(indent, key, layout)) return toFlow(layout);
  return layout;
}

const isScalar = (value: Value) => value === null || typeof value !== 'object';
const isLocalized = (value: Obj) => {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => (LOCALES as readonly string[]).includes(key) && typeof value[key] === 'string');
};

/** A value the DSL does not describe (a section another version adds): blocks, with lists of plain values and labels on one line. */
function generic(value: Value, indent: number, key: string): Layout {
  if (Array.isArray(value)) {
    const items = value.map((item) => ({ value: generic(item, indent + 2, key) }));
    return { seq: items, flow: value.every(isScalar) };
  }
  if (isObject(value)) {
    const entries = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .map((k) => ({ key: k, value: generic(value[k], indent + 2, k) }));
    const layout: Layout = { map: entries, flow: entries.length === 0 };
    if (isLocalized(value)) return localized(value, !fits(indent, key, toFlow(layout)), indent, key);
    return layout;
  }
  return scalar(value);
}

/**
 * The canonical YAML text of a family document (the repository's style), header included. With `cache`
 * (createFamilyYamlCache), list items written before are taken from it by object: only for documents that are
 * never changed in place.
 */
export function familyToYaml(document: unknown, cache?: FamilyYamlCache): string {
  const questionOrder = new Map<string, number>();
  if (isObject(document) && Array.isArray(document.steps)) {
    for (const step of document.steps) {
      if (isObject(step) && Array.isArray(step.questions)) {
        for (const question of step.questions) if (isObject(question) && typeof question.key === 'string' && !questionOrder.has(question.key)) questionOrder.set(question.key, questionOrder.size);
      }
    }
  }
  const context: Context = cache ? { questionOrder, cache, orderKey: [...questionOrder.keys()].join('\n') } : { questionOrder };
  return `${FAMILY_YAML_HEADER}\n${layoutText(shaped(document, 'family', 0, '', context))}`;
}

/** An error of a YAML text: where it is (1-based), the JSON Pointer of the value it is in (when known), its code and English message. */
export interface FamilyYamlIssue {
  line: number;
  column: number;
  path: string;
  code: FamilyYamlIssueCode;
  params: Record<string, string | number>;
  message: string;
}

export type FamilyYamlIssueCode = 'yaml_syntax' | 'yaml_aliases' | 'yaml_too_deep';

/** A text read: its document, and where a JSON Pointer of it sits in the text (1-based; the deepest existing node on its way), from the same parse. */
export type FamilyYamlResult =
  | { ok: true; document: unknown; locate(pointer: string): { line: number; column: number } }
  | { ok: false; issues: FamilyYamlIssue[] };

/** Aliases a text may hold (a family file needs none; a "billion laughs" needs thousands). */
export const MAX_YAML_ALIASES = 100;
/** Values that aliases may add to a document once expanded. */
const MAX_ALIASED_VALUES = 10_000;
/** The deepest nesting a text may have (a family document needs 10). */
export const MAX_YAML_DEPTH = 40;
/** Syntax errors reported at most (the first ones; the others often follow from them). */
const MAX_YAML_ISSUES = 50;

const MESSAGES: Record<FamilyYamlIssueCode, string> = {
  yaml_syntax: 'the YAML text is malformed: {detail}',
  yaml_aliases: 'the YAML aliases (*name) repeat too much: at most {max}, each repeating a small part',
  yaml_too_deep: 'the text nests more than {max} levels deep',
};

function yamlIssue(line: number, column: number, code: FamilyYamlIssueCode, params: Record<string, string | number>, path = ''): FamilyYamlIssue {
  return { line, column, path, code, params, message: MESSAGES[code].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? '')) };
}

/** Whether a value, its shared parts counted each time they appear, holds more than `budget` values. */
function exceedsValues(value: Value, budget: number): boolean {
  const stack: Value[] = [value];
  let count = 0;
  while (stack.length > 0) {
    const current = stack.pop();
    if (++count > budget) return true;
    if (current !== null && typeof current === 'object') for (const child of Object.values(current as object)) stack.push(child);
  }
  return false;
}

/** The deepest nesting of a value, walked without recursion. */
function tooDeep(value: Value, max: number): boolean {
  const stack: [Value, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(current as object)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Whether brackets nest deeper than `max` (comments aside): checked before
 * parsing, since the parser takes seconds on a few hundred thousand nested
 * brackets before it gives up.
 */
function flowNestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '#' && (index === 0 || /\s/.test(text[index - 1]!))) {
      const end = text.indexOf('\n', index);
      if (end < 0) break;
      index = end;
    } else if (char === '[' || char === '{') {
      if (++depth > max) return true;
    } else if ((char === ']' || char === '}') && depth > 0) {
      depth--;
    }
  }
  return false;
}

/** How a family file is parsed (a text read again in part is parsed with the same, family-yaml-edits.ts). */
export const FAMILY_YAML_OPTIONS = { prettyErrors: false, uniqueKeys: true, merge: false, version: '1.2' } as const;

function parseText(text: string) {
  const lineCounter = new LineCounter();
  const parsed = parseDocument(text, { lineCounter, ...FAMILY_YAML_OPTIONS });
  const at = (offset: number | undefined) => {
    const position = lineCounter.linePos(offset ?? 0);
    return { line: position.line, column: position.col };
  };
  return { parsed, at };
}

/**
 * Reads the YAML text of a family file into its document (unchecked: the
 * engine's `compileFamily` checks it). Syntax errors, duplicate keys, unknown
 * tags, alias bombs and deep nesting are refused with their line and column.
 */
export function parseFamilyYaml(text: string): FamilyYamlResult {
  return parseFamilyYamlTree(text).result;
}

/** `parseFamilyYaml`, with the parsed tree of a text read (null when refused), for reading it again in part (family-yaml-edits.ts). */
export function parseFamilyYamlTree(text: string): { result: FamilyYamlResult; tree: Document | null } {
  const refused = (result: FamilyYamlResult) => ({ result, tree: null });
  if (flowNestingExceeds(text, MAX_YAML_DEPTH)) return refused({ ok: false, issues: [yamlIssue(1, 1, 'yaml_too_deep', { max: MAX_YAML_DEPTH })] });
  const { parsed, at } = parseText(text);
  const problems = [...parsed.errors, ...parsed.warnings];
  if (problems.some((error) => error.message.includes('call stack'))) return refused({ ok: false, issues: [yamlIssue(1, 1, 'yaml_too_deep', { max: MAX_YAML_DEPTH })] });
  if (problems.length > 0) {
    const issues = problems.slice(0, MAX_YAML_ISSUES).map((error) => {
      const { line, column } = at(error.pos[0]);
      return yamlIssue(line, column, 'yaml_syntax', { detail: error.message.split('\n')[0]! });
    });
    return refused({ ok: false, issues });
  }
  let aliases = 0;
  let nodes = 0;
  visit(parsed, { Node: (_, node) => void (isAlias(node) ? aliases++ : nodes++) });
  const tooManyAliases = { ok: false as const, issues: [yamlIssue(1, 1, 'yaml_aliases', { max: MAX_YAML_ALIASES })] };
  if (aliases > MAX_YAML_ALIASES) return refused(tooManyAliases);
  let document: unknown;
  try {
    document = parsed.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (error) {
    if (error instanceof RangeError) return refused({ ok: false, issues: [yamlIssue(1, 1, 'yaml_too_deep', { max: MAX_YAML_DEPTH })] });
    return refused(tooManyAliases);
  }
  // an alias shares its value: a large anchor repeated would grow a hundredfold once copied or stored
  if (aliases > 0 && exceedsValues(document, nodes + MAX_ALIASED_VALUES)) return refused(tooManyAliases);
  if (tooDeep(document, MAX_YAML_DEPTH)) return refused({ ok: false, issues: [yamlIssue(1, 1, 'yaml_too_deep', { max: MAX_YAML_DEPTH })] });
  return { result: { ok: true, document, locate: (pointer) => at(nodeAt(parsed, pointer)?.range?.[0]) }, tree: parsed };
}

/** The node at a JSON Pointer, or the deepest existing node on the way. */
/** The deepest existing node on the way of a JSON Pointer. */
export function nodeAt(document: Document, path: string): Node | null {
  let node = document.contents as Node | null;
  const segments = path.split('/').slice(1).map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
  for (const segment of segments) {
    let child: unknown;
    if (isMap(node)) child = node.get(segment, true);
    else if (isSeq(node)) child = node.get(Number(segment), true);
    if (!child || typeof child !== 'object') break;
    node = child as Node;
  }
  return node;
}

/** Finds the line and column (1-based) of JSON Pointers in one text, read once. */
export function pointerLocator(text: string): (pointer: string) => { line: number; column: number } {
  const { parsed, at } = parseText(text);
  return (pointer) => at(nodeAt(parsed, pointer)?.range?.[0]);
}

/** The line and column (1-based) of the value at a JSON Pointer in a YAML text: the deepest existing node on its way. */
export function lineOfPointer(text: string, pointer: string): { line: number; column: number } {
  return pointerLocator(text)(pointer);
}
