/** Each family's product on the pool plan: what is drawn, where, and how many. */
import { describe, expect, it } from 'vitest';
import { drawPoolPlan, type Answers, type Catalogue, type Locale } from '../../engine/index.ts';
import { PLAN_LABELS } from '../../engine/plan/plan-labels.ts';
import { PLAN_COLOURS } from '../../engine/plan/plan-style.ts';
import { compileAll } from './helpers/family-fixtures.ts';
import { answersByKey, pathEndPointsBox, svgElements, svgTexts } from './helpers/plan-svg.ts';

const families = compileAll();
const family = (name: string) => families.find((candidate) => candidate.name === name)!.catalogue;
const preset = (catalogue: Catalogue, key: string) => catalogue.presets.find((candidate) => candidate.key === key)!.answers;

function draw(catalogue: Catalogue, answers: Answers, locale: Locale = 'en') {
  const plan = drawPoolPlan(catalogue, answers, locale);
  if (!plan) throw new Error(`${catalogue.key}: no plan`);
  return { ...plan, texts: svgTexts(plan.svg), elements: svgElements(plan.svg) };
}

/** The water's outline box, px. */
function poolBox(plan: ReturnType<typeof draw>) {
  return pathEndPointsBox(plan.elements.find((element) => element.name === 'path' && element.attr.fill === PLAN_COLOURS.water)!.attr.d!);
}

/** A roller tube or axle: blue, outlined in dark blue (the apron and covers are outlined in the brand blue). */
const isTube = (element: { name: string; attr: Record<string, string> }) =>
  element.name === 'rect' && element.attr.fill === PLAN_COLOURS.brand && element.attr.stroke === PLAN_COLOURS.brandDark;

const count = (plan: ReturnType<typeof draw>, test: (attr: Record<string, string>, name: string) => boolean) =>
  plan.elements.filter((element) => test(element.attr, element.name)).length;

describe('pool plan overlays', () => {
  it('draws every family product in the brand blue', () => {
    for (const { catalogue } of families) {
      for (const { key, answers } of catalogue.presets) {
        const plan = draw(catalogue, answers);
        expect(count(plan, (attr) => attr.fill === PLAN_COLOURS.brand || attr.stroke === PLAN_COLOURS.brand), `${catalogue.key} ${key}`).toBeGreaterThan(0);
      }
    }
  });

  describe('blind', () => {
    const blind = family('blind');

    it('draws the apron, the axle on the left inside its bench, and the motor at the end motor_side names', () => {
      const right = draw(blind, preset(blind, 'rect_8x4_bench'), 'fr');
      expect(right.texts).toEqual(expect.arrayContaining(['Tablier', "Axe d’enroulement", 'Banc', 'Moteur']));
      expect(right.title).toContain("axe d’enroulement à gauche");
      expect(right.title).toContain('Côté moteur\u00a0: droite');
      const pool = poolBox(right);
      const motorY = (plan: ReturnType<typeof draw>) => Number(plan.elements.find((element) => element.name === 'rect' && element.attr.fill === PLAN_COLOURS.brandDark)!.attr.y);
      const axle = right.elements.find(isTube)!;
      expect(Number(axle.attr.x)).toBeLessThan(pool.x0);
      // seen from the bench (on the left) looking at the pool, right is the lower end of the axle
      expect(motorY(right)).toBeGreaterThan((pool.y0 + pool.y1) / 2);
      const left = draw(blind, answersByKey(blind, { motor_side: 'left' }, preset(blind, 'rect_8x4_bench')), 'fr');
      expect(motorY(left)).toBeLessThan((pool.y0 + pool.y1) / 2);
    });

    it('draws an immersed axle behind its partition or in its pit, and no bench', () => {
      const pit = draw(blind, preset(blind, 'immersed_10x5_roman'), 'en');
      expect(pit.texts).toEqual(expect.arrayContaining(['Apron', 'Roller axle', 'Pit, 0.60\u00a0m deep']));
      expect(pit.texts).not.toContain('Bench');
      const wall = draw(blind, answersByKey(blind, { variant: 'immersed_wall' }, preset(blind, 'immersed_10x5_roman')), 'en');
      expect(wall.texts).toContain('Partition');
      const axle = wall.elements.find(isTube)!;
      expect(Number(axle.attr.x)).toBeGreaterThan(poolBox(wall).x0);
    });

    it('draws the apron alone for "apron only"', () => {
      const plan = draw(blind, preset(blind, 'apron_only_8x4'), 'de');
      expect(plan.texts).toContain(PLAN_LABELS.apron.de);
      expect(plan.texts).not.toContain(PLAN_LABELS.axle.de);
    });

    it('keeps the filtering block opposite the roller clear of the stairs and of their dimension lines', () => {
      /** The straight segments (M then H or V) of the dimension lines' paths. */
      const segments = (plan: ReturnType<typeof draw>) =>
        plan.elements
          .filter((element) => element.name === 'path' && element.attr.stroke === PLAN_COLOURS.dimension && element.attr.fill === 'none')
          .flatMap((element) => [...element.attr.d!.matchAll(/M (-?[\d.]+) (-?[\d.]+) ([HV]) (-?[\d.]+)/g)])
          .map(([, x, y, axis, to]) => (axis === 'H' ? { x0: Math.min(+x!, +to!), x1: Math.max(+x!, +to!), y0: +y!, y1: +y! } : { x0: +x!, x1: +x!, y0: Math.min(+y!, +to!), y1: Math.max(+y!, +to!) }));
      for (const shape of ['roman_stairs', 'corner_stairs', 'straight_stairs']) {
        const plan = draw(blind, answersByKey(blind, { shape, filtering_block: 'opposite_roller' }, preset(blind, 'immersed_10x5_roman')), 'fr');
        const rect = plan.elements.find((element) => element.name === 'rect' && element.attr.fill === PLAN_COLOURS.deck)!;
        const box = { x0: Number(rect.attr.x), y0: Number(rect.attr.y), x1: Number(rect.attr.x) + Number(rect.attr.width), y1: Number(rect.attr.y) + Number(rect.attr.height) };
        const crossing = segments(plan).filter((line) => line.x0 <= box.x1 && line.x1 >= box.x0 && line.y0 <= box.y1 && line.y1 >= box.y0);
        expect(crossing, shape).toEqual([]);
        // its pipe reaches the wall beside the stairs, not across them
        const pipe = plan.elements.find((element) => element.name === 'path' && element.attr.stroke === PLAN_COLOURS.equipment && element.attr['stroke-dasharray'] === '3 3')!;
        const [, pipeY] = pipe.attr.d!.match(/M [\d.]+ ([\d.]+)/)!;
        const stairs = plan.elements.find((element) => element.name === 'path' && element.attr.fill === PLAN_COLOURS.stairs)!;
        const stairsBox = pathEndPointsBox(stairs.attr.d!);
        expect(Number(pipeY) < stairsBox.y0 || Number(pipeY) > stairsBox.y1, shape).toBe(true);
      }
    });

    it('puts the filtering block on a long side, on the roller side or opposite it', () => {
      const base = preset(blind, 'rect_8x4_bench');
      const block = (side: string) => {
        const plan = draw(blind, answersByKey(blind, { filtering_block: side }, base));
        const rect = plan.elements.find((element) => element.name === 'rect' && element.attr.fill === PLAN_COLOURS.deck)!;
        expect(plan.texts).toContain('Filtering block');
        return { x: Number(rect.attr.x), y: Number(rect.attr.y), pool: poolBox(plan) };
      };
      const top = block('long_side');
      expect(top.y).toBeLessThan(top.pool.y0);
      const left = block('roller_side');
      expect(left.x).toBeLessThan(left.pool.x0);
      const right = block('opposite_roller');
      expect(right.x).toBeGreaterThan(right.pool.x1);
      expect(draw(blind, base).texts).not.toContain('Filtering block');
    });
  });

  it('liner: the liner along the walls, over them when it overlaps, and the depths at each end', () => {
    const liner = family('liner');
    const hung = draw(liner, preset(liner, 'roman_10x5_renovation'), 'fr');
    expect(hung.texts).toEqual(expect.arrayContaining(['Liner', 'Profondeur 1,80\u00a0m', 'Profondeur 1,20\u00a0m']));
    const linerBox = (plan: ReturnType<typeof draw>) =>
      pathEndPointsBox(plan.elements.find((element) => element.name === 'path' && element.attr.stroke === PLAN_COLOURS.brand)!.attr.d!);
    expect(linerBox(hung).x0).toBeGreaterThan(poolBox(hung).x0);
    const overlap = draw(liner, answersByKey(liner, { fixing: 'overlap' }, preset(liner, 'roman_10x5_renovation')), 'fr');
    expect(linerBox(overlap).x0).toBeLessThan(poolBox(overlap).x0);
  });

  it('bubble: the cover over the pool, and the roller on the left on feet or wheels', () => {
    const bubble = family('bubble');
    const none = draw(bubble, preset(bubble, 'rect_8x4_blue'), 'en');
    expect(none.texts).toContain('Bubble cover');
    expect(none.texts).not.toContain('Roller');
    const wheels = draw(bubble, answersByKey(bubble, { roller: 'telescopic_wheels' }, preset(bubble, 'rect_10x5_roller')), 'en');
    expect(wheels.texts).toContain('Roller');
    expect(wheels.title).toContain('roller on the left');
    expect(count(wheels, (_attr, name) => name === 'circle')).toBe(2);
  });

  it('net: 30 cm of overlap and one anchor per metre of the net perimeter', () => {
    const net = family('net');
    const plan = draw(net, preset(net, 'procover_8x4'), 'fr');
    const anchors = Math.ceil(2 * (8 + 4 + 1.2));
    expect(count(plan, (attr, name) => name === 'circle' && attr.fill === PLAN_COLOURS.brandDark)).toBe(anchors);
    expect(plan.texts.join(' ')).toContain(`Débord 0,30\u00a0m · ${anchors} ancrages`);
    expect(plan.title).toContain('Débord 0,30\u00a0m');
  });

  it('winter: pegs round the cover, or water tubes on its overlap', () => {
    const winter = family('winter');
    const pegs = draw(winter, preset(winter, 'rect_8x4_580'), 'en');
    expect(count(pegs, (_attr, name) => name === 'circle')).toBe(Math.ceil(2 * (8 + 4 + 1.2)));
    expect(pegs.texts.join(' ')).toContain('27 pegs');
    const tubes = draw(winter, preset(winter, 'rect_13x6_water_tubes'), 'en');
    const tubePath = tubes.elements.find((element) => element.name === 'path' && element.attr['stroke-linecap'] === 'round')!;
    expect(tubePath.attr.d!.match(/M/g)).toHaveLength(Math.ceil((2 * (13 + 6 + 1.2)) / 1.5));
    expect(count(tubes, (_attr, name) => name === 'circle')).toBe(0);
  });

  it('bar: one bar per metre of length plus one, and the motor when motorised', () => {
    const bar = family('bar');
    const bars = (plan: ReturnType<typeof draw>) =>
      plan.elements.find((element) => element.name === 'path' && element.attr.stroke === PLAN_COLOURS.brandDark)!.attr.d!.match(/M/g)!.length;
    const manual = draw(bar, preset(bar, 'rect_8x4_manual'), 'it');
    expect(bars(manual)).toBe(9);
    expect(manual.texts).not.toContain(PLAN_LABELS.motor.it);
    const motorised = draw(bar, answersByKey(bar, { length: 10.2 }, preset(bar, 'roman_10x5_motorised')), 'it');
    expect(bars(motorised)).toBe(12);
    expect(motorised.texts).toEqual(expect.arrayContaining([PLAN_LABELS.motor.it, PLAN_LABELS.roller.it]));
    expect(motorised.texts.join(' ')).toContain('12 barre');
  });
});
