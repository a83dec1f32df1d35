/**
 * The few SVG 1.1 elements a pool plan is made of, written as strings with
 * every attribute inline (pdfmake's `svg` node reads the same string as the
 * browser): no CSS class, no reference, no foreignObject.
 */
import type { Box } from './plan.types.ts';
import { PLAN_FONT } from './plan-style.ts';

/** Attribute values of an element; `undefined` leaves the attribute out. */
export type SvgAttributes = Readonly<Record<string, string | number | undefined>>;

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const XML_SPECIAL = /[&<>"']/;

/** A text made safe for an SVG text node or attribute value. */
export function escapeXml(text: string): string {
  return XML_SPECIAL.test(text) ? text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char) : text;
}

/** A coordinate with one decimal; 0 for anything not finite, so that NaN or Infinity never reach the drawing. */
export function num(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const tenths = Math.round(value * 10);
  // whole numbers print faster than fractions: the digits are written from the tenths
  if (Math.abs(tenths) >= 2 ** 31) return String(tenths / 10);
  const rest = tenths % 10;
  if (rest === 0) return tenths === 0 ? '0' : String(tenths / 10);
  const whole = (tenths - rest) / 10;
  return `${tenths < 0 && whole === 0 ? '-' : ''}${whole}.${Math.abs(rest)}`;
}

function attributes(attrs: SvgAttributes): string {
  let out = '';
  for (const name in attrs) {
    const value = attrs[name];
    if (value === undefined) continue;
    out += ` ${name}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`;
  }
  return out;
}

/** One element; `content` is SVG already made (escape text with `escapeXml`). */
export function element(name: string, attrs: SvgAttributes, content?: string): string {
  return content === undefined ? `<${name}${attributes(attrs)}/>` : `<${name}${attributes(attrs)}>${content}</${name}>`;
}

/** A path `d` from commands and coordinates: `pathData('M', x, y, 'L', x2, y2)`. */
export function pathData(...parts: (string | number)[]): string {
  let out = '';
  for (const part of parts) out += typeof part === 'number' ? ` ${num(part)}` : ` ${part}`;
  return out.trim();
}

export interface TextOptions {
  size: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  weight?: 'bold';
  /** Degrees around the text's own anchor point (-90: reads upwards). */
  rotate?: number;
  /** A white outline under the letters, so that a label stays readable over lines and fills. */
  halo?: boolean;
}

/** A one-line label whose anchor point is at the middle of its height (`y` is not the baseline). */
export function text(content: string, x: number, y: number, options: TextOptions): string {
  const base: SvgAttributes = {
    x,
    // the baseline sits about a third of the font size below the middle of capitals and lower-case letters
    y: y + options.size * 0.35,
    'font-family': PLAN_FONT,
    'font-size': options.size,
    'font-weight': options.weight,
    'text-anchor': options.anchor ?? 'middle',
    transform: options.rotate ? `rotate(${num(options.rotate)} ${num(x)} ${num(y)})` : undefined,
  };
  const escaped = escapeXml(content);
  const halo = options.halo ? element('text', { ...base, fill: '#ffffff', stroke: '#ffffff', 'stroke-width': 3, 'stroke-linejoin': 'round' }, escaped) : '';
  return halo + element('text', { ...base, fill: options.fill }, escaped);
}

/** The width a label takes, estimated from its length (no font metrics in the engine). */
export function textWidth(content: string, size: number): number {
  return content.length * size * 0.56;
}

export interface BoxTextOptions extends Omit<TextOptions, 'rotate'> {
  /** When the label fits neither way: drawn smaller over a halo (the default), or left out (white text on a small symbol). */
  overflow?: 'halo' | 'hide';
}

/**
 * A label in the middle of `box` (px): across it when it fits, along it
 * (turned a quarter) when only that fits, the same a little smaller, else as
 * `overflow` says.
 */
export function textInBox(content: string, box: Box, options: BoxTextOptions): string {
  const { overflow = 'halo', ...style } = options;
  const x = (box.x0 + box.x1) / 2;
  const y = (box.y0 + box.y1) / 2;
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  const smaller = Math.max(8, style.size - 2);
  for (const size of [style.size, smaller]) {
    const needed = textWidth(content, size) + 6;
    const thick = size + 3;
    if (needed <= width && thick <= height) return text(content, x, y, { ...style, size });
    if (needed <= height && thick <= width) return text(content, x, y, { ...style, size, rotate: -90 });
  }
  return overflow === 'hide' ? '' : text(content, x, y, { ...style, size: smaller, halo: true });
}

/**
 * Lines of at most `maxWidth` px made from the parts of `content` split at
 * `separator`, at most `maxLines` of them; the last is cut with "…" when the
 * rest does not fit.
 */
export function wrapText(content: string, maxWidth: number, size: number, separator: string, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const part of content.split(separator)) {
    const candidate = current === '' ? part : `${current}${separator}${part}`;
    if (current !== '' && textWidth(candidate, size) > maxWidth) {
      lines.push(current);
      current = part;
    } else {
      current = candidate;
    }
  }
  lines.push(current);
  if (lines.length > maxLines) lines.splice(maxLines - 1, lines.length, lines.slice(maxLines - 1).join(separator));
  const last = lines[lines.length - 1]!;
  const fit = Math.floor(maxWidth / (size * 0.56));
  if (last.length > fit) lines[lines.length - 1] = `${last.slice(0, Math.max(1, fit - 1)).trimEnd()}…`;
  return lines;
}
