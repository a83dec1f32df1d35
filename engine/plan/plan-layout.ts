/**
 * Where everything goes on the plan: the fixed width is shared between the
 * lanes of symbols, the to-scale drawing and the dimension lines; the scale is
 * the largest that fits that width and the greatest drawing height.
 */
import { SCALE_BAR_HEIGHT } from './dimensions.ts';
import { FILTERING_BLOCK_LANES } from './filtering-block.ts';
import { PLAN_MAX_DRAWING_HEIGHT, PLAN_WIDTH } from './plan-style.ts';
import type { Box, PlanView, Side, Sides } from './plan.types.ts';

const MARGIN = 10;
/** One caption line, and the space under the last one. */
const CAPTION_LINE = 17;
const CAPTION_GAP = 8;
const FIRST_RIGHT_TIER = 24;
const RIGHT_TIER = 26;
const FIRST_BOTTOM_TIER = 24;
const BOTTOM_TIER = 24;
/** Between the last right dimension line and a filtering block beyond it. */
const BLOCK_GAP = 4;

export interface LayoutInput {
  /** The to-scale drawing, metres. */
  bounds: Box;
  /** The overlay's lanes, px. */
  lanes: Partial<Sides>;
  /** The side of the filtering block, if any. */
  block: Side | null;
  /** Dimension lines on the right and below. */
  rightTiers: number;
  bottomTiers: number;
  /** Lines of the caption above the plan. */
  captionLines: number;
}

/** The width a caption line may take. */
export const CAPTION_WIDTH = PLAN_WIDTH - 2 * MARGIN;

export interface PlanLayout {
  view: PlanView;
  width: number;
  height: number;
  /** The filtering block's lane, px. */
  block: Box | null;
  /** The x of each right dimension line and the y of each bottom one, nearest first. */
  rightTiers: number[];
  bottomTiers: number[];
  scaleBar: { x: number; y: number };
  /** Where the caption's first line goes, and the step to the next one. */
  caption: { x: number; y: number; step: number };
}

const tiers = (first: number, count: number, step: number) => Array.from({ length: count }, (_, i) => first + i * step);

/**
 * Lays out a plan. A filtering block on the right, where the stairs' width is
 * dimensioned, goes beyond the dimension lines, so that no extension line of
 * the stairs runs through it or its name.
 */
export function planLayout(input: LayoutInput): PlanLayout {
  const lane: Sides = { left: 0, right: 0, top: 0, bottom: 0, ...input.lanes };
  const block: Sides = { left: 0, right: 0, top: 0, bottom: 0 };
  if (input.block) block[input.block] = FILTERING_BLOCK_LANES[input.block];
  const left = MARGIN + block.left + lane.left;
  const right = lane.right + block.right + FIRST_RIGHT_TIER + RIGHT_TIER * (input.rightTiers - 1) + (input.block === 'right' && input.rightTiers > 1 ? BLOCK_GAP : 0) + MARGIN;
  const top = MARGIN + (input.captionLines > 0 ? input.captionLines * CAPTION_LINE + CAPTION_GAP : 0) + block.top + lane.top;
  const { bounds } = input;
  const metresWide = Math.max(bounds.x1 - bounds.x0, 0.01);
  const metresHigh = Math.max(bounds.y1 - bounds.y0, 0.01);
  const room = PLAN_WIDTH - left - right;
  const scale = Math.min(room / metresWide, PLAN_MAX_DRAWING_HEIGHT / metresHigh);
  const x0 = left + (room - metresWide * scale) / 2;
  const drawing: Box = { x0, y0: top, x1: x0 + metresWide * scale, y1: top + metresHigh * scale };
  const lanes: Record<Side, Box> = {
    left: { x0: drawing.x0 - lane.left, y0: drawing.y0, x1: drawing.x0, y1: drawing.y1 },
    right: { x0: drawing.x1, y0: drawing.y0, x1: drawing.x1 + lane.right, y1: drawing.y1 },
    top: { x0: drawing.x0, y0: drawing.y0 - lane.top, x1: drawing.x1, y1: drawing.y0 },
    bottom: { x0: drawing.x0, y0: drawing.y1, x1: drawing.x1, y1: drawing.y1 + lane.bottom },
  };
  const blockBeyondTiers = input.block === 'right' && input.rightTiers > 1;
  const rightTiers = tiers(drawing.x1 + lane.right + (blockBeyondTiers ? 0 : block.right) + FIRST_RIGHT_TIER, input.rightTiers, RIGHT_TIER);
  const rightBlockX0 = blockBeyondTiers ? rightTiers[rightTiers.length - 1]! + BLOCK_GAP : lanes.right.x1;
  const blockLanes: Record<Side, Box> = {
    left: { ...lanes.left, x0: lanes.left.x0 - block.left, x1: lanes.left.x0 },
    right: { ...lanes.right, x0: rightBlockX0, x1: rightBlockX0 + block.right },
    top: { ...lanes.top, y0: lanes.top.y0 - block.top, y1: lanes.top.y0 },
    bottom: lanes.bottom,
  };
  const bottomTiers = tiers(drawing.y1 + lane.bottom + FIRST_BOTTOM_TIER, input.bottomTiers, BOTTOM_TIER);
  const scaleBarY = bottomTiers[bottomTiers.length - 1]! + 14;
  const view: PlanView = {
    scale,
    x: (metres) => x0 + (metres - bounds.x0) * scale,
    y: (metres) => top + (metres - bounds.y0) * scale,
    drawing,
    lanes,
  };
  return {
    view,
    width: PLAN_WIDTH,
    height: Math.ceil(scaleBarY + SCALE_BAR_HEIGHT + MARGIN),
    block: input.block ? blockLanes[input.block] : null,
    rightTiers,
    bottomTiers,
    scaleBar: { x: Math.max(MARGIN + 4, lanes.left.x0), y: scaleBarY },
    caption: { x: MARGIN, y: MARGIN + CAPTION_LINE / 2, step: CAPTION_LINE },
  };
}
