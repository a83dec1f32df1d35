/**
 * The liner (family `liner`): its outline along the pool's walls (inside them
 * with a hung bead, over the wall's top when it overlaps), the depths at the
 * shallow end (by the stairs, on the right) and the deep end, and the floor
 * profile between them.
 */
import { planLabel } from '../plan-labels.ts';
import { PLAN_COLOURS, PLAN_SIZES } from '../plan-style.ts';
import type { PlanOverlay, PlanView, PoolGeometry } from '../plan.types.ts';
import { outlinePath } from '../pool-outline.ts';
import type { PlanAnswers } from '../plan-answers.ts';
import { element, pathData, text } from '../svg.ts';
import { pxBox } from './cover.ts';
import { productCaption } from './product-caption.ts';
import { productName } from './symbols.ts';

/** How far the liner's line is drawn from the wall, px. */
const OFFSET = 4;

/** The shallow and deep depths at each end, and an arrow down the floor's slope named with the floor profile. */
function depths(view: PlanView, pool: PoolGeometry, answers: PlanAnswers): string {
  const shallow = answers.metres('shallow_depth');
  const deep = answers.metres('deep_depth');
  const y = view.y(pool.width * 0.62);
  const inset = Math.min(pool.length, pool.width) * 0.18;
  const left = view.x(inset);
  const right = view.x((pool.stairs && !pool.stairs.outside ? pool.stairs.box.x0 : pool.length) - inset);
  const style = { size: PLAN_SIZES.small, fill: PLAN_COLOURS.text, halo: true } as const;
  let out = '';
  if (deep !== null) out += text(planLabel('depth', answers.locale, answers.formatMetres(deep)), left, y, { ...style, anchor: 'start' });
  if (shallow !== null) out += text(planLabel('depth', answers.locale, answers.formatMetres(shallow)), right, y, { ...style, anchor: 'end' });
  const profile = answers.choiceLabel('floor_profile');
  if (!profile || right - left < 80) return out;
  const arrowY = view.y(pool.width * 0.8);
  const from = left + (right - left) * 0.3;
  const to = right - (right - left) * 0.3;
  if (answers.choice('floor_profile') !== 'flat') {
    // down the slope, from the shallow end to the deep end
    const arrow = pathData('M', to, arrowY, 'H', from, 'M', from + 7, arrowY - 3.5, 'L', from, arrowY, 'L', from + 7, arrowY + 3.5);
    out += element('path', { d: arrow, fill: 'none', stroke: PLAN_COLOURS.muted, 'stroke-width': 1.2 });
  }
  return out + text(profile, (from + to) / 2, arrowY - 9, { ...style, fill: PLAN_COLOURS.muted });
}

/** The liner family's overlay. */
export const linerOverlay: PlanOverlay = ({ pool, answers }) => {
  const overlap = answers.choice('fixing') === 'overlap';
  return {
    bounds: null,
    lanes: {},
    caption: productCaption(answers, answers.choiceLabel('thickness'), answers.choiceLabel('colour')),
    notes: [],
    coversPool: false,
    draw: (view) => {
      const grow = (overlap ? OFFSET : -OFFSET) / view.scale;
      const line = element('path', { d: outlinePath(view, pool, grow), fill: 'none', stroke: PLAN_COLOURS.brand, 'stroke-width': 2.5, 'stroke-linejoin': 'round' });
      const name = productName(planLabel('liner', answers.locale), pxBox(view, { x0: 0, y0: pool.width * 0.2, x1: pool.length, y1: pool.width * 0.45 }));
      return line + name + depths(view, pool, answers);
    },
  };
};
