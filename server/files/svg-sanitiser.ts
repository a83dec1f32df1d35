/**
 * SVG logos are rebuilt from allow-lists, never passed through: the document
 * is read by a strict tokenizer (svg-tree.ts) and written again with only
 * drawing elements and allow-listed attribute names. Gone: scripts,
 * foreignObject, images, links, event attributes, any attribute not on the
 * list, references outside the document (href other than `#id`, url() other
 * than `url(#id)`, image-set(), javascript: or data: values), style sheets
 * that import or reference anything.
 *
 * Refused whole: a malformed document (see svg-tree.ts), a root or element in
 * another namespace than SVG's (an XHTML document), a drawing over its budget
 * once references are followed or nested too deep (svg-budget.ts), a root
 * with neither a width and height nor a viewBox. The written root always
 * carries the SVG namespace, its width, height and viewBox.
 */
import { checkDrawingBudget, drawingSize } from './svg-budget.ts';
import { readSvg, SvgRefused, writeSvg, type SvgElement, type SvgNode, type SvgRefusal } from './svg-tree.ts';

export type { SvgRefusal } from './svg-tree.ts';

/** Elements drawn once the `<use>` references are followed. */
export const SVG_MAX_ELEMENTS = 5_000;
/** Nesting depth, along the `<use>` references too. */
export const SVG_MAX_DEPTH = 32;

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';

const ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'style',
]);

/** Geometry, paint, text and structure attributes of the elements above; nothing else is written. */
const ATTRIBUTES = new Set([
  'id', 'class', 'style', 'transform', 'viewBox', 'preserveAspectRatio', 'version', 'width', 'height', 'x', 'y', 'x1', 'y1', 'x2', 'y2',
  'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'd', 'points', 'pathLength', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust',
  'href', 'xlink:href', 'xml:space', 'xml:lang', 'lang', 'type', 'media',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit',
  'stroke-dasharray', 'stroke-dashoffset', 'opacity', 'color', 'display', 'visibility', 'overflow', 'clip-path', 'clip-rule', 'mask',
  'paint-order', 'vector-effect', 'shape-rendering', 'text-rendering', 'color-interpolation', 'mix-blend-mode', 'isolation',
  'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant', 'font-stretch', 'letter-spacing', 'word-spacing',
  'text-anchor', 'text-decoration', 'dominant-baseline', 'alignment-baseline', 'baseline-shift', 'writing-mode', 'direction', 'unicode-bidi',
  'offset', 'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod',
  'clipPathUnits', 'maskUnits', 'maskContentUnits', 'patternUnits', 'patternContentUnits', 'patternTransform',
]);

/**
 * A value that reaches outside the document or runs something: script
 * schemes, CSS escapes and imports, and every CSS function that loads an
 * image (url() other than a `#fragment`, image-set(), image(), src(),
 * element(), cross-fade(), expression()).
 */
export function isUnsafeValue(value: string): boolean {
  const compact = value.replace(/[\s\p{Cc}]+/gu, '').toLowerCase();
  if (/javascript:|vbscript:|data:|@import|\\|(?:image-set|image|src|element|cross-fade|expression)\(/.test(compact)) return true;
  return /url\((?!['"]?#[\w.-]+['"]?\))/.test(compact);
}

function keepAttribute(element: string, name: string, value: string): boolean {
  if (!ATTRIBUTES.has(name)) return false;
  if (name === 'href' || name === 'xlink:href') return element === 'use' || element.endsWith('Gradient') || element === 'pattern' ? /^#[\w.-]+$/.test(value.trim()) : false;
  return !isUnsafeValue(value);
}

/** The namespace declarations of an element: only SVG's (and XLink's under its usual prefix) are read; any other default namespace is refused. */
function checkNamespaces(element: SvgElement): void {
  const namespace = element.attributes.get('xmlns');
  if (namespace !== undefined && namespace.trim() !== SVG_NAMESPACE) throw new SvgRefused({ reason: 'malformed' }, 'not in the SVG namespace');
  const xlink = element.attributes.get('xmlns:xlink');
  if (xlink !== undefined && xlink.trim() !== XLINK_NAMESPACE) throw new SvgRefused({ reason: 'malformed' }, 'xlink prefix bound elsewhere');
}

/** The allow-listed copy of `element`: unknown elements dropped with their content, unknown attributes dropped, unsafe style sheets dropped. */
function cleaned(element: SvgElement): SvgElement | null {
  checkNamespaces(element);
  if (!ELEMENTS.has(element.name)) return null;
  const attributes = new Map([...element.attributes].filter(([name, value]) => keepAttribute(element.name, name, value)));
  if (element.name === 'style') {
    const sheet = element.children.filter((child): child is string => typeof child === 'string').join('');
    return isUnsafeValue(sheet) ? null : { name: 'style', attributes, children: [sheet] };
  }
  const children = element.children.flatMap((child): SvgNode[] => {
    if (typeof child === 'string') return [child];
    const kept = cleaned(child);
    return kept ? [kept] : [];
  });
  return { name: element.name, attributes, children };
}

/** The root as written: the SVG namespace (and XLink's when an xlink:href is kept), then its size, then its other attributes. */
function withRootAttributes(root: SvgElement, xlink: boolean): SvgElement {
  const size = drawingSize(root);
  const rest = [...root.attributes].filter(([name]) => !['width', 'height', 'viewBox'].includes(name));
  const namespaces: [string, string][] = [['xmlns', SVG_NAMESPACE], ...(xlink ? [['xmlns:xlink', XLINK_NAMESPACE] as [string, string]] : [])];
  return { ...root, attributes: new Map([...namespaces, ['width', size.width], ['height', size.height], ['viewBox', size.viewBox], ...rest]) };
}

const usesXlink = (element: SvgElement): boolean => element.attributes.has('xlink:href') || element.children.some((child) => typeof child !== 'string' && usesXlink(child));

export type SanitisedSvg = { svg: string } | { refused: SvgRefusal };

/** The sanitised SVG document, or why the bytes are refused (not an SVG, not one that can be made safe, over a budget, without a size). */
export function sanitiseSvg(bytes: Buffer): SanitisedSvg {
  let source: string;
  try {
    source = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return { refused: { reason: 'malformed' } };
  }
  if (!/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s/>]/.test(source)) return { refused: { reason: 'malformed' } };
  try {
    const root = cleaned(readSvg(source, { maxDepth: SVG_MAX_DEPTH, maxElements: SVG_MAX_ELEMENTS }))!;
    checkDrawingBudget(root, { maxElements: SVG_MAX_ELEMENTS, maxDepth: SVG_MAX_DEPTH });
    return { svg: writeSvg(withRootAttributes(root, usesXlink(root))) };
  } catch (error) {
    if (error instanceof SvgRefused) return { refused: error.refusal };
    throw error;
  }
}
