/**
 * The bubble cover (family `bubble`): the cover cut to the pool's shape, 5 cm
 * larger on every side, its hem drawn as a heavier edge, and the telescopic
 * roller (on fixed feet or on wheels) at the left end when there is one.
 */
import { localize } from '../../catalogue/localize.ts';
import { planLabel } from '../plan-labels.ts';
import { PLAN_COLOURS } from '../plan-style.ts';
import type { PlanOverlay } from '../plan.types.ts';
import { outlinePath } from '../pool-outline.ts';
import { element } from '../svg.ts';
import { pxBox } from './cover.ts';
import { productCaption } from './product-caption.ts';
import { productName, tube, tubeEnds, TUBE } from './symbols.ts';

/** The cover is cut 10 cm larger than the pool: 5 cm on each side. */
const OVERLAP = 0.05;
const ROLLER_LANE = 40;
const END_ROOM = 16;

/** The bubble family's overlay. */
export const bubbleOverlay: PlanOverlay = ({ pool, answers }) => {
  const roller = answers.choice('roller');
  const hasRoller = roller !== null && roller !== 'none';
  const hem = answers.choice('hem');
  const hemmed = hem !== null && hem !== 'none';
  const cover = { x0: -OVERLAP, y0: -OVERLAP, x1: pool.bounds.x1 + OVERLAP, y1: pool.width + OVERLAP };
  return {
    bounds: cover,
    lanes: hasRoller ? { left: ROLLER_LANE, top: END_ROOM, bottom: END_ROOM } : {},
    caption: productCaption(answers, hemmed ? answers.choiceLabel('hem') : null, hasRoller ? answers.choiceLabel('roller') : null),
    notes: hasRoller ? [planLabel('rollerLeft', answers.locale)] : [],
    coversPool: true,
    draw: (view) => {
      let out = element('path', {
        d: outlinePath(view, pool, OVERLAP),
        fill: PLAN_COLOURS.brand,
        'fill-opacity': 0.25,
        stroke: PLAN_COLOURS.brand,
        'stroke-width': hemmed ? 3.5 : 1.5,
        'stroke-linejoin': 'round',
      });
      const box = pxBox(view, { x0: 0, y0: pool.width * 0.3, x1: pool.length, y1: pool.width * 0.7 });
      out += productName(localize(answers.catalogue.title, answers.locale), box);
      if (hasRoller) {
        const x = view.lanes.left.x1 - 10 - TUBE / 2;
        const top = view.y(cover.y0) - 4;
        const bottom = view.y(cover.y1) + 4;
        out += tubeEnds(x, top, bottom, roller === 'telescopic_wheels' ? 'wheels' : 'feet') + tube(x, top, bottom, planLabel('roller', answers.locale));
      }
      return out;
    },
  };
};
