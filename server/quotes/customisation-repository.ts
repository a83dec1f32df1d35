/**
 * A quote's customisation (the installer's offer to the end customer): one
 * row per quote holding the saved fields as JSON and the logo as a stored
 * file. Nothing saved means the defaults (`is_default`).
 */
import { eq, inArray } from 'drizzle-orm';
import { basisPoints, DEFAULT_VALIDITY, type CustomisationTerms, type ValidityUnit } from '../../engine/index.ts';
import { quoteCustomisations, storedFiles } from '../db/schema.ts';
import type { BodyOf, DataOf } from '../http/operation.ts';
import type { Queryable, QuoteRecord } from './quote-repository.ts';

export type CustomisationView = DataOf<'getQuoteCustomisation'>;
export type CustomisationInput = BodyOf<'saveQuoteCustomisation'>;
/** The saved fields: the view less what the row or the file says. */
export type SavedCustomisation = Omit<CustomisationView, 'logo_url' | 'is_default' | 'updated_at'>;

export interface CustomisationRow {
  data: Partial<SavedCustomisation>;
  logoFileId: string | null;
  updatedAt: Date;
}

export interface StoredLogo {
  id: string;
  contentType: string;
  clientId: number;
}

const EMPTY_END_CUSTOMER = { name: null, address_1: null, address_2: null, zipcode: null, city: null, country_code: null, email: null, phone: null };

export function defaultCustomisation(record: QuoteRecord): SavedCustomisation {
  return {
    end_customer: EMPTY_END_CUSTOMER,
    introduction: null,
    body: null,
    created_by: record.createdBy,
    payment_conditions: null,
    validity_value: DEFAULT_VALIDITY.value,
    validity_unit: DEFAULT_VALIDITY.unit,
    parameters_and_conditions: null,
    extra_lines: [],
    trade_discount_percent: 0,
    discount_on_shipping: false,
    simplified: false,
  };
}

/** The saved fields over the defaults. */
export function savedCustomisation(record: QuoteRecord, row: CustomisationRow | null): SavedCustomisation {
  const defaults = defaultCustomisation(record);
  const data = row?.data ?? {};
  return { ...defaults, ...data, end_customer: { ...defaults.end_customer, ...data.end_customer } };
}

/** Where the browser reads the logo; the file id makes a new logo a new address. */
export const logoUrl = (quoteId: number, fileId: string) => `/api/v1/quote/${quoteId}/customisation/logo?v=${fileId.slice(0, 12)}`;

export function customisationView(record: QuoteRecord, row: CustomisationRow | null): CustomisationView {
  return {
    ...savedCustomisation(record, row),
    logo_url: row?.logoFileId ? logoUrl(record.quote.id, row.logoFileId) : null,
    is_default: row === null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** The engine's terms of a saved customisation. */
export function customisationTerms(saved: SavedCustomisation, simplified = saved.simplified): CustomisationTerms {
  return {
    tradeDiscountBp: basisPoints(saved.trade_discount_percent),
    discountOnShipping: saved.discount_on_shipping,
    extraLines: saved.extra_lines.map((line) => ({ designation: line.designation, totalExVatCents: line.total_ex_vat_cents })),
    simplified,
  };
}

/** The properties sent (undefined ones left out), texts trimmed, blank ones null. */
function sent<T extends object>(input: T): Partial<T> {
  const entries = Object.entries(input).filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries.map(([key, value]) => [key, typeof value === 'string' ? value.trim() || null : value])) as Partial<T>;
}

/**
 * The saved fields after a partial save: only the properties sent change
 * (the end customer's too), `extra_lines` is replaced whole. An extra line's
 * designation is trimmed (the caller refuses a blank one).
 */
export function mergeInput(current: SavedCustomisation, input: CustomisationInput): SavedCustomisation {
  const { remove_logo: _removeLogo, end_customer: endCustomer, extra_lines: extraLines, ...texts } = input;
  return {
    ...current,
    ...(sent(texts) as Partial<SavedCustomisation>),
    end_customer: { ...current.end_customer, ...sent(endCustomer ?? {}) },
    extra_lines: extraLines?.map((line) => ({ designation: line.designation.trim(), total_ex_vat_cents: line.total_ex_vat_cents })) ?? current.extra_lines,
  };
}

export async function readCustomisation(db: Queryable, quoteId: number): Promise<CustomisationRow | null> {
  const [row] = await db
    .select({ data: quoteCustomisations.data, logoFileId: quoteCustomisations.logoFileId, updatedAt: quoteCustomisations.updatedAt })
    .from(quoteCustomisations)
    .where(eq(quoteCustomisations.quoteId, quoteId));
  return row ? { data: row.data as Partial<SavedCustomisation>, logoFileId: row.logoFileId, updatedAt: row.updatedAt } : null;
}

export async function writeCustomisation(db: Queryable, quoteId: number, change: { data?: Partial<SavedCustomisation>; logoFileId?: string | null }): Promise<CustomisationRow> {
  const now = new Date();
  const values = { ...(change.data ? { data: change.data as Record<string, unknown> } : {}), ...(change.logoFileId !== undefined ? { logoFileId: change.logoFileId } : {}), updatedAt: now };
  const [row] = await db
    .insert(quoteCustomisations)
    .values({ quoteId, data: {}, ...values })
    .onConflictDoUpdate({ target: quoteCustomisations.quoteId, set: values })
    .returning({ data: quoteCustomisations.data, logoFileId: quoteCustomisations.logoFileId, updatedAt: quoteCustomisations.updatedAt });
  return { data: row!.data as Partial<SavedCustomisation>, logoFileId: row!.logoFileId, updatedAt: row!.updatedAt };
}

/** The saved validity periods of a page of quotes (those customised), by quote id. */
export async function readValidities(db: Queryable, quoteIds: number[]): Promise<Map<number, { value: number; unit: ValidityUnit }>> {
  if (quoteIds.length === 0) return new Map();
  const rows = await db.select({ quoteId: quoteCustomisations.quoteId, data: quoteCustomisations.data }).from(quoteCustomisations).where(inArray(quoteCustomisations.quoteId, quoteIds));
  return new Map(
    rows.flatMap(({ quoteId, data }) => {
      const { validity_value: value, validity_unit: unit } = data as Partial<SavedCustomisation>;
      return value && unit ? [[quoteId, { value, unit }] as const] : [];
    }),
  );
}

export async function deleteCustomisation(db: Queryable, quoteId: number): Promise<void> {
  await db.delete(quoteCustomisations).where(eq(quoteCustomisations.quoteId, quoteId));
}

export async function insertLogo(db: Queryable, file: { id: string; clientId: number; name: string; contentType: string; sizeBytes: number; sha256: string }): Promise<void> {
  await db.insert(storedFiles).values({ ...file, kind: 'logo' });
}

export async function deleteLogo(db: Queryable, fileId: string): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.id, fileId));
}

export async function findLogo(db: Queryable, fileId: string): Promise<StoredLogo | null> {
  const [row] = await db.select({ id: storedFiles.id, contentType: storedFiles.contentType, clientId: storedFiles.clientId }).from(storedFiles).where(eq(storedFiles.id, fileId));
  return row ?? null;
}
