/**
 * The filtering block, where the family asks for it (question
 * `filtering_block`: none, long_side, roller_side, opposite_roller): a box on
 * the deck beside the pool, on a long side (top), on the roller's side (left,
 * where every plan draws the roller) or opposite it (right), with its name.
 * It is a symbol: its size does not follow the scale.
 */
import type { PlanAnswers } from './plan-answers.ts';
import { planLabel } from './plan-labels.ts';
import { PLAN_COLOURS, PLAN_SIZES } from './plan-style.ts';
import type { Box, Side, Sides } from './plan.types.ts';
import { element, pathData, text } from './svg.ts';

const SIDES = new Map<string, Side>([
  ['long_side', 'top'],
  ['roller_side', 'left'],
  ['opposite_roller', 'right'],
]);

/** The px lane the block and its name take on their side. */
export const FILTERING_BLOCK_LANES: Readonly<Sides> = { left: 46, right: 46, top: 42, bottom: 0 };

const ACROSS = 20;
const ALONG = 64;

/** The side of the plan the filtering block is on, or null when there is none. */
export function filteringBlockSide(answers: PlanAnswers): Side | null {
  const chosen = answers.choice('filtering_block');
  return (chosen === null ? undefined : SIDES.get(chosen)) ?? null;
}

/** The block in its lane (px), its name beside it on the outer side, and a pipe to the pool; `centre`, the y of a side block when not the lane's middle. */
export function drawFilteringBlock(side: Side, lane: Box, poolEdge: number, answers: PlanAnswers, centre?: number): string {
  const name = planLabel('filteringBlock', answers.locale);
  const style = { fill: PLAN_COLOURS.deck, stroke: PLAN_COLOURS.dimension, 'stroke-width': PLAN_SIZES.thin } as const;
  const labelStyle = { size: PLAN_SIZES.small, fill: PLAN_COLOURS.text } as const;
  const pipeStyle = { fill: 'none', stroke: PLAN_COLOURS.equipment, 'stroke-width': 1.5, 'stroke-dasharray': '3 3' } as const;
  if (side === 'top') {
    const x = (lane.x0 + lane.x1) / 2;
    const y1 = lane.y1 - 8;
    const box = element('rect', { x: x - ALONG / 2, y: y1 - ACROSS, width: ALONG, height: ACROSS, ...style });
    const pipe = element('path', { d: pathData('M', x, y1, 'V', poolEdge), ...pipeStyle });
    return pipe + box + text(name, x, y1 - ACROSS - 9, labelStyle);
  }
  const y = centre ?? (lane.y0 + lane.y1) / 2;
  const inner = side === 'left' ? lane.x1 - 8 : lane.x0 + 8;
  const outer = side === 'left' ? inner - ACROSS : inner + ACROSS;
  const box = element('rect', { x: Math.min(inner, outer), y: y - ALONG / 2, width: ACROSS, height: ALONG, ...style });
  const pipe = element('path', { d: pathData('M', inner, y, 'H', poolEdge), ...pipeStyle });
  const labelX = side === 'left' ? outer - 9 : outer + 9;
  return pipe + box + text(name, labelX, y, { ...labelStyle, rotate: -90 });
}
