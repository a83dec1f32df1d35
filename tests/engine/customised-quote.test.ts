/** The customised quote (the installer's offer to the end customer) and the offer's validity. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customiseQuote, offerVatRateBp, validityEnd, type Calculation, type CalculationLine, type CustomisationTerms } from '../../engine/index.ts';

const titles = { product: 'Bubble cover', eco: 'Eco-participation', shipping: 'Delivery' };
const line = (code: string, amountCents: number, kind: 'product' | 'eco' = 'product', discountable = kind === 'product'): CalculationLine => ({
  code,
  designation: { en: `${code} en`, fr: `${code} fr` },
  kind,
  quantity: 1,
  unit_cents: amountCents,
  amount_cents: amountCents,
  discountable,
});
const calculation = (lines: CalculationLine[]) => ({ lines, currency: 'EUR' });
const terms = (overrides: Partial<CustomisationTerms> = {}): CustomisationTerms => ({
  tradeDiscountBp: 0,
  discountOnShipping: false,
  extraLines: [],
  simplified: false,
  ...overrides,
});
const options = { locale: 'fr' as const, vatRateBp: 2000, titles };

describe('customiseQuote', () => {
  const lines = [line('P1', 100_000), line('P2', 33_333), line('SHIP', 5_000, 'product', false), line('ECO', 150, 'eco')];

  it('takes the trade discount off product lines, and not off eco-participation or shipping by default', () => {
    const offer = customiseQuote(calculation(lines), terms({ tradeDiscountBp: 1050 }), options);
    expect(offer.discountBaseCents).toBe(133_333);
    expect(offer.tradeDiscountCents).toBe(10_500 + 3_500); // 3 499.97 rounds to 3 500
    expect(offer.publicTotalCents).toBe(138_483);
    expect(offer.totalExVatCents).toBe(138_483 - 14_000);
    expect(offer.vatCents).toBe(Math.round((138_483 - 14_000) * 0.2));
    expect(offer.totalInclVatCents).toBe(offer.totalExVatCents + offer.vatCents);
    expect(offer.ecoCents).toBe(150);
    expect(offer.lines.map((l) => [l.kind, l.designation])).toEqual([
      ['product', 'P1 fr'],
      ['product', 'P2 fr'],
      ['shipping', 'SHIP fr'],
      ['eco', 'ECO fr'],
    ]);
  });

  it('takes the percentage of the printed base, rounded once, so that the figures check out (issue 16 item 10)', () => {
    // "Rabatt 10 % auf 7.704,48 CHF −770,46" and "32 %" −2.465,44: rounded line by line
    const chf = (lines: CalculationLine[]) => ({ lines, currency: 'CHF' });
    const products = [line('P1', 261_777), line('P2', 137_265), line('P3', 371_406), line('SHIP', 5_000, 'product', false)];
    const ten = customiseQuote(chf(products), terms({ tradeDiscountBp: 1000 }), options);
    expect(ten.discountBaseCents).toBe(770_448);
    expect(ten.tradeDiscountCents).toBe(77_045);
    expect(ten.totalExVatCents).toBe(775_448 - 77_045);
    const thirtyTwo = customiseQuote(chf(products), terms({ tradeDiscountBp: 3200 }), options);
    expect(thirtyTwo.tradeDiscountCents).toBe(246_543);
    expect(thirtyTwo.totalExVatCents).toBe(775_448 - 246_543);
  });

  it('discounts the shipping lines too when asked', () => {
    const offer = customiseQuote(calculation(lines), terms({ tradeDiscountBp: 1000, discountOnShipping: true }), options);
    expect(offer.discountBaseCents).toBe(138_333);
    expect(offer.tradeDiscountCents).toBe(10_000 + 3_333 + 500);
  });

  it('adds the extra lines, negative ones included, after the discount', () => {
    const extraLines = [
      { designation: 'Pose', totalExVatCents: 45_000 },
      { designation: 'Geste commercial', totalExVatCents: -10_000 },
    ];
    const offer = customiseQuote(calculation(lines), terms({ tradeDiscountBp: 1000, extraLines }), options);
    expect(offer.extraTotalCents).toBe(35_000);
    expect(offer.totalExVatCents).toBe(138_483 - 13_333 + 35_000);
    expect(offer.lines.slice(-2).map((l) => [l.kind, l.designation, l.amountCents])).toEqual([
      ['extra', 'Pose', 45_000],
      ['extra', 'Geste commercial', -10_000],
    ]);
  });

  it('prints one line per product when simplified, the same totals', () => {
    const detailed = customiseQuote(calculation(lines), terms({ tradeDiscountBp: 500, extraLines: [{ designation: 'Pose', totalExVatCents: 100 }] }), options);
    const simplified = customiseQuote(calculation(lines), terms({ tradeDiscountBp: 500, simplified: true, extraLines: [{ designation: 'Pose', totalExVatCents: 100 }] }), options);
    expect(simplified.lines).toEqual([
      { kind: 'product', code: null, designation: 'Bubble cover', quantity: null, unitCents: null, amountCents: 133_333 },
      { kind: 'shipping', code: null, designation: 'Delivery', quantity: null, unitCents: null, amountCents: 5_000 },
      { kind: 'eco', code: null, designation: 'Eco-participation', quantity: null, unitCents: null, amountCents: 150 },
      { kind: 'extra', code: null, designation: 'Pose', quantity: null, unitCents: null, amountCents: 100 },
    ]);
    expect({ ...simplified, lines: [], simplified: false }).toEqual({ ...detailed, lines: [] });
  });

  it('keeps VAT signed when gestures make the total negative', () => {
    const offer = customiseQuote(calculation([line('P1', 1_000)]), terms({ extraLines: [{ designation: 'Avoir', totalExVatCents: -2_005 }] }), options);
    expect(offer.totalExVatCents).toBe(-1_005);
    expect(offer.vatCents).toBe(-201);
  });

  it('offers the installer country’s VAT to the end customer when the quote is reverse-charged', () => {
    expect(offerVatRateBp({ vat_rate_bp: 0, reverse_charge: true }, 'BE')).toBe(2100);
    expect(offerVatRateBp({ vat_rate_bp: 0, reverse_charge: true }, 'DE')).toBe(1900);
    expect(offerVatRateBp({ vat_rate_bp: 550, reverse_charge: false }, 'FR')).toBe(550);
    expect(offerVatRateBp({ vat_rate_bp: 0, reverse_charge: true }, 'ZZ')).toBe(0);
  });

  it('property: totals are the sum of the lines less the discount, in whole cents', () => {
    const lineArb = fc.record({
      amount: fc.integer({ min: 0, max: 50_000_000 }),
      kind: fc.constantFrom('product' as const, 'eco' as const),
      discountable: fc.boolean(),
    });
    const termsArb = fc.record({
      tradeDiscountBp: fc.integer({ min: 0, max: 10_000 }),
      discountOnShipping: fc.boolean(),
      simplified: fc.boolean(),
      extraLines: fc.array(fc.record({ designation: fc.string({ minLength: 1 }), totalExVatCents: fc.integer({ min: -100_000_000, max: 100_000_000 }) }), { maxLength: 20 }),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 60 }), termsArb, fc.integer({ min: 0, max: 10_000 }), (raw, customisation, vatRateBp) => {
        const priced = raw.map((r, i) => line(`L${i}`, r.amount, r.kind, r.kind === 'product' && r.discountable));
        const offer = customiseQuote(calculation(priced) as Pick<Calculation, 'lines' | 'currency'>, customisation, { ...options, vatRateBp });
        const sumOfLines = offer.lines.reduce((sum, l) => sum + l.amountCents, 0);
        expect(offer.totalExVatCents).toBe(sumOfLines - offer.tradeDiscountCents);
        expect(offer.totalInclVatCents).toBe(offer.totalExVatCents + offer.vatCents);
        expect(offer.tradeDiscountCents).toBeLessThanOrEqual(offer.discountBaseCents);
        for (const amount of [offer.totalExVatCents, offer.vatCents, offer.tradeDiscountCents, ...offer.lines.map((l) => l.amountCents)]) {
          expect(Number.isSafeInteger(amount)).toBe(true);
        }
        expect(Math.abs(offer.vatCents - (offer.totalExVatCents * vatRateBp) / 10_000)).toBeLessThanOrEqual(0.5);
      }),
      { numRuns: 300 },
    );
  });
});

describe('validityEnd', () => {
  it('adds days, or calendar months ending on the last day of a shorter month', () => {
    expect(validityEnd('2026-11-25', 30, 'days')).toBe('2026-12-25');
    expect(validityEnd('2026-12-20', 15, 'days')).toBe('2027-01-04');
    expect(validityEnd('2026-01-31', 1, 'months')).toBe('2026-02-28');
    expect(validityEnd('2028-01-31', 1, 'months')).toBe('2028-02-29');
    expect(validityEnd('2026-11-25', 3, 'months')).toBe('2027-02-25');
    expect(validityEnd('2026-03-15', 12, 'months')).toBe('2027-03-15');
  });
});
