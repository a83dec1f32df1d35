/**
 * SVG logos are rebuilt from an allow-list, never passed through: the
 * document is read by a strict tokenizer and written again with only drawing
 * elements and plain attributes. Gone: scripts, foreignObject, images, links,
 * event attributes (on*), references outside the document (href other than
 * `#id`, url() other than `url(#id)`, javascript: or data: values), style
 * sheets that import or reference anything. A DOCTYPE (entities), an unknown
 * entity, CDATA, a namespaced element or a malformed document is refused
 * whole (null).
 */

const ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'style',
]);
const NAMESPACED_ATTRIBUTES = new Set(['xmlns', 'xmlns:xlink', 'xlink:href', 'xml:space', 'xml:lang']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const MAX_DEPTH = 64;

class Refused extends Error {}

function decodeEntities(text: string): string {
  return text.replace(/&([^;\s&]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw new Refused('bare ampersand');
    if (name in ENTITIES) return ENTITIES[name]!;
    const code = /^#x([0-9a-f]{1,6})$/i.exec(name) ? parseInt(name.slice(2), 16) : /^#([0-9]{1,7})$/.exec(name) ? parseInt(name.slice(1), 10) : NaN;
    if (!Number.isInteger(code) || code === 0 || code > 0x10ffff) throw new Refused(`entity ${name}`);
    return String.fromCodePoint(code);
  });
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** A value that reaches outside the document or runs something. */
function isUnsafeValue(value: string): boolean {
  const compact = value.replace(/[\s\p{Cc}]+/gu, '').toLowerCase();
  if (/javascript:|vbscript:|data:|expression\(|@import|\\/.test(compact)) return true;
  return /url\((?!['"]?#)/.test(compact);
}

function keepAttribute(name: string, value: string): boolean {
  if (name.includes(':') && !NAMESPACED_ATTRIBUTES.has(name)) return false;
  if (/^on/i.test(name)) return false;
  if (name === 'href' || name === 'xlink:href') return /^#[\w.-]+$/.test(value.trim());
  if (name === 'xmlns' || name === 'xmlns:xlink') return true;
  return !isUnsafeValue(value);
}

const TAG = /<([A-Za-z_][\w.:-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/y;
const ATTRIBUTE = /\s+([^\s=/>]+)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;
const CLOSE = /<\/([A-Za-z_][\w.:-]*)\s*>/y;

function rebuild(source: string): string {
  const out: string[] = [];
  const stack: Array<{ name: string; kept: boolean }> = [];
  let dropping = 0;
  let index = 0;
  let rootSeen = false;
  while (index < source.length) {
    const next = source.indexOf('<', index);
    const text = source.slice(index, next === -1 ? source.length : next);
    if (text.length > 0) {
      if (stack.length === 0 && text.trim() !== '') throw new Refused('text outside the root');
      if (text.includes('>')) throw new Refused('stray >');
      if (dropping === 0 && stack.length > 0) out.push(escapeText(decodeEntities(text)));
    }
    if (next === -1) break;
    index = next;
    if (source.startsWith('<!--', index)) {
      const end = source.indexOf('-->', index + 4);
      if (end === -1) throw new Refused('open comment');
      index = end + 3;
    } else if (source.startsWith('<?', index)) {
      if (rootSeen) throw new Refused('processing instruction');
      const end = source.indexOf('?>', index + 2);
      if (end === -1) throw new Refused('open instruction');
      index = end + 2;
    } else if (source.startsWith('<!', index)) {
      throw new Refused('DOCTYPE, CDATA or declaration');
    } else if (source.startsWith('</', index)) {
      CLOSE.lastIndex = index;
      const match = CLOSE.exec(source);
      const open = stack.pop();
      if (!match || !open || open.name !== match[1]) throw new Refused('mismatched close');
      if (open.kept && dropping === 0) out.push(`</${open.name}>`);
      if (!open.kept) dropping -= 1;
      index = CLOSE.lastIndex;
    } else {
      TAG.lastIndex = index;
      const match = TAG.exec(source);
      if (!match) throw new Refused('malformed tag');
      const [, name = '', attributes = '', selfClosing] = match;
      if (name.includes(':')) throw new Refused('namespaced element');
      if (stack.length === 0) {
        if (rootSeen || name !== 'svg') throw new Refused('root is not svg');
        rootSeen = true;
      }
      if (stack.length >= MAX_DEPTH) throw new Refused('too deep');
      const kept = dropping === 0 && ELEMENTS.has(name);
      if (kept) {
        const seen = new Set<string>();
        const parts = [...attributes.matchAll(ATTRIBUTE)].flatMap(([, attribute = '', double, single]) => {
          const value = decodeEntities(double ?? single ?? '');
          if (seen.has(attribute)) throw new Refused('duplicate attribute');
          seen.add(attribute);
          return keepAttribute(attribute, value) ? [` ${attribute}="${escapeAttribute(value)}"`] : [];
        });
        out.push(`<${name}${parts.join('')}${selfClosing ? '/>' : '>'}`);
      }
      if (!selfClosing) {
        stack.push({ name, kept });
        if (!kept) dropping += 1;
      }
      index = TAG.lastIndex;
    }
  }
  if (!rootSeen || stack.length > 0) throw new Refused('unclosed document');
  return out.join('');
}

/** Drops a style element whose sheet reaches outside the document. */
function withSafeStyles(svg: string): string {
  return svg.replace(/<style([^>]*)>([\s\S]*?)<\/style>/g, (whole, _attributes: string, sheet: string) => (isUnsafeValue(sheet) ? '' : whole));
}

/** The sanitised SVG document, or null when the bytes are not one (or one that cannot be made safe). */
export function sanitiseSvg(bytes: Buffer): string | null {
  let source: string;
  try {
    source = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
  if (!/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(source)) return null;
  try {
    return withSafeStyles(rebuild(source));
  } catch (error) {
    if (error instanceof Refused) return null;
    throw error;
  }
}
