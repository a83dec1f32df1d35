/**
 * The state of /user: the company list and its query, the chosen company (in
 * the URL, `?company=`), its users, and the API calls of the dialogs.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { changed } from '../../api/changes.ts';
import { $api, settle } from '../../api/queries.ts';
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

  const companies = useApiList(
    $api.queryOptions('get', '/account/clients', {
      params: {
        query: {
          q: companyQuery.q || undefined,
          kind: companyQuery.kind === 'all' ? undefined : companyQuery.kind,
          page: companyQuery.page,
          per_page: COMPANIES_PER_PAGE,
        },
      },
    }),
  );

  // the company just chosen, until the URL (updated in a transition, so later) names it too
  const choosing = useRef<number | null>(null);
  const select = useCallback(
    (company: Company) => {
      choosing.current = company.id;
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
    if (choosing.current !== null) {
      if (choosing.current !== selectedId) return; // the URL still names the company chosen before
      choosing.current = null;
    }
    const fromUrl = rows.find((company) => company.id === selectedId);
    if (fromUrl && fromUrl !== selected) setSelected(fromUrl);
    else if (!selectedId && rows.length === 1 && rows[0]) select(rows[0]);
    else if (!selectedId && !selected) {
      const own = rows.find((company) => company.id === account.company.id);
      if (own) select(own);
    }
  }, [rows, status, selectedId, selected, select, account.company.id]);

  const companyId = selected?.id ?? null;
  const users = useApiList(
    companyId
      ? $api.queryOptions('get', '/account/clients/{id}', {
          params: { path: { id: companyId }, query: { q: userQuery.q || undefined, page: userQuery.page, per_page: USERS_PER_PAGE } },
        })
      : null,
  );

  // a user's change shows in the users of its company and in the companies' counts
  const client = useQueryClient();
  const onSuccess = () => changed(client, 'user');
  const { mutateAsync: create } = $api.useMutation('post', '/user', { onSuccess });
  const { mutateAsync: update } = $api.useMutation('put', '/user/{id}', { onSuccess });
  const { mutateAsync: end } = $api.useMutation('delete', '/user/{id}', { onSuccess });
  const { mutateAsync: sendLink } = $api.useMutation('post', '/account/resend-subscription-link/{id}', { onSettled: onSuccess });

  const loadUser = useCallback(
    async (id: number): Promise<{ user?: User; error?: string }> => {
      try {
        const data = await client.fetchQuery($api.queryOptions('get', '/user/{id}', { params: { path: { id } } }));
        return { user: data.data };
      } catch (error) {
        if (error instanceof Error) throw error;
        return { error: errorMessageOf(error) ?? t`The user could not be loaded.` };
      }
    },
    [client, t],
  );

  const save = useCallback(
    async (user: User | null, values: UserFormValues): Promise<unknown> => {
      const failed = { error: { code: 'unknown', message: t`The user could not be saved.` } };
      if (!user) {
        const { ok, data, error } = await settle(create({ body: createBody(values) }));
        if (!ok) return error ?? failed;
        // an external client's user waits for its installer's approval: no link is sent before
        showSuccessToast(
          data.data.active
            ? t`The user was added; the subscription link is on its way.`
            : t`The user was added, inactive until the installer's administrators accept the request for access; the subscription link is sent then.`,
        );
      } else {
        const body = updateBody(user, values);
        if (body) {
          const { ok, error } = await settle(update({ params: { path: { id: user.id } }, body }));
          if (!ok) return error ?? failed;
        }
        showSuccessToast(t`The user was updated.`);
      }
      return null;
    },
    [t, create, update],
  );

  const resend = useCallback(
    async (user: User) => {
      const { ok, error } = await settle(sendLink({ params: { path: { id: user.id } } }));
      if (ok) showSuccessToast(t`The subscription link was sent again to ${user.email}.`);
      else showErrorToast(errorMessageOf(error) ?? t`The subscription link could not be sent.`);
    },
    [t, sendLink],
  );

  const endSubscription = useCallback(
    async (user: User, password: string): Promise<string | null> => {
      const { ok, error } = await settle(end({ params: { path: { id: user.id } }, body: { password } }));
      if (!ok) return errorMessageOf(error) ?? t`The subscription could not be ended.`;
      showSuccessToast(t`The subscription was ended.`);
      return null;
    },
    [t, end],
  );

  const kinds = useMemo(() => kindsFor(account.scope), [account.scope]);
  return { companies, companyQuery, setCompanyQuery, selected, select, users, userQuery, setUserQuery, kinds, loadUser, save, resend, endSubscription };
}
