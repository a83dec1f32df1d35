/**
 * A pool project's end customer copied into its quotes' customisation (the
 * offer's "end customer", which the quote PDF prints), so that the owner is
 * typed once:
 * - a quote started from the project, or a copy made in it, takes the
 *   project's end customer;
 * - a quote attached later takes it when its own end customer is still empty
 *   (one typed in the quote is kept);
 * - when the project's end customer changes, its draft quotes whose end
 *   customer is still the previous copy (or empty) take the new one in the
 *   same transaction; a draft whose end customer was changed by hand keeps
 *   it, and a validated quote (pending confirmation or ordered) never changes.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client.ts';
import { quotes } from '../db/schema.ts';
import { readCustomisation, writeCustomisation } from '../quotes/customisation-repository.ts';

const FIELDS = ['name', 'address_1', 'address_2', 'zipcode', 'city', 'country_code', 'email', 'phone'] as const;

export type EndCustomerFields = Record<(typeof FIELDS)[number], string | null>;

/** The eight fields of an end customer as saved (a project's or a customisation's), a missing or blank one null. */
export function endCustomerFields(saved: Readonly<Record<string, unknown>> | null | undefined): EndCustomerFields {
  const value = (field: string) => {
    const raw = saved?.[field];
    return typeof raw === 'string' && raw.trim() !== '' ? raw : null;
  };
  return Object.fromEntries(FIELDS.map((field) => [field, value(field)])) as EndCustomerFields;
}

const isEmpty = (fields: EndCustomerFields) => FIELDS.every((field) => fields[field] === null);
const same = (a: EndCustomerFields, b: EndCustomerFields) => FIELDS.every((field) => a[field] === b[field]);

/**
 * Gives quote `quoteId` (locked or new, in the caller's transaction) the
 * project's end customer when its customisation has none yet; the
 * customisation's other fields stay.
 */
export async function giveProjectEndCustomer(tx: Queryable, quoteId: number, projectEndCustomer: Readonly<Record<string, unknown>>): Promise<void> {
  const fields = endCustomerFields(projectEndCustomer);
  if (isEmpty(fields)) return;
  const row = await readCustomisation(tx, quoteId);
  if (!isEmpty(endCustomerFields(row?.data.end_customer))) return;
  await writeCustomisation(tx, quoteId, { data: { ...row?.data, end_customer: fields } });
}

/**
 * Brings the project's draft quotes that still carry its end customer
 * `before` (or none) to `after`, under their row locks in the transaction
 * that changes the project; answers the ids of the quotes changed.
 */
export async function followProjectEndCustomer(
  tx: Transaction,
  projectId: number,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): Promise<number[]> {
  const previous = endCustomerFields(before);
  const next = endCustomerFields(after);
  if (same(previous, next)) return [];
  const drafts = await tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.projectId, projectId), eq(quotes.state, 'draft')))
    .orderBy(asc(quotes.id))
    .for('update');
  const changed: number[] = [];
  for (const { id } of drafts) {
    const row = await readCustomisation(tx, id);
    const own = endCustomerFields(row?.data.end_customer);
    if ((!isEmpty(own) && !same(own, previous)) || same(own, next)) continue;
    await writeCustomisation(tx, id, { data: { ...row?.data, end_customer: next } });
    changed.push(id);
  }
  return changed;
}
