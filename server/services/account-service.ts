/** Billing and installer information of the current reference client. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { companies } from '../db/schema.ts';
import { notFound } from '../http/app-error.ts';
import { seesInstallerTerms } from '../accounts/installer-terms.ts';
import { authOf } from '../http/authenticate.ts';
import { countryName } from '../i18n/countries.ts';
import type { Company } from '../tenancy/clients.ts';
import { companySummary } from '../accounts/account-view.ts';
import type { ServiceContext, ServiceHandlers } from '../http/operation.ts';

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

export function accountService({ db }: ServiceContext): ServiceHandlers {
  return {
    /** Who bills the reference client: its trading group when it has one, else the client itself. */
    async getAccountBilling(request) {
      const client = await companyById(db, authOf(request).user.clientId);
      if (!client) throw notFound();
      const billed = (await companyById(db, client.groupId)) ?? client;
      return { data: { business_name: billed.name, ...addressOf(billed, request.locale) } };
    },

    async getAccountInstaller(request) {
      const auth = authOf(request);
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
          ...addressOf(client, request.locale),
        },
      };
    },
  };
}
