/**
 * What the cover overlays share: the rectangle a cover spans (the pool and
 * its stairs plus the overlap on every side), points spread evenly round it
 * for anchors, pegs and water tubes, and the cover's fill.
 */
import { PLAN_COLOURS } from '../plan-style.ts';
import type { Box, PlanView, PoolGeometry } from '../plan.types.ts';
import { element } from '../svg.ts';

/** The pool and its stairs with `overlap` metres more on every side. */
export function coverBox(pool: PoolGeometry, overlap: number): Box {
  const { bounds } = pool;
  return { x0: bounds.x0 - overlap, y0: bounds.y0 - overlap, x1: bounds.x1 + overlap, y1: bounds.y1 + overlap };
}

export function perimeter(box: Box): number {
  return 2 * (box.x1 - box.x0 + box.y1 - box.y0);
}

/** The point at `distance` along the edge of `box`, clockwise from its top left corner, and the outward normal of its side. */
export function pointOnEdge(box: Box, distance: number): { x: number; y: number; nx: number; ny: number } {
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  const around = perimeter(box);
  let d = ((distance % around) + around) % around;
  if (d <= width) return { x: box.x0 + d, y: box.y0, nx: 0, ny: -1 };
  d -= width;
  if (d <= height) return { x: box.x1, y: box.y0 + d, nx: 1, ny: 0 };
  d -= height;
  if (d <= width) return { x: box.x1 - d, y: box.y1, nx: 0, ny: 1 };
  return { x: box.x0, y: box.y1 - (d - width), nx: -1, ny: 0 };
}

/** The corners of `box` met going clockwise from `from` to `to` (distances along the edge). */
export function cornersBetween(box: Box, from: number, to: number): { x: number; y: number }[] {
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  const corners = [
    { at: width, x: box.x1, y: box.y0 },
    { at: width + height, x: box.x1, y: box.y1 },
    { at: 2 * width + height, x: box.x0, y: box.y1 },
    { at: 2 * width + 2 * height, x: box.x0, y: box.y0 },
  ];
  return corners.filter((corner) => corner.at > from && corner.at < to).map(({ x, y }) => ({ x, y }));
}

/** `box` (metres) drawn as a cover: the brand's blue, see-through by `opacity`. */
export function coverRect(view: PlanView, box: Box, opacity: number): string {
  return element('rect', {
    x: view.x(box.x0),
    y: view.y(box.y0),
    width: (box.x1 - box.x0) * view.scale,
    height: (box.y1 - box.y0) * view.scale,
    fill: PLAN_COLOURS.brand,
    'fill-opacity': opacity,
    stroke: PLAN_COLOURS.brand,
    'stroke-width': 1.5,
  });
}

/** `box` (metres) in px. */
export function pxBox(view: PlanView, box: Box): Box {
  return { x0: view.x(box.x0), y0: view.y(box.y0), x1: view.x(box.x1), y1: view.y(box.y1) };
}
