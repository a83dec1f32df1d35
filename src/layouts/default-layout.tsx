/**
 * Signed-in pages: logo, the company name, the client search (CAN_SWITCH_REF
 * only), the language selector and sign-out.
 */
import { LogoutOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Input, Tooltip } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { lazyWithReload } from '../app/lazy-with-reload.ts';
import { useLocalePrefix } from '../app/locale-scope.tsx';
import { ScreenIcons } from '../app/screen-icons.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { LanguageSelector } from '../components/language-selector.tsx';
import { Logo } from '../components/logo.tsx';
import { localePath } from '../i18n/locale-path.ts';
import { useDevice } from '../lib/use-device.ts';
import { MaintenanceBanner } from './maintenance-banner.tsx';

/** antd's AutoComplete (a select and a virtual list) loads only for the users who search clients. */
const ClientSearch = lazyWithReload(() => import('./client-search.tsx').then((module) => ({ default: module.ClientSearch })));

/** The search field as it will look, while it loads: the header does not move. */
function ClientSearchPlaceholder() {
  const { t } = useLingui();
  return <Input.Search className="client-search" placeholder={t`Search a client`} disabled />;
}

/**
 * @param title the page's title (the route's), the page's h1 for assistive
 * technologies; the screens' visible titles are h2, so no page lacks an h1 or
 * jumps a level.
 */
export function DefaultLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useLingui();
  const { account, can, signOut } = useAuth();
  const prefix = useLocalePrefix();
  const navigate = useNavigate();
  const { isPhone } = useDevice();
  const companyName = account?.externe?.name ?? account?.company.name;

  const logout = async () => {
    await signOut();
    void navigate(localePath(prefix, '/'));
  };

  return (
    <ScreenIcons>
      <div className="layout layout-default">
        <MaintenanceBanner />
        <header className="app-header">
          {/* named by the logo's own text (visible, or kept for screen readers on a phone) */}
          <Link to={localePath(prefix, '/home')} title={t`Home`}>
            <Logo compact={isPhone} />
          </Link>
          <div className="app-header-company" data-testid="company-name">
            <strong>{companyName}</strong>
            {account?.externe && (
              <span className="app-header-sub">
                <Trans>External client of {account.client?.name}</Trans>
              </span>
            )}
            {!account?.externe && account?.client && account.client.id !== account.company.id && (
              <span className="app-header-sub">
                <Trans>Client: {account.client.name}</Trans>
              </span>
            )}
          </div>
          <div className="app-header-actions">
            {can('CAN_SWITCH_REF') && (
              <Suspense fallback={<ClientSearchPlaceholder />}>
                <ClientSearch />
              </Suspense>
            )}
            <LanguageSelector />
            <Tooltip title={t`Sign out`}>
              <Button icon={<LogoutOutlined aria-hidden />} onClick={() => void logout()} aria-label={t`Sign out`}>
                {!isPhone && <Trans>Sign out</Trans>}
              </Button>
            </Tooltip>
          </div>
        </header>
        <main className="page">
          <h1 className="sr-only">{title}</h1>
          {children}
        </main>
      </div>
    </ScreenIcons>
  );
}
