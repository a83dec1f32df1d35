import type { Locale } from '../../engine/index.ts';
import type { Permission } from '../auth/permissions.ts';
import type { companies, roles, users } from '../db/schema.ts';

export interface AuthContext {
  user: typeof users.$inferSelect;
  permissions: Permission[];
  /** The user's role, company and current reference client, read with the session. */
  role: typeof roles.$inferSelect;
  company: typeof companies.$inferSelect;
  client: typeof companies.$inferSelect | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for operations that require a bearer token, once it is checked. */
    auth: AuthContext | null;
    /** The language of the caller: the user's locale once signed in. */
    locale: Locale;
  }
}
