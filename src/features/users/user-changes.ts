/** The request bodies of the user form: everything on create, only what changed on update. */
import type { Schemas } from '../../api/types.ts';
import type { UserFormValues } from './user-form-fields.tsx';

export function createBody(values: UserFormValues): Schemas['UserCreate'] {
  return {
    company_id: values.company_id,
    civility: values.civility ?? null,
    last_name: values.last_name.trim(),
    first_name: values.first_name.trim(),
    email: values.email.trim(),
    login: values.login.trim(),
    role_id: values.role_id,
    locale: values.locale,
    can_manage_users: values.can_manage_users ?? false,
    can_manage_external_clients: values.can_manage_external_clients ?? false,
  };
}

/** The fields of the form that differ from the user as loaded (null when nothing changed). */
export function updateBody(user: Schemas['User'], values: UserFormValues): Schemas['UserUpdate'] | null {
  const next = createBody(values);
  const before: Record<string, unknown> = {
    civility: user.civility,
    last_name: user.last_name,
    first_name: user.first_name,
    email: user.email,
    login: user.login,
    role_id: user.role.id,
    locale: user.locale,
    active: user.active,
    can_manage_users: user.can_manage_users,
    can_manage_external_clients: user.can_manage_external_clients,
  };
  const after: Record<string, unknown> = { ...next, active: values.active ?? user.active };
  delete after.company_id;
  const changes = Object.fromEntries(Object.entries(after).filter(([key, value]) => before[key] !== value));
  return Object.keys(changes).length > 0 ? (changes as Schemas['UserUpdate']) : null;
}
