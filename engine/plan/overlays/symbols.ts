/**
 * The deck equipment the overlays draw at a fixed size in their lanes: a
 * roller tube along the pool's end wall, a motor at one end of it, a bench
 * around it, and the product's name on the product.
 */
import { PLAN_COLOURS, PLAN_SIZES } from '../plan-style.ts';
import type { Box } from '../plan.types.ts';
import { element, pathData, textInBox } from '../svg.ts';

/** The thickness of a roller tube, px. */
export const TUBE = 18;

/** The motor at one end of a roller tube, and its name. */
export interface TubeMotor {
  end: 'top' | 'bottom';
  label: string;
}

const MOTOR_LENGTH = 56;

/**
 * A roller tube from `top` to `bottom` (px) centred on `x`, its name written
 * along it in white, with its motor at one end when given.
 */
export function tube(x: number, top: number, bottom: number, label: string, motor?: TubeMotor): string {
  let out = element('rect', { x: x - TUBE / 2, y: top, width: TUBE, height: bottom - top, rx: 4, fill: PLAN_COLOURS.brand, stroke: PLAN_COLOURS.brandDark, 'stroke-width': PLAN_SIZES.thin });
  const motorLength = motor ? Math.min(MOTOR_LENGTH, (bottom - top) / 3) : 0;
  if (motor) {
    const y0 = motor.end === 'top' ? top : bottom - motorLength;
    const box = { x0: x - TUBE / 2 - 2, y0, x1: x + TUBE / 2 + 2, y1: y0 + motorLength };
    out += element('rect', { x: box.x0, y: box.y0, width: box.x1 - box.x0, height: motorLength, rx: 3, fill: PLAN_COLOURS.brandDark, stroke: PLAN_COLOURS.outline, 'stroke-width': PLAN_SIZES.thin });
    out += textInBox(motor.label, box, { size: PLAN_SIZES.small - 1, fill: PLAN_COLOURS.white, overflow: 'hide' });
  }
  const free = { x0: x - TUBE / 2, y0: motor?.end === 'top' ? top + motorLength : top, x1: x + TUBE / 2, y1: motor?.end === 'bottom' ? bottom - motorLength : bottom };
  return out + textInBox(label, free, { size: PLAN_SIZES.small, fill: PLAN_COLOURS.white, overflow: 'hide' });
}

/** Small end supports at both ends of a tube: square feet, wheels, or plates. */
export function tubeEnds(x: number, top: number, bottom: number, kind: 'feet' | 'wheels' | 'plates'): string {
  if (kind === 'wheels') {
    const wheel = (y: number) => element('circle', { cx: x, cy: y, r: 6, fill: PLAN_COLOURS.outline });
    return wheel(top - 7) + wheel(bottom + 7);
  }
  const size = kind === 'feet' ? { w: 12, h: 8 } : { w: TUBE + 8, h: 5 };
  const foot = (y: number) => element('rect', { x: x - size.w / 2, y, width: size.w, height: size.h, fill: PLAN_COLOURS.equipment, stroke: PLAN_COLOURS.dimension, 'stroke-width': PLAN_SIZES.thin });
  return foot(top - size.h) + foot(bottom);
}

/** A bench over a roller: a wooden box filling `box` (px), named in its strip beside the tube. */
export function bench(box: Box, labelStrip: Box, label: string): string {
  const body = element('rect', { x: box.x0, y: box.y0, width: box.x1 - box.x0, height: box.y1 - box.y0, rx: 3, fill: PLAN_COLOURS.wood, stroke: '#8b6b3d', 'stroke-width': PLAN_SIZES.thin });
  return body + textInBox(label, labelStrip, { size: PLAN_SIZES.small, fill: PLAN_COLOURS.text });
}

/** The product's name in the middle of `box` (px), in the brand's dark blue over a white halo. */
export function productName(label: string, box: Box): string {
  return textInBox(label, box, { size: PLAN_SIZES.label, fill: PLAN_COLOURS.brandDark, halo: true, weight: 'bold' });
}

/** A path of parallel lines across `box` (px), `gap` px apart, vertical or horizontal: slats, mesh. */
export function hatch(box: Box, gap: number, vertical: boolean): string {
  const parts: (string | number)[] = [];
  if (!(gap > 0)) return '';
  if (vertical) for (let x = box.x0 + gap; x < box.x1 - 0.5; x += gap) parts.push('M', x, box.y0, 'V', box.y1);
  else for (let y = box.y0 + gap; y < box.y1 - 0.5; y += gap) parts.push('M', box.x0, y, 'H', box.x1);
  return pathData(...parts);
}
