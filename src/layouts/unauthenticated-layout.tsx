import type { ReactNode } from 'react';
import { Logo } from '../components/logo.tsx';
import { MaintenanceBanner } from './maintenance-banner.tsx';

/** Pages before sign-in: a header with the logo only. */
export function UnauthenticatedLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout-unauthenticated">
      <MaintenanceBanner />
      <header className="app-header app-header-plain">
        <Logo />
      </header>
      <main className="page page-narrow">{children}</main>
    </div>
  );
}
