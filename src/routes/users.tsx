/**
 * User management (/user, USER_MANAGEMENT): the companies the administrator
 * may manage, the users of the chosen one, add or update a user, send the
 * subscription link again, end a subscription with the administrator's
 * password.
 */
import { useState } from 'react';
import type { Account, Schemas } from '../api/types.ts';
import { useLocale } from '../app/locale-scope.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { EndSubscriptionDialog } from '../features/users/end-subscription-dialog.tsx';
import { USERS_PER_PAGE, useUserManagement } from '../features/users/use-user-management.ts';
import { UserDialog } from '../features/users/user-dialog.tsx';
import { UserManagementView } from '../features/users/user-management-view.tsx';
import type { UserAction } from '../features/users/user-table.tsx';
import '../features/quotes/quotes.css';
import '../features/users/users.css';

type User = Schemas['User'];
type Editing = { mode: 'create' } | { mode: 'edit'; user: User | null; error: string | null };

function UsersScreen({ account }: { account: Account }) {
  const locale = useLocale();
  const state = useUserManagement(account);
  const { companies, companyQuery, setCompanyQuery, users, userQuery, setUserQuery } = state;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [ending, setEnding] = useState<User | null>(null);

  const onAction = (action: UserAction, user: User) => {
    if (action === 'resend') return void state.resend(user);
    if (action === 'end') return setEnding(user);
    setEditing({ mode: 'edit', user: null, error: null });
    void state.loadUser(user.id).then(({ user: loaded, error }) =>
      setEditing((current) => (current?.mode === 'edit' ? { mode: 'edit', user: loaded ?? null, error: error ?? null } : current)),
    );
  };

  const companyOptions = companies.rows;
  return (
    <>
      <UserManagementView
        company={state.selected}
        onAdd={() => setEditing({ mode: 'create' })}
        companies={{
          rows: companies.rows,
          total: companies.total,
          page: companyQuery.page,
          loading: companies.status === 'loading' || companies.refreshing,
          error: companies.error,
          selectedId: state.selected?.id ?? null,
          kind: companyQuery.kind,
          kinds: state.kinds,
          onSearch: (q) => setCompanyQuery((query) => ({ ...query, q: q.trim(), page: 1 })),
          onKind: (kind) => setCompanyQuery((query) => ({ ...query, kind, page: 1 })),
          onPage: (page) => setCompanyQuery((query) => ({ ...query, page })),
          onSelect: state.select,
        }}
        users={{
          rows: users.rows,
          total: users.total,
          page: userQuery.page,
          perPage: USERS_PER_PAGE,
          loading: users.status === 'loading' || users.refreshing,
          error: users.error,
          locale,
          selfId: account.id,
          onSearch: (q) => setUserQuery({ q: q.trim(), page: 1 }),
          onPage: (page) => setUserQuery((query) => ({ ...query, page })),
          onAction,
        }}
      />
      <UserDialog
        open={editing !== null}
        mode={editing?.mode ?? 'create'}
        user={editing?.mode === 'edit' ? editing.user : null}
        loadError={editing?.mode === 'edit' ? editing.error : null}
        companies={state.selected && !companyOptions.includes(state.selected) ? [state.selected, ...companyOptions] : companyOptions}
        defaultCompanyId={state.selected?.id ?? null}
        defaultLocale={account.locale}
        grants={{ roles: account.grantable_roles, externalClients: account.permissions.includes('EXTERNAL_CLIENTS_MANAGEMENT') }}
        onSubmit={(values) => state.save(editing?.mode === 'edit' ? editing.user : null, values)}
        onClose={() => setEditing(null)}
      />
      <EndSubscriptionDialog
        user={ending}
        onConfirm={(password) => state.endSubscription(ending!, password)}
        onClose={() => setEnding(null)}
      />
    </>
  );
}

export default function UsersPage() {
  const { account } = useAuth();
  return account ? <UsersScreen account={account} /> : null;
}
