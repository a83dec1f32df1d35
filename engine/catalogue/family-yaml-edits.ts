/**
 * Reads a family file again after an edit, in part when it can: when the
 * edit lies within one value written on one line (a price typed, a word of a
 * designation), only that value is parsed again and put in a copy of the
 * last document, instead of parsing the whole text (the largest family's
 * file takes tens of milliseconds to parse; one value, a few microseconds).
 * The result is the one `parseFamilyYaml` gives for the new text; anything
 * else (a key, a line added, a block of text, an anchor, an alias, a value
 * that would no longer be one value) is parsed whole.
 */
import { isAlias, isMap, isScalar, isSeq, parseDocument, type Document, type Node, type Scalar } from 'yaml';
import { FAMILY_YAML_OPTIONS, nodeAt, parseFamilyYamlTree, type FamilyYamlResult } from './family-yaml.ts';

/** A value of the tree written as one scalar: where it is now in the text, and its place in the document. */
interface ValueScalar {
  start: number;
  end: number;
  path: readonly (string | number)[];
  /** Within { } or [ ]: commas and brackets end it there. */
  flow: boolean;
  quoted: boolean;
}

/** An edit read in part: the places of the tree's text after `at` (where the edit ended) moved by `delta`. */
interface Shift {
  at: number;
  delta: number;
}

/** Edits read in part before the text is parsed whole again (each adds a step to placing a node). */
const MAX_SHIFTS = 200;
const FLOW_INDICATORS = /[,[\]{}#:?]/;

/** The value scalars of a tree (keys aside), with their places; null when the tree has an alias (an edit could show in several places). */
function valueScalars(tree: Document): ValueScalar[] | null {
  const found: ValueScalar[] = [];
  let aliased = false;
  const walk = (node: unknown, path: (string | number)[], flow: boolean) => {
    if (isAlias(node)) aliased = true;
    else if (isMap(node)) {
      for (const pair of node.items) {
        if (isScalar(pair.key)) walk(pair.value, [...path, String(pair.key.value)], flow || node.flow === true);
      }
    } else if (isSeq(node)) node.items.forEach((item, index) => walk(item, [...path, index], flow || node.flow === true));
    else if (isScalar(node) && node.range && !node.tag && !node.anchor && (node.type === 'PLAIN' || node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE')) {
      found.push({ start: node.range[0], end: node.range[1], path, flow, quoted: node.type !== 'PLAIN' });
    }
  };
  walk(tree.contents, [], false);
  return aliased ? null : found;
}

/** The document with the value at `path` replaced, the rest shared. */
function withValue(document: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(document)) return document.map((item, index) => (index === head ? withValue(item, rest, value) : item));
  const record = document as Record<string, unknown>;
  return { ...record, [head!]: withValue(record[head!], rest, value) };
}

/** Where each line of a text starts. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return starts;
}

function position(starts: readonly number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - starts[low]! + 1 };
}

export class FamilyYamlReader {
  #text: string | null = null;
  #tree: Document | null = null;
  #document: unknown = null;
  #scalars: ValueScalar[] | null = null;
  #shifts: Shift[] = [];
  /** How the last text was read: in part (one value parsed again) or whole. */
  lastRead: 'part' | 'whole' = 'whole';

  /** The text read, as `parseFamilyYaml` reads it; in part when only one value changed since the last text read. */
  read(text: string): FamilyYamlResult {
    return (this.#text !== null && this.#tree !== null && this.#readEdit(text)) || this.#readWhole(text);
  }

  #readWhole(text: string): FamilyYamlResult {
    this.lastRead = 'whole';
    const { result, tree } = parseFamilyYamlTree(text);
    this.#text = text;
    this.#tree = tree;
    this.#document = result.ok ? result.document : null;
    this.#scalars = null;
    this.#shifts = [];
    return result;
  }

  #readEdit(text: string): FamilyYamlResult | null {
    const before = this.#text!;
    if (text === before) {
      this.lastRead = 'part';
      return this.#result(text);
    }
    if (this.#shifts.length >= MAX_SHIFTS) return null;
    let prefix = 0;
    const shortest = Math.min(before.length, text.length);
    while (prefix < shortest && before.charCodeAt(prefix) === text.charCodeAt(prefix)) prefix++;
    let suffix = 0;
    while (suffix < shortest - prefix && before.charCodeAt(before.length - 1 - suffix) === text.charCodeAt(text.length - 1 - suffix)) suffix++;
    const changedEnd = before.length - suffix;
    const delta = text.length - before.length;
    this.#scalars ??= valueScalars(this.#tree!);
    const scalar = this.#scalars?.find((candidate) => candidate.start <= prefix && changedEnd <= candidate.end);
    if (!scalar) return null;
    const source = text.slice(scalar.start, scalar.end + delta);
    if (source.length === 0 || source.includes('\n') || before.slice(scalar.start, scalar.end).includes('\n')) return null;
    if (scalar.flow && !scalar.quoted && FLOW_INDICATORS.test(source)) return null;
    const alone = parseDocument(source, FAMILY_YAML_OPTIONS);
    const value = alone.contents as Node | null;
    if (alone.errors.length > 0 || alone.warnings.length > 0 || !isScalar(value)) return null;
    const read = value as Scalar;
    if (read.tag || read.anchor || !read.range || read.range[0] !== 0 || read.range[1] !== source.length) return null;
    if ((read.type !== 'PLAIN') !== scalar.quoted) return null;
    // the edit is that value's: the document takes the new value, the places after it move
    this.#document = withValue(this.#document, scalar.path, alone.toJS());
    const at = changedEnd;
    for (const other of this.#scalars!) {
      if (other === scalar) continue;
      if (other.start > at) other.start += delta;
      if (other.end > at) other.end += delta;
    }
    this.#shifts.push({ at, delta });
    scalar.end += delta;
    this.#text = text;
    this.lastRead = 'part';
    return this.#result(text);
  }

  #result(text: string): FamilyYamlResult {
    const starts = lineStarts(text);
    const tree = this.#tree!;
    const shifts = [...this.#shifts];
    const place = (offset: number) => shifts.reduce((moved, shift) => (moved > shift.at ? moved + shift.delta : moved), offset);
    return { ok: true, document: this.#document, locate: (pointer) => position(starts, place(nodeAt(tree, pointer)?.range?.[0] ?? 0)) };
  }
}
