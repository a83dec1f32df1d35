/**
 * The price an order freezes: a versioned snapshot written at validation and
 * read back field by field (no cast), orders frozen before versions included.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Calculation } from '../../../engine/index.ts';
import { orders } from '../../../server/db/schema.ts';
import { freezePrice, PriceSnapshotError, readPriceSnapshot } from '../../../server/orders/order-price-snapshot.ts';
import { auth, createTestServer, login, type TestServer } from '../helpers/test-server.ts';
import { pricedQuote, TERMS, validate } from './validation-helpers.ts';

/** An engine Calculation, under the contract's snake_case names. */
const CALCULATION: Calculation = {
  currency: 'CHF',
  exchange_rate: 0.9412,
  vat_rate_bp: 810,
  discount_bp: 3000,
  reverse_charge: false,
  lines: [
    { code: 'BUB-400', designation: { en: 'Bubble cover 400 µm', fr: 'Bâche à bulles 400 µm' }, kind: 'product', quantity: 32.5, unit_cents: 838, amount_cents: 27235, discountable: true },
    { code: 'DEL-1', designation: { en: 'Delivery' }, kind: 'product', quantity: 1, unit_cents: 4706, amount_cents: 4706, discountable: false },
  ],
  total_ex_vat_cents: 31941,
  vat_cents: 2587,
  total_incl_vat_cents: 34528,
  installer_total_with_discount_cents: 23771,
};

/** The same price as orders stored it before the contract's names: camelCase, untagged (version 0) or version 1. */
const CAMEL_CASE = {
  currency: 'CHF',
  exchangeRate: 0.9412,
  vatRateBp: 810,
  discountBp: 3000,
  reverseCharge: false,
  lines: [
    { code: 'BUB-400', designation: { en: 'Bubble cover 400 µm', fr: 'Bâche à bulles 400 µm' }, kind: 'product', quantity: 32.5, unitCents: 838, amountCents: 27235, discountable: true },
    { code: 'DEL-1', designation: { en: 'Delivery' }, kind: 'product', quantity: 1, unitCents: 4706, amountCents: 4706, discountable: false },
  ],
  totalExVatCents: 31941,
  vatCents: 2587,
  totalInclVatCents: 34528,
  installerTotalWithDiscountCents: 23771,
};

const stored = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('readPriceSnapshot', () => {
  it('reads back what freezePrice stores, tagged version 2, under the contract\'s names', () => {
    const frozen = freezePrice(CALCULATION);
    expect(frozen).toEqual({ version: 2, ...CALCULATION });
    expect(Object.keys(stored(frozen) as object)).toContain('total_ex_vat_cents');
    expect(readPriceSnapshot(stored(frozen))).toEqual(frozen);
  });

  it('reads an order frozen under the camelCase names (version 1, or untagged: version 0) as version 2, every amount unchanged', () => {
    expect(readPriceSnapshot(stored({ version: 1, ...CAMEL_CASE }))).toEqual({ version: 2, ...CALCULATION });
    expect(readPriceSnapshot(stored(CAMEL_CASE))).toEqual({ version: 2, ...CALCULATION });
  });

  it('reads each version under its own names only', () => {
    expect(() => readPriceSnapshot({ ...CAMEL_CASE, version: 2 })).toThrow(new PriceSnapshotError('calculation.exchange_rate', 'is not a non-negative number'));
    expect(() => readPriceSnapshot({ ...(stored(CALCULATION) as object), version: 1 })).toThrow(new PriceSnapshotError('calculation.exchangeRate', 'is not a non-negative number'));
  });

  it('names the field of a stored price that does not fit, and refuses unknown versions', () => {
    const broken = (change: Record<string, unknown>) => () => readPriceSnapshot({ ...(stored(freezePrice(CALCULATION)) as object), ...change });
    expect(broken({ version: 3 })).toThrow(new PriceSnapshotError('calculation.version', '3 is not a known version'));
    expect(broken({ vat_cents: '2587' })).toThrow('calculation.vat_cents is not an integer');
    expect(broken({ exchange_rate: 0 })).toThrow('calculation.exchange_rate is zero');
    expect(broken({ currency: 'XYZ' })).toThrow('calculation.currency XYZ is not a supported currency');
    expect(broken({ lines: [{ ...CALCULATION.lines[0], kind: 'discount' }] })).toThrow('calculation.lines[0].kind is neither product nor eco');
    expect(broken({ lines: [{ ...CALCULATION.lines[0], amount_cents: 1.5 }] })).toThrow('calculation.lines[0].amount_cents is not an integer');
    expect(broken({ lines: [{ ...CALCULATION.lines[0], designation: 'Bubble cover' }] })).toThrow('calculation.lines[0].designation is not an object');
    expect(() => readPriceSnapshot(null)).toThrow('calculation is not an object');
  });

  it('reads a designation per language field by field: English required, only the interface languages', () => {
    const withDesignation = (designation: unknown) => () => readPriceSnapshot({ ...(stored(freezePrice(CALCULATION)) as object), lines: [{ ...CALCULATION.lines[0], designation }] });
    expect(withDesignation({ fr: 'Bâche à bulles' })).toThrow(new PriceSnapshotError('calculation.lines[0].designation.en', 'is not a text'));
    expect(withDesignation({ en: 'Bubble cover', xx: 'Bubble' })).toThrow(new PriceSnapshotError('calculation.lines[0].designation.xx', 'is not a language'));
    expect(withDesignation({ en: 'Bubble cover', de: 4 })).toThrow(new PriceSnapshotError('calculation.lines[0].designation.de', 'is not a text'));
    expect(withDesignation({ en: 'Bubble cover', de: 'Luftpolsterfolie' })().lines[0]!.designation).toEqual({ en: 'Bubble cover', de: 'Luftpolsterfolie' });
  });
});

describe('validateQuote', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  it('freezes the quote’s price as a version 2 snapshot, which the order page shows', async () => {
    const user = await login(server.app, 'demo.user');
    const quote = await pricedQuote(server.app, user, { billing: 'direct' });
    const calculated = (await server.app.inject({ method: 'GET', url: `/api/v1/quote/${quote.id}/calculate`, headers: auth(user) })).json() as { data: unknown };
    const response = await validate(server.app, user, quote.id, [TERMS]);
    expect(response.statusCode, response.body).toBe(200);
    const order = (response.json() as { data: { order: { id: number; calculation: unknown } } }).data.order;
    const [row] = await server.db.select({ calculation: orders.calculation }).from(orders).where(eq(orders.id, order.id));
    expect(row!.calculation).toMatchObject({ version: 2 });
    expect(readPriceSnapshot(row!.calculation).total_ex_vat_cents).toBeGreaterThan(0);
    expect(order.calculation).toEqual(calculated.data);
  });
});
