/**
 * The automatic slatted cover (family `blind`): the apron of slats over the
 * water, rolling up on an axle at the left end. Above ground, the axle sits on
 * the deck, inside a bench when the variant has one (the motor at the end
 * `motor_side` names, seen from the bench); immersed, it sits in the water
 * behind a partition, or in a pit under the floor (`pit_depth`). The roman
 * stairs outside the slats get a fixed panel. "Apron only" draws the slats.
 */
import { localize } from '../../catalogue/localize.ts';
import type { PlanAnswers } from '../plan-answers.ts';
import { planLabel } from '../plan-labels.ts';
import { PLAN_COLOURS, PLAN_SIZES } from '../plan-style.ts';
import type { Box, OverlayDrawing, PlanOverlay, PlanView, PoolGeometry } from '../plan.types.ts';
import { element, pathData, text } from '../svg.ts';
import { productCaption } from './product-caption.ts';
import { bench, hatch, productName, tube, tubeEnds, TUBE } from './symbols.ts';

/** A slat's width, metres; every n-th slat is drawn, so that lines stay 7 px apart. */
const SLAT = 0.083;
const SLAT_MIN_GAP = 7;
/** The room an immersed axle takes at the end of the pool, metres (at least one tube and a margin on the plan). */
const IMMERSED_ROOM = 0.5;
const BENCH_LANE = 52;
const AXLE_LANE = 34;
const END_ROOM = 14;

type Mount = 'bench' | 'deck' | 'wall' | 'pit' | 'none';

function mountOf(variant: string | null): Mount {
  switch (variant) {
    case 'above_ground_bench':
      return 'bench';
    case 'above_ground':
      return 'deck';
    case 'immersed_wall':
      return 'wall';
    case 'immersed_floor':
      return 'pit';
    default:
      return 'none';
  }
}

function apron(view: PlanView, pool: PoolGeometry, from: number, answers: PlanAnswers): string {
  const box: Box = { x0: view.x(from), y0: view.y(0), x1: view.x(pool.length), y1: view.y(pool.width) };
  const every = Math.max(1, Math.ceil(SLAT_MIN_GAP / (SLAT * view.scale)));
  const area = element('rect', { x: box.x0, y: box.y0, width: box.x1 - box.x0, height: box.y1 - box.y0, fill: PLAN_COLOURS.brand, 'fill-opacity': 0.2, stroke: PLAN_COLOURS.brand, 'stroke-width': 1.5 });
  const slats = element('path', { d: hatch(box, every * SLAT * view.scale, true), fill: 'none', stroke: PLAN_COLOURS.brand, 'stroke-opacity': 0.45, 'stroke-width': 0.8 });
  return area + slats + productName(planLabel('apron', answers.locale), { ...box, y0: box.y0 + (box.y1 - box.y0) * 0.3, y1: box.y0 + (box.y1 - box.y0) * 0.7 });
}

/** The fixed panel over roman stairs outside the pool's rectangle. */
function fixedPanel(view: PlanView, pool: PoolGeometry): string {
  const stairs = pool.stairs;
  if (!stairs?.outside) return '';
  const { box } = stairs;
  const d = pathData('M', view.x(box.x0), view.y(box.y0), 'A', stairs.depth * view.scale, (stairs.width / 2) * view.scale, 0, 0, 1, view.x(box.x0), view.y(box.y1), 'Z');
  return element('path', { d, fill: PLAN_COLOURS.brand, 'fill-opacity': 0.12, stroke: PLAN_COLOURS.brand, 'stroke-width': 1.5, 'stroke-dasharray': '4 3' });
}

/** The axle on the deck, in its lane, with its bench and motor. */
function deckAxle(view: PlanView, pool: PoolGeometry, mount: 'bench' | 'deck', answers: PlanAnswers): string {
  const lane = view.lanes.left;
  const top = view.y(0) - 6;
  const bottom = view.y(pool.width) + 6;
  const axleX = lane.x1 - 8 - TUBE / 2;
  let out = '';
  if (mount === 'bench') {
    const box = { x0: lane.x0 + 2, y0: top - 8, x1: lane.x1 - 3, y1: bottom + 8 };
    out += bench(box, { x0: box.x0, y0: box.y0, x1: axleX - TUBE / 2, y1: box.y1 }, planLabel('bench', answers.locale));
  } else {
    out += tubeEnds(axleX, top, bottom, 'plates');
  }
  const side = answers.choice('motor_side');
  const motor = side === 'left' || side === 'right' ? { end: side === 'left' ? ('top' as const) : ('bottom' as const), label: planLabel('motor', answers.locale) } : undefined;
  out += tube(axleX, top, bottom, planLabel('axle', answers.locale), motor);
  return out;
}

/** The immersed axle at the pool's end, behind its partition or in its pit; returns where the apron starts (metres). */
function immersedAxle(view: PlanView, pool: PoolGeometry, mount: 'wall' | 'pit', answers: PlanAnswers): { svg: string; apronFrom: number } {
  const room = Math.max(IMMERSED_ROOM, (TUBE + 10) / view.scale);
  const box: Box = { x0: view.x(0), y0: view.y(0), x1: view.x(room), y1: view.y(pool.width) };
  const hidden = { fill: PLAN_COLOURS.deck, 'fill-opacity': 0.5, stroke: PLAN_COLOURS.dimension, 'stroke-width': PLAN_SIZES.thin, 'stroke-dasharray': '4 3' };
  let svg = element('rect', { x: box.x0, y: box.y0, width: box.x1 - box.x0, height: box.y1 - box.y0, ...hidden });
  svg += tube((box.x0 + box.x1) / 2, box.y0 + 6, box.y1 - 6, planLabel('axle', answers.locale));
  // the partition (or the pit's grating) between the axle and the slats
  svg += element('line', { x1: box.x1, y1: box.y0, x2: box.x1, y2: box.y1, stroke: PLAN_COLOURS.outline, 'stroke-width': 3, 'stroke-dasharray': '2 2' });
  const depth = answers.metres('pit_depth');
  const name =
    mount === 'wall' ? planLabel('partition', answers.locale) : depth === null ? planLabel('pit', answers.locale) : planLabel('pitDepth', answers.locale, answers.formatMetres(depth));
  svg += text(name, box.x1 + PLAN_SIZES.small, (box.y0 + box.y1) / 2, { size: PLAN_SIZES.small, fill: PLAN_COLOURS.text, rotate: -90, halo: true });
  return { svg, apronFrom: room };
}

function motorNote(answers: PlanAnswers): string | null {
  const question = answers.catalogue.questionsByKey.get('motor_side');
  const side = answers.choiceLabel('motor_side');
  return question && side ? planLabel('pair', answers.locale, localize(question.title, answers.locale), side.toLocaleLowerCase(answers.locale)) : null;
}

/** The blind family's overlay. */
export const blindOverlay: PlanOverlay = ({ pool, answers }): OverlayDrawing => {
  const mount = mountOf(answers.choice('variant'));
  const onDeck = mount === 'bench' || mount === 'deck';
  const notes = mount === 'none' ? [] : [planLabel('axleLeft', answers.locale)];
  const motorSide = mount === 'bench' ? motorNote(answers) : null;
  if (motorSide) notes.push(motorSide);
  return {
    bounds: null,
    // the bench and the axle's ends go a little beyond the pool's long sides
    lanes: onDeck ? { left: mount === 'bench' ? BENCH_LANE : AXLE_LANE, top: END_ROOM, bottom: END_ROOM } : {},
    caption: productCaption(answers, answers.choiceLabel('slat_material'), answers.choiceLabel('slat_colour')),
    notes,
    coversPool: false,
    draw: (view) => {
      if (mount === 'bench' || mount === 'deck') return fixedPanel(view, pool) + apron(view, pool, 0, answers) + deckAxle(view, pool, mount, answers);
      if (mount === 'wall' || mount === 'pit') {
        const axle = immersedAxle(view, pool, mount, answers);
        return fixedPanel(view, pool) + apron(view, pool, axle.apronFrom, answers) + axle.svg;
      }
      return fixedPanel(view, pool) + apron(view, pool, 0, answers);
    },
  };
};
