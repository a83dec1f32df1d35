/**
 * Guards, in the specification's order: authentication (to the login page
 * with the return path in `r`), permission, then route metadata.
 */
import { useLingui } from '@lingui/react';
import { Spin } from 'antd';
import { Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useAuth } from '../auth/auth-context.tsx';
import { localePath } from '../i18n/locale-path.ts';
import { safeReturnPath } from '../lib/return-path.ts';
import { LayoutFor } from '../layouts/layout-for.tsx';
import { OfflineNotice } from '../components/offline-notice.tsx';
import { useLocalePrefix } from './locale-scope.tsx';
import { documentTitle, type RouteDefinition } from './route-table.ts';

export function RouteGuard({ route, screen: Screen }: { route: RouteDefinition; screen: ComponentType }) {
  const { i18n } = useLingui();
  const { status, can, account, refresh } = useAuth();
  const prefix = useLocalePrefix();
  const location = useLocation();
  const [search] = useSearchParams();

  useEffect(() => {
    document.title = documentTitle(i18n._(route.title));
  }, [i18n, route.title]);

  // screens that depend on the session wait until it is known
  const needsSession = route.auth || route.guestOnly;
  if (needsSession && status === 'loading') return <Spin fullscreen />;
  if (needsSession && status === 'offline') return <OfflineNotice onRetry={() => void refresh()} />;
  // 1. authentication
  if (route.auth && status !== 'authenticated') {
    const r = `${location.pathname}${location.search}`;
    return <Navigate replace to={`${localePath(prefix, '/')}?r=${encodeURIComponent(r)}`} />;
  }
  // 2. permission
  if (route.permission && !can(route.permission)) return <Navigate replace to={localePath(prefix, '/home')} />;
  if (route.companyKind && account?.company.kind !== route.companyKind) return <Navigate replace to={localePath(prefix, '/home')} />;
  // 3. route metadata
  if (route.guestOnly && status === 'authenticated' && account) {
    return <Navigate replace to={safeReturnPath(search.get('r')) ?? localePath(prefix ?? account.locale, '/home')} />;
  }

  return (
    <LayoutFor name={route.layout} title={i18n._(route.title)}>
      <Suspense fallback={<Spin className="page-spinner" />}>
        <Screen />
      </Suspense>
    </LayoutFor>
  );
}
