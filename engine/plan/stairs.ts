/**
 * Stairs on the plan, against the right wall: roman stairs as nested half
 * ellipses (outside a rectangular pool, inside a round end), corner stairs as
 * a triangle in the lower right corner, straight stairs as a band across the
 * pool, each with one line per step.
 */
import { PLAN_COLOURS, PLAN_SIZES } from './plan-style.ts';
import type { Box, PlanView, StairsGeometry } from './plan.types.ts';
import { element, pathData, textInBox } from './svg.ts';

function pxBox(view: PlanView, box: Box): Box {
  return { x0: view.x(box.x0), y0: view.y(box.y0), x1: view.x(box.x1), y1: view.y(box.y1) };
}

/** Roman stairs: the outer half ellipse filled, then one smaller ellipse per step, all on the wall's axis. */
interface StairsShape {
  area: string;
  steps: string;
  /** The pool's wall where the stairs leave it, as a hidden line. */
  wall?: string;
}

function roman(stairs: StairsGeometry, box: Box, scale: number): StairsShape {
  const wallX = stairs.outside ? box.x0 : box.x1;
  const sweep = stairs.outside ? 1 : 0;
  const middle = (box.y0 + box.y1) / 2;
  const depth = stairs.depth * scale;
  const half = (box.y1 - box.y0) / 2;
  const arc = (rx: number, ry: number) => ['M', wallX, middle - ry, 'A', rx, ry, 0, 0, sweep, wallX, middle + ry];
  const steps: (string | number)[] = [];
  for (let k = 1; k < stairs.steps; k++) {
    const inset = (depth * k) / stairs.steps;
    if (half - inset <= 0) break;
    steps.push(...arc(depth - inset, half - inset));
  }
  const wall = stairs.outside ? pathData('M', wallX, box.y0, 'V', box.y1) : undefined;
  return { area: pathData(...arc(depth, half), 'Z'), steps: pathData(...steps), wall };
}

function corner(stairs: StairsGeometry, box: Box): StairsShape {
  const steps: (string | number)[] = [];
  for (let k = 1; k < stairs.steps; k++) {
    const f = k / stairs.steps;
    steps.push('M', box.x1 - (box.x1 - box.x0) * f, box.y1, 'L', box.x1, box.y1 - (box.y1 - box.y0) * f);
  }
  return { area: pathData('M', box.x1, box.y0, 'L', box.x1, box.y1, 'L', box.x0, box.y1, 'Z'), steps: pathData(...steps) };
}

function straight(stairs: StairsGeometry, box: Box): StairsShape {
  const steps: (string | number)[] = [];
  for (let k = 1; k < stairs.steps; k++) steps.push('M', box.x1 - ((box.x1 - box.x0) * k) / stairs.steps, box.y0, 'V', box.y1);
  return { area: pathData('M', box.x0, box.y0, 'H', box.x1, 'V', box.y1, 'H', box.x0, 'Z'), steps: pathData(...steps) };
}

/** The stairs' area and step lines. */
export function drawStairs(view: PlanView, stairs: StairsGeometry): string {
  const box = pxBox(view, stairs.box);
  const shape = stairs.kind === 'roman' ? roman(stairs, box, view.scale) : stairs.kind === 'corner' ? corner(stairs, box) : straight(stairs, box);
  const area = element('path', { d: shape.area, fill: PLAN_COLOURS.stairs, stroke: PLAN_COLOURS.outline, 'stroke-width': PLAN_SIZES.thin });
  const steps = shape.steps ? element('path', { d: shape.steps, fill: 'none', stroke: PLAN_COLOURS.stairsLine, 'stroke-width': PLAN_SIZES.thin }) : '';
  const wall = shape.wall ? element('path', { d: shape.wall, fill: 'none', stroke: PLAN_COLOURS.outline, 'stroke-width': PLAN_SIZES.thin, 'stroke-dasharray': '5 4' }) : '';
  return area + steps + wall;
}

/** The word "Stairs" on the stairs (on the roomier part of corner stairs). */
export function stairsText(view: PlanView, stairs: StairsGeometry, content: string): string {
  const box = pxBox(view, stairs.box);
  const room = stairs.kind === 'corner' ? { x0: box.x0 + (box.x1 - box.x0) / 3, y0: box.y0 + (box.y1 - box.y0) / 3, x1: box.x1, y1: box.y1 } : box;
  return textInBox(content, room, { size: PLAN_SIZES.small, fill: PLAN_COLOURS.text, halo: true });
}
