/**
 * The bar cover (family `bar`): the cover 15 cm larger than the pool on every
 * side (over the stairs too), its bars across the width resting on the deck,
 * one per metre of length plus one (as the price counts them), and the
 * motorised roller at the left end when the variant has one.
 */
import { planLabel } from '../plan-labels.ts';
import { PLAN_COLOURS } from '../plan-style.ts';
import type { PlanOverlay } from '../plan.types.ts';
import { outlinePath } from '../pool-outline.ts';
import { element, pathData } from '../svg.ts';
import { pxBox } from './cover.ts';
import { productCaption } from './product-caption.ts';
import { productName, tube, TUBE } from './symbols.ts';

const OVERLAP = 0.15;
/** How far the bars go beyond the cover onto the deck, metres. */
const BAR_REST = 0.25;
const ROLLER_LANE = 36;

/** The bar family's overlay. */
export const barOverlay: PlanOverlay = ({ pool, answers }) => {
  const motorised = answers.choice('variant') === 'motorised';
  const bars = Math.ceil(pool.length) + 1;
  const reach = OVERLAP + BAR_REST;
  return {
    bounds: { x0: -OVERLAP, y0: -reach, x1: pool.bounds.x1 + OVERLAP, y1: pool.width + reach },
    lanes: motorised ? { left: ROLLER_LANE } : {},
    caption: productCaption(answers, planLabel('bars', answers.locale, String(bars)), answers.choiceLabel('colour')),
    notes: motorised ? [planLabel('motorLeft', answers.locale)] : [],
    coversPool: true,
    draw: (view) => {
      let out = element('path', { d: outlinePath(view, pool, OVERLAP), fill: PLAN_COLOURS.brand, 'fill-opacity': 0.22, stroke: PLAN_COLOURS.brand, 'stroke-width': 1.5 });
      const lines: (string | number)[] = [];
      const from = -OVERLAP + 0.1;
      const step = (pool.length + 2 * OVERLAP - 0.2) / (bars - 1);
      for (let i = 0; i < bars; i++) lines.push('M', view.x(from + i * step), view.y(-reach), 'V', view.y(pool.width + reach));
      out += element('path', { d: pathData(...lines), fill: 'none', stroke: PLAN_COLOURS.brandDark, 'stroke-width': 3.5, 'stroke-linecap': 'round' });
      if (motorised) {
        const x = view.lanes.left.x1 - 8 - TUBE / 2;
        const top = view.y(-OVERLAP);
        const bottom = view.y(pool.width + OVERLAP);
        out += tube(x, top, bottom, planLabel('roller', answers.locale), { end: 'top', label: planLabel('motor', answers.locale) });
      }
      return out + productName(planLabel('cover', answers.locale), pxBox(view, { x0: 0, y0: pool.width * 0.3, x1: pool.length, y1: pool.width * 0.7 }));
    },
  };
};
