/**
 * What drawing an SVG would cost, measured on its tree before it is stored:
 * the elements a renderer draws once every reference is followed (a `<use>`
 * draws its target's whole subtree again, recursively; a `url(#id)` paint,
 * clip or mask draws its target's subtree for the element that names it),
 * and the nesting depth along those references. The content of defs,
 * symbols, gradients, clips, masks and patterns counts where it is referenced,
 * not in place. A reference cycle counts as an endless drawing. Six levels of ten `<use>` are a million elements in
 * 1.2 kB: refused here, never handed to the PDF.
 *
 * And the drawing's size: the root needs a width and height or a viewBox; the
 * missing one is derived from the other (lengths in absolute units become
 * user units, px), so every stored logo has all three.
 */
import { SvgRefused, type SvgElement } from './svg-tree.ts';

export interface DrawingLimits {
  maxElements: number;
  maxDepth: number;
}

/** Containers whose content is drawn only where something refers to it, never in place. */
const DRAWN_BY_REFERENCE = new Set(['defs', 'symbol', 'clipPath', 'mask', 'pattern', 'linearGradient', 'radialGradient', 'style', 'title', 'desc']);

const FRAGMENT = /url\(\s*['"]?#([\w.-]+)['"]?\s*\)/g;

/** The ids an element draws again: its `href` (use) and the `url(#id)` of its paint, clip, mask and style. */
function references(element: SvgElement): string[] {
  const ids: string[] = [];
  for (const [name, value] of element.attributes) {
    if (element.name === 'use' && (name === 'href' || name === 'xlink:href')) ids.push(value.trim().slice(1));
    else for (const [, id] of value.matchAll(FRAGMENT)) ids.push(id!);
  }
  return ids;
}

function elementsById(root: SvgElement): Map<string, SvgElement> {
  const byId = new Map<string, SvgElement>();
  const visit = (element: SvgElement) => {
    const id = element.attributes.get('id');
    if (id !== undefined && !byId.has(id)) byId.set(id, element);
    for (const child of element.children) if (typeof child !== 'string') visit(child);
  };
  visit(root);
  return byId;
}

/** Refuses (SvgRefused) a drawing over `maxElements` drawn elements or nested deeper than `maxDepth`, references followed. */
export function checkDrawingBudget(root: SvgElement, limits: DrawingLimits): { elements: number; depth: number } {
  const byId = elementsById(root);
  const measured = new Map<SvgElement, { elements: number; height: number }>();
  const open = new Set<SvgElement>();
  const tooMany = () => new SvgRefused({ reason: 'too_many_elements', limit: limits.maxElements });

  const measure = (element: SvgElement, depth: number): { elements: number; height: number } => {
    if (depth > limits.maxDepth) throw new SvgRefused({ reason: 'too_deep', limit: limits.maxDepth });
    const known = measured.get(element);
    if (known) {
      if (depth - 1 + known.height > limits.maxDepth) throw new SvgRefused({ reason: 'too_deep', limit: limits.maxDepth });
      return known;
    }
    if (open.has(element)) throw tooMany(); // a reference back to itself: drawn without end
    open.add(element);
    let elements = 1;
    let height = 1;
    const children = element.children.filter((child): child is SvgElement => typeof child !== 'string');
    // a container drawn by reference counts once in place; its content counts wherever it is referenced
    elements += children.filter((child) => DRAWN_BY_REFERENCE.has(child.name)).length;
    const drawn = [...children.filter((child) => !DRAWN_BY_REFERENCE.has(child.name)), ...references(element).flatMap((id) => byId.get(id) ?? [])];
    for (const child of drawn) {
      const sub = measure(child, depth + 1);
      elements += sub.elements;
      height = Math.max(height, sub.height + 1);
      if (elements > limits.maxElements) throw tooMany();
    }
    open.delete(element);
    const result = { elements, height };
    measured.set(element, result);
    return result;
  };

  const { elements, height } = measure(root, 1);
  return { elements, depth: height };
}

/** Pixels per unit of the absolute lengths an SVG size may use (CSS: 96 px to the inch). */
const UNITS: Record<string, number> = { '': 1, px: 1, pt: 96 / 72, pc: 16, mm: 96 / 25.4, cm: 96 / 2.54, in: 96 };

/** A positive absolute length in px, or null (missing, zero, percent, em...). */
function lengthPx(value: string | undefined): number | null {
  const match = value === undefined ? null : /^\s*\+?((?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*(px|pt|pc|mm|cm|in)?\s*$/i.exec(value);
  if (!match) return null;
  const px = Number(match[1]) * UNITS[(match[2] ?? '').toLowerCase()]!;
  return Number.isFinite(px) && px > 0 ? px : null;
}

function viewBoxOf(value: string | undefined): [number, number, number, number] | null {
  const parts = value?.trim().split(/\s*,\s*|\s+/).map(Number);
  if (!parts || parts.length !== 4 || !parts.every(Number.isFinite) || parts[2]! <= 0 || parts[3]! <= 0) return null;
  return parts as [number, number, number, number];
}

const number = (value: number) => String(Number(value.toFixed(4)));

/**
 * The root's width, height and viewBox, all three: the viewBox from the size
 * (0 0 width height), or the size from the viewBox (a single given length
 * keeps the viewBox's proportions). Neither: SvgRefused `no_size`.
 */
export function drawingSize(root: SvgElement): { width: string; height: string; viewBox: string } {
  const width = lengthPx(root.attributes.get('width'));
  const height = lengthPx(root.attributes.get('height'));
  const box = viewBoxOf(root.attributes.get('viewBox'));
  if (box) {
    const [, , boxWidth, boxHeight] = box;
    const w = width ?? (height ? (height * boxWidth) / boxHeight : boxWidth);
    const h = height ?? (width ? (width * boxHeight) / boxWidth : boxHeight);
    return { width: number(w), height: number(h), viewBox: box.map(number).join(' ') };
  }
  if (width && height) return { width: number(width), height: number(height), viewBox: `0 0 ${number(width)} ${number(height)}` };
  throw new SvgRefused({ reason: 'no_size' });
}
