/** The pool plan (drawPoolPlan) on every family file: well-formed plain SVG, to scale, in the locale, safe with any answers. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFamily, drawPoolPlan, LOCALES, type Answers, type Catalogue, type Locale } from '../../engine/index.ts';
import { PLAN_LABELS } from '../../engine/plan/plan-labels.ts';
import { PLAN_COLOURS } from '../../engine/plan/plan-style.ts';
import { escapeXml, num } from '../../engine/plan/svg.ts';
import { compileAll, loadFamilyDocuments } from './helpers/family-fixtures.ts';
import { answersByKey, pathEndPointsBox, svgElements, svgTexts } from './helpers/plan-svg.ts';

const families = compileAll();
const family = (name: string) => families.find((candidate) => candidate.name === name)!.catalogue;
const presetAnswers = (catalogue: Catalogue, key: string) => catalogue.presets.find((preset) => preset.key === key)!.answers;

/** pdfmake's `svg` node and every browser read these; nothing that needs CSS or a reference. */
const PLAIN_ELEMENTS = new Set(['svg', 'title', 'g', 'rect', 'path', 'line', 'polyline', 'polygon', 'circle', 'text']);

function draw(catalogue: Catalogue, answers: Answers, locale: Locale = 'en') {
  const plan = drawPoolPlan(catalogue, answers, locale);
  if (!plan) throw new Error(`${catalogue.key}: no plan`);
  return plan;
}

/** The box (px) of the water's outline. */
function poolBox(svg: string) {
  const outline = svgElements(svg).find((element) => element.name === 'path' && element.attr.fill === PLAN_COLOURS.water);
  if (!outline?.attr.d) throw new Error('no pool outline');
  return pathEndPointsBox(outline.attr.d);
}

function expectPlainSvg(svg: string) {
  expect(svg).not.toMatch(/NaN|Infinity|undefined/);
  const elements = svgElements(svg);
  expect(elements[0]!.name).toBe('svg');
  for (const element of elements) {
    expect(PLAIN_ELEMENTS, element.name).toContain(element.name);
    expect(Object.keys(element.attr).filter((name) => ['class', 'style', 'href', 'xlink:href'].includes(name))).toEqual([]);
  }
}

const isStairs = (answerKey: string) => ['roman', 'corner', 'straight', 'roman_stairs', 'corner_stairs', 'straight_stairs'].includes(answerKey);
const hasStairs = (svg: string, locale: Locale) =>
  svgTexts(svg).includes(PLAN_LABELS.stairs[locale]) && svgElements(svg).some((element) => element.attr.fill === PLAN_COLOURS.stairs);

describe('drawPoolPlan', () => {
  describe.each(families.map(({ name, catalogue }) => [name, catalogue] as const))('%s', (_name, catalogue) => {
    it.each(catalogue.presets.flatMap((preset) => LOCALES.map((locale) => [preset.key, locale] as const)))(
      'draws preset %s in %s as plain, well-formed SVG with its dimensions',
      (key, locale) => {
        const answers = presetAnswers(catalogue, key);
        const plan = draw(catalogue, answers, locale);
        expectPlainSvg(plan.svg);
        const root = svgElements(plan.svg)[0]!;
        expect([root.attr.width, root.attr.height, root.attr.viewBox]).toEqual([String(plan.width), String(plan.height), `0 0 ${plan.width} ${plan.height}`]);
        expect(plan.title).toBe(root.childNamed('title')!.val);
        const format = (question: string) => {
          const value = answers[String(catalogue.questionsByKey.get(question)!.id)] as number;
          return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(value)}\u00a0m`;
        };
        expect(svgTexts(plan.svg)).toEqual(expect.arrayContaining([format('length'), format('width')]));
        expect(plan.title).toContain(`${format('length')} × ${format('width')}`);
      },
    );
  });

  it('draws to scale: the pool outline has the proportions of length and width, within a pixel', () => {
    const bubble = family('bubble');
    const base = presetAnswers(bubble, 'rect_8x4_blue');
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 1500 }), fc.integer({ min: 200, max: 800 }), (length, width) => {
        const plan = draw(bubble, answersByKey(bubble, { length: length / 100, width: width / 100 }, base));
        const box = poolBox(plan.svg);
        expect(Math.abs(box.x1 - box.x0 - ((box.y1 - box.y0) * length) / width)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 60 },
    );
    for (const { catalogue } of families) {
      for (const preset of catalogue.presets) {
        const shape = catalogue.questionsByKey.get('shape');
        const chosen = shape && shape.answers.find((answer) => answer.id === preset.answers[String(shape.id)])?.key;
        if (chosen && !['rectangle', 'roman_stairs', 'corner_stairs', 'straight_stairs'].includes(chosen)) continue;
        const value = (key: string) => preset.answers[String(catalogue.questionsByKey.get(key)!.id)] as number;
        const box = poolBox(draw(catalogue, preset.answers).svg);
        expect(Math.abs(box.x1 - box.x0 - ((box.y1 - box.y0) * value('length')) / value('width')), `${catalogue.key} ${preset.key}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('draws stairs only when the shape or the stairs question names stairs', () => {
    let checked = 0;
    for (const { catalogue } of families) {
      const questions = ['shape', 'stairs_type', 'stairs'].flatMap((key) => catalogue.questionsByKey.get(key) ?? []);
      // every stairs question at a no-stairs answer, then each answer of one of them in turn
      const plain: Record<string, string> = {};
      for (const question of questions) plain[question.key] = question.answers.find((answer) => !isStairs(answer.key))!.key;
      const base = answersByKey(catalogue, plain, catalogue.presets[0]!.answers);
      for (const question of questions) {
        for (const answer of question.answers) {
          const svg = draw(catalogue, answersByKey(catalogue, { [question.key]: answer.key }, base)).svg;
          expect(hasStairs(svg, 'en'), `${catalogue.key} ${question.key}=${answer.key}`).toBe(isStairs(answer.key));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('shows the answered stairs width and depth as dimensions, and hidden answers not at all', () => {
    const blind = family('blind');
    const roman = presetAnswers(blind, 'immersed_10x5_roman');
    expect(svgTexts(draw(blind, roman, 'fr').svg)).toEqual(expect.arrayContaining(['2,40\u00a0m', '1,20\u00a0m', '10,00\u00a0m', '5,00\u00a0m']));
    // stairs_width and stairs_depth are hidden with a rectangle: they count as unanswered
    const rectangle = answersByKey(blind, { shape: 'rectangle', stairs_width: 3.33, stairs_depth: 1.11 }, roman);
    const svg = draw(blind, rectangle, 'fr').svg;
    expect(svgTexts(svg).join(' ')).not.toMatch(/3,33|1,11/);
    expect(hasStairs(svg, 'fr')).toBe(false);
  });

  it('writes lengths and words in the locale: a decimal comma in French, a point in English', () => {
    const liner = family('liner');
    const answers = answersByKey(liner, { length: 10.5, stairs_width: 2.25 }, presetAnswers(liner, 'roman_10x5_renovation'));
    const fr = draw(liner, answers, 'fr');
    const en = draw(liner, answers, 'en');
    expect(svgTexts(fr.svg)).toEqual(expect.arrayContaining(['10,50\u00a0m', '5,00\u00a0m', '2,25\u00a0m', 'Escalier']));
    expect(svgTexts(en.svg)).toEqual(expect.arrayContaining(['10.50\u00a0m', '5.00\u00a0m', '2.25\u00a0m', 'Stairs']));
    expect(fr.title).toBe('Plan du bassin\u00a0: 10,50\u00a0m × 5,00\u00a0m, Rectangle avec escalier roman');
    expect(en.title).toBe('Pool plan: 10.50\u00a0m × 5.00\u00a0m, Rectangle with roman stairs');
    const corner = draw(liner, answersByKey(liner, { shape: 'rectangle', stairs_type: 'corner' }, answers), 'de');
    expect(corner.title).toBe('Beckenplan: 10,50\u00a0m × 5,00\u00a0m, Rechteck, Ecktreppe');
  });

  it('has every fixed word in the six languages', () => {
    for (const [key, text] of Object.entries(PLAN_LABELS)) {
      for (const locale of LOCALES) expect((text as Record<Locale, string>)[locale], `${key}.${locale}`).toMatch(/\S/);
    }
  });

  it('escapes every text it puts in the SVG', () => {
    const document = structuredClone(loadFamilyDocuments().find(({ name }) => name === 'bubble')!.document) as {
      title: Record<string, string>;
      steps: { questions: { key: string; answers?: { key: string; title: Record<string, string> }[] }[] }[];
    };
    const hostile = `<script>alert("x")</script> & 'quotes'`;
    document.title.fr = hostile;
    const shape = document.steps.flatMap((step) => step.questions).find((question) => question.key === 'shape')!;
    shape.answers!.find((answer) => answer.key === 'rectangle')!.title.fr = `Rect <b>&amp;</b>`;
    const result = compileFamily(document);
    if (!result.ok) throw new Error('the edited bubble family does not compile');
    const plan = draw(result.catalogue, result.catalogue.presets[0]!.answers, 'fr');
    expectPlainSvg(plan.svg);
    expect(plan.svg).not.toContain('<script>');
    expect(plan.svg).not.toContain('<b>');
    expect(svgTexts(plan.svg).some((text) => text.includes(hostile))).toBe(true);
    expect(plan.title).toContain('Rect <b>&amp;</b>');
  });

  it('writes coordinates with one decimal and nothing else', () => {
    const cases: [number, string][] = [[0, '0'], [-0.04, '0'], [-0.06, '-0.1'], [0.96, '1'], [12.345, '12.3'], [-7.25, '-7.2'], [440, '440'], [3e9, '3000000000'], [Number.NaN, '0'], [Number.NEGATIVE_INFINITY, '0']];
    for (const [value, written] of cases) expect(num(value), String(value)).toBe(written);
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (value) => {
        expect(Number(num(value))).toBeCloseTo(Math.round(value * 10) / 10, 6);
      }),
    );
    expect(escapeXml(`a<b>&"c"'d'`)).toBe('a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39;');
    expect(escapeXml('plain')).toBe('plain');
  });

  it('gives null until the answers give a pool size', () => {
    const net = family('net');
    const variantOnly = answersByKey(net, { variant: 'procover' });
    expect(drawPoolPlan(net, {}, 'fr')).toBeNull();
    expect(drawPoolPlan(net, variantOnly, 'fr')).toBeNull();
    expect(drawPoolPlan(net, answersByKey(net, { length: 8 }, variantOnly), 'fr')).toBeNull();
    for (const width of [0, -4, Number.NaN, Number.POSITIVE_INFINITY, 1e308]) {
      expect(drawPoolPlan(net, answersByKey(net, { length: 8, width }, variantOnly), 'fr'), String(width)).toBeNull();
    }
    expect(drawPoolPlan(net, answersByKey(net, { length: 8, width: 4 }, variantOnly), 'fr')).not.toBeNull();
  });

  it('never writes NaN or Infinity, whatever the answers', () => {
    const values = fc.oneof(
      fc.double(),
      fc.constantFrom(0, -1, 1e-9, 1e308, 999.99, Number.NaN, Number.POSITIVE_INFINITY),
      fc.integer({ min: -5, max: 5000 }),
      fc.string({ maxLength: 5 }),
      fc.boolean(),
      fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 3 }),
    );
    for (const { catalogue } of families) {
      const ids = catalogue.questions.map((question) => String(question.id));
      fc.assert(
        fc.property(fc.dictionary(fc.constantFrom(...ids), values), fc.constantFrom(...catalogue.presets), (noise, preset) => {
          const plan = drawPoolPlan(catalogue, { ...preset.answers, ...noise }, 'de');
          if (plan) expectPlainSvg(plan.svg);
          if (plan) expect(Number.isFinite(plan.width) && Number.isFinite(plan.height)).toBe(true);
        }),
        { numRuns: 40 },
      );
    }
  });

  it('draws the pool alone for a family it does not know', () => {
    const bubbleDocument = loadFamilyDocuments().find(({ name }) => name === 'bubble')!.document as Record<string, unknown>;
    const result = compileFamily({ ...bubbleDocument, family: 'spa_cover' });
    if (!result.ok) throw new Error('the renamed family does not compile');
    const catalogue = result.catalogue;
    const plan = draw(catalogue, catalogue.presets[1]!.answers, 'en');
    expectPlainSvg(plan.svg);
    expect(svgTexts(plan.svg)).toEqual(expect.arrayContaining(['10.00\u00a0m', '5.00\u00a0m', 'Bubble cover · 500 µm two-tone']));
    // no product: no roller, nothing in the brand's blue
    expect(svgTexts(plan.svg)).not.toContain(PLAN_LABELS.roller.en);
    expect(svgElements(plan.svg).some((element) => element.attr.fill === PLAN_COLOURS.brand)).toBe(false);
    expect(plan.title).toBe('Pool plan: 10.00\u00a0m × 5.00\u00a0m, Rectangle');
  });
});
