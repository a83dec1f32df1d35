/**
 * The outline of the pool's water as an SVG path, whose bounding box is the
 * length × width rectangle (plus the roman stairs of a rectangular pool):
 * rectangle (rounded corners when asked), oval (round ends), kidney (an oval
 * with a dent in one long side) and free form (an oval with a waist). The
 * round outlines keep a half circle at the right end, where stairs go.
 */
import { pathData } from './svg.ts';
import type { Box, PlanView, PoolGeometry } from './plan.types.ts';

interface Bulge {
  /** Px: where the roman stairs leave the right wall, and how far they go out. */
  top: number;
  bottom: number;
  depth: number;
}

function roundedRectangle(box: Box, radius: number, bulge: Bulge | null): string {
  const { x0, y0, x1, y1 } = box;
  const r = Math.min(radius, (x1 - x0) / 2, (y1 - y0) / 2);
  const corner = (x: number, y: number) => (r > 0 ? ['A', r, r, 0, 0, 1, x, y] : []);
  const right = bulge ? ['V', bulge.top, 'A', bulge.depth, (bulge.bottom - bulge.top) / 2, 0, 0, 1, x1, bulge.bottom] : [];
  return pathData(
    'M', x0 + r, y0,
    'H', x1 - r, ...corner(x1, y0 + r),
    ...right,
    'V', y1 - r, ...corner(x1 - r, y1),
    'H', x0 + r, ...corner(x0, y1 - r),
    'V', y0 + r, ...corner(x0 + r, y0),
    'Z',
  );
}

/** A long side from `from` to `to` (x, px) at `y`, pushed in by `dip` (px, towards the middle) around `at` (0 to 1 along it). */
function dentedSide(from: number, to: number, y: number, dip: number, at: number): (string | number)[] {
  const middle = from + (to - from) * at;
  const pull1 = (middle - from) * 0.55;
  const pull2 = (to - middle) * 0.55;
  return ['C', from + pull1, y, middle - pull1, y + dip, middle, y + dip, 'C', middle + pull2, y + dip, to - pull2, y, to, y];
}

/** Kidney and free form: round ends joined by curved long sides; an oval when the pool is wider than long. */
function curvedOutline(box: Box, kind: 'kidney' | 'free_form'): string {
  const { x0, y0, x1, y1 } = box;
  const height = y1 - y0;
  const r = height / 2;
  if (x1 - x0 < height) return roundedRectangle(box, (x1 - x0) / 2, null);
  const top = kind === 'kidney' ? dentedSide(x0 + r, x1 - r, y0, height * 0.26, 0.5) : dentedSide(x0 + r, x1 - r, y0, height * 0.1, 0.45);
  const bottom = kind === 'kidney' ? ['H', x0 + r] : dentedSide(x1 - r, x0 + r, y1, -height * 0.07, 0.3);
  return pathData('M', x0 + r, y0, ...top, 'A', r, r, 0, 0, 1, x1 - r, y1, ...bottom, 'A', r, r, 0, 0, 1, x0 + r, y0, 'Z');
}

/**
 * The pool outline in px; `grow` (metres) draws it that much larger on every
 * side (a cover cut to the pool's shape with an overlap), or smaller when it
 * is negative.
 */
export function outlinePath(view: PlanView, pool: PoolGeometry, grow = 0): string {
  const box: Box = { x0: view.x(-grow), y0: view.y(-grow), x1: view.x(pool.length + grow), y1: view.y(pool.width + grow) };
  switch (pool.outline) {
    case 'oval':
      return roundedRectangle(box, Math.min(box.x1 - box.x0, box.y1 - box.y0) / 2, null);
    case 'kidney':
    case 'free_form':
      return curvedOutline(box, pool.outline);
    case 'rectangle': {
      const stairs = pool.stairs?.outside ? pool.stairs : null;
      const bulge = stairs && stairs.depth + grow > 0 ? { top: view.y(stairs.box.y0 - grow), bottom: view.y(stairs.box.y1 + grow), depth: (stairs.depth + grow) * view.scale } : null;
      return roundedRectangle(box, (pool.cornerRadius > 0 ? Math.max(0, pool.cornerRadius + grow) : 0) * view.scale, bulge);
    }
  }
}
