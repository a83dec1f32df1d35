/**
 * The plan of the pool as answered, as an SVG 1.1 string: the builder shows
 * it beside the form and the quote PDF draws the same string (pdfmake's `svg`
 * node), so it keeps to plain elements with inline attributes.
 */
import type { Answers, Catalogue } from '../catalogue/catalogue.types.ts';
import type { Locale } from '../constants.ts';
import { horizontalDimension, scaleBar, verticalDimension } from './dimensions.ts';
import { drawFilteringBlock, filteringBlockSide } from './filtering-block.ts';
import { CAPTION_SEPARATOR } from './overlays/product-caption.ts';
import { planOverlay } from './overlays/plan-overlays.ts';
import { readPlanAnswers, type PlanAnswers } from './plan-answers.ts';
import { planLabel } from './plan-labels.ts';
import { CAPTION_WIDTH, planLayout, type PlanLayout } from './plan-layout.ts';
import { PLAN_COLOURS, PLAN_SIZES } from './plan-style.ts';
import type { Box, OverlayDrawing, PoolGeometry, PoolPlan, Side } from './plan.types.ts';
import { outlinePath } from './pool-outline.ts';
import { poolGeometry } from './pool-geometry.ts';
import { drawStairs, stairsText } from './stairs.ts';
import { element, escapeXml, text, wrapText } from './svg.ts';

export type { PoolPlan } from './plan.types.ts';

function union(a: Box, b: Box | null): Box {
  return b ? { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) } : a;
}

/** The overall length and width, and the stairs' width and depth where they were answered. */
function dimensions(layout: PlanLayout, pool: PoolGeometry, answers: PlanAnswers): string {
  const { view, rightTiers, bottomTiers } = layout;
  const stairs = pool.stairs;
  const right = rightTiers[rightTiers.length - 1]!;
  const bottom = bottomTiers[bottomTiers.length - 1]!;
  let out =
    horizontalDimension(view.x(0), view.x(pool.length), bottom, view.y(pool.width), answers.formatMetres(pool.length)) +
    verticalDimension(view.y(0), view.y(pool.width), right, view.x(pool.length), answers.formatMetres(pool.width));
  if (stairs?.answeredWidth != null) {
    out += verticalDimension(view.y(stairs.box.y0), view.y(stairs.box.y1), rightTiers[0]!, view.x(stairs.box.x1), answers.formatMetres(stairs.answeredWidth));
  }
  if (stairs?.answeredDepth != null) {
    out += horizontalDimension(view.x(stairs.box.x0), view.x(stairs.box.x1), bottomTiers[0]!, view.y(stairs.box.y1), answers.formatMetres(stairs.answeredDepth));
  }
  return out;
}

/** The pool edge the filtering block's pipe goes to, px. */
function poolEdge(layout: PlanLayout, pool: PoolGeometry, side: Side): number {
  const { view } = layout;
  if (side === 'top') return view.y(0);
  return side === 'left' ? view.x(0) : view.x(pool.bounds.x1);
}

/**
 * A block on the stairs' wall (right) sits beside the stairs, in the longer
 * stretch of wall they leave free, its pipe going to the wall itself: the y
 * of its middle and the wall's x, px; null when there are no stairs.
 */
function besideStairs(layout: PlanLayout, pool: PoolGeometry): { centre: number; edge: number } | null {
  if (!pool.stairs) return null;
  const { view } = layout;
  const [top, bottom] = [view.y(0), view.y(pool.width)];
  const [from, to] = [view.y(pool.stairs.box.y0), view.y(pool.stairs.box.y1)];
  const centre = from - top >= bottom - to ? (top + from) / 2 : (to + bottom) / 2;
  return { centre, edge: view.x(pool.length) };
}

function body(layout: PlanLayout, pool: PoolGeometry, overlay: OverlayDrawing, answers: PlanAnswers, block: Side | null, caption: readonly string[]): string {
  const { view } = layout;
  const outline = outlinePath(view, pool);
  // under a cover, the pool's edge is a hidden line, drawn dashed over the cover
  const edge = overlay.coversPool ? { stroke: 'none' } : { stroke: PLAN_COLOURS.outline, 'stroke-width': PLAN_SIZES.outline, 'stroke-linejoin': 'round' };
  let out = element('path', { d: outline, fill: PLAN_COLOURS.water, ...edge });
  if (pool.stairs) out += drawStairs(view, pool.stairs);
  // under the product, so that its pipe passes under a bench
  if (block && layout.block) {
    const beside = block === 'right' ? besideStairs(layout, pool) : null;
    out += drawFilteringBlock(block, layout.block, beside?.edge ?? poolEdge(layout, pool, block), answers, beside?.centre);
  }
  out += overlay.draw(view);
  if (overlay.coversPool) {
    out += element('path', { d: outline, fill: 'none', stroke: PLAN_COLOURS.outline, 'stroke-width': 1.3, 'stroke-dasharray': '7 4' });
  }
  if (pool.stairs) out += stairsText(view, pool.stairs, planLabel('stairs', answers.locale));
  out += dimensions(layout, pool, answers);
  out += scaleBar(view.scale, layout.scaleBar.x, layout.scaleBar.y, answers.formatNumber);
  caption.forEach((line, i) => {
    out += text(line, layout.caption.x, layout.caption.y + i * layout.caption.step, { size: PLAN_SIZES.caption, fill: PLAN_COLOURS.text, anchor: 'start', weight: 'bold' });
  });
  return out;
}

function planTitle(pool: PoolGeometry, overlay: OverlayDrawing, answers: PlanAnswers): string {
  const parts = [planLabel('title', answers.locale, answers.formatMetres(pool.length), answers.formatMetres(pool.width))];
  if (pool.shapeLabel) parts.push(pool.shapeLabel);
  if (pool.stairs?.label) parts.push(pool.stairs.label);
  parts.push(...overlay.notes);
  return parts.join(', ');
}

/**
 * The plan of the pool as answered, in `locale`, or null while the answers
 * give no pool size (no answered `length` and `width`). Hidden questions count
 * as unanswered; answers that are missing or out of range draw less, never
 * NaN. The pool comes from the question keys the families share (see
 * `poolGeometry`), the product from the overlay of `catalogue.key` (the pool
 * alone for a family without one).
 *
 * @example
 * const plan = drawPoolPlan(catalogue, answers, 'fr');
 * if (plan) image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(plan.svg)}`;
 */
export function drawPoolPlan(catalogue: Catalogue, answers: Answers, locale: Locale): PoolPlan | null {
  const planAnswers = readPlanAnswers(catalogue, answers, locale);
  const pool = poolGeometry(planAnswers);
  if (!pool) return null;
  const overlay = planOverlay(catalogue.key)({ pool, answers: planAnswers });
  const block = filteringBlockSide(planAnswers);
  // bold letters are about 8 % wider than the estimate of plain ones
  const caption = overlay.caption ? wrapText(overlay.caption, CAPTION_WIDTH, PLAN_SIZES.caption * 1.08, CAPTION_SEPARATOR, 3) : [];
  const layout = planLayout({
    bounds: union(pool.bounds, overlay.bounds),
    lanes: overlay.lanes,
    block,
    rightTiers: pool.stairs?.answeredWidth != null ? 2 : 1,
    bottomTiers: pool.stairs?.answeredDepth != null ? 2 : 1,
    captionLines: caption.length,
  });
  const title = planTitle(pool, overlay, planAnswers);
  const { width, height } = layout;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<title>${escapeXml(title)}</title>${element('rect', { x: 0, y: 0, width, height, fill: PLAN_COLOURS.white })}${body(layout, pool, overlay, planAnswers, block, caption)}</svg>`;
  return { svg, width, height, title };
}
