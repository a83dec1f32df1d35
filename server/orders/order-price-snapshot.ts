/**
 * The price an order freezes when its quote is validated (`orders.calculation`,
 * jsonb): the engine's Calculation of that moment, lines and totals in the
 * quote's currency, rates in hundredths of a percent, tagged with its format's
 * version. The order page, the ERP events and the e-mails read it back through
 * `readPriceSnapshot`, which checks every field instead of trusting a cast.
 *
 * Versions: 2 is `{ version: 2, ...Calculation }` with the contract's
 * snake_case names (`total_ex_vat_cents`, lines' `amount_cents`, ...), the
 * names the API answers. 1 is the same Calculation under the engine's former
 * camelCase names (`totalExVatCents`, `amountCents`, ...), and orders frozen
 * before versions (version 0) hold that without the tag; both are read as
 * version 2, every amount unchanged (no migration rewrites stored orders).
 */
import { FALLBACK_LOCALE, isLocale, SUPPORTED_CURRENCIES, type Calculation, type CalculationLine, type LocalizedText } from '../../engine/index.ts';

export const PRICE_SNAPSHOT_VERSION = 2;

/** The field names a snapshot of each version stores (0 and 1: camelCase; 2: the contract's names). */
const FIELD_NAMES = {
  camel: {
    exchange_rate: 'exchangeRate',
    vat_rate_bp: 'vatRateBp',
    discount_bp: 'discountBp',
    reverse_charge: 'reverseCharge',
    total_ex_vat_cents: 'totalExVatCents',
    vat_cents: 'vatCents',
    total_incl_vat_cents: 'totalInclVatCents',
    installer_total_with_discount_cents: 'installerTotalWithDiscountCents',
    unit_cents: 'unitCents',
    amount_cents: 'amountCents',
  },
  snake: {
    exchange_rate: 'exchange_rate',
    vat_rate_bp: 'vat_rate_bp',
    discount_bp: 'discount_bp',
    reverse_charge: 'reverse_charge',
    total_ex_vat_cents: 'total_ex_vat_cents',
    vat_cents: 'vat_cents',
    total_incl_vat_cents: 'total_incl_vat_cents',
    installer_total_with_discount_cents: 'installer_total_with_discount_cents',
    unit_cents: 'unit_cents',
    amount_cents: 'amount_cents',
  },
} as const;

type Names = (typeof FIELD_NAMES)[keyof typeof FIELD_NAMES];

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
  const { currency, exchange_rate, vat_rate_bp, discount_bp, reverse_charge, lines, total_ex_vat_cents, vat_cents, total_incl_vat_cents, installer_total_with_discount_cents } = calculation;
  return {
    version: PRICE_SNAPSHOT_VERSION,
    currency,
    exchange_rate,
    vat_rate_bp,
    discount_bp,
    reverse_charge,
    lines: lines.map((line) => ({ ...line, designation: { ...line.designation } })),
    total_ex_vat_cents,
    vat_cents,
    total_incl_vat_cents,
    installer_total_with_discount_cents,
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

function lineAt(value: unknown, path: string, names: Names): CalculationLine {
  const fields = objectAt(value, path);
  const kind = fields.kind;
  if (kind !== 'product' && kind !== 'eco') throw new PriceSnapshotError(`${path}.kind`, 'is neither product nor eco');
  return {
    code: stringAt(fields, 'code', path),
    designation: designationAt(fields, path),
    kind,
    quantity: numberAt(fields, 'quantity', path),
    unit_cents: integerAt(fields, names.unit_cents, path, { signed: true }),
    amount_cents: integerAt(fields, names.amount_cents, path, { signed: true }),
    discountable: booleanAt(fields, 'discountable', path),
  };
}

/**
 * The typed snapshot of a stored price; throws PriceSnapshotError naming the
 * first field that does not fit.
 *
 * @example
 * const price = readPriceSnapshot(order.calculation);
 * price.total_incl_vat_cents;
 */
export function readPriceSnapshot(stored: unknown): OrderPriceSnapshot {
  const fields = objectAt(stored, 'calculation');
  const version = fields.version ?? 0;
  if (version !== 0 && version !== 1 && version !== PRICE_SNAPSHOT_VERSION) throw new PriceSnapshotError('calculation.version', `${JSON.stringify(version)} is not a known version`);
  const currency = stringAt(fields, 'currency', 'calculation');
  if (!(SUPPORTED_CURRENCIES as readonly string[]).includes(currency)) throw new PriceSnapshotError('calculation.currency', `${currency} is not a supported currency`);
  if (!Array.isArray(fields.lines)) throw new PriceSnapshotError('calculation.lines', 'is not a list');
  const names = version === PRICE_SNAPSHOT_VERSION ? FIELD_NAMES.snake : FIELD_NAMES.camel;
  const exchangeRate = numberAt(fields, names.exchange_rate, 'calculation');
  if (exchangeRate === 0) throw new PriceSnapshotError(`calculation.${names.exchange_rate}`, 'is zero');
  return {
    version: PRICE_SNAPSHOT_VERSION,
    currency,
    exchange_rate: exchangeRate,
    vat_rate_bp: integerAt(fields, names.vat_rate_bp, 'calculation'),
    discount_bp: integerAt(fields, names.discount_bp, 'calculation'),
    reverse_charge: booleanAt(fields, names.reverse_charge, 'calculation'),
    lines: fields.lines.map((line, index) => lineAt(line, `calculation.lines[${index}]`, names)),
    total_ex_vat_cents: integerAt(fields, names.total_ex_vat_cents, 'calculation', { signed: true }),
    vat_cents: integerAt(fields, names.vat_cents, 'calculation', { signed: true }),
    total_incl_vat_cents: integerAt(fields, names.total_incl_vat_cents, 'calculation', { signed: true }),
    installer_total_with_discount_cents: integerAt(fields, names.installer_total_with_discount_cents, 'calculation', { signed: true }),
  };
}
