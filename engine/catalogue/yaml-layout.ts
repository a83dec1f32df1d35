/**
 * A small YAML emitter with the layout decided by its caller: which
 * collections are written in flow style on one line, which are blocks, and
 * where a blank line goes. Scalars are written by the `yaml` package (plain
 * when YAML allows it, else single-quoted), so that what is written always
 * reads back as the same value.
 */
import { stringify } from 'yaml';

/** A value laid out: a scalar (`block`: a text of several lines as a literal block, in a block map), or a map or list in flow style (one line) or as a block. */
export type Layout =
  | { scalar: unknown; money?: boolean; block?: boolean }
  | { map: LayoutEntry[]; flow: boolean }
  | { seq: LayoutItem[]; flow: boolean }
  /** A block written already (blockLines), its lines as at indentation 0: a list item of a family's text kept from an earlier write. */
  | { written: readonly string[] };

export interface LayoutEntry {
  key: string;
  value: Layout;
  /** A blank line before this entry (never before the first one of a block). */
  blank?: boolean;
}

export interface LayoutItem {
  value: Layout;
  blank?: boolean;
}

const SCALAR_OPTIONS = { lineWidth: 0, minContentWidth: 0, singleQuote: true } as const;

/** A number with at most two decimals written with exactly two (`32.00`), as the family files write amounts. */
function moneyText(value: number): string | null {
  const cents = Math.round(value * 100);
  return Number.isFinite(value) && Math.abs(cents - value * 100) < 1e-6 ? (cents / 100).toFixed(2) : null;
}

/**
 * Scalars written already, by context and value: the `yaml` package makes a document and a schema for each
 * one (about 0.1 ms), and a family of 5,000 lines has some 20,000 of them, written again at each edit of the
 * studio's grids (issue 27, item 7). Strings, numbers, booleans and null; emptied when full.
 */
const writtenScalars = new Map<string, string>();
const WRITTEN_SCALARS_MAX = 50_000;

/** A scalar as YAML text in a block (`inFlow` false) or inside a flow collection; always on one line. */
export function scalarText(value: unknown, inFlow: boolean, money = false): string {
  if (money && typeof value === 'number') {
    const text = moneyText(value);
    if (text !== null) return text;
  }
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean' && value !== null) return writeScalar(value, inFlow);
  const kind = typeof value === 'string' ? 's' : typeof value === 'number' ? (Object.is(value, -0) ? 'n-' : 'n') : value === null ? 'z' : 'b';
  const key = `${inFlow ? 'f' : 'b'}${kind}${String(value)}`;
  const known = writtenScalars.get(key);
  if (known !== undefined) return known;
  const text = writeScalar(value, inFlow);
  if (writtenScalars.size >= WRITTEN_SCALARS_MAX) writtenScalars.clear();
  writtenScalars.set(key, text);
  return text;
}

function writeScalar(value: unknown, inFlow: boolean): string {
  const text = inFlow
    ? // inside a one-item flow list, the package quotes what a flow context needs
      stringify([value], { ...SCALAR_OPTIONS, collectionStyle: 'flow', flowCollectionPadding: false }).replace(/\n$/, '').slice(1, -1)
    : stringify(value, SCALAR_OPTIONS).replace(/\n$/, '');
  // a text of several lines on one line, its breaks escaped (a JSON string is a double-quoted YAML scalar)
  return text.includes('\n') ? JSON.stringify(value) : text;
}

/** A layout as one line of flow YAML. */
export function flowText(layout: Layout): string {
  if ('written' in layout) throw new Error('a block written already cannot be put on one line');
  if ('scalar' in layout) return scalarText(layout.scalar, true, layout.money);
  if ('map' in layout) {
    if (layout.map.length === 0) return '{}';
    return `{ ${layout.map.map((entry) => `${scalarText(entry.key, true)}: ${flowText(entry.value)}`).join(', ')} }`;
  }
  return `[${layout.seq.map((item) => flowText(item.value)).join(', ')}]`;
}

/**
 * A text of several lines as a literal block scalar after its key (`|-` and
 * its lines, indented under the key), or null when YAML cannot keep it so
 * (a carriage return, a control character): it then stays on one line.
 */
function literalLines(value: unknown, indent: number): { header: string; lines: string[] } | null {
  if (typeof value !== 'string' || !value.includes('\n')) return null;
  const text = stringify({ k: value }, { ...SCALAR_OPTIONS, blockQuote: 'literal' });
  if (!text.startsWith('k: |')) return null;
  const end = text.indexOf('\n');
  const pad = ' '.repeat(indent);
  const lines = text.slice(end + 1, -1).split('\n').map((line) => (line === '' ? '' : `${pad}${line}`));
  return { header: text.slice(3, end), lines };
}

const isBlock = (layout: Layout): boolean =>
  'written' in layout || ('map' in layout && !layout.flow && layout.map.length > 0) || ('seq' in layout && !layout.flow && layout.seq.length > 0);

/** The text after `key:` (or `-`) when the value stays on the key's line. */
const inlineText = (layout: Layout): string => ('scalar' in layout ? scalarText(layout.scalar, false, layout.money) : flowText(layout));

function writeBlock(layout: Layout, indent: number, lines: string[]): void {
  const pad = ' '.repeat(indent);
  if ('written' in layout) {
    for (const line of layout.written) lines.push(line === '' ? '' : `${pad}${line}`);
  } else if ('map' in layout) {
    layout.map.forEach((entry, index) => {
      if (entry.blank && index > 0) lines.push('');
      const key = `${pad}${scalarText(entry.key, false)}:`;
      const literal = 'scalar' in entry.value && entry.value.block ? literalLines(entry.value.scalar, indent) : null;
      if (literal) {
        lines.push(`${key} ${literal.header}`, ...literal.lines);
      } else if (isBlock(entry.value)) {
        lines.push(key);
        writeBlock(entry.value, indent + 2, lines);
      } else {
        lines.push(`${key} ${inlineText(entry.value)}`);
      }
    });
  } else if ('seq' in layout) {
    layout.seq.forEach((item, index) => {
      if (item.blank && index > 0) lines.push('');
      if (isBlock(item.value)) {
        const start = lines.length;
        writeBlock(item.value, indent + 2, lines);
        lines[start] = `${pad}- ${lines[start]!.slice(indent + 2)}`;
      } else {
        lines.push(`${pad}- ${inlineText(item.value)}`);
      }
    });
  }
}

/** The lines of a block layout at indentation 0 (for a `written` layout). */
export function blockLines(layout: Layout): string[] {
  const lines: string[] = [];
  writeBlock(layout, 0, lines);
  return lines;
}

/** A layout as YAML text: the lines of a block at indentation 0, ending with a line break. */
export function layoutText(layout: Layout): string {
  if (!isBlock(layout)) return `${inlineText(layout)}\n`;
  const lines: string[] = [];
  writeBlock(layout, 0, lines);
  return `${lines.join('\n')}\n`;
}
