/**
 * The manufacturer's "requests for access" screen: the requests of the login
 * page listed, and answered once: accepted (the company and its first user
 * created, the user invited) or declined (an e-mail to the visitor in the
 * request's language); who answered, when, and the reason are kept.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { isLocale } from '../../engine/index.ts';
import type { Queryable } from '../db/client.ts';
import { accessRequests, users } from '../db/schema.ts';
import { operation, type DataOf } from '../http/operation.ts';
import type { AuthContext } from '../http/request-context.ts';
import { acceptLoginAccessRequest } from './login-access-request-accept.ts';
import { declineLoginAccessRequest } from './login-access-requests.ts';

type Row = typeof accessRequests.$inferSelect;

const STATUS_OF = { pending: 'new', accepted: 'accepted', refused: 'declined' } as const;

/** Only the manufacturer's users answer the requests of the login page. */
const isManufacturerStaff = (auth: AuthContext) => auth.company.kind === 'manufacturer';

export function loginAccessRequestView(row: Row, answeredBy: string | null): DataOf<'declineAccessRequest'> {
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
    answered_at: row.answeredAt?.toISOString() ?? null,
    answered_by: answeredBy,
    reason: row.reason,
    company_id: row.companyId,
  };
}

const answererName = sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** The requests (every one, or the one `id` names) with the name of who answered them, newest first. */
async function requestViews(db: Queryable, id?: number) {
  const rows = await db
    .select({ request: accessRequests, answeredBy: answererName })
    .from(accessRequests)
    .leftJoin(users, eq(users.id, accessRequests.answeredById))
    .where(id === undefined ? undefined : eq(accessRequests.id, id))
    .orderBy(desc(accessRequests.createdAt), desc(accessRequests.id));
  return rows.map((row) => loginAccessRequestView(row.request, row.answeredBy));
}

export const loginAccessRequestOperations = [
  operation('listAccessRequests', {
    permission: 'USER_MANAGEMENT',
    who: isManufacturerStaff,
    handler: async ({ db }) => {
      return { data: await requestViews(db) };
    },
  }),

  operation('acceptAccessRequest', {
    permission: 'USER_MANAGEMENT',
    who: isManufacturerStaff,
    handler: async ({ db, config, params: { id }, body, auth, locale }) => {
      const accepted = await acceptLoginAccessRequest(db, config, { id, body, answeredById: auth.user.id, locale });
      return { data: (await requestViews(db, accepted.id))[0]! };
    },
  }),

  operation('declineAccessRequest', {
    permission: 'USER_MANAGEMENT',
    who: isManufacturerStaff,
    handler: async ({ db, params: { id }, body, auth }) => {
      const reason = body.reason?.trim() || null;
      await declineLoginAccessRequest(db, id, auth.user.id, reason);
      return { data: (await requestViews(db, id))[0]! };
    },
  }),
];
