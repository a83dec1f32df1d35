/** Billing and installer information of the current reference client, and the client search of the users who may switch it. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { companies } from '../db/schema.ts';
import { notFound } from '../http/app-error.ts';
import { operation } from '../http/operation.ts';
import { countryName } from '../i18n/countries.ts';
import type { Company } from '../tenancy/clients.ts';
import { searchAllowedClients } from '../tenancy/clients.ts';
import { companySummary } from './account-view.ts';
import { seesInstallerTerms } from './installer-terms.ts';

async function companyById(db: Database, id: number | null): Promise<Company | null> {
  if (id === null) return null;
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row ?? null;
}

function addressOf(company: Company, locale: Parameters<typeof countryName>[1]) {
  return {
    address_1: company.address1,
    address_2: company.address2,
    address_3: company.address3,
    address_4: company.address4,
    zipcode: company.zipcode,
    city: company.city,
    country_code: company.countryCode,
    country: countryName(company.countryCode, locale),
    phone: company.phone,
    fax: company.fax,
  };
}

const MAX_RESULTS = 20;

export const accountReferenceClientOperations = [
  /** Who bills the reference client: its trading group when it has one, else the client itself. */
  operation('getAccountBilling', {
    permission: 'signed-in',
    handler: async ({ db, locale, auth }) => {
      const client = await companyById(db, auth.user.clientId);
      if (!client) throw notFound();
      const billed = (await companyById(db, client.groupId)) ?? client;
      return { data: { business_name: billed.name, ...addressOf(billed, locale) } };
    },
  }),

  operation('getAccountInstaller', {
    permission: 'signed-in',
    handler: async ({ db, locale, auth }) => {
      const client = await companyById(db, auth.user.clientId);
      // contract: 404 when the current client is a trading group (not an installer)
      if (!client || client.kind !== 'installer') throw notFound();
      const group = await companyById(db, client.groupId);
      return {
        data: {
          id: client.id,
          name: client.name,
          email: client.email,
          vat_number: client.vatNumber,
          discount_percent: seesInstallerTerms(auth) ? client.discountBp / 100 : null,
          group: group ? companySummary(group) : null,
          ...addressOf(client, locale),
        },
      };
    },
  }),

  operation('searchClients', {
    permission: 'CAN_SWITCH_REF',
    handler: async ({ db, query: { q }, caller }) => {
      const [company] = await db.select().from(companies).where(eq(companies.id, caller.companyId));
      if (!company) throw notFound();
      return { data: await searchAllowedClients(db, company, q.trim(), MAX_RESULTS) };
    },
  }),
];
