/** Client search for users who may switch their reference client. */
import { eq } from 'drizzle-orm';
import { companies } from '../db/schema.ts';
import { notFound } from '../http/app-error.ts';
import { requirePermission } from '../http/authenticate.ts';
import { searchAllowedClients } from '../tenancy/clients.ts';
import type { QueryOf, ServiceContext, ServiceHandlers } from '../http/operation.ts';

const MAX_RESULTS = 20;

export function clientService({ db }: ServiceContext): ServiceHandlers {
  return {
    async searchClients(request) {
      const { user } = requirePermission(request, 'CAN_SWITCH_REF');
      const { q } = request.query as QueryOf<'searchClients'>;
      const [company] = await db.select().from(companies).where(eq(companies.id, user.companyId));
      if (!company) throw notFound();
      return { data: await searchAllowedClients(db, company, q.trim(), MAX_RESULTS) };
    },
  };
}
