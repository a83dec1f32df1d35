/**
 * Dimension lines as on a technical drawing (extension lines, a line with an
 * arrowhead at each end, the value above it or beside it when it does not fit
 * between the arrows) and the scale bar. Everything here is in px.
 */
import { PLAN_COLOURS, PLAN_SIZES } from './plan-style.ts';
import { element, pathData, text, textWidth } from './svg.ts';

const ARROW = 6;
const ARROW_HALF = 2.4;
const GAP = 3;
const OVERSHOOT = 4;
const LABEL_OFFSET = 8;

const lineStyle = { fill: 'none', stroke: PLAN_COLOURS.dimension, 'stroke-width': PLAN_SIZES.thin } as const;
const labelStyle = { size: PLAN_SIZES.small, fill: PLAN_COLOURS.text } as const;

/** Two arrowheads pointing at `a` and `b` along one axis, as one path. */
function arrowheads(horizontal: boolean, a: number, b: number, across: number): string {
  const head = (tip: number, direction: 1 | -1) =>
    horizontal
      ? ['M', tip, across, 'L', tip + direction * ARROW, across - ARROW_HALF, 'L', tip + direction * ARROW, across + ARROW_HALF, 'Z']
      : ['M', across, tip, 'L', across - ARROW_HALF, tip + direction * ARROW, 'L', across + ARROW_HALF, tip + direction * ARROW, 'Z'];
  return element('path', { d: pathData(...head(a, 1), ...head(b, -1)), fill: PLAN_COLOURS.dimension });
}

/**
 * A horizontal dimension from `x0` to `x1`, its line at `lineY`, with
 * extension lines from the measured edge at `fromY`.
 */
export function horizontalDimension(x0: number, x1: number, lineY: number, fromY: number, label: string): string {
  const down = lineY > fromY ? 1 : -1;
  const extension = pathData('M', x0, fromY + down * GAP, 'V', lineY + down * OVERSHOOT, 'M', x1, fromY + down * GAP, 'V', lineY + down * OVERSHOOT);
  const fits = textWidth(label, labelStyle.size) + 8 <= x1 - x0;
  const value = fits
    ? text(label, (x0 + x1) / 2, lineY - LABEL_OFFSET, labelStyle)
    : text(label, x1 + ARROW, lineY - LABEL_OFFSET, { ...labelStyle, anchor: 'start' });
  return element('path', { d: `${extension} ${pathData('M', x0, lineY, 'H', x1)}`, ...lineStyle }) + arrowheads(true, x0, x1, lineY) + value;
}

/**
 * A vertical dimension from `y0` to `y1`, its line at `lineX`, with extension
 * lines from the measured edge at `fromX`; the value reads upwards.
 */
export function verticalDimension(y0: number, y1: number, lineX: number, fromX: number, label: string): string {
  const right = lineX > fromX ? 1 : -1;
  const extension = pathData('M', fromX + right * GAP, y0, 'H', lineX + right * OVERSHOOT, 'M', fromX + right * GAP, y1, 'H', lineX + right * OVERSHOOT);
  const width = textWidth(label, labelStyle.size);
  const fits = width + 8 <= y1 - y0;
  const x = lineX - LABEL_OFFSET;
  const value = fits
    ? text(label, x, (y0 + y1) / 2, { ...labelStyle, rotate: -90 })
    : text(label, x, y1 + ARROW + width / 2, { ...labelStyle, rotate: -90 });
  return element('path', { d: `${extension} ${pathData('M', lineX, y0, 'V', y1)}`, ...lineStyle }) + arrowheads(false, y0, y1, lineX) + value;
}

const SCALE_STEPS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500];
const SCALE_MIN_SEGMENT = 36;
const SCALE_MAX_LENGTH = 170;
export const SCALE_BAR_HEIGHT = 30;

/** A scale bar of two to four segments from (x, y), labelled with `format` ("0", "1", "2 m"). */
export function scaleBar(scale: number, x: number, y: number, format: (value: number) => string): string {
  const step = SCALE_STEPS.find((candidate) => candidate * scale >= SCALE_MIN_SEGMENT) ?? SCALE_STEPS[SCALE_STEPS.length - 1]!;
  const segment = step * scale;
  const count = Math.max(2, Math.min(4, Math.floor(SCALE_MAX_LENGTH / segment)));
  let out = '';
  for (let i = 0; i < count; i++) {
    out += element('rect', { x: x + i * segment, y, width: segment, height: 5, fill: i % 2 === 0 ? PLAN_COLOURS.outline : PLAN_COLOURS.white, stroke: PLAN_COLOURS.outline, 'stroke-width': PLAN_SIZES.thin });
  }
  for (let i = 0; i <= count; i++) {
    const value = format(i * step);
    out += text(i === count ? `${value}\u00a0m` : value, x + i * segment, y + 15, { size: PLAN_SIZES.small - 1, fill: PLAN_COLOURS.text });
  }
  return out;
}
