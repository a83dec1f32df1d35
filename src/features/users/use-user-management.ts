/**
 * The state of /user: the company list and its query, the chosen company (in
 * the URL, `?company=`), its users, and the API calls of the dialogs.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api/client.ts';
import { errorMessageOf, type Account, type Schemas } from '../../api/types.ts';
import { showErrorToast, showSuccessToast } from '../../lib/toast.ts';
import { useApiList } from '../../lib/use-api-list.ts';
import { COMPANIES_PER_PAGE, type CompanyKindFilter } from './company-list.tsx';
import { createBody, updateBody } from './user-changes.ts';
import type { UserFormValues } from './user-form-fields.tsx';

type Company = Schemas['AccountClient'];
type User = Schemas['User'];
export const USERS_PER_PAGE = 25;

/** The kinds of company a caller of this scope can see (spec: my companies, my clients, my external clients). */
export function kindsFor(scope: Schemas['CompanyKind']): Schemas['CompanyKind'][] {
  if (scope === 'manufacturer') return ['manufacturer', 'group', 'installer', 'external'];
  if (scope === 'group') return ['group', 'installer', 'external'];
  if (scope === 'installer') return ['installer', 'external'];
  return [];
}

export function useUserManagement(account: Account) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const [companyQuery, setCompanyQuery] = useState({ q: '', kind: 'all' as CompanyKindFilter, page: 1 });
  const [userQuery, setUserQuery] = useState({ q: '', page: 1 });
  const [selected, setSelected] = useState<Company | null>(null);
  const selectedId = Number(params.get('company')) || null;

  const companies = useApiList<Company>(
    () =>
      api.GET('/account/clients', {
        params: {
          query: {
            q: companyQuery.q || undefined,
            kind: companyQuery.kind === 'all' ? undefined : companyQuery.kind,
            page: companyQuery.page,
            per_page: COMPANIES_PER_PAGE,
          },
        },
      }),
    `${JSON.stringify(companyQuery)}:${account.client_id}:${account.locale}`,
  );

  const select = useCallback(
    (company: Company) => {
      setSelected(company);
      setUserQuery({ q: '', page: 1 });
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set('company', String(company.id));
        return next;
      }, { replace: true });
    },
    [setParams],
  );

  // the company of the URL once the list shows it; the only company when there is one
  const { rows, status } = companies;
  useEffect(() => {
    if (status !== 'ready') return;
    const fromUrl = rows.find((company) => company.id === selectedId);
    if (fromUrl && fromUrl !== selected) setSelected(fromUrl);
    else if (!selectedId && rows.length === 1 && rows[0]) select(rows[0]);
    else if (!selectedId && !selected) {
      const own = rows.find((company) => company.id === account.company.id);
      if (own) select(own);
    }
  }, [rows, status, selectedId, selected, select, account.company.id]);

  const companyId = selected?.id ?? null;
  const users = useApiList<User>(
    companyId
      ? () =>
          api.GET('/account/clients/{id}', {
            params: { path: { id: companyId }, query: { q: userQuery.q || undefined, page: userQuery.page, per_page: USERS_PER_PAGE } },
          })
      : null,
    `${companyId}:${JSON.stringify(userQuery)}:${account.locale}`,
  );

  const loadUser = useCallback(async (id: number): Promise<{ user?: User; error?: string }> => {
    const { data, error } = await api.GET('/user/{id}', { params: { path: { id } } });
    return data ? { user: data.data } : { error: errorMessageOf(error) ?? t`The user could not be loaded.` };
  }, [t]);

  const save = useCallback(
    async (user: User | null, values: UserFormValues): Promise<unknown> => {
      if (!user) {
        const { data, error } = await api.POST('/user', { body: createBody(values) });
        if (!data) return error ?? { error: { code: 'unknown', message: t`The user could not be saved.` } };
        showSuccessToast(t`The user was added; the subscription link is on its way.`);
      } else {
        const body = updateBody(user, values);
        if (body) {
          const { data, error } = await api.PUT('/user/{id}', { params: { path: { id: user.id } }, body });
          if (!data) return error ?? { error: { code: 'unknown', message: t`The user could not be saved.` } };
        }
        showSuccessToast(t`The user was updated.`);
      }
      users.reload();
      companies.reload();
      return null;
    },
    [t, users, companies],
  );

  const resend = useCallback(
    async (user: User) => {
      const { response, error } = await api.POST('/account/resend-subscription-link/{id}', { params: { path: { id: user.id } } });
      if (response.ok) showSuccessToast(t`The subscription link was sent again to ${user.email}.`);
      else showErrorToast(errorMessageOf(error) ?? t`The subscription link could not be sent.`);
      users.reload();
    },
    [t, users],
  );

  const endSubscription = useCallback(
    async (user: User, password: string): Promise<string | null> => {
      const { response, error } = await api.DELETE('/user/{id}', { params: { path: { id: user.id } }, body: { password } });
      if (!response.ok) return errorMessageOf(error) ?? t`The subscription could not be ended.`;
      showSuccessToast(t`The subscription was ended.`);
      users.reload();
      companies.reload();
      return null;
    },
    [t, users, companies],
  );

  const kinds = useMemo(() => kindsFor(account.scope), [account.scope]);
  return { companies, companyQuery, setCompanyQuery, selected, select, users, userQuery, setUserQuery, kinds, loadUser, save, resend, endSubscription };
}
