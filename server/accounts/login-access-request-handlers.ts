/**
 * The manufacturer's "requests for access" screen: the requests of the login
 * page listed, and answered once (declined here, with an e-mail to the visitor
 * in the request's language).
 */
import { and, desc, eq } from 'drizzle-orm';
import { isLocale } from '../../engine/index.ts';
import { accessRequests } from '../db/schema.ts';
import { AppError, notFound } from '../http/app-error.ts';
import { operation, type DataOf } from '../http/operation.ts';
import type { AuthContext } from '../http/request-context.ts';
import { declinedAccessMail, queueAccountMail } from '../outbox/account-mails.ts';

type Row = typeof accessRequests.$inferSelect;

const STATUS_OF = { pending: 'new', accepted: 'accepted', refused: 'declined' } as const;

/** Only the manufacturer's users answer the requests of the login page. */
const isManufacturerStaff = (auth: AuthContext) => auth.company.kind === 'manufacturer';

export function loginAccessRequestView(row: Row): DataOf<'declineAccessRequest'> {
  return {
    id: row.id,
    company: row.company,
    contact_name: row.contactName,
    email: row.email,
    phone: row.phone,
    country_code: row.countryCode,
    message: row.message,
    locale: isLocale(row.locale) ? row.locale : 'fr',
    status: STATUS_OF[row.status],
    requested_at: row.createdAt.toISOString(),
  };
}

export const loginAccessRequestOperations = [
  operation('listAccessRequests', {
    permission: 'USER_MANAGEMENT',
    who: isManufacturerStaff,
    handler: async ({ db }) => {
      const rows = await db.select().from(accessRequests).orderBy(desc(accessRequests.createdAt), desc(accessRequests.id));
      return { data: rows.map(loginAccessRequestView) };
    },
  }),

  operation('declineAccessRequest', {
    permission: 'USER_MANAGEMENT',
    who: isManufacturerStaff,
    handler: async ({ db, params: { id }, body }) => {
      const reason = body.reason?.trim() || null;
      const declined = await db.transaction(async (tx) => {
        const [found] = await tx.select({ id: accessRequests.id }).from(accessRequests).where(eq(accessRequests.id, id)).limit(1);
        if (!found) throw notFound();
        const [row] = await tx
          .update(accessRequests)
          .set({ status: 'refused' })
          .where(and(eq(accessRequests.id, id), eq(accessRequests.status, 'pending')))
          .returning();
        if (!row) throw new AppError(409, 'request_already_answered');
        await queueAccountMail(tx, declinedAccessMail(row, reason), `login-access-request:${row.id}:declined`);
        return row;
      });
      return { data: loginAccessRequestView(declined) };
    },
  }),
];
