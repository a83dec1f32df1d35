/** The calculation step in integer cents: currency, discount, VAT, errors; VAT defaults; the quote summary. */
import { describe, expect, it } from 'vitest';
import { calculate, convertCents, defaultVat, percentOf, pricedFor, publicTotalCents, quoteHighlights, summariseAnswers, type Answers, type Catalogue } from '../../engine/index.ts';
import { compileAll } from './helpers/family-fixtures.ts';

const families = compileAll();
const bubble = families.find((f) => f.name === 'bubble')!.catalogue;
const preset = (catalogue: Catalogue, key: string) => catalogue.presets.find((p) => p.key === key)!.answers;
const EUR = { currency: 'EUR', exchange_rate: 1, vat_rate_bp: 2000, discount_bp: 3500, reverse_charge: false };
const FRANCE = { country: 'FR', date: '2026-11-23' };

describe('calculate', () => {
  it('totals the lines, takes the discount off discountable lines only, and adds VAT on the public total', () => {
    const result = calculate(bubble, preset(bubble, 'rect_8x4_blue'), FRANCE, EUR);
    if (result.status !== 'ok') throw new Error(result.message);
    const { calculation } = result;
    const total = calculation.lines.reduce((sum, line) => sum + line.amount_cents, 0);
    expect(calculation.total_ex_vat_cents).toBe(total);
    const eco = calculation.lines.filter((line) => line.kind === 'eco');
    expect(eco.every((line) => !line.discountable)).toBe(true);
    const discounted = calculation.lines.reduce((sum, line) => sum + line.amount_cents - (line.discountable ? Math.round(line.amount_cents * 0.35) : 0), 0);
    expect(calculation.installer_total_with_discount_cents).toBe(discounted);
    expect(calculation.vat_cents).toBe(Math.round(total * 0.2));
    expect(calculation.total_incl_vat_cents).toBe(total + calculation.vat_cents);
  });

  it('converts the unit price, then multiplies, each rounded to the cent halves up', () => {
    expect(convertCents(1000, 0.95)).toBe(950);
    expect(convertCents(1, 0.5)).toBe(1); // half a cent goes up
    expect(convertCents(89_000, 1.123456)).toBe(99_988);
    expect(percentOf(333, 5000)).toBe(167);
    expect(percentOf(Number.MAX_SAFE_INTEGER, 10_000)).toBe(Number.MAX_SAFE_INTEGER);
    const result = calculate(bubble, preset(bubble, 'rect_8x4_blue'), FRANCE, { ...EUR, currency: 'GBP', exchange_rate: 0.86 });
    if (result.status !== 'ok') throw new Error(result.message);
    for (const line of result.calculation.lines) expect(line.amount_cents).toBe(Math.round(line.quantity * line.unit_cents));
  });

  it('takes the client discount as the percentage of the discountable lines\' sum, rounded once (issue 16 item 10)', () => {
    // three lines of 7 704,48 CHF: line by line, 32 % came to 2 465,44 and 10 % to 770,46
    const amounts = [261_777, 137_265, 371_406];
    const priceLines = amounts.map((unitCents, index) => ({ ...bubble.pricing[0]!, code: `L${index}`, unitCents, grid: null, when: null, quantity: null, discountable: true }));
    const fixed = { ...bubble, pricing: [...priceLines, { ...priceLines[0]!, code: 'SHIP', unitCents: 5_000, discountable: false }] };
    const CHF = { currency: 'CHF', exchange_rate: 1, vat_rate_bp: 810, reverse_charge: false };
    const cases: Array<[number, number]> = [
      [3200, 246_543], // 32 % of 7 704,48 = 2 465,4336
      [1000, 77_045], // 10 % of 7 704,48 = 770,448
    ];
    for (const [discountBp, discountCents] of cases) {
      const result = calculate(fixed, preset(bubble, 'rect_8x4_blue'), { country: 'CH', date: '2026-11-23' }, { ...CHF, discount_bp: discountBp });
      if (result.status !== 'ok') throw new Error(result.message);
      expect(result.calculation.total_ex_vat_cents).toBe(770_448 + 5_000);
      expect(result.calculation.total_ex_vat_cents - result.calculation.installer_total_with_discount_cents).toBe(discountCents);
    }
  });

  it('answers zero_total for nothing priced, unknown_item when a price cannot be found', () => {
    expect(calculate(bubble, {}, { country: 'BE', date: '2026-11-23' }, EUR).status).toBe('zero_total');
    const broken = { ...bubble, pricing: [{ ...bubble.pricing[0]!, unitCents: null, grid: { questionKey: 'length', bands: [{ upTo: 1, unitCents: 100 }] }, when: null }] };
    const result = calculate(broken, preset(bubble, 'rect_8x4_blue'), FRANCE, EUR);
    expect(result.status).toBe('unknown_item');
  });
});

describe('publicTotalCents (the builder\'s live price)', () => {
  it('is the total ex VAT that calculate answers, in the quote\'s currency at its rate', () => {
    for (const money of [{ currency: 'EUR', exchange_rate: 1 }, { currency: 'CHF', exchange_rate: 0.9412 }, { currency: 'GBP', exchange_rate: 0.86 }]) {
      const result = calculate(bubble, preset(bubble, 'rect_8x4_blue'), FRANCE, { ...EUR, ...money });
      if (result.status !== 'ok') throw new Error(result.message);
      expect(publicTotalCents(bubble, preset(bubble, 'rect_8x4_blue'), FRANCE, money)).toBe(result.calculation.total_ex_vat_cents);
    }
    expect(publicTotalCents(bubble, {}, { country: 'BE', date: '2026-11-23' }, { currency: 'CHF', exchange_rate: 0.9412 })).toBe(0); // where calculate says zero_total
  });
});

describe('pricedFor', () => {
  it('is the installer, else the reference client, never the billed trading group', () => {
    const group = { name: 'Benelux Pool Inkoop', country: 'NL' };
    const member = { name: 'Zwembaden Vlaanderen', country: 'BE' };
    expect(pricedFor({ installer: member, client: group })).toBe(member);
    expect(pricedFor({ installer: null, client: group })).toBe(group);
  });
});

describe('defaultVat', () => {
  it('charges French VAT in France, reverse charge elsewhere in the EU, the country’s rate outside', () => {
    expect(defaultVat('FR')).toEqual({ vatRateBp: 2000, reverseCharge: false });
    expect(defaultVat('BE')).toEqual({ vatRateBp: 0, reverseCharge: true });
    expect(defaultVat('de')).toEqual({ vatRateBp: 0, reverseCharge: true });
    expect(defaultVat('CH')).toEqual({ vatRateBp: 810, reverseCharge: false });
    expect(defaultVat('US')).toEqual({ vatRateBp: 0, reverseCharge: false });
  });
});

describe('summariseAnswers and quoteHighlights', () => {
  it('describes the visible answers in the locale', () => {
    const answers: Answers = preset(bubble, 'rect_10x5_roller');
    const steps = summariseAnswers(bubble, answers, 'fr');
    expect(steps.map((step) => step.stepId)).toEqual([1, 2, 3]);
    const length = steps[1]!.items.find((item) => item.key === 'length')!;
    expect(length.value).toBe('10,00 m');
    expect(quoteHighlights(bubble, answers, 'de').pool).toBe('10,00 x 5,00 m, Rechteck');
    expect(quoteHighlights(bubble, answers, 'en').pool).toBe('10.00 x 5.00 m, Rectangle');
    expect(quoteHighlights(bubble, {}, 'en')).toEqual({ model: null, pool: null, colour: null });
  });

  it('gives every preset of every family a model and a pool', () => {
    for (const { catalogue } of families) {
      for (const p of catalogue.presets) {
        const highlights = quoteHighlights(catalogue, p.answers, 'nl');
        expect(highlights.model, `${catalogue.key} ${p.key}`).toBeTruthy();
        expect(highlights.pool, `${catalogue.key} ${p.key}`).toMatch(/^\d+,\d{2} x \d+,\d{2} m/);
      }
    }
  });
});
