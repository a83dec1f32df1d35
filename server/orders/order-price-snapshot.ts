/**
 * The price an order freezes when its quote is validated (`orders.calculation`,
 * jsonb): the engine's Calculation of that moment, lines and totals in the
 * quote's currency, rates in hundredths of a percent, tagged with its format's
 * version. The order page, the ERP events and the e-mails read it back through
 * `readPriceSnapshot`, which checks every field instead of trusting a cast.
 *
 * Versions: 1 is `{ version: 1, ...Calculation }`. Orders frozen before
 * versions (version 0) hold the same Calculation without the tag; they are
 * read as version 1, unchanged.
 */
import { FALLBACK_LOCALE, isLocale, SUPPORTED_CURRENCIES, type Calculation, type CalculationLine, type LocalizedText } from '../../engine/index.ts';

export const PRICE_SNAPSHOT_VERSION = 1;

export interface OrderPriceSnapshot extends Calculation {
  version: typeof PRICE_SNAPSHOT_VERSION;
}

/** A stored price that is not a snapshot of any known version. */
export class PriceSnapshotError extends Error {
  constructor(path: string, problem: string) {
    super(`order price snapshot: ${path} ${problem}`);
    this.name = 'PriceSnapshotError';
  }
}

/** What the order stores: the calculation as it is now, tagged with the current version. */
export function freezePrice(calculation: Calculation): OrderPriceSnapshot {
  const { currency, exchangeRate, vatRateBp, discountBp, reverseCharge, lines, totalExVatCents, vatCents, totalInclVatCents, installerTotalWithDiscountCents } = calculation;
  return {
    version: PRICE_SNAPSHOT_VERSION,
    currency,
    exchangeRate,
    vatRateBp,
    discountBp,
    reverseCharge,
    lines: lines.map((line) => ({ ...line, designation: { ...line.designation } })),
    totalExVatCents,
    vatCents,
    totalInclVatCents,
    installerTotalWithDiscountCents,
  };
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

function objectAt(value: unknown, path: string): Fields {
  if (!isObject(value)) throw new PriceSnapshotError(path, 'is not an object');
  return value;
}

function integerAt(fields: Fields, key: string, path: string, { signed = false } = {}): number {
  const value = fields[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || (!signed && value < 0)) throw new PriceSnapshotError(`${path}.${key}`, `is not a${signed ? 'n' : ' non-negative'} integer`);
  return value;
}

function numberAt(fields: Fields, key: string, path: string): number {
  const value = fields[key];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new PriceSnapshotError(`${path}.${key}`, 'is not a non-negative number');
  return value;
}

function booleanAt(fields: Fields, key: string, path: string): boolean {
  const value = fields[key];
  if (typeof value !== 'boolean') throw new PriceSnapshotError(`${path}.${key}`, 'is not a boolean');
  return value;
}

function stringAt(fields: Fields, key: string, path: string): string {
  const value = fields[key];
  if (typeof value !== 'string') throw new PriceSnapshotError(`${path}.${key}`, 'is not a text');
  return value;
}

/** A designation per language, English required (the fallback), built field by field. */
function designationAt(fields: Fields, path: string): LocalizedText {
  const texts = objectAt(fields.designation, `${path}.designation`);
  const designation: LocalizedText = { en: stringAt(texts, FALLBACK_LOCALE, `${path}.designation`) };
  for (const key of Object.keys(texts)) {
    if (!isLocale(key)) throw new PriceSnapshotError(`${path}.designation.${key}`, 'is not a language');
    designation[key] = stringAt(texts, key, `${path}.designation`);
  }
  return designation;
}

function lineAt(value: unknown, path: string): CalculationLine {
  const fields = objectAt(value, path);
  const kind = fields.kind;
  if (kind !== 'product' && kind !== 'eco') throw new PriceSnapshotError(`${path}.kind`, 'is neither product nor eco');
  return {
    code: stringAt(fields, 'code', path),
    designation: designationAt(fields, path),
    kind,
    quantity: numberAt(fields, 'quantity', path),
    unitCents: integerAt(fields, 'unitCents', path, { signed: true }),
    amountCents: integerAt(fields, 'amountCents', path, { signed: true }),
    discountable: booleanAt(fields, 'discountable', path),
  };
}

/**
 * The typed snapshot of a stored price; throws PriceSnapshotError naming the
 * first field that does not fit.
 *
 * @example
 * const price = readPriceSnapshot(order.calculation);
 * price.totalInclVatCents;
 */
export function readPriceSnapshot(stored: unknown): OrderPriceSnapshot {
  const fields = objectAt(stored, 'calculation');
  const version = fields.version ?? 0;
  if (version !== 0 && version !== PRICE_SNAPSHOT_VERSION) throw new PriceSnapshotError('calculation.version', `${JSON.stringify(version)} is not a known version`);
  const currency = stringAt(fields, 'currency', 'calculation');
  if (!(SUPPORTED_CURRENCIES as readonly string[]).includes(currency)) throw new PriceSnapshotError('calculation.currency', `${currency} is not a supported currency`);
  if (!Array.isArray(fields.lines)) throw new PriceSnapshotError('calculation.lines', 'is not a list');
  const exchangeRate = numberAt(fields, 'exchangeRate', 'calculation');
  if (exchangeRate === 0) throw new PriceSnapshotError('calculation.exchangeRate', 'is zero');
  return {
    version: PRICE_SNAPSHOT_VERSION,
    currency,
    exchangeRate,
    vatRateBp: integerAt(fields, 'vatRateBp', 'calculation'),
    discountBp: integerAt(fields, 'discountBp', 'calculation'),
    reverseCharge: booleanAt(fields, 'reverseCharge', 'calculation'),
    lines: fields.lines.map((line, index) => lineAt(line, `calculation.lines[${index}]`)),
    totalExVatCents: integerAt(fields, 'totalExVatCents', 'calculation', { signed: true }),
    vatCents: integerAt(fields, 'vatCents', 'calculation', { signed: true }),
    totalInclVatCents: integerAt(fields, 'totalInclVatCents', 'calculation', { signed: true }),
    installerTotalWithDiscountCents: integerAt(fields, 'installerTotalWithDiscountCents', 'calculation', { signed: true }),
  };
}
