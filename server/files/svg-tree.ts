/**
 * The strict reading and writing of an SVG document: a tokenizer that builds
 * the element tree (entities decoded, attribute names XML names only) and a
 * writer that escapes every text and attribute value. A DOCTYPE (entities),
 * an unknown entity, CDATA, a processing instruction after the root, a
 * namespaced element, an attribute name with a quote or another odd
 * character, a duplicate attribute or any malformed markup is refused
 * (`SvgRefused`, reason `malformed`). Reading stops, refused, as soon as the
 * source nests deeper or holds more elements than allowed, so its cost stays
 * bounded whatever the upload.
 */

export interface SvgElement {
  name: string;
  attributes: Map<string, string>;
  children: SvgNode[];
}
export type SvgNode = SvgElement | string;

export type SvgRefusal = { reason: 'malformed' } | { reason: 'too_many_elements'; limit: number } | { reason: 'too_deep'; limit: number } | { reason: 'no_size' };

export class SvgRefused extends Error {
  readonly refusal: SvgRefusal;
  constructor(refusal: SvgRefusal, detail: string = refusal.reason) {
    super(detail);
    this.refusal = refusal;
  }
}

const malformed = (detail: string) => new SvgRefused({ reason: 'malformed' }, detail);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntity(name: string): string {
  if (name in ENTITIES) return ENTITIES[name]!;
  const code = /^#x([0-9a-f]{1,6})$/i.exec(name) ? parseInt(name.slice(2), 16) : /^#([0-9]{1,7})$/.exec(name) ? parseInt(name.slice(1), 10) : NaN;
  if (!Number.isInteger(code) || code === 0 || code > 0x10ffff) throw malformed(`entity ${name}`);
  return String.fromCodePoint(code);
}

/** The text with its entities decoded, in one pass (a regular-expression replace with a callback is slow over a million entities). */
function decodeEntities(text: string): string {
  let ampersand = text.indexOf('&');
  if (ampersand === -1) return text;
  const parts: string[] = [];
  let from = 0;
  while (ampersand !== -1) {
    const end = text.indexOf(';', ampersand + 1);
    const name = end === -1 ? '' : text.slice(ampersand + 1, end);
    if (end === -1 || /[\s&]/.test(name)) throw malformed('bare ampersand');
    parts.push(text.slice(from, ampersand), decodeEntity(name));
    from = end + 1;
    ampersand = text.indexOf('&', from);
  }
  parts.push(text.slice(from));
  return parts.join('');
}

/** An XML name (ASCII): what an element or attribute name may be, nothing with a quote, `<`, `=` or a control character. */
const NAME = '[A-Za-z_][\\w.-]*(?::[A-Za-z_][\\w.-]*)?';
const TAG = new RegExp(`<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`, 'y');
const ATTRIBUTE = new RegExp(`\\s+(${NAME})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, 'g');
const CLOSE = new RegExp(`</(${NAME})\\s*>`, 'y');

export interface ReadLimits {
  maxDepth: number;
  maxElements: number;
}

/** The document's root element (`svg`, no namespace prefix), or SvgRefused. */
export function readSvg(source: string, limits: ReadLimits): SvgElement {
  const stack: SvgElement[] = [];
  let root: SvgElement | null = null;
  let elements = 0;
  let index = 0;
  while (index < source.length) {
    const next = source.indexOf('<', index);
    const text = source.slice(index, next === -1 ? source.length : next);
    if (text.length > 0) {
      if (stack.length === 0 && text.trim() !== '') throw malformed('text outside the root');
      if (text.includes('>')) throw malformed('stray >');
      if (stack.length > 0) stack.at(-1)!.children.push(decodeEntities(text));
    }
    if (next === -1) break;
    index = next;
    if (source.startsWith('<!--', index)) {
      const end = source.indexOf('-->', index + 4);
      if (end === -1) throw malformed('open comment');
      index = end + 3;
    } else if (source.startsWith('<?', index)) {
      if (root) throw malformed('processing instruction');
      const end = source.indexOf('?>', index + 2);
      if (end === -1) throw malformed('open instruction');
      index = end + 2;
    } else if (source.startsWith('<!', index)) {
      throw malformed('DOCTYPE, CDATA or declaration');
    } else if (source.startsWith('</', index)) {
      CLOSE.lastIndex = index;
      const match = CLOSE.exec(source);
      const open = stack.pop();
      if (!match || !open || open.name !== match[1]) throw malformed('mismatched close');
      index = CLOSE.lastIndex;
    } else {
      TAG.lastIndex = index;
      const match = TAG.exec(source);
      if (!match) throw malformed('malformed tag');
      const [, name = '', attributeText = '', selfClosing] = match;
      if (name.includes(':')) throw malformed('namespaced element');
      if (stack.length === 0 && (root || name !== 'svg')) throw malformed('root is not svg');
      if (stack.length >= limits.maxDepth) throw new SvgRefused({ reason: 'too_deep', limit: limits.maxDepth });
      elements += 1;
      if (elements > limits.maxElements) throw new SvgRefused({ reason: 'too_many_elements', limit: limits.maxElements });
      const attributes = new Map<string, string>();
      for (const [, attribute = '', double, single] of attributeText.matchAll(ATTRIBUTE)) {
        if (attributes.has(attribute)) throw malformed('duplicate attribute');
        attributes.set(attribute, decodeEntities(double ?? single ?? ''));
      }
      const element: SvgElement = { name, attributes, children: [] };
      if (stack.length === 0) root = element;
      else stack.at(-1)!.children.push(element);
      if (!selfClosing) stack.push(element);
      index = TAG.lastIndex;
    }
  }
  if (!root || stack.length > 0) throw malformed('unclosed document');
  return root;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** The element written back: every name as read (an XML name), every value escaped. */
export function writeSvg(element: SvgElement): string {
  const attributes = [...element.attributes].map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
  if (element.children.length === 0) return `<${element.name}${attributes}/>`;
  const children = element.children.map((child) => (typeof child === 'string' ? escapeText(child) : writeSvg(child))).join('');
  return `<${element.name}${attributes}>${children}</${element.name}>`;
}
