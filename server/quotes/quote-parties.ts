/**
 * Who a quote is for and who is billed (the reference step): the rules of
 * `createQuote`, shared by `updateQuote` and `updateQuoteClient`.
 *
 * - The installer defaults to the reference client when it is an installer;
 *   for a trading group it must be one of its members (404 otherwise).
 * - Billing defaults to `group` when the installer belongs to a trading
 *   group, else `direct`; `group` without a group is 422 no_trading_group.
 */
import { and, asc, eq } from 'drizzle-orm';
import { companies } from '../db/schema.ts';
import { AppError, notFound } from '../http/app-error.ts';
import { companyById, type CompanyRow, type Queryable } from './quote-repository.ts';

export interface Parties {
  billing: 'group' | 'direct';
  billingClientId: number | null;
  installerId: number | null;
}

export interface PartiesRequest {
  billing?: 'group' | 'direct' | undefined;
  /** undefined: keep `current` (or the default); a number: that installer. */
  installerId?: number | undefined;
}

async function chooseInstaller(db: Queryable, client: CompanyRow, requested: number | undefined, current: number | null): Promise<CompanyRow | null> {
  if (client.kind !== 'group') {
    if (requested !== undefined && requested !== client.id) throw notFound();
    return client;
  }
  const id = requested ?? current;
  if (id === null) return null;
  const [member] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.kind, 'installer'), eq(companies.groupId, client.id)));
  if (!member) throw notFound();
  return member;
}

/** The billing and installer of a quote of `client`, from what is asked and what the quote has. */
export async function resolveParties(db: Queryable, client: CompanyRow, request: PartiesRequest, current?: Parties): Promise<Parties> {
  const installer = await chooseInstaller(db, client, request.installerId, current?.installerId ?? null);
  const groupId = client.kind === 'group' ? client.id : (installer?.groupId ?? null);
  const billing = request.billing ?? (request.installerId === undefined ? current?.billing : undefined) ?? (groupId !== null ? 'group' : 'direct');
  if (billing === 'group' && groupId === null) throw new AppError(422, 'no_trading_group');
  const billingClientId = billing === 'group' ? groupId : (installer?.id ?? null);
  return { billing, billingClientId, installerId: installer?.id ?? null };
}

/** The companies the reference step offers: billed companies and installers. */
export async function partyChoices(db: Queryable, client: CompanyRow, installer: CompanyRow | null) {
  const installers =
    client.kind === 'group'
      ? await db
          .select()
          .from(companies)
          .where(and(eq(companies.kind, 'installer'), eq(companies.groupId, client.id)))
          .orderBy(asc(companies.name))
      : [client];
  const groupId = client.kind === 'group' ? client.id : (installer?.groupId ?? null);
  const group = await companyById(db, groupId);
  const billingClients = [...(group ? [group] : []), ...(installer ? [installer] : [])];
  return { installers, billingClients };
}
