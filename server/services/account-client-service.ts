/** The user-management lists: the companies the caller reaches, and the users of one of them. */
import { listAccountClientPage } from '../accounts/account-clients.ts';
import { reachableCompany } from '../accounts/company-scope.ts';
import { listCompanyUserPage } from '../accounts/user-list.ts';
import { forbidden, notFound } from '../http/app-error.ts';
import { authOf, requirePermission } from '../http/authenticate.ts';
import type { PathOf, QueryOf, ServiceContext, ServiceHandlers } from '../http/operation.ts';

const LIST_PERMISSIONS = ['USER_MANAGEMENT', 'EXTERNAL_CLIENTS_MANAGEMENT', 'CAN_SWITCH_REF'] as const;

export function accountClientService({ db }: ServiceContext): ServiceHandlers {
  return {
    async listAccountClients(request) {
      const auth = authOf(request);
      if (!LIST_PERMISSIONS.some((permission) => auth.permissions.includes(permission))) throw forbidden();
      return listAccountClientPage(db, auth.company, request.query as QueryOf<'listAccountClients'>);
    },

    async listAccountClientUsers(request) {
      const auth = requirePermission(request, 'USER_MANAGEMENT');
      const { id } = request.params as PathOf<'listAccountClientUsers'>;
      const company = await reachableCompany(db, auth.company, id);
      if (!company) throw notFound();
      return listCompanyUserPage(db, company, request.query as QueryOf<'listAccountClientUsers'>);
    },
  };
}
