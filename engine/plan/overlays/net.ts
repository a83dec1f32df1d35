/**
 * The safety net (family `net`): a mesh 30 cm larger than the pool on every
 * side, held by anchors spread round it, one per metre of its perimeter (as
 * the price counts them).
 */
import { planLabel } from '../plan-labels.ts';
import { PLAN_COLOURS } from '../plan-style.ts';
import type { PlanOverlay } from '../plan.types.ts';
import { element } from '../svg.ts';
import { coverBox, coverRect, perimeter, pointOnEdge, pxBox } from './cover.ts';
import { productCaption } from './product-caption.ts';
import { hatch, productName } from './symbols.ts';

const NET_OVERLAP = 0.3;
/** The mesh is drawn every 25 cm, or wider so that its lines stay 6 px apart. */
const MESH = 0.25;
const MESH_MIN_GAP = 6;
/** Anchors sit this far inside the net's edge, metres. */
const ANCHOR_INSET = 0.12;

/** The net family's overlay. */
export const netOverlay: PlanOverlay = ({ pool, answers }) => {
  const net = coverBox(pool, NET_OVERLAP);
  const anchors = Math.ceil(2 * (pool.length + pool.width + 4 * NET_OVERLAP));
  const overlap = planLabel('overlap', answers.locale, answers.formatMetres(NET_OVERLAP));
  return {
    bounds: net,
    lanes: {},
    caption: productCaption(answers, overlap, planLabel('anchors', answers.locale, String(anchors))),
    notes: [overlap],
    coversPool: true,
    draw: (view) => {
      const box = pxBox(view, net);
      const gap = Math.max(MESH * view.scale, MESH_MIN_GAP);
      const mesh = `${hatch(box, gap, true)} ${hatch(box, gap, false)}`;
      let out = coverRect(view, net, 0.1);
      out += element('path', { d: mesh, fill: 'none', stroke: PLAN_COLOURS.brand, 'stroke-opacity': 0.4, 'stroke-width': 0.7 });
      const ring = { x0: net.x0 + ANCHOR_INSET, y0: net.y0 + ANCHOR_INSET, x1: net.x1 - ANCHOR_INSET, y1: net.y1 - ANCHOR_INSET };
      const spacing = perimeter(ring) / anchors;
      for (let i = 0; i < anchors; i++) {
        const point = pointOnEdge(ring, (i + 0.5) * spacing);
        out += element('circle', { cx: view.x(point.x), cy: view.y(point.y), r: 2.6, fill: PLAN_COLOURS.brandDark, stroke: PLAN_COLOURS.white, 'stroke-width': 0.8 });
      }
      return out + productName(planLabel('net', answers.locale), pxBox(view, { x0: 0, y0: pool.width * 0.3, x1: pool.length, y1: pool.width * 0.7 }));
    },
  };
};
