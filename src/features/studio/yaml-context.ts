/**
 * Where the cursor stands in a family file, read from the indentation of the
 * block YAML the family files are written in (the document may be half-typed
 * and not parse): the path of keys from the root (`[]` for an item of a list),
 * the keys already written in the mapping being edited, and whether a key or
 * a key's value is being typed.
 *
 * @example
 * yamlContextAt('steps:\n  - id: 1\n    ti', 21)
 * // { path: ['steps', '[]'], siblings: ['id'], mode: 'key', prefix: 'ti', from: 19 }
 */
export interface YamlContext {
  path: string[];
  siblings: string[];
  /** The `type:` written in that mapping (a question's properties depend on it). */
  typeValue?: string;
  mode: 'key' | 'value';
  /** The key whose value is typed (mode 'value'). */
  key?: string;
  /** What is typed of the key or value so far, and where it starts. */
  prefix: string;
  from: number;
}

interface Line {
  /** Column of the line's first character that is not a space or a list dash. */
  content: number;
  /** Column of its list dash, when it starts an item. */
  dash: number | null;
  key: string | null;
  /** The scalar written after the key on the line, if any. */
  value: string;
  /** Whether its key has no value on the line (a block follows). */
  opens: boolean;
}

const KEY_LINE = /^(\s*)(-\s+)?([A-Za-z_][\w-]*)\s*:(.*)$/;

function readLine(text: string): Line | null {
  if (/^\s*(#.*)?$/.test(text)) return null;
  const match = KEY_LINE.exec(text);
  if (!match) {
    const dash = /^(\s*)-(\s+|$)/.exec(text);
    const indent = /^\s*/.exec(text)![0].length;
    return dash ? { content: dash[0].length, dash: dash[1]!.length, key: null, value: '', opens: true } : { content: indent, dash: null, key: null, value: '', opens: false };
  }
  const [, spaces, dash, key, rest] = match;
  const dashColumn = dash ? spaces!.length : null;
  return { content: spaces!.length + (dash?.length ?? 0), dash: dashColumn, key: key!, value: rest!.replace(/#.*$/, '').trim(), opens: /^\s*(#.*)?$/.test(rest!) };
}

/** The keys written at `indent` in the mapping around line `at` (stopping at its bounds), above and below. */
function siblingsAround(lines: readonly string[], at: number, indent: number): Map<string, string> {
  const keys = new Map<string, string>();
  const walk = (step: 1 | -1) => {
    for (let index = at + step; index >= 0 && index < lines.length; index += step) {
      const line = readLine(lines[index]!);
      if (!line) continue;
      if (line.content < indent) break;
      if (line.content === indent && line.key) keys.set(line.key, line.value);
      // an item of the same list starts a new mapping: going down stops there, going up after taking its first key
      if (line.dash !== null && line.content === indent) break;
    }
  };
  walk(-1);
  walk(1);
  return keys;
}

/** A line whose value is a block scalar (`note: |-`, `- >`): the more indented lines below it are text. */
const BLOCK_SCALAR_HEADER = /(?:^|[:-])\s+[|>][-+1-9]{0,2}\s*(?:#.*)?$/;
const indentOf = (line: string) => /^ */.exec(line)![0].length;

/**
 * Whether the last of `lines` (the cursor's) lies in the text of a block
 * scalar (a note of several lines): the nearest line above that is less
 * indented than every line below it opens a block.
 */
function inBlockScalar(lines: readonly string[]): boolean {
  let least = indentOf(lines.at(-1)!);
  for (let index = lines.length - 2; index >= 0 && least > 0; index -= 1) {
    const line = lines[index]!;
    if (line.trim() === '') continue;
    const indent = indentOf(line);
    if (indent >= least) continue;
    if (BLOCK_SCALAR_HEADER.test(line)) return true;
    least = indent;
  }
  return false;
}

export function yamlContextAt(text: string, offset: number): YamlContext {
  const lines = text.slice(0, offset).split('\n');
  const lineIndex = lines.length - 1;
  const before = lines[lineIndex]!;
  // free text (a note's lines): nothing of the schema is offered there
  if (inBlockScalar(lines)) return { path: [], siblings: [], mode: 'value', prefix: '', from: offset };
  const allLines = text.split('\n');
  const lineStart = offset - before.length;

  const valueMatch = /^(\s*)(-\s+)?([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(before);
  const keyMatch = /^(\s*)(-\s+)?([\w-]*)$/.exec(before);
  let indent: number;
  let startsItem: boolean;
  let context: Pick<YamlContext, 'mode' | 'key' | 'prefix' | 'from'>;
  if (valueMatch && !/[{[]/.test(valueMatch[4]!)) {
    const [, spaces, dash, key, value] = valueMatch;
    indent = spaces!.length + (dash?.length ?? 0);
    startsItem = dash !== undefined;
    const prefix = value!.replace(/^["']/, '');
    context = { mode: 'value', key: key!, prefix, from: offset - prefix.length };
  } else if (keyMatch) {
    const [, spaces, dash, prefix] = keyMatch;
    indent = spaces!.length + (dash?.length ?? 0);
    startsItem = dash !== undefined;
    context = { mode: 'key', prefix: prefix!, from: lineStart + indent };
  } else {
    return { path: [], siblings: [], mode: 'value', prefix: '', from: offset };
  }

  const path: string[] = [];
  let current = indent;
  if (startsItem) {
    path.push('[]');
    current = indent - 2;
  }
  const siblings = startsItem ? new Map<string, string>() : siblingsAround(allLines, lineIndex, indent);
  for (let index = lineIndex - 1; index >= 0 && current > 0; index -= 1) {
    const line = readLine(lines[index]!);
    if (!line) continue;
    if (line.dash !== null && line.content === current) {
      // the first line of the item the cursor's mapping belongs to
      path.push('[]');
      current = line.dash;
      continue;
    }
    if (line.content < current && line.key && line.opens) {
      path.push(line.key);
      current = line.content;
      if (line.dash !== null) {
        path.push('[]');
        current = line.dash;
      }
    }
  }
  const typeValue = siblings.get('type');
  return { path: path.reverse(), siblings: [...siblings.keys()], ...(typeValue ? { typeValue } : {}), ...context };
}
