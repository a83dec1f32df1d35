/**
 * The winter cover (family `winter`): an opaque cover 30 cm larger than the
 * pool on every side, held by elastic tensioners and pegs (one per metre of
 * perimeter) or by water tubes of 1.5 m laid on the overlap, as the price
 * counts them.
 */
import { planLabel } from '../plan-labels.ts';
import { PLAN_COLOURS } from '../plan-style.ts';
import type { Box, PlanOverlay, PlanView } from '../plan.types.ts';
import { element, pathData } from '../svg.ts';
import { cornersBetween, coverBox, coverRect, perimeter, pointOnEdge, pxBox } from './cover.ts';
import { productCaption } from './product-caption.ts';
import { productName } from './symbols.ts';

const OVERLAP = 0.3;
const TUBE_LENGTH = 1.5;
/** Pegs stand this far beyond the cover's edge, metres. */
const PEG_OUT = 0.35;

/** One peg per metre of perimeter, each tied square to the cover's edge. */
function pegs(view: PlanView, cover: Box, count: number): string {
  const spacing = perimeter(cover) / count;
  const ties: (string | number)[] = [];
  let out = '';
  for (let i = 0; i < count; i++) {
    const edge = pointOnEdge(cover, (i + 0.5) * spacing);
    const pegX = view.x(edge.x + edge.nx * PEG_OUT);
    const pegY = view.y(edge.y + edge.ny * PEG_OUT);
    ties.push('M', view.x(edge.x), view.y(edge.y), 'L', pegX, pegY);
    out += element('circle', { cx: pegX, cy: pegY, r: 2.4, fill: PLAN_COLOURS.outline });
  }
  return element('path', { d: pathData(...ties), fill: 'none', stroke: PLAN_COLOURS.dimension, 'stroke-width': 0.8 }) + out;
}

/** Water tubes end to end on the overlap, bent round the corners. */
function waterTubes(view: PlanView, cover: Box, count: number): string {
  const half = OVERLAP / 2;
  const ring = { x0: cover.x0 + half, y0: cover.y0 + half, x1: cover.x1 - half, y1: cover.y1 - half };
  const each = perimeter(ring) / count;
  const gap = Math.min(0.2, each * 0.15);
  const parts: (string | number)[] = [];
  for (let i = 0; i < count; i++) {
    const from = i * each + gap / 2;
    const to = (i + 1) * each - gap / 2;
    const start = pointOnEdge(ring, from);
    const end = pointOnEdge(ring, to);
    parts.push('M', view.x(start.x), view.y(start.y));
    for (const corner of cornersBetween(ring, from, to)) parts.push('L', view.x(corner.x), view.y(corner.y));
    parts.push('L', view.x(end.x), view.y(end.y));
  }
  const width = Math.max(4, OVERLAP * 0.5 * view.scale);
  return element('path', { d: pathData(...parts), fill: 'none', stroke: PLAN_COLOURS.brand, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
}

/** The winter family's overlay. */
export const winterOverlay: PlanOverlay = ({ pool, answers }) => {
  const cover = coverBox(pool, OVERLAP);
  const around = 2 * (pool.length + pool.width + 4 * OVERLAP);
  const tubes = answers.choice('fixing') === 'water_tubes';
  const count = tubes ? Math.ceil(around / TUBE_LENGTH) : Math.ceil(around);
  const fixings = answers.choice('fixing') === null ? null : planLabel(tubes ? 'waterTubes' : 'pegs', answers.locale, String(count));
  const overlap = planLabel('overlap', answers.locale, answers.formatMetres(OVERLAP));
  const fixed = answers.choice('fixing') !== null;
  return {
    bounds: fixed && !tubes ? { x0: cover.x0 - PEG_OUT, y0: cover.y0 - PEG_OUT, x1: cover.x1 + PEG_OUT, y1: cover.y1 + PEG_OUT } : cover,
    lanes: {},
    caption: productCaption(answers, overlap, fixings),
    notes: [overlap],
    coversPool: true,
    draw: (view) => {
      let out = coverRect(view, cover, 0.32);
      if (fixed) out += tubes ? waterTubes(view, cover, count) : pegs(view, cover, count);
      return out + productName(planLabel('cover', answers.locale), pxBox(view, { x0: 0, y0: pool.width * 0.3, x1: pool.length, y1: pool.width * 0.7 }));
    },
  };
};
